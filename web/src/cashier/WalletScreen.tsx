import { formatMoney } from '@croupier/core/format';
import { CashierLayout } from './CashierLayout.tsx';
import { TransactionRow } from './TransactionRow.tsx';
import { useBalances } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { balanceLabel } from '../shell/balance-labels.ts';
import { useCashierHistory, useWithdrawSettings } from './use-cashier.ts';
import { Button, Card, EmptyState, Skeleton, cx } from '../ui/index.ts';
import styles from './CashierScreens.module.css';

/** `/cashier/wallet`: the four balances with deposit and withdraw actions, and recent activity. */
export function WalletScreen() {
  const { t } = useTranslation();
  const { lines } = useBalances();
  const withdraw = useWithdrawSettings();
  const recent = useCashierHistory(0, 5, undefined);
  const main = lines.find((line) => line.kind === 'main');
  const others = lines.filter((line) => line.kind !== 'main');

  return (
    <CashierLayout section="wallet" title={t('cashier.walletTitle', 'Wallet')}>
      <div className={styles.wallet}>
        <Card padding="lg" className={styles.mainBalance}>
          <span className={styles.availableLabel}>{balanceLabel(t, 'main')}</span>
          {main ? (
            <span className={styles.bigAmount} data-testid="wallet-main">
              {formatMoney(main.amount, main.currency)}
            </span>
          ) : (
            <Skeleton height={40} width="60%" />
          )}
          {withdraw.data ? (
            <span className={styles.muted}>
              {t('cashier.availableShort', 'Withdrawable: {amount}', {
                amount: formatMoney(withdraw.data.available_amount, withdraw.data.currency),
              })}
            </span>
          ) : null}
          <div className={styles.actions}>
            <Button href="/cashier/deposit" icon="plus" size="lg">
              {t('common.deposit', 'Deposit')}
            </Button>
            <Button href="/cashier/withdraw" icon="minus" size="lg" variant="secondary">
              {t('common.withdraw', 'Withdraw')}
            </Button>
          </div>
        </Card>
        <ul className={styles.balanceGrid} aria-label={t('common.balance', 'Balance')}>
          {others.map((line) => (
            <li key={line.kind} className={cx(styles.balanceTile, styles[line.kind])}>
              <span className={styles.availableLabel}>{balanceLabel(t, line.kind)}</span>
              <span className={styles.tileAmount}>{formatMoney(line.amount, line.currency)}</span>
            </li>
          ))}
        </ul>
      </div>
      <section className={styles.stack} aria-labelledby="wallet-recent">
        <div className={styles.sectionHead}>
          <h2 id="wallet-recent" className={styles.sectionTitle}>
            {t('cashier.recent', 'Recent transactions')}
          </h2>
          <Button href="/cashier/history" variant="ghost" size="sm" iconEnd="chevron-right">
            {t('cashier.allHistory', 'All history')}
          </Button>
        </div>
        {!recent.data ? (
          <Skeleton height={64} radius="md" />
        ) : recent.data.items.length === 0 ? (
          <EmptyState
            icon="wallet"
            title={t('cashier.historyEmpty', 'No transactions yet')}
            text={t('cashier.historyEmptyText', 'Your deposits and withdrawals will show up here.')}
          />
        ) : (
          <Card padding="none">
            <ul className={styles.rows}>
              {recent.data.items.map((tx) => (
                <TransactionRow key={tx.id} transaction={tx} />
              ))}
            </ul>
          </Card>
        )}
      </section>
    </CashierLayout>
  );
}
