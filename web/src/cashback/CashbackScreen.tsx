import { formatMoney } from '@croupier/core/format';
import { useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import cardStyles from '../bonuses/RewardCard.module.css';
import { rewardErrorText } from '../bonuses/reward-error-text.ts';
import { CashbackCard } from './CashbackCard.tsx';
import { cashbackState } from './cashback-view.ts';
import { useCashbackActions, useCashbacks } from './use-cashbacks.ts';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { ProfileLayout } from '../profile/index.ts';
import { Button, EmptyState } from '../ui/index.ts';
import styles from '../profile/ProfileRewards.module.css';
import { RewardSection } from '../profile/RewardSection.tsx';

/**
 * `/profile/cashback`: the player's weekly cashbacks — period, how it was counted, amount,
 * status and claim deadline — with Claim (paid once) and Forfeit (after a confirm).
 */
export function CashbackScreen() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const list = useCashbacks();
  const { busy, payout, remove } = useCashbackActions();
  const [error, setError] = useState<string | null>(null);
  const now = platform.now();
  const items = list.data?.items ?? [];
  const claimable = items.filter((c) => cashbackState(c, now) === 'claimable');
  const history = items.filter((c) => cashbackState(c, now) !== 'claimable');

  const claim = async (id: number, amount: string) => {
    setError(null);
    try {
      if (await payout(id))
        platform.stores.toasts.show({
          kind: 'success',
          message: t('cashback.paidToast', '{amount} cashback is on your main balance.', {
            amount,
          }),
        });
    } catch (failure) {
      setError(rewardErrorText(t, failure));
    }
  };

  const forfeit = async (id: number, amount: string) => {
    const agreed = await platform.stores.dialogs.confirm({
      kind: 'confirm',
      props: {
        title: t('cashback.forfeitTitle', 'Forfeit this cashback?'),
        text: t(
          'cashback.forfeitText',
          '{amount} will not be paid to you. This cannot be undone.',
          {
            amount,
          },
        ),
        agreeLabel: t('cashback.forfeit', 'Forfeit'),
      },
    });
    if (!agreed) return;
    setError(null);
    try {
      await remove(id);
    } catch (failure) {
      setError(rewardErrorText(t, failure));
    }
  };

  return (
    <ProfileLayout section="cashback">
      <div className={styles.stack}>
        <p className={styles.quiet}>
          {t(
            'cashback.rules',
            'Every week you get back part of your net loss on real-money play. Claim it within 7 days after the week ends.',
          )}
        </p>
        {error ? (
          <Notice tone="danger" role="alert">
            <p>{error}</p>
          </Notice>
        ) : null}
        {list.data && items.length === 0 ? (
          <EmptyState
            icon="wallet"
            title={t('cashback.emptyTitle', 'No cashback yet')}
            text={t(
              'cashback.emptyText',
              'When a week of play ends with a net loss, your cashback appears here.',
            )}
            actions={
              <Button href="/gamehall" icon="play">
                {t('bonuses.toGames', 'Browse games')}
              </Button>
            }
          />
        ) : (
          <>
            <RewardSection
              id="cashback-ready"
              title={t('cashback.readyTitle', 'Ready to claim')}
              loading={!list.data && !list.error}
              failed={Boolean(list.error) && !list.data}
              onRetry={() => void list.mutate()}
              isEmpty={claimable.length === 0}
              empty={
                <p className={styles.quiet}>
                  {t('cashback.noneReady', 'Nothing to claim right now.')}
                </p>
              }
            >
              <ul className={cardStyles.grid}>
                {claimable.map((cashback) => {
                  const amount = formatMoney(cashback.amount, cashback.currency);
                  const mine = busy?.id === cashback.id;
                  return (
                    <li key={cashback.id}>
                      <CashbackCard
                        cashback={cashback}
                        state="claimable"
                        actions={
                          <>
                            <Button
                              size="sm"
                              loading={mine && busy?.action === 'payout'}
                              disabled={busy !== null}
                              onClick={() => void claim(cashback.id, amount)}
                            >
                              {t('cashback.claimAmount', 'Claim {amount}', { amount })}
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              loading={mine && busy?.action === 'remove'}
                              disabled={busy !== null}
                              onClick={() => void forfeit(cashback.id, amount)}
                            >
                              {t('cashback.forfeit', 'Forfeit')}
                            </Button>
                          </>
                        }
                      />
                    </li>
                  );
                })}
              </ul>
            </RewardSection>
            {history.length > 0 ? (
              <RewardSection
                id="cashback-history"
                title={t('cashback.historyTitle', 'History')}
                loading={false}
                failed={false}
                onRetry={() => void list.mutate()}
                isEmpty={false}
                empty={null}
              >
                <ul className={cardStyles.grid}>
                  {history.map((cashback) => (
                    <li key={cashback.id}>
                      <CashbackCard cashback={cashback} state={cashbackState(cashback, now)} />
                    </li>
                  ))}
                </ul>
              </RewardSection>
            ) : null}
          </>
        )}
      </div>
    </ProfileLayout>
  );
}
