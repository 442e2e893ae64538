/**
 * The demo payment provider's own records (what a real provider keeps on its side): one
 * checkout per deposit, opened by an unguessable token, with where to send the player back
 * and the outcome chosen on the checkout page.
 */
import { bigint, boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the player chose on the demo checkout page. */
export type DemoCheckoutOutcome = 'success' | 'fail' | 'cancel' | 'pending';

/** A checkout of the demo payment provider, keyed by the cashier's public transaction id. */
export const demoCheckouts = pgTable(
  'demo_checkouts',
  {
    /** The cashier's public transaction id (`dep-12`). */
    transactionId: text('transaction_id').primaryKey(),
    /** Secret of the checkout URL: whoever holds it may pay (a provider's session id). */
    token: text('token').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    methodSysname: text('method_sysname').notNull(),
    methodName: text('method_name').notNull(),
    /** Locale prefix of the player's pages (`''` for the default locale, else `/pt`). */
    localePrefix: text('locale_prefix').notNull().default(''),
    /** Same-origin path the result screen sends the player on to (§9 backUrl). */
    backUrl: text('back_url'),
    newWindow: boolean('new_window').notNull().default(false),
    outcome: text('outcome').$type<DemoCheckoutOutcome>(),
    /** When a `pending` outcome turns into a success. */
    settleAt: timestamp('settle_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_checkouts_settle_at_idx').on(t.settleAt)],
);
