/** Fixed-window counters of the rate limiter (login and code attempts). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One bucket: how many hits `key` had in the window ending at `resetAt`. */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // The purge job deletes buckets whose window is over.
  (t) => [index('rate_limit_buckets_reset_at_idx').on(t.resetAt)],
);
