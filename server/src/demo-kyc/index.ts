/** The demo identity verifier: applicants, SDK access tokens, document review and the framed page. */
export { registerDemoVerifier } from './verifier-routes.ts';
export { ensureApplicant, externalUserId } from './applicants.ts';
export { issueAccessToken } from './access-tokens.ts';
export { KYC_TOKENS_PER_HOUR } from './kyc-rules.ts';
