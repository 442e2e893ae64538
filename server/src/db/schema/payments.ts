/** The cashier: payment methods per currency, deposits and withdrawals. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ledgerTransactions } from './ledger.ts';
import { users } from './users.ts';

/** A requisite field a payment method asks for (IBAN, CPF, card number…). */
export interface RequisiteField {
  name: string;
  /** Validator to apply: `iban`, `cpf`, `cardNumber`, `cardHolder`, `text`. */
  type: string;
  required: boolean;
}

/** A payment method offered in one currency, with its limits in minor units. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sysname: text('sysname').notNull(),
    /** `card`, `bank_transfer` or `pix`. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    depositEnabled: boolean('deposit_enabled').notNull().default(true),
    withdrawalEnabled: boolean('withdrawal_enabled').notNull().default(true),
    minDepositMinor: bigint('min_deposit_minor', { mode: 'bigint' }).notNull(),
    maxDepositMinor: bigint('max_deposit_minor', { mode: 'bigint' }).notNull(),
    minWithdrawalMinor: bigint('min_withdrawal_minor', { mode: 'bigint' }).notNull(),
    maxWithdrawalMinor: bigint('max_withdrawal_minor', { mode: 'bigint' }).notNull(),
    /** Deposit amounts must be a multiple of this (§5 "multiple of a step"). */
    stepMinor: bigint('step_minor', { mode: 'bigint' }).notNull(),
    /** Preset deposit amounts in minor units, shown as quick picks. */
    presetsMinor: jsonb('presets_minor').$type<number[]>().notNull().default([]),
    depositFields: jsonb('deposit_fields').$type<RequisiteField[]>().notNull().default([]),
    withdrawalFields: jsonb('withdrawal_fields').$type<RequisiteField[]>().notNull().default([]),
    priority: integer('priority').notNull().default(0),
    icon: text('icon').notNull(),
  },
  (t) => [
    uniqueIndex('payment_methods_sysname_currency_key').on(t.sysname, t.currency),
    check('payment_methods_limits_check', sql`${t.minDepositMinor} <= ${t.maxDepositMinor}`),
    check('payment_methods_step_check', sql`${t.stepMinor} > 0`),
  ],
);

/** Lifecycle of a deposit or withdrawal. */
export type PaymentStatus = 'pending' | 'success' | 'failed' | 'cancelled';

/** A deposit attempt. Money moves (ledger) only when it succeeds. */
export const deposits = pgTable(
  'deposits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    requisites: jsonb('requisites').$type<Record<string, unknown>>().notNull().default({}),
    campaignOfferId: integer('campaign_offer_id'),
    idempotencyKey: text('idempotency_key'),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('deposits_user_id_idx').on(t.userId, t.createdAt),
    // A retry whose first run committed but never stored its answer finds this deposit
    // instead of opening another (idempotency recovery after a crash).
    uniqueIndex('deposits_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('deposits_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Lifecycle of a withdrawal (server/src/payouts/README.md): `pending` (held, cancellable; may
 * wait for an operator's review), `processing` (handed to the payout provider), then `success`
 * (paid out), `failed` (the provider failed it), `declined` (by the operator) or `cancelled`
 * (by the player) — the last three return the held money.
 */
export type WithdrawalStatus = PaymentStatus | 'processing' | 'declined';

/** Whether a withdrawal waits for an operator: `none`, `required` (waiting) or `approved`. */
export type WithdrawalReview = 'none' | 'required' | 'approved';

/** A withdrawal request. The amount is held (debited) when requested, returned if cancelled. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    methodId: integer('method_id')
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    requisites: jsonb('requisites').$type<Record<string, unknown>>().notNull().default({}),
    idempotencyKey: text('idempotency_key'),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    refundTransactionId: integer('refund_transaction_id').references(() => ledgerTransactions.id),
    /** The ledger transaction that paid the held money out to the provider. */
    payoutTransactionId: integer('payout_transaction_id').references(() => ledgerTransactions.id),
    /** Set when requested: over PAYOUT_REVIEW_THRESHOLD the withdrawal waits for an operator. */
    review: text('review').$type<WithdrawalReview>().notNull().default('none'),
    /** The operator's reason for a decline, shown to the player. */
    declineReason: text('decline_reason'),
    /** When it was handed to the payout provider. */
    processingAt: timestamp('processing_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_id_idx').on(t.userId, t.createdAt),
    // The payout clock scans the unfinished ones only.
    index('withdrawals_open_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('pending', 'processing')`),
    // A retry whose first run committed but never stored its answer finds this withdrawal
    // instead of holding the money again (idempotency recovery after a crash).
    uniqueIndex('withdrawals_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('withdrawals_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
