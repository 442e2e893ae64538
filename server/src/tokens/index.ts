/** Secrets and what is built on them: server keys, signed tokens, constant-time comparison. */
export { getServerSecret } from './server-secret.ts';
export { signToken, verifyToken } from './signed-token.ts';
export { sameBytes, sameText } from './same-text.ts';
