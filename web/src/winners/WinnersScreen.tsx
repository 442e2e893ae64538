import type { contract } from '@croupier/core';
import { leaderboard } from '@croupier/core/refs';
import { useState } from 'react';
import { useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { useApi } from '../app/use-api.ts';
import { useMorePages } from '../app/use-more-pages.ts';
import { Leaderboard } from '../tournaments/Leaderboard.tsx';
import { formatPoints } from '../tournaments/prize-text.ts';
import { useRefetchOnPlayer } from '../tournaments/use-refetch-on-player.ts';
import { RecentWins } from '../jackpots/RecentWins.tsx';
import { Avatar, Badge, Button, Card, EmptyState, Icon, Skeleton, Tabs, cx } from '../ui/index.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { LoadMore } from '../ui/LoadMore.tsx';
import styles from './WinnersScreen.module.css';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';

type Entry = contract.leaderboard.LeaderboardEntry;
type Period = 'day' | 'week' | 'month';

/** Players in the top list of a period. */
const TOP_COUNT = 10;
/** Rows per "show more" page of the full board. */
const MORE_COUNT = 20;
/** How often the top list is fetched again while visible. */
const TOP_REFRESH_MS = 30_000;

function Podium({ rows }: { rows: readonly Entry[] }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.podium} aria-label={t('winners.podium', 'Top three')}>
      {rows.map((row) => (
        <li
          key={row.place}
          className={cx(
            styles.step,
            styles[`step${row.place}`],
            row.is_current_user && styles.mine,
          )}
        >
          <span className={styles.medal} aria-hidden="true">
            {row.place === 1 ? <Icon name="crown" size={22} /> : row.place}
          </span>
          <Avatar name={row.fakename} size="lg" />
          <p className={styles.stepName}>
            <span className={styles.placeText}>
              {t('winners.placeN', 'Place {place}', { place: row.place })}
            </span>
            <strong translate="no">{row.fakename}</strong>
            {row.is_current_user ? (
              <Badge tone="accent" solid>
                {t('tournaments.you', 'You')}
              </Badge>
            ) : null}
          </p>
          <p className={styles.stepPoints}>
            {t('tournaments.yourPoints', '{points} points', { points: formatPoints(row.points) })}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** The best players of a period (leaderboard.top), then the rest of the board page by page. */
function PeriodBoard({ period }: { period: Period }) {
  const { t } = useTranslation();
  const top = useApi(
    leaderboard.top,
    { period, count: TOP_COUNT },
    { refreshInterval: TOP_REFRESH_MS, refreshWhenHidden: false },
  );
  useRefetchOnPlayer(top.mutate);
  const more = useMorePages<typeof leaderboard.get, Entry>(
    leaderboard.get,
    { period },
    top.data?.items.length ?? 0,
    MORE_COUNT,
  );

  if (top.error && !top.data) {
    return (
      <LoadFailed
        title={t('winners.loadFailed', 'The winners could not be loaded')}
        onRetry={top.mutate}
      />
    );
  }
  if (!top.data) {
    return (
      <div className={styles.loading} aria-busy="true">
        <div className={styles.podiumSkeleton}>
          <Skeleton height={180} radius="lg" />
          <Skeleton height={210} radius="lg" />
          <Skeleton height={160} radius="lg" />
        </div>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={40} />
        ))}
      </div>
    );
  }
  const { items, me } = top.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon="trophy"
        title={t('winners.empty', 'No winners in this period yet')}
        text={t('winners.emptyText', 'Every bet earns points. Play now to top the board.')}
        actions={
          <Button href="/gamehall">{t('common.goToGamehall', 'Go to the game hall')}</Button>
        }
      />
    );
  }
  const known = new Set(items.map((row) => row.place));
  const extra = more.items.filter((row) => !known.has(row.place));
  const rest = [...items.slice(3), ...extra];
  const shown = items.length + extra.length;
  const total = more.total ?? top.data.total;

  return (
    <div className={styles.board}>
      <Podium rows={items.slice(0, 3)} />
      {rest.length > 0 || (me && me.place > 3) ? (
        <div className={styles.tableScroll}>
          <Leaderboard
            rows={rest}
            me={me && me.place > 3 ? me : null}
            caption={t('winners.ranking', 'Ranking')}
            hideCaption
          />
        </div>
      ) : null}
      {shown < total ? (
        <LoadMore loading={more.loading} failed={more.failed} onMore={more.loadMore} />
      ) : null}
    </div>
  );
}

/**
 * `/winners` (§2.2): the best players of the day, week or month (leaderboard.top, then
 * leaderboard.get page by page; names are nicknames or masked logins) beside the live feed of
 * jackpot wins with links to the games they dropped on.
 */
export function WinnersScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('week');
  useDocumentTitle(t('common.winners', 'Winners'));
  return (
    <div className={styles.page}>
      <ScreenHeader
        title={t('common.winners', 'Winners')}
        lead={t('winners.lead', 'The most active players and the latest jackpot wins.')}
      />
      <div className={styles.split}>
        <section className={styles.section} aria-labelledby="winners-top">
          <h2 id="winners-top" className={styles.sectionTitle}>
            {t('winners.topPlayers', 'Top players')}
          </h2>
          <Tabs
            label={t('winners.period', 'Period')}
            value={period}
            onChange={(id) => setPeriod(id as Period)}
            items={[
              { id: 'day', label: t('winners.day', 'Day') },
              { id: 'week', label: t('winners.week', 'Week') },
              { id: 'month', label: t('winners.month', 'Month') },
            ]}
          >
            <PeriodBoard key={period} period={period} />
          </Tabs>
        </section>
        <section className={styles.section} aria-labelledby="winners-live">
          <h2 id="winners-live" className={styles.sectionTitle}>
            <span className={styles.liveDot} aria-hidden="true" />
            {t('winners.liveWins', 'Live jackpot wins')}
          </h2>
          <Card padding="sm">
            <RecentWins />
          </Card>
          <Button href="/jackpots" variant="ghost" iconEnd="chevron-right">
            {t('winners.allJackpots', 'All jackpots')}
          </Button>
        </section>
      </div>
    </div>
  );
}
