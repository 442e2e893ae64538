/**
 * HTTP plumbing: security headers, client guard, error envelope, API router, rate limits, request
 * origin, compression, ETags of the cacheable reads.
 */
export { jsonObjectBody } from './json-object-body.ts';
