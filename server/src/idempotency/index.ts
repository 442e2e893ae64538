/** Idempotency keys of money-moving calls. */
export { hashParams } from './run-idempotent.ts';
export type { IdempotentCall } from './run-idempotent.ts';
export { setIdempotencyInstance } from './idempotency-owner.ts';
export { releaseDeadKeys, type ReleaseScope } from './release-dead-keys.ts';
export { purgeIdempotencyKeys } from './purge-idempotency-keys.ts';
