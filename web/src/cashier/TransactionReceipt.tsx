import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import { useTranslation } from '../i18n/index.ts';
import { Badge } from '../ui/index.ts';
import { transactionBadge, transactionReason, typeLabel } from './transaction-labels.ts';
import styles from './TransactionReceipt.module.css';

type Transaction = contract.cashier.Transaction;

/** Props of {@link TransactionReceipt}. */
export interface TransactionReceiptProps {
  transaction: Transaction;
  /** Also lists the type and the last change (the full receipt; result screens keep it short). */
  detailed?: boolean;
}

/** The viewer's time zone, for dates (§9 formats). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A transaction's receipt: the amount, then method, id, dates, state and reason as a list. */
export function TransactionReceipt({ transaction: tx, detailed = false }: TransactionReceiptProps) {
  const { t } = useTranslation();
  const badge = transactionBadge(t, tx);
  const reason = transactionReason(t, tx);
  return (
    <div className={styles.receipt}>
      <span className={styles.amount}>{formatMoney(tx.amount, tx.currency)}</span>
      <dl className={styles.list}>
        {detailed ? (
          <div>
            <dt>{t('cashier.typeLabel', 'Type')}</dt>
            <dd>{typeLabel(t, tx.type)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cashier.method', 'Payment method')}</dt>
          <dd>{tx.method_name}</dd>
        </div>
        <div>
          <dt>{t('cashier.transaction', 'Transaction')}</dt>
          <dd className={styles.mono}>{tx.id}</dd>
        </div>
        <div>
          <dt>{t('cashier.date', 'Date')}</dt>
          <dd>
            <time dateTime={tx.created_at}>{formatDateTime(tx.created_at, { timeZone })}</time>
          </dd>
        </div>
        {detailed && tx.updated_at !== tx.created_at ? (
          <div>
            <dt>{t('cashier.updated', 'Last update')}</dt>
            <dd>
              <time dateTime={tx.updated_at}>{formatDateTime(tx.updated_at, { timeZone })}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cashier.statusLabel', 'Status')}</dt>
          <dd>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </dd>
        </div>
        {reason ? (
          <div>
            <dt>{t('cashier.reason', 'Reason')}</dt>
            <dd className={styles.reason} data-testid="transaction-reason">
              {reason}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
