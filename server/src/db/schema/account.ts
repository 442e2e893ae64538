/**
 * Account extras: deposit limits (read by account.getDepositLimit, enforced by the cashier)
 * and server secrets (HMAC keys for access and unsubscribe tokens, generated on first use and
 * kept in the database so every process and every restart signs with the same key).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A player's deposit limit for one period (§3, §9; issue 18): at most `limitMinor` in
 * `currency` per `periodDays`, counted in consecutive windows starting at `startsAt`. A player
 * may hold one per period; no row means no limit for that period. An increase or removal
 * waits in `pendingAt`/`pendingLimitMinor` (null amount: removal) until it has cooled off and
 * the player confirms it.
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 7, 14 or 30 days (§9). */
    periodDays: integer('period_days').notNull(),
    limitMinor: bigint('limit_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** Start of the first window; later windows follow back to back. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the player asked for an increase or removal still waiting; null: nothing waits. */
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    /** The increased amount waiting; null with `pendingAt` set means a removal. */
    pendingLimitMinor: bigint('pending_limit_minor', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.periodDays] }),
    check('deposit_limits_period_check', sql`${t.periodDays} in (1, 7, 14, 30)`),
    check('deposit_limits_amount_positive', sql`${t.limitMinor} > 0`),
    check(
      'deposit_limits_pending_check',
      sql`${t.pendingLimitMinor} is null or (${t.pendingAt} is not null and ${t.pendingLimitMinor} > ${t.limitMinor})`,
    ),
  ],
);

/** A named random secret of the server (HMAC keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** base64url of 32 random bytes. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
