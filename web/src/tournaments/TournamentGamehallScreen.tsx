import { ApiError } from '@croupier/core/errors';
import { useSearch } from 'wouter';
import { HttpError } from '../errors.ts';
import { GameGrid } from '../games/GameGrid.tsx';
import { HALL_SORTS, type HallSort } from '../games/hall-query.ts';
import { useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { Countdown } from './Countdown.tsx';
import { statusAt } from './countdown.ts';
import { formatPoints } from './prize-text.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { tournamentGamehallPath, tournamentPath, tournamentTitle } from './tournament-path.ts';
import { TOURNAMENT_DEFAULT_SORT, useTournamentGames } from './use-tournament-games.ts';
import { useNow } from './use-now.ts';
import { useTournament } from './use-tournaments.ts';
import { Icon, Select, Skeleton } from '../ui/index.ts';
import styles from './TournamentGamehallScreen.module.css';
import { BackCrumb } from '../ui/BackCrumb.tsx';

/** The sort in the address (`?sort=`), the tournament default when absent or unknown. */
function sortOf(search: string): HallSort {
  const sort = new URLSearchParams(search).get('sort');
  return (HALL_SORTS as readonly string[]).includes(sort ?? '')
    ? (sort as HallSort)
    : TOURNAMENT_DEFAULT_SORT;
}

/**
 * `/tournaments/{id}/gamehall` (§2.2, §9): the games that earn the tournament's points, in the
 * hall's grid — 12 per page, priority ascending unless the player picks another sort.
 */
export function TournamentGamehallScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const navigate = useNavigate();
  const sort = sortOf(useSearch());
  const { tournament, error } = useTournament(id);
  const pager = useTournamentGames(id, sort);
  const now = useNow();
  const name = tournament ? tournamentTitle(t, tournament) : null;
  const title = name
    ? t('tournaments.gamesOf', '{name}: games', { name })
    : t('tournaments.playGames', 'Tournament games');
  useDocumentTitle(name ? title : null);

  if (tournament === null) throw new HttpError(404, tournamentGamehallPath(id));
  if (error && !tournament && error instanceof ApiError && error.statusCode < 500) throw error;

  const sortOptions: { value: HallSort; label: string }[] = HALL_SORTS.map((value) => ({
    value,
    label:
      value === 'priority'
        ? t('games.sortPriority', 'Featured')
        : value === 'popular'
          ? t('games.sortPopular', 'Popular')
          : value === 'new'
            ? t('games.sortNew', 'Newest')
            : t('games.sortName', 'A–Z'),
  }));
  const me = tournament?.user_info;

  return (
    <div className={styles.hall}>
      <BackCrumb href={tournamentPath(id)}>
        {name ?? t('common.tournaments', 'Tournaments')}
      </BackCrumb>
      <header className={styles.header}>
        <div className={styles.heading}>
          {name ? <h1 className={styles.title}>{title}</h1> : <Skeleton width={280} height={32} />}
          <div className={styles.meta}>
            {tournament ? (
              <>
                <StatusBadge status={statusAt(tournament, now)} />
                <Countdown dates={tournament} now={now} />
              </>
            ) : null}
            {pager.total != null ? (
              <p className={styles.count} aria-live="polite">
                {t('games.count', 'Games: {count}', { count: pager.total })}
              </p>
            ) : null}
          </div>
          {me?.is_participant ? (
            <p className={styles.me}>
              <Icon name="crown" size={16} />
              {me.place !== null
                ? t('tournaments.yourPlace', 'Your place: {place}', { place: me.place })
                : t('tournaments.youTakePart', 'You take part')}
              {' · '}
              {t('tournaments.yourPoints', '{points} points', { points: formatPoints(me.points) })}
            </p>
          ) : null}
        </div>
        <Select
          label={t('games.sortBy', 'Sort by')}
          hideLabel
          options={sortOptions}
          value={sort}
          onChange={(event) => {
            const next = event.target.value as HallSort;
            navigate(
              next === TOURNAMENT_DEFAULT_SORT
                ? tournamentGamehallPath(id)
                : `${tournamentGamehallPath(id)}?sort=${next}`,
            );
          }}
          fieldClassName={styles.sort}
        />
      </header>
      <GameGrid
        pager={pager}
        label={title}
        empty={{
          title: t('tournaments.noGames', 'This tournament has no games yet'),
        }}
      />
    </div>
  );
}
