/**
 * Account extras: deposit limits (read by account.getDepositLimit, enforced by the cashier)
 * and server secrets (HMAC keys for access and unsubscribe tokens, generated on first use and
 * kept in the database so every process and every restart signs with the same key).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A player's deposit limit (§3, §9): at most `limitMinor` in `currency` per `periodDays`,
 * counted in consecutive windows starting at `startsAt`. No row means period "none".
 */
export const depositLimits = pgTable(
  'deposit_limits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 7, 14 or 30 days (§9). */
    periodDays: integer('period_days').notNull(),
    limitMinor: bigint('limit_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    /** Start of the first window; later windows follow back to back. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    /** Whether the player may ask for a change (false while a raise is cooling off). */
    canEdit: boolean('can_edit').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('deposit_limits_period_check', sql`${t.periodDays} in (1, 7, 14, 30)`),
    check('deposit_limits_amount_positive', sql`${t.limitMinor} > 0`),
  ],
);

/** A named random secret of the server (HMAC keys). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** base64url of 32 random bytes. */
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
