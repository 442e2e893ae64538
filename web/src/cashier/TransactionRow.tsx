import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { Badge, cx } from '../ui/index.ts';
import { CashierGlyph } from './CashierGlyph.tsx';
import { transactionBadge, transactionReason, typeLabel } from './transaction-labels.ts';
import styles from './TransactionRow.module.css';

type Transaction = contract.cashier.Transaction;

/** Props of {@link TransactionRow}. */
export interface TransactionRowProps {
  transaction: Transaction;
  /** A button beside the amount (cancel a pending withdrawal). */
  action?: ReactNode;
}

/** The player's time zone, for dates (§9 formats, in the viewer's zone). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** One deposit or withdrawal: type and method, date, signed amount, state and why it failed. */
export function TransactionRow({ transaction: tx, action }: TransactionRowProps) {
  const { t } = useTranslation();
  const deposit = tx.type === 'deposit';
  const badge = transactionBadge(t, tx);
  const reason = transactionReason(t, tx);
  return (
    <li className={styles.row} data-transaction={tx.id} data-type={tx.type}>
      <span className={cx(styles.glyph, deposit ? styles.in : styles.out)}>
        <CashierGlyph name={deposit ? 'deposit' : 'withdraw'} size={18} />
      </span>
      <span className={styles.main}>
        <span className={styles.title}>{typeLabel(t, tx.type)}</span>
        <span className={styles.meta}>
          <span className={styles.method}>{tx.method_name}</span>
          <time dateTime={tx.created_at}>{formatDateTime(tx.created_at, { timeZone })}</time>
          <span className={styles.id}>{tx.id}</span>
        </span>
        {reason ? (
          <span className={styles.reason} data-testid="transaction-reason">
            {reason}
          </span>
        ) : null}
      </span>
      <span className={styles.side}>
        <span className={cx(styles.amount, deposit && tx.status === 'success' && styles.credit)}>
          {deposit ? '+' : '−'}
          {formatMoney(tx.amount, tx.currency)}
        </span>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </span>
      {action ? <span className={styles.action}>{action}</span> : null}
    </li>
  );
}
