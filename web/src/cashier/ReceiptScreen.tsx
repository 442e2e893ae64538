import { ApiError } from '@croupier/core/errors';
import { useSearch } from 'wouter';
import { CashierLayout } from './CashierLayout.tsx';
import { TransactionReceipt } from './TransactionReceipt.tsx';
import { useRefreshOnBalance } from './use-refresh-on-balance.ts';
import { useTranslation } from '../i18n/index.ts';
import { useDepositInfo } from './use-cashier.ts';
import { Button, Card, EmptyState, Skeleton } from '../ui/index.ts';
import styles from './CashierScreens.module.css';

/**
 * `/cashier/receipt?transaction={id}` (§2.2 cashier child): the receipt of one deposit or
 * withdrawal, with its method, id, dates, state (a withdrawal's payout step: pending, in
 * review, processing, paid, failed, declined with the reason, cancelled), to print or keep;
 * the history links here. getdepositinfo answers both kinds; the page follows live pushes.
 */
export function ReceiptScreen() {
  const { t } = useTranslation();
  const transactionId = new URLSearchParams(useSearch()).get('transaction');
  const info = useDepositInfo(transactionId);
  useRefreshOnBalance(info.mutate);
  const title = t('cashier.receipt', 'Receipt');

  let body;
  if (!transactionId || (info.error instanceof ApiError && !info.data)) {
    body = (
      <EmptyState
        headingLevel={1}
        icon="wallet"
        title={t('cashier.receiptMissing', 'No receipt to show')}
        text={t(
          'cashier.receiptMissingText',
          'This receipt could not be found. Your deposits, withdrawals and their receipts are in the history.',
        )}
        actions={
          <Button href="/cashier/history" icon="back">
            {t('cashier.toHistory', 'Go to history')}
          </Button>
        }
      />
    );
  } else if (!info.data) {
    body = <Skeleton height={260} radius="md" />;
  } else {
    body = (
      <>
        <h1 className={styles.resultTitle}>{title}</h1>
        <TransactionReceipt transaction={info.data} detailed />
        <div className={styles.resultActions}>
          <Button block onClick={() => window.print()}>
            {t('cashier.print', 'Print')}
          </Button>
          <Button href="/cashier/history" variant="ghost" block>
            {t('cashier.toHistory', 'Go to history')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <CashierLayout section={null} title={title}>
      <Card padding="lg" className={styles.result} data-receipt={transactionId ?? ''}>
        {body}
      </Card>
    </CashierLayout>
  );
}
