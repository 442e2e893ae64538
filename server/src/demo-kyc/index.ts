/** The demo identity verifier: applicants, SDK access tokens, document review and the framed page. */
export { registerDemoVerifier, verifierPageCsp, KYC_TOKEN_HEADER } from './verifier-routes.ts';
export type { DemoVerifier, DemoVerifierOptions } from './verifier-routes.ts';
export { ensureApplicant, findApplicant, externalUserId } from './applicants.ts';
export type { Applicant } from './applicants.ts';
export { issueAccessToken, resolveAccessToken } from './access-tokens.ts';
export type { KycTokenGrant } from './access-tokens.ts';
export { checkDocumentImage, sniffImageType, reviewVerdict } from './document-image.ts';
export type { DocumentImage, DocumentImageCheck } from './document-image.ts';
export {
  submitDocument,
  completeDueReview,
  verificationState,
  applicantById,
  pendingReviews,
} from './document-review.ts';
export type { VerificationState, DocumentSubmission } from './document-review.ts';
export { renderVerifierPage, renderVerifierNotice, VERIFIER_ENDPOINTS } from './verifier-page.ts';
export type { VerifierPageConfig, VerifierPageView, VerifierNoticeView } from './verifier-page.ts';
export { VERIFIER_SCRIPT } from './verifier-script.ts';
export {
  KYC_LEVEL_NAME,
  KYC_TOKEN_TTL_SECONDS,
  KYC_IMAGE_TYPES,
  KYC_MAX_UPLOAD_BYTES,
  KYC_MIN_DOCUMENT_SIDE_PX,
  KYC_MAX_DOCUMENT_SIDE_PX,
  KYC_REJECT_TOO_SMALL,
  KYC_DOCUMENT_TYPES,
  KYC_UPLOADS_PER_HOUR,
  KYC_TOKENS_PER_HOUR,
  KYC_MESSAGE_SOURCE,
  KYC_PAGE_PATH,
} from './kyc-rules.ts';
export type { KycImageType, KycDocumentType } from './kyc-rules.ts';
