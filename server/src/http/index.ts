/**
 * HTTP plumbing: security headers, client guard, error envelope, API router, rate limits, request
 * origin, compression, ETags of the cacheable reads.
 */
export type { ClientKind } from './client-guard.ts';
export type { MethodContext, MethodHandler, MethodOptions } from './api-router.ts';
export type { RateLimiter, RateLimitRule, RateLimitResult } from './rate-limit.ts';
export { jsonObjectBody } from './json-object-body.ts';
export type { CacheKind } from './etag.ts';
