/** Identity verification (KYC): the status, the verifier frame's messages and its popup. */
export { IdentityVerificationDialog } from './IdentityVerificationDialog.tsx';
export {
  KYC_MESSAGE_SOURCE,
  KYC_VERIFY_PATH,
  kycFrameUrl,
  parseKycMessage,
  type KycMessage,
} from './kyc-frame.ts';
export { verificationErrorText } from './verification-error-text.ts';
export { verificationStatus, type VerificationStatus } from './verification-status.ts';
