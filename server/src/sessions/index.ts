/** Server sessions: the `__Host-sid` cookie, bearer tokens, and resolving `request.user`. */
export { destroyUserSessions, hashToken } from './session-store.ts';
export type { SessionInfo, SessionUser, ResolvedSession, NewSession } from './session-store.ts';
export { SESSION_COOKIE } from './session-cookie.ts';
export { startCookieSession, issueBearerToken, endSession } from './session-hook.ts';
