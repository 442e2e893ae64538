/** Server sessions: the `__Host-sid` cookie, bearer tokens, and resolving `request.user`. */
export {
  createSession,
  findSession,
  destroySession,
  destroyUserSessions,
  purgeExpiredSessions,
  hashToken,
} from './session-store.ts';
export { SessionCache, SESSION_CHANNEL } from './session-cache.ts';
export { dropCachedSession, dropCachedUser } from './session-invalidation.ts';
export type { SessionInfo, SessionUser, ResolvedSession, NewSession } from './session-store.ts';
export {
  SESSION_COOKIE,
  setSessionCookie,
  clearSessionCookie,
  readSessionCookie,
  readBearerToken,
} from './session-cookie.ts';
export {
  registerSessionHook,
  loadSession,
  startCookieSession,
  issueBearerToken,
  endSession,
} from './session-hook.ts';
