/** Deposits and withdrawals in the contract's `transaction` shape. */
import type { cashier } from '@croupier/core/contract';
import type { PaymentStatus, WithdrawalReview, WithdrawalStatus } from '../db/schema/index.ts';
import { fromMinor } from '../ledger/index.ts';
import { payoutError, payoutStatus } from '../payouts/payout-status.ts';
import { transactionId, type TransactionKind } from './transaction-id.ts';
import { methodName } from '../content/payment-methods.ts';

/** What a transaction view is built from (a row joined with its method). */
export interface TransactionSource {
  id: number;
  amountMinor: bigint;
  currency: string;
  status: PaymentStatus | WithdrawalStatus;
  methodSysname: string;
  methodName: string;
  createdAt: Date;
  updatedAt: Date;
  /** Withdrawals: whether it waits for an operator. */
  review?: WithdrawalReview;
  /** Withdrawals: the operator's reason for a decline. */
  declineReason?: string | null;
}

const STATUS: Record<WithdrawalStatus, cashier.TransactionStatus> = {
  pending: 'pending',
  // Not finished yet: the contract has no word for "at the provider"; payout_status has.
  processing: 'pending',
  success: 'success',
  failed: 'fail',
  declined: 'fail',
  cancelled: 'cancel',
};

/** The stored status in the contract's words (`failed` → `fail`, `cancelled` → `cancel`). */
export function contractStatus(status: WithdrawalStatus): cashier.TransactionStatus {
  return STATUS[status];
}

/** A deposit or withdrawal as the player sees it. */
export function transactionView(
  kind: TransactionKind,
  row: TransactionSource,
  locale?: string,
): cashier.Transaction {
  const view: cashier.Transaction = {
    id: transactionId(kind, row.id),
    type: kind,
    status: contractStatus(row.status),
    amount: fromMinor(row.amountMinor),
    currency: row.currency,
    method: row.methodSysname,
    method_name: methodName(row.methodSysname, row.methodName, locale),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // Until the payout provider takes it (processing), the player may change their mind.
    can_cancel: kind === 'withdrawal' && row.status === 'pending',
  };
  if (kind !== 'withdrawal') return view;
  const payout = {
    status: row.status,
    review: row.review ?? 'none',
    declineReason: row.declineReason ?? null,
  };
  const error = payoutError(payout);
  return {
    ...view,
    payout_status: payoutStatus(payout),
    ...(error ? { error } : {}),
  };
}
