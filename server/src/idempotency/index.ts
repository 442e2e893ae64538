/** Idempotency keys of money-moving calls. */
export { runIdempotent, hashParams, IDEMPOTENCY_KEY } from './run-idempotent.ts';
export type { IdempotentCall } from './run-idempotent.ts';
export {
  IDEMPOTENCY_LEASE_SECONDS,
  idempotencyInstance,
  idempotencyOwner,
  setIdempotencyInstance,
} from './idempotency-owner.ts';
export { releaseDeadKeys, type ReleaseScope } from './release-dead-keys.ts';
export { purgeIdempotencyKeys, IDEMPOTENCY_KEY_TTL_SECONDS } from './purge-idempotency-keys.ts';
