/** Deposits and withdrawals in the contract's `transaction` shape. */
import type { cashier } from '@croupier/core/contract';
import type { PaymentStatus } from '../../db/schema/index.ts';
import { fromMinor } from '../../ledger/index.ts';
import { transactionId, type TransactionKind } from './transaction-id.ts';

/** What a transaction view is built from (a row joined with its method). */
export interface TransactionSource {
  id: number;
  amountMinor: bigint;
  currency: string;
  status: PaymentStatus;
  methodSysname: string;
  methodName: string;
  createdAt: Date;
  updatedAt: Date;
}

const STATUS: Record<PaymentStatus, cashier.TransactionStatus> = {
  pending: 'pending',
  success: 'success',
  failed: 'fail',
  cancelled: 'cancel',
};

/** The stored status in the contract's words (`failed` → `fail`, `cancelled` → `cancel`). */
export function contractStatus(status: PaymentStatus): cashier.TransactionStatus {
  return STATUS[status];
}

/** A deposit or withdrawal as the player sees it. */
export function transactionView(
  kind: TransactionKind,
  row: TransactionSource,
): cashier.Transaction {
  return {
    id: transactionId(kind, row.id),
    type: kind,
    status: contractStatus(row.status),
    amount: fromMinor(row.amountMinor),
    currency: row.currency,
    method: row.methodSysname,
    method_name: row.methodName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    // Nothing picks withdrawals up in the demo, so every pending one may still be cancelled.
    can_cancel: kind === 'withdrawal' && row.status === 'pending',
  };
}
