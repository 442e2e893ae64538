/**
 * HTTP plumbing: security headers, client guard, error envelope, API router, rate limits, request
 * origin, compression, ETags of the cacheable reads.
 */
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
export { registerMethod, invalidParameters, RESERVED_PARAMS } from './api-router.ts';
export { isTrustedOrigin, requestOrigin } from './request-origin.ts';
export type { MethodContext, MethodHandler, MethodOptions } from './api-router.ts';
export { MemoryRateLimiter, DbRateLimiter, enforceRateLimit } from './rate-limit.ts';
export type { RateLimiter, RateLimitRule, RateLimitResult } from './rate-limit.ts';
export { jsonObjectBody } from './json-object-body.ts';
export { registerCompression, COMPRESSIBLE_TYPES, COMPRESSION_THRESHOLD } from './compression.ts';
export {
  registerEtags,
  strongEtag,
  etagMatches,
  cacheControlFor,
  SHARED_CACHE_CONTROL,
} from './etag.ts';
export type { CacheKind } from './etag.ts';
export { CACHEABLE_READS } from './cacheable-reads.ts';
