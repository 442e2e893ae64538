/** The whole database schema, one file per domain. */
export * from './users.ts';
export * from './ledger.ts';
export * from './idempotency.ts';
export * from './games.ts';
export * from './payments.ts';
export * from './storage.ts';
export * from './rate-limits.ts';
export * from './tracking.ts';
export * from './account.ts';
export * from './site-events.ts';
export * from './game-play.ts';
export * from './auth.ts';
export * from './demo-payments.ts';
export * from './play.ts';
export * from './telegram.ts';
