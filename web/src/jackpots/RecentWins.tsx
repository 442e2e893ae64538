import { useTranslation } from '../i18n/index.ts';
import { EmptyState } from '../ui/index.ts';
import styles from './RecentWins.module.css';
import { useJackpotWinners } from './use-jackpots.ts';
import { WinsFeed } from './WinsFeed.tsx';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { SkeletonRows } from '../ui/SkeletonRows.tsx';

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
      <LoadFailed
        title={t('jackpots.winnersFailed', 'The winners could not be loaded')}
        onRetry={mutate}
      />
    );
  }
  if (!data) {
    return <SkeletonRows count={3} height={52} className={styles.stack} />;
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
