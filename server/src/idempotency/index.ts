/** Idempotency keys of money-moving calls. */
export { setIdempotencyInstance } from './idempotency-owner.ts';
export { releaseDeadKeys } from './release-dead-keys.ts';
export { purgeIdempotencyKeys } from './purge-idempotency-keys.ts';
