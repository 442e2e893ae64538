import type { contract } from '@croupier/core';
import { formatMoney, uniqueId } from '@croupier/core/format';
import { useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/index.ts';
import { useCashierActions } from './use-cashier.ts';
import { Button, Card } from '../ui/index.ts';
import { cashierErrorText } from './cashier-error-text.ts';
import styles from './PendingWithdrawals.module.css';
import { ReceiptLink } from './ReceiptLink.tsx';
import { TransactionRow } from './TransactionRow.tsx';

type Transaction = contract.cashier.Transaction;

/** The cancel button of one pending withdrawal: asks first, one request in flight. */
export function CancelWithdrawalButton({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { cancelWithdrawal } = useCashierActions();
  const [busy, setBusy] = useState(false);
  // Made with the button: a repeated click cancels once.
  const [key] = useState(() => uniqueId());
  const amount = formatMoney(transaction.amount, transaction.currency);

  const cancel = async () => {
    const agreed = await platform.stores.dialogs.confirm({
      kind: 'confirm',
      props: {
        title: t('cashier.cancelWithdrawalTitle', 'Cancel this withdrawal?'),
        text: t('cashier.cancelWithdrawalText', '{amount} returns to your real-money balance.', {
          amount,
        }),
        agreeLabel: t('cashier.cancelWithdrawalAgree', 'Cancel withdrawal'),
        rejectLabel: t('cashier.keepWithdrawal', 'Keep it'),
      },
    });
    if (!agreed) return;
    setBusy(true);
    try {
      await cancelWithdrawal(transaction.id, { idempotencyKey: key });
      platform.stores.toasts.show({
        kind: 'success',
        message: t(
          'cashier.withdrawalCancelled',
          'Withdrawal cancelled: {amount} is back on your balance.',
          {
            amount,
          },
        ),
      });
    } catch (error) {
      platform.stores.toasts.show({ kind: 'error', message: cashierErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      onClick={() => void cancel()}
      aria-label={t('cashier.cancelWithdrawalOf', 'Cancel the withdrawal of {amount}', { amount })}
    >
      {t('common.cancel', 'Cancel')}
    </Button>
  );
}

/**
 * The withdrawals not finished yet (pending, in review, processing): each cancellable while
 * the server allows it, else a link to its receipt.
 */
export function PendingWithdrawals({ items }: { items: readonly Transaction[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Card as="section" padding="none" aria-labelledby="pending-withdrawals">
      <h2 id="pending-withdrawals" className={styles.title}>
        {t('cashier.pendingWithdrawals', 'Pending withdrawals')}
      </h2>
      <ul className={styles.list}>
        {items.map((tx) => (
          <TransactionRow
            key={tx.id}
            transaction={tx}
            action={
              tx.can_cancel ? (
                <CancelWithdrawalButton transaction={tx} />
              ) : (
                <ReceiptLink transaction={tx} />
              )
            }
          />
        ))}
      </ul>
    </Card>
  );
}
