/** Idempotency keys of money-moving calls. */
export { runIdempotent, hashParams, IDEMPOTENCY_KEY } from './run-idempotent.ts';
export type { IdempotentCall } from './run-idempotent.ts';
