import { CASHBACK_SEEN_KEY } from '@croupier/core/state';
import { formatMoney } from '@croupier/core/format';
import { useEffect, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { rewardErrorText } from '../bonuses/reward-error-text.ts';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/index.ts';
import { Button, Icon, Skeleton } from '../ui/index.ts';
import { cashbackPeriod, cashbackState } from './cashback-view.ts';
import styles from './UnseenCashbackDialog.module.css';
import { useCashbackActions, useCashbacks } from './use-cashbacks.ts';

/** The viewer's time zone, for dates (§9 formats). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The "unseen cashback" popup (§2.3, §4 Cashback popup): the latest cashback — claim an active
 * one here, or learn that one was paid. Once it closes, its id is stored as seen.
 */
export function UnseenCashbackDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const id = Number(entry.props.cashbackId);
  const list = useCashbacks();
  const { busy, payout } = useCashbackActions();
  const [error, setError] = useState<string | null>(null);
  const cashback = list.data?.items.find((c) => c.id === id);

  useEffect(() => {
    // Closing (by any means) unmounts the content: that is when it counts as seen (§4).
    return () => platform.storage.setItem(CASHBACK_SEEN_KEY, String(id));
  }, [platform, id]);

  if (!cashback) {
    if (list.data || list.error) {
      return (
        <div className={styles.popup}>
          <p className={styles.text}>
            {t('rewards.errors.notFound', 'This reward is no longer available.')}
          </p>
          <Button variant="secondary" onClick={() => close()}>
            {t('common.close', 'Close')}
          </Button>
        </div>
      );
    }
    return (
      <div className={styles.popup} aria-busy="true">
        <Skeleton height={64} width={64} radius="pill" />
        <Skeleton height={32} />
        <Skeleton height={44} />
      </div>
    );
  }

  const state = cashbackState(cashback, platform.now());
  const amount = formatMoney(cashback.amount, cashback.currency);
  const claim = async () => {
    setError(null);
    try {
      if (await payout(cashback.id)) {
        platform.stores.toasts.show({
          kind: 'success',
          message: t('cashback.paidToast', '{amount} cashback is on your main balance.', {
            amount,
          }),
        });
        close();
      }
    } catch (failure) {
      setError(rewardErrorText(t, failure));
    }
  };

  return (
    <div className={styles.popup} data-testid="unseen-cashback" data-cashback={cashback.id}>
      <span className={styles.badge}>
        <Icon name="wallet" size={28} />
      </span>
      <p className={styles.amount}>{amount}</p>
      <p className={styles.text}>
        {state === 'paid'
          ? t('cashback.popupPaid', 'Your cashback for {period} was paid to your balance.', {
              period: cashbackPeriod(cashback, timeZone),
            })
          : t('cashback.popupActive', 'Your cashback for {period} is ready.', {
              period: cashbackPeriod(cashback, timeZone),
            })}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        {state === 'claimable' ? (
          <Button size="lg" block loading={busy !== null} onClick={() => void claim()}>
            {t('cashback.claimAmount', 'Claim {amount}', { amount })}
          </Button>
        ) : null}
        <Button
          href="/profile/cashback"
          variant={state === 'claimable' ? 'ghost' : 'primary'}
          block
          onClick={() => close()}
        >
          {t('cashback.seeAll', 'All cashback')}
        </Button>
      </div>
    </div>
  );
}
