/** Hits recorded by `/hit` (§7 hit tracking). */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One tracking hit. */
export const hits = pgTable(
  'hits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referer: text('referer'),
    /** Track id with a `td_` prefix removed (see `source`). */
    trackId: text('track_id'),
    /** `td` when the track id came with the `td_` prefix, else null. */
    trackSource: text('track_source'),
    seonSession: text('seon_session'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hits_track_id_idx').on(t.trackId)],
);
