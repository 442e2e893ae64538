import { useState } from 'react';
import { CashierLayout } from './CashierLayout.tsx';
import { CancelWithdrawalButton } from './PendingWithdrawals.tsx';
import { ReceiptLink } from './ReceiptLink.tsx';
import { TransactionRow } from './TransactionRow.tsx';
import { useRefreshOnBalance } from './use-refresh-on-balance.ts';
import { useTranslation } from '../i18n/index.ts';
import { useCashierHistory, type HistoryType } from './use-cashier.ts';
import { Button, Card, EmptyState, Tabs } from '../ui/index.ts';
import styles from './CashierScreens.module.css';
import { SkeletonRows } from '../ui/SkeletonRows.tsx';

/** Transactions per page. */
const HISTORY_PAGE_SIZE = 10;

type Filter = 'all' | 'deposit' | 'withdrawal';

/**
 * `/cashier/history`: deposits and withdrawals, newest first, paged, filtered by type, each with
 * its receipt (or the cancel button of a pending withdrawal); refreshed live.
 */
export function HistoryScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(0);
  const type: HistoryType = filter === 'all' ? undefined : filter;
  const history = useCashierHistory(page * HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE, type);
  // A withdrawal's payout moves on while the page is open: every move pushes the balance.
  useRefreshOnBalance(history.mutate);
  const total = history.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  let list;
  if (history.error && !history.data) {
    list = (
      <EmptyState
        icon="warning"
        title={t('cashier.historyFailed', 'The history could not be loaded')}
        actions={
          <Button onClick={() => void history.mutate()}>{t('common.retry', 'Try again')}</Button>
        }
      />
    );
  } else if (!history.data) {
    list = <SkeletonRows count={4} height={64} radius="md" className={styles.stack} />;
  } else if (history.data.items.length === 0) {
    list = (
      <EmptyState
        icon="wallet"
        title={t('cashier.historyEmpty', 'No transactions yet')}
        text={t('cashier.historyEmptyText', 'Your deposits and withdrawals will show up here.')}
        actions={
          <Button href="/cashier/deposit" icon="plus">
            {t('common.deposit', 'Deposit')}
          </Button>
        }
      />
    );
  } else {
    list = (
      <Card padding="none">
        <ul className={styles.rows} aria-label={t('cashier.transactions', 'Transactions')}>
          {history.data.items.map((tx) => (
            <TransactionRow
              key={tx.id}
              transaction={tx}
              action={
                tx.type === 'withdrawal' && tx.can_cancel ? (
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

  return (
    <CashierLayout section="history" title={t('cashier.historyTitle', 'Transaction history')}>
      <Tabs
        label={t('cashier.historyFilter', 'Transaction type')}
        value={filter}
        onChange={(id) => {
          setFilter(id as Filter);
          setPage(0);
        }}
        items={[
          { id: 'all', label: t('cashier.filter.all', 'All') },
          { id: 'deposit', label: t('cashier.filter.deposits', 'Deposits') },
          { id: 'withdrawal', label: t('cashier.filter.withdrawals', 'Withdrawals') },
        ]}
      >
        <div className={styles.stack}>
          {list}
          {total > HISTORY_PAGE_SIZE ? (
            <nav className={styles.pager} aria-label={t('cashier.pages', 'Pages')}>
              <Button
                variant="secondary"
                size="sm"
                icon="chevron-left"
                disabled={page === 0}
                onClick={() => setPage((p) => Math.max(0, p - 1))}
              >
                {t('cashier.previous', 'Previous')}
              </Button>
              <span className={styles.pageOf} aria-live="polite">
                {t('cashier.pageOf', 'Page {page} of {pages}', { page: page + 1, pages })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                iconEnd="chevron-right"
                disabled={page + 1 >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                {t('cashier.next', 'Next')}
              </Button>
            </nav>
          ) : null}
        </div>
      </Tabs>
    </CashierLayout>
  );
}
