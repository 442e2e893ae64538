/** HTTP plumbing: security headers, client guard, error envelope, API router, rate limits, request origin. */
export {
  registerSecurityHeaders,
  buildCsp,
  isLocalHostname,
  isMiniappPath,
  BASE_CSP,
  MINIAPP_PATH,
  TELEGRAM_FRAME_ANCESTORS,
} from './security-headers.ts';
export {
  registerClientGuard,
  parseClientMarker,
  isApiRoute,
  CLIENT_HEADER,
} from './client-guard.ts';
export type { ClientKind } from './client-guard.ts';
export {
  registerErrorEnvelope,
  toErrorEnvelope,
  toServerError,
  sendError,
} from './error-envelope.ts';
export { registerMethod, registerGroup, invalidParameters, RESERVED_PARAMS } from './api-router.ts';
export { isTrustedOrigin, requestOrigin } from './request-origin.ts';
export type { MethodContext, MethodHandler, MethodOptions } from './api-router.ts';
export { MemoryRateLimiter, DbRateLimiter, enforceRateLimit } from './rate-limit.ts';
export type { RateLimiter, RateLimitRule, RateLimitResult } from './rate-limit.ts';
export { jsonObjectBody } from './json-object-body.ts';
