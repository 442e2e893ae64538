/** The account group (§7) and what other parts of the server reuse from it. */
export { registerAccountGroup } from './account-group.ts';
export { verifyAccessToken } from './access-token.ts';
export { createUnsubscribeToken } from './unsubscribe-token.ts';
export type { UnsubscribeScope } from './unsubscribe-token.ts';
export { currentTwoFactorCode } from './two-factor.ts';
export type { NormalisedContact } from './contact-address.ts';
