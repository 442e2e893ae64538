/** Names of transaction types and states, translated with defaults. */
import type { contract } from '@croupier/core';
import type { Translate } from '../i18n/index.ts';
import type { BadgeTone } from '../ui/index.ts';

type Transaction = contract.cashier.Transaction;
type TransactionStatus = contract.cashier.TransactionStatus;
type TransactionType = Transaction['type'];
type PayoutStatus = contract.cashier.PayoutStatus;

/** The label of a transaction state. */
function statusLabel(t: Translate, status: TransactionStatus): string {
  switch (status) {
    case 'pending':
      return t('cashier.status.pending', 'Pending');
    case 'success':
      return t('cashier.status.success', 'Completed');
    case 'fail':
      return t('cashier.status.fail', 'Failed');
    case 'cancel':
      return t('cashier.status.cancel', 'Cancelled');
  }
}

/** The badge colour of a transaction state. */
function statusTone(status: TransactionStatus): BadgeTone {
  switch (status) {
    case 'pending':
      return 'gold';
    case 'success':
      return 'accent';
    case 'fail':
      return 'danger';
    case 'cancel':
      return 'neutral';
  }
}

/** The label of a withdrawal's payout state (the server's optional `payout_status`). */
function payoutLabel(t: Translate, status: PayoutStatus): string {
  switch (status) {
    case 'pending':
      return t('cashier.payout.pending', 'Pending');
    case 'review':
      return t('cashier.payout.review', 'In review');
    case 'processing':
      return t('cashier.payout.processing', 'Processing');
    case 'paid':
      return t('cashier.payout.paid', 'Paid');
    case 'failed':
      return t('cashier.payout.failed', 'Failed');
    case 'declined':
      return t('cashier.payout.declined', 'Declined');
    case 'cancelled':
      return t('cashier.payout.cancelled', 'Cancelled');
  }
}

const PAYOUT_TONE: Record<PayoutStatus, BadgeTone> = {
  pending: 'gold',
  review: 'gold',
  processing: 'info',
  paid: 'accent',
  failed: 'danger',
  declined: 'danger',
  cancelled: 'neutral',
};

/** The badge a transaction shows: the payout's finer state when the server tells it. */
export function transactionBadge(
  t: Translate,
  tx: Transaction,
): { label: string; tone: BadgeTone } {
  return tx.payout_status
    ? { label: payoutLabel(t, tx.payout_status), tone: PAYOUT_TONE[tx.payout_status] }
    : { label: statusLabel(t, tx.status), tone: statusTone(tx.status) };
}

/**
 * Why a transaction did not complete, or null. A decline carries the operator's own words for
 * the player (shown as they are, never as a message template); other failures have our text.
 */
export function transactionReason(t: Translate, tx: Transaction): string | null {
  if (!tx.error) return null;
  if (tx.error.type === 'WithdrawalDeclinedException' && tx.error.message.trim()) {
    return tx.error.message;
  }
  return tx.type === 'withdrawal'
    ? t(
        'cashier.payoutFailedText',
        'The payout could not be completed. The amount is back on your balance.',
      )
    : t('cashier.transactionFailedText', 'The payment could not be completed.');
}

/** The label of a transaction type. */
export function typeLabel(t: Translate, type: TransactionType): string {
  return type === 'deposit'
    ? t('cashier.type.deposit', 'Deposit')
    : t('cashier.type.withdrawal', 'Withdrawal');
}
