/** Fixed-window counters of the rate limiter (login and code attempts). */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One bucket: how many hits `key` had in the window ending at `resetAt`. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
