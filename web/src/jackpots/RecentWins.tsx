import { useTranslation } from '../i18n/index.ts';
import { Button, EmptyState, Skeleton } from '../ui/index.ts';
import styles from './RecentWins.module.css';
import { useJackpotWinners } from './use-jackpots.ts';
import { WinsFeed } from './WinsFeed.tsx';

/** The latest jackpot wins (polled while visible), or their loading and empty states. */
export function RecentWins({
  jackpotId,
  jackpotNames,
}: {
  jackpotId?: number;
  jackpotNames?: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const { data, error, mutate } = useJackpotWinners(jackpotId);
  if (error && !data) {
    return (
      <EmptyState
        icon="warning"
        title={t('jackpots.winnersFailed', 'The winners could not be loaded')}
        actions={
          <Button variant="secondary" onClick={() => void mutate()}>
            {t('common.retry', 'Try again')}
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div className={styles.stack} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={52} />
        ))}
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon="crown"
        title={t('jackpots.noWinners', 'No winners yet')}
        text={t('jackpots.noWinnersText', 'The next spin could be the one.')}
      />
    );
  }
  return (
    <WinsFeed
      wins={data.items}
      jackpotNames={jackpotNames}
      label={t('jackpots.recentWinners', 'Recent winners')}
    />
  );
}
