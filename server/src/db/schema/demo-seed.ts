/**
 * Which demo seeds have run to the end (server/src/seed.ts): the compiled server skips a seed
 * that this very build already ran on this database today, which saves a third of a second of
 * every restart (the seeds are idempotent, so running one again only costs time).
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One finished seed, by its key (build, options, UTC day). */
export const demoSeedRuns = pgTable('demo_seed_runs', {
  key: text('key').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
