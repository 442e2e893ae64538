import { formatMoney } from '@croupier/core/format';
import { useState } from 'react';
import { CashierLayout } from './CashierLayout.tsx';
import { MethodList } from './MethodList.tsx';
import { methodViews } from './method-info.ts';
import { Notice } from '../ui/Notice.tsx';
import { PendingWithdrawals } from './PendingWithdrawals.tsx';
import { useRefreshOnBalance } from './use-refresh-on-balance.ts';
import { useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { useWithdrawSettings } from './use-cashier.ts';
import { Button, EmptyState, Skeleton } from '../ui/index.ts';
import styles from './CashierScreens.module.css';
import { WithdrawForm } from './WithdrawForm.tsx';

/**
 * `/cashier/withdraw`: the withdrawable amount, the methods, the form with each method's
 * requisites, and the pending withdrawals that may still be cancelled.
 */
export function WithdrawScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const withdraw = useWithdrawSettings();
  // The pending list follows each payout step (the server pushes the balance on every one).
  useRefreshOnBalance(withdraw.mutate);
  const [chosen, setChosen] = useState<string | null>(null);
  const title = t('cashier.withdrawTitle', 'Withdraw');

  let content;
  if (withdraw.error && !withdraw.data) {
    content = (
      <EmptyState
        icon="warning"
        title={t('cashier.loadFailed', 'The cashier could not be loaded')}
        actions={
          <Button onClick={() => void withdraw.mutate()}>{t('common.retry', 'Try again')}</Button>
        }
      />
    );
  } else if (!withdraw.data) {
    content = (
      <div className={styles.split} aria-busy="true">
        <div className={styles.stack}>
          <Skeleton height={96} radius="lg" />
          <Skeleton height={76} radius="lg" />
        </div>
        <Skeleton height={320} radius="lg" />
      </div>
    );
  } else {
    const { currency, methods, available_amount: available, pending } = withdraw.data;
    const views = methodViews(methods, settings.cms?.cashier, currency);
    const method = methods.find((m) => m.sysname === chosen) ?? methods[0] ?? null;
    const nothing = Number(available) <= 0;
    content = (
      <>
        <div className={styles.split}>
          <div className={styles.stack}>
            <div className={styles.available}>
              <span className={styles.availableLabel}>
                {t('cashier.available', 'Available to withdraw')}
              </span>
              <span className={styles.availableValue} data-testid="withdrawable">
                {formatMoney(available, currency)}
              </span>
            </div>
            {methods.length > 0 ? (
              <section className={styles.stack} aria-labelledby="withdraw-methods">
                <h2 id="withdraw-methods" className={styles.sectionTitle}>
                  {t('cashier.withdrawMethod', 'Withdrawal method')}
                </h2>
                <MethodList
                  views={views}
                  currency={currency}
                  selected={method?.sysname ?? null}
                  label={t('cashier.withdrawMethod', 'Withdrawal method')}
                  onSelect={setChosen}
                />
              </section>
            ) : null}
          </div>
          {nothing ? (
            <Notice
              tone="info"
              title={t('cashier.nothingToWithdraw', 'Nothing to withdraw yet')}
              actions={
                <Button href="/cashier/deposit" icon="plus">
                  {t('common.deposit', 'Deposit')}
                </Button>
              }
            >
              <p>
                {t(
                  'cashier.nothingToWithdrawText',
                  'Your real-money balance is empty. Bonus money cannot be withdrawn.',
                )}
              </p>
            </Notice>
          ) : method ? (
            <WithdrawForm
              key={method.sysname}
              method={method}
              currency={currency}
              available={available}
            />
          ) : (
            <EmptyState
              icon="wallet"
              title={t('cashier.noMethods', 'No payment methods are available for your currency')}
            />
          )}
        </div>
        <PendingWithdrawals items={pending} />
      </>
    );
  }

  return (
    <CashierLayout section="withdraw" title={title}>
      {content}
    </CashierLayout>
  );
}
