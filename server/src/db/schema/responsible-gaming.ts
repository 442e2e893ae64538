/**
 * Responsible gaming besides deposit limits (issue 18): the time-outs and self-exclusions a
 * player took (history; `users.selfExcludedUntil` is what every gate checks) and per-player
 * settings (reality-check interval, the last real-money spin for the minimum spin cycle).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** What a block is. */
export type PlayerBlockKind = 'time_out' | 'self_exclusion';

/** A time-out or self-exclusion a player took; `until` null is permanent. Never shortened. */
export const playerBlocks = pgTable(
  'player_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PlayerBlockKind>().notNull(),
    /** The period's id on the wire: `24h`, `6w`, `3m`, `permanent`… */
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    until: timestamp('until', { withTimezone: true }),
  },
  (t) => [
    index('player_blocks_user_id_idx').on(t.userId, t.startedAt),
    check('player_blocks_kind_check', sql`${t.kind} in ('time_out', 'self_exclusion')`),
    check(
      'player_blocks_until_check',
      sql`(${t.until} is null and ${t.kind} = 'self_exclusion') or ${t.until} > ${t.startedAt}`,
    ),
  ],
);

/** A player's responsible-gaming settings; no row means every default. */
export const playerRgSettings = pgTable(
  'player_rg_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 (off), 15, 30 or 60; null follows the operator's default. */
    realityCheckMinutes: integer('reality_check_minutes'),
    /** The player's last spin in any frame: the minimum spin cycle counts from it. */
    lastSpinAt: timestamp('last_spin_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'player_rg_settings_reality_check',
      sql`${t.realityCheckMinutes} is null or ${t.realityCheckMinutes} in (0, 15, 30, 60)`,
    ),
  ],
);
