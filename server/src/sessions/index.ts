/** Server sessions: the `__Host-sid` cookie, bearer tokens, and resolving `request.user`. */
export { destroyUserSessions, hashToken } from './session-store.ts';
export type { SessionUser } from './session-store.ts';
export { startCookieSession, issueBearerToken, endSession } from './session-hook.ts';
