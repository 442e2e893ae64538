/** Names of transaction types and states, translated with defaults. */
import type { contract } from '@croupier/core';
import type { Translate } from '../i18n/index.ts';
import type { BadgeTone } from '../ui/index.ts';

type TransactionStatus = contract.cashier.TransactionStatus;
type TransactionType = contract.cashier.Transaction['type'];

/** The label of a transaction state. */
export function statusLabel(t: Translate, status: TransactionStatus): string {
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
export function statusTone(status: TransactionStatus): BadgeTone {
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

/** The label of a transaction type. */
export function typeLabel(t: Translate, type: TransactionType): string {
  return type === 'deposit'
    ? t('cashier.type.deposit', 'Deposit')
    : t('cashier.type.withdrawal', 'Withdrawal');
}
