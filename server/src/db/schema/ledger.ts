/**
 * Money as a double-entry ledger in integer minor units (DESIGN §6). An account row holds the
 * stored balance; it changes only together with an appended entry, in one DB transaction.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The four player balance kinds of §1. */
export const BALANCE_KINDS = ['main', 'bonus', 'betting_bonus', 'fun'] as const;
/** One of the four player balance kinds. */
export type BalanceKind = (typeof BALANCE_KINDS)[number];

/**
 * Counter-accounts of the operator. They may go negative (the house pays out more than it took
 * in; payments owe deposits to the payment provider). `withdrawal_holds` keeps the money of
 * withdrawals requested but not yet paid out or cancelled; `jackpots` holds the jackpot pools.
 */
export const HOUSE_KINDS = [
  'house',
  'payments',
  'promotions',
  'fun_pool',
  'withdrawal_holds',
  'jackpots',
] as const;
/** One of the operator's counter-account kinds. */
export type HouseKind = (typeof HOUSE_KINDS)[number];

/** A balance: one row per (player, kind, currency), or per (house kind, currency). */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for house accounts. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    ownerType: text('owner_type').$type<'player' | 'house'>().notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_player_key')
      .on(t.userId, t.kind, t.currency)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_house_key')
      .on(t.kind, t.currency)
      .where(sql`${t.userId} is null`),
    check(
      'ledger_accounts_owner_check',
      sql`(${t.ownerType} = 'player') = (${t.userId} is not null)`,
    ),
    check(
      'ledger_accounts_player_kind_check',
      sql`${t.ownerType} <> 'player' or ${t.kind} in ('main', 'bonus', 'betting_bonus', 'fun')`,
    ),
    // The last line of defence: a player balance can never be stored below zero.
    check(
      'ledger_accounts_player_non_negative',
      sql`${t.ownerType} <> 'player' or ${t.amountMinor} >= 0`,
    ),
  ],
);

/** An append-only money movement; its entries sum to zero. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What moved the money: deposit, withdrawal, bet, win, bonus, seed, adjustment… */
    kind: text('kind').notNull(),
    /** The business object behind it (deposit id, round id…); unique per kind. */
    reference: text('reference').notNull(),
    /** The player the transaction is about, when there is one (history lists). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transactions_kind_reference_key').on(t.kind, t.reference),
    index('ledger_transactions_user_id_idx').on(t.userId, t.createdAt),
  ],
);

/** One leg of a transaction: a signed amount on one account, with the balance it left. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_transaction_id_idx').on(t.transactionId),
    index('ledger_entries_account_id_idx').on(t.accountId, t.id),
    check('ledger_entries_non_zero', sql`${t.amountMinor} <> 0`),
  ],
);
