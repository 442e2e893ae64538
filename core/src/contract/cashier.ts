/**
 * cashier — deposits, withdrawals and their history (spec §3, §5, §7, §9; DESIGN §6).
 *
 * Money-moving calls (makedeposit, makewithdrawal, cancelwithdrawal) take an
 * `Idempotency-Key` header created when the form opens: a retry with the same key answers the
 * first result and moves no money twice. Limits are enforced by the server whatever the UI
 * shows (BillingDepositLimitExceededException, WithdrawalLimits…Exception).
 *
 * Decisions where the spec says "not shown":
 * - A payment method carries its own limits per currency, the step amounts must be a
 *   multiple of (§5), and the requisites it needs; saved cards come masked as
 *   `411111...1111` and are chosen by sending that mask as card_number, or `new` (§5).
 * - makedeposit answers the transaction and, for providers with a hosted page, the
 *   `redirect_url` to send the player to (in a new window when `open_in_new_window`); the
 *   provider returns the player to /cashier/pay{success|fail|pending|cancel}/{transaction}
 *   (with the deposit's `backUrl`, when it is one of our paths).
 * - getdepositinfo is the status of one transaction, polled by the pending screen.
 * - gethistory answers `count` as the number of matching transactions in total (§7 "response
 *   count"; the registration hint asks for type=deposit to know whether any deposit exists).
 * - A pending withdrawal may be cancelled while `can_cancel` is true; the amount returns to
 *   the main balance.
 * - A withdrawal's payout is followed more finely than `status` in the optional
 *   `payout_status` (waiting for review, processing at the provider, declined by the operator),
 *   and one that did not complete says why in the optional `error` (a §8 type and the text to
 *   show). Both are optional so an operator backend that does not say still fits.
 * - getdepositinfo answers any transaction of the player by id, withdrawals too: the receipt
 *   screen (§2.2 /cashier/receipt) shows both kinds.
 */
import * as z from 'zod/mini';
import { ERROR_TYPES } from '../error-handling/error-types.ts';
import { currencyCode, isoDateTime, moneyAmount, sysname } from './common.ts';
import { depositLimit } from './account.ts';
import { defineMethod } from './define.ts';
import { countParam, offsetParam } from './list-params.ts';
import { amount, int, json, none, one } from './wire.ts';

/** Kinds of payment method. */
export const paymentMethodType = z.enum(['card', 'bank_transfer', 'pix']);
export type PaymentMethodType = z.output<typeof paymentMethodType>;

/** Requisites a payment method may ask for. */
export const REQUISITE_FIELDS = ['card_holder', 'card_number', 'iban', 'cpf', 'bank_code'] as const;
export const requisiteField = z.enum(REQUISITE_FIELDS);
export type RequisiteField = z.output<typeof requisiteField>;

/** A saved card as shown to the player: first 6 and last 4 digits (§5). */
export const maskedCardNumber = z.string().check(z.regex(/^\d{6}\.{3}\d{4}$/));

/** Card holder: letters, spaces, dot, apostrophe, hyphen (§5). */
export const cardHolder = z.string().check(z.maxLength(100), z.regex(/^[\p{L} .'-]+$/u));

/** CPF, with or without its punctuation (000.000.000-00). */
export const cpf = z.string().check(z.regex(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/));

/** Payment requisites as sent (JSON text in the form field). */
export const requisites = z.object({
  card_holder: z.optional(cardHolder),
  /** A check-digit valid number, a saved card's mask, or `new` (§5). */
  card_number: z.optional(z.union([z.literal('new'), maskedCardNumber, z.creditCard()])),
  /** Electronic format, no spaces (§5: valid per country structure and check digits). */
  iban: z.optional(z.iban()),
  cpf: z.optional(cpf),
  bank_code: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
});
export type Requisites = z.output<typeof requisites>;

/** Amount bounds of a method in one currency. */
export const amountLimits = z.object({ min: moneyAmount, max: moneyAmount });

/** A saved card of the player. */
export const savedCard = z.object({
  card_number: maskedCardNumber,
  card_holder: z.nullable(z.string()),
});
export type SavedCard = z.output<typeof savedCard>;

/** A payment method the player may use (identified by sysname, §3). */
export const paymentMethod = z.object({
  id: z.number().check(z.int(), z.positive()),
  sysname,
  name: z.string(),
  type: paymentMethodType,
  limits: z.record(currencyCode, amountLimits),
  /** Amounts must be a multiple of this, when set (§5). */
  step: z.nullable(moneyAmount),
  requisites: z.array(requisiteField),
  saved_cards: z._default(z.array(savedCard), []),
});
export type PaymentMethod = z.output<typeof paymentMethod>;

/** Transaction states. */
export const transactionStatus = z.enum(['pending', 'success', 'fail', 'cancel']);
export type TransactionStatus = z.output<typeof transactionStatus>;

/**
 * Where a withdrawal's payout stands: `pending` (may still be cancelled), `review` (pending,
 * waiting for the operator's decision), `processing` (with the payout provider), `paid`,
 * `failed` (the provider failed it; the money is back), `declined` (by the operator, with a
 * reason; the money is back), `cancelled` (by the player).
 */
export const payoutStatus = z.enum([
  'pending',
  'review',
  'processing',
  'paid',
  'failed',
  'declined',
  'cancelled',
]);
export type PayoutStatus = z.output<typeof payoutStatus>;

/**
 * Why a transaction did not complete: a §8 type (`WithdrawalDeclinedException` with the
 * operator's reason as `message`, `BillingTransactionDeclinedException` when the provider
 * failed it). The message of a decline is the operator's own text for the player.
 */
export const transactionError = z.object({
  type: z.enum(ERROR_TYPES),
  message: z.string(),
});
export type TransactionError = z.output<typeof transactionError>;

/** A deposit or withdrawal. */
export const transaction = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.enum(['deposit', 'withdrawal']),
  status: transactionStatus,
  amount: moneyAmount,
  currency: currencyCode,
  /** Payment method sysname. */
  method: sysname,
  method_name: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  /** Only pending withdrawals not yet picked up may be cancelled. */
  can_cancel: z.boolean(),
  /** Withdrawals: the payout's finer state (optional: not every backend tells). */
  payout_status: z.optional(payoutStatus),
  /** Set when the transaction failed or was declined, with the reason. */
  error: z.optional(transactionError),
});
export type Transaction = z.output<typeof transaction>;

/** Deposit values (§3). */
export const depositParams = z.object({
  methodId: int(),
  method: sysname,
  amount: amount(),
  /** The deposit offer taken, or -1 for none (§3). */
  campaign_offer_id: z._default(int(), -1),
  requisites: z.optional(json(requisites)),
  /**
   * Where the payment result screen returns to afterwards (§9 backUrl). Only a same-origin
   * path is kept (the server checks it with routing's safeInAppPath); anything else is ignored.
   */
  backUrl: z.optional(z.string().check(z.maxLength(2048))),
});
export type DepositParams = z.input<typeof depositParams>;

/** What makedeposit answers. */
export const depositResult = z.object({
  transaction_id: z.string().check(z.minLength(1)),
  status: z.enum(['pending', 'success', 'fail']),
  /** The provider's page to send the player to, if any. */
  redirect_url: z.nullable(z.string()),
  open_in_new_window: z.boolean(),
});
export type DepositResult = z.output<typeof depositResult>;

/** Withdrawal values. */
export const withdrawalParams = z.object({
  methodId: int(),
  method: sysname,
  amount: amount(),
  requisites: z.optional(json(requisites)),
});
export type WithdrawalParams = z.input<typeof withdrawalParams>;

/** Deposit form settings; `deposit_limit` is the notice shown while a limit applies. */
export const depositSettings = z.object({
  currency: currencyCode,
  methods: z.array(paymentMethod),
  deposit_limit: z.nullable(depositLimit),
});
export type DepositSettings = z.output<typeof depositSettings>;

/** Withdrawal form settings and the withdrawals still pending. */
export const withdrawSettings = z.object({
  currency: currencyCode,
  methods: z.array(paymentMethod),
  /** What may be withdrawn now: the main balance less pending withdrawals. */
  available_amount: moneyAmount,
  /** Withdrawals not finished yet: pending (cancellable), in review or processing. */
  pending: z.array(transaction),
});
export type WithdrawSettings = z.output<typeof withdrawSettings>;

/** A bank offered by bank-transfer and pix methods. */
export const bank = z.object({ code: z.string(), name: z.string(), logo: z.nullable(z.string()) });
export type Bank = z.output<typeof bank>;

/** A page of cashier history; `count` is the total number of matching transactions. */
export const cashierHistory = z.object({
  items: z.array(transaction),
  count: z.number().check(z.int(), z.minimum(0)),
  offset: z.number().check(z.int(), z.minimum(0)),
});
export type CashierHistory = z.output<typeof cashierHistory>;

const transactionId = z.string().check(z.minLength(1), z.maxLength(64));

export const cancelwithdrawal = defineMethod({
  group: 'cashier',
  name: 'cancelwithdrawal',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: z.object({ transaction_id: transactionId }),
  result: one(),
  doc: 'Cancels a pending withdrawal; the amount returns to the main balance.',
});

export const makedeposit = defineMethod({
  group: 'cashier',
  name: 'makedeposit',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: depositParams,
  result: depositResult,
  doc: 'Starts a deposit; answers the transaction and where to send the player.',
});

export const makewithdrawal = defineMethod({
  group: 'cashier',
  name: 'makewithdrawal',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: withdrawalParams,
  result: transaction,
  doc: 'Requests a withdrawal; the amount is held until it is paid or cancelled.',
});

export const getbanks = defineMethod({
  group: 'cashier',
  name: 'getbanks',
  verb: 'GET',
  access: 'user',
  params: z.object({ method: sysname }),
  result: z.array(bank),
  doc: 'Banks a bank-transfer or pix method pays to.',
});

export const getdepositinfo = defineMethod({
  group: 'cashier',
  name: 'getdepositinfo',
  verb: 'GET',
  access: 'user',
  params: z.object({ transaction_id: transactionId }),
  result: transaction,
  doc: 'The state of one deposit or withdrawal, for the payment result and receipt screens.',
});

export const getdepositsettings = defineMethod({
  group: 'cashier',
  name: 'getdepositsettings',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: depositSettings,
  doc: 'Deposit methods with their limits and the deposit limit notice.',
});

export const gethistory = defineMethod({
  group: 'cashier',
  name: 'gethistory',
  verb: 'GET',
  access: 'user',
  params: z.object({
    offset: offsetParam(),
    count: countParam(18, 100),
    type: z.optional(z.enum(['deposit', 'withdrawal'])),
  }),
  result: cashierHistory,
  doc: "A page of the player's deposits and withdrawals, newest first, with the total count.",
});

export const getwithdrawsettings = defineMethod({
  group: 'cashier',
  name: 'getwithdrawsettings',
  verb: 'GET',
  access: 'user',
  params: none(),
  result: withdrawSettings,
  doc: 'Withdrawal methods, the withdrawable amount and pending withdrawals.',
});
