/** The whole database schema, one file per domain. */
export * from './users.ts';
export * from './ledger.ts';
export * from './idempotency.ts';
export * from './games.ts';
export * from './payments.ts';
export * from './storage.ts';
export * from './rate-limits.ts';
export * from './tracking.ts';
