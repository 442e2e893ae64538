/** The demo identity verifier: applicants, SDK access tokens, document review and the framed page. */
export { registerDemoVerifier } from './verifier-routes.ts';
export type { DemoVerifier, DemoVerifierOptions } from './verifier-routes.ts';
export { ensureApplicant, externalUserId } from './applicants.ts';
export type { Applicant } from './applicants.ts';
export { issueAccessToken } from './access-tokens.ts';
export type { KycTokenGrant } from './access-tokens.ts';
export type { DocumentImage, DocumentImageCheck } from './document-image.ts';
export type { VerificationState, DocumentSubmission } from './document-review.ts';
export type { VerifierPageConfig, VerifierPageView, VerifierNoticeView } from './verifier-page.ts';
export { KYC_TOKENS_PER_HOUR } from './kyc-rules.ts';
export type { KycImageType, KycDocumentType } from './kyc-rules.ts';
