import { useMemo } from 'react';
import { useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { JackpotCard } from './JackpotCard.tsx';
import { RecentWins } from './RecentWins.tsx';
import { useJackpots } from './use-jackpots.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { Button, Card, EmptyState, Skeleton } from '../ui/index.ts';
import styles from './Jackpots.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';

/**
 * `/jackpots` (§2.2): the running jackpots, largest first, their pools ticking up while the
 * page is visible, and the latest wins.
 */
export function JackpotsScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useJackpots();
  const names = useMemo(
    () => new Map((data ?? []).map((j) => [j.id, j.description?.title || j.name])),
    [data],
  );
  useDocumentTitle(t('common.jackpots', 'Jackpots'));

  let pools;
  if (error && !data) {
    pools = (
      <LoadFailed
        title={t('jackpots.loadFailed', 'The jackpots could not be loaded')}
        onRetry={mutate}
      />
    );
  } else if (!data) {
    pools = (
      <div className={styles.grid} aria-busy="true">
        <Skeleton height={220} radius="lg" className={styles.featuredSkeleton} />
        <Skeleton height={180} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </div>
    );
  } else if (data.length === 0) {
    pools = (
      <EmptyState
        icon="crown"
        title={t('jackpots.none', 'No jackpots right now')}
        actions={
          <Button href="/gamehall">{t('common.goToGamehall', 'Go to the game hall')}</Button>
        }
      />
    );
  } else {
    pools = (
      <div className={styles.grid}>
        {data.map((jackpot, index) => (
          <JackpotCard key={jackpot.id} jackpot={jackpot} featured={index === 0} />
        ))}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <ScreenHeader
        title={t('common.jackpots', 'Jackpots')}
        lead={t(
          'jackpots.lead',
          'Every bet on a jackpot game feeds the pools — and any spin can win one.',
        )}
        leadClassName={styles.lead}
      />
      <section aria-label={t('jackpots.pools', 'Jackpot pools')}>{pools}</section>
      <section className={styles.section} aria-labelledby="jackpots-winners">
        <h2 id="jackpots-winners" className={styles.sectionTitle}>
          {t('jackpots.recentWinners', 'Recent winners')}
        </h2>
        <Card padding="sm">
          <RecentWins jackpotNames={names} />
        </Card>
      </section>
    </div>
  );
}
