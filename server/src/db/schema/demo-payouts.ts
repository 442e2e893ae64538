/**
 * The demo payout provider's own records (what a real provider keeps on its side): one payout
 * per withdrawal handed over, when it is due and how it ends.
 */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { withdrawals } from './payments.ts';

/** How a demo payout ends. */
export type DemoPayoutOutcome = 'paid' | 'failed';

/** A payout the demo provider accepted, keyed by the withdrawal it pays. */
export const demoPayouts = pgTable('demo_payouts', {
  withdrawalId: integer('withdrawal_id')
    .primaryKey()
    .references(() => withdrawals.id, { onDelete: 'cascade' }),
  /** When the provider reports its outcome (DEMO_PAYOUT_MS after it accepted the payout). */
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  outcome: text('outcome').$type<DemoPayoutOutcome>().notNull().default('paid'),
  /** Settled by hand (the provider console or a test): answered even while the provider is held. */
  forced: boolean('forced').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
