import type { contract } from '@croupier/core';
import { leaderboard } from '@croupier/core/refs';
import { useTranslation } from '../i18n/index.ts';
import { useMorePages } from '../app/use-more-pages.ts';
import { Leaderboard } from './Leaderboard.tsx';
import { BOARD_PAGE_SIZE, useLiveTournamentBoard, useTournamentBoard } from './use-tournaments.ts';
import { EmptyState } from '../ui/index.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { LoadMore } from '../ui/LoadMore.tsx';
import { SkeletonRows } from '../ui/SkeletonRows.tsx';
import styles from './TournamentBoard.module.css';

type Entry = contract.leaderboard.LeaderboardEntry;
type Status = contract.tournaments.Tournament['status'];

/** Props of {@link TournamentBoard}. */
export interface TournamentBoardProps {
  tournamentId: number;
  status: Status;
}

/**
 * The tournament's leaderboard: while it runs, the top rows and the player's own row are
 * polled (leaderboard.live); otherwise the board is read a page at a time (leaderboard.get).
 * "Show more" appends the next pages.
 */
export function TournamentBoard({ tournamentId, status }: TournamentBoardProps) {
  const { t } = useTranslation();
  const running = status === 'active';
  const live = useLiveTournamentBoard(tournamentId, running);
  const page = useTournamentBoard(tournamentId, running ? null : 0);
  const first = running ? live : page;
  const more = useMorePages<typeof leaderboard.get, Entry>(
    leaderboard.get,
    { tournament_id: tournamentId },
    first.data?.items.length ?? 0,
    BOARD_PAGE_SIZE,
  );

  if (first.error && !first.data) {
    return (
      <LoadFailed
        title={t('tournaments.boardFailed', 'The leaderboard could not be loaded')}
        onRetry={first.mutate}
      />
    );
  }
  if (!first.data) {
    return <SkeletonRows count={5} height={40} className={styles.boardLoading} />;
  }
  const { items, total, me } = first.data;
  const firstPlaces = new Set(items.map((row) => row.place));
  const rows = [...items, ...more.items.filter((row) => !firstPlaces.has(row.place))];
  if (rows.length === 0) {
    return (
      <EmptyState
        icon="trophy"
        title={
          status === 'upcoming'
            ? t('tournaments.boardUpcoming', 'The leaderboard opens when the tournament starts')
            : t('tournaments.boardEmpty', 'No points scored yet')
        }
        text={
          status === 'active'
            ? t('tournaments.boardEmptyText', 'Be the first: play a tournament game to score.')
            : undefined
        }
      />
    );
  }

  return (
    <div className={styles.board}>
      <div className={styles.tableScroll}>
        <Leaderboard
          rows={rows}
          me={me}
          caption={t('tournaments.leaderboard', 'Leaderboard')}
          hideCaption
          showPrizes
        />
      </div>
      {rows.length < total ? (
        <LoadMore
          loading={more.loading}
          failed={more.failed}
          onMore={more.loadMore}
          className={styles.more}
        />
      ) : null}
    </div>
  );
}
