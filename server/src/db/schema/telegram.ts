/**
 * Telegram launches exchanged for a session. Init data stays valid for TELEGRAM_AUTH_MAX_AGE and
 * a reload legitimately exchanges it again, but once the session it opened has ended (logout,
 * self-exclusion, ban) the same launch must not open another one: that is a replay.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './users.ts';

/** One signed launch (by its `hash`) and the session it holds now. */
export const telegramLaunches = pgTable(
  'telegram_launches',
  {
    hash: text('hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The live session this launch opened; null once that session ended (the launch is spent). */
    sessionHash: text('session_hash').references(() => sessions.idHash, { onDelete: 'set null' }),
    /** When the init data itself stops being accepted; the row is useless after that. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('telegram_launches_expires_at_idx').on(t.expiresAt)],
);
