/** Game launches (short-lived game tokens of the demo provider) and game history exports. */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { games } from './games.ts';
import { sessions, users } from './users.ts';

/**
 * A launched game frame. Only the SHA-256 of its random token is stored; the frame sends the
 * token with every spin, so it never needs the player's site session. A guest's demo frame
 * (no user) keeps its fun balance here.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The site session that launched the frame: logout, self-exclusion and every other end of
     * that session delete the game session with it.
     */
    siteSessionHash: text('site_session_hash').references(() => sessions.idHash, {
      onDelete: 'cascade',
    }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'real' | 'demo'>().notNull(),
    currency: text('currency').notNull(),
    /** Fun balance of a guest's demo frame; null for signed-in players (the ledger holds theirs). */
    guestBalanceMinor: bigint('guest_balance_minor', { mode: 'bigint' }),
    /** A guest frame's last spin (a player's is per player, in player_rg_settings). */
    lastSpinAt: timestamp('last_spin_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('game_sessions_expires_at_idx').on(t.expiresAt),
    check('game_sessions_mode_check', sql`${t.mode} in ('real', 'demo')`),
    check(
      'game_sessions_guest_check',
      sql`${t.userId} is not null or (${t.mode} = 'demo' and ${t.guestBalanceMinor} is not null)`,
    ),
    check(
      'game_sessions_guest_balance_non_negative',
      sql`${t.guestBalanceMinor} is null or ${t.guestBalanceMinor} >= 0`,
    ),
  ],
);

/** A request to export a player's game history as CSV. */
export const gameHistoryExports = pgTable(
  'game_history_exports',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    dateFrom: date('date_from'),
    dateTo: date('date_to'),
    csv: text('csv'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('game_history_exports_user_id_idx').on(t.userId, t.createdAt),
    check('game_history_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);
