/**
 * A tournament's games for its game hall (§9: 12 per page, priority ascending unless the
 * player picks another sort), as the hall's shared {@link GamePager} so the grid is the same.
 */
import { TOURNAMENT_GAMES_PAGE_SIZE, TOURNAMENT_GAMES_SORT } from '@croupier/core/constants';
import { useMemo, useSyncExternalStore } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import type { GamePager } from '../games/game-pager.ts';
import type { HallSort } from '../games/hall-query.ts';
import { gamePagerFor, useRenderedFirstPage } from '../games/use-game-pager.ts';
import { useLocale } from '../hooks/index.ts';

/** The default sort of a tournament's game hall. */
export const TOURNAMENT_DEFAULT_SORT: HallSort = TOURNAMENT_GAMES_SORT.field;

/** games.get's filters of a tournament's hall. */
function tournamentGamesQuery(tournamentId: number, sort: HallSort) {
  return {
    tournament_id: tournamentId,
    sort,
    order: sort === TOURNAMENT_GAMES_SORT.field ? TOURNAMENT_GAMES_SORT.direction : undefined,
    fields: ['freespins'],
  };
}

/** The pager of the tournament's games in `sort` order, re-rendering as pages arrive. */
export function useTournamentGames(tournamentId: number, sort: HallSort): GamePager {
  const platform = usePlatform();
  const { locale } = useLocale();
  const pager = useMemo(
    () =>
      gamePagerFor(
        platform,
        locale,
        tournamentGamesQuery(tournamentId, sort),
        TOURNAMENT_GAMES_PAGE_SIZE,
      ),
    [platform, locale, tournamentId, sort],
  );
  useRenderedFirstPage(
    pager,
    locale,
    tournamentGamesQuery(tournamentId, sort),
    TOURNAMENT_GAMES_PAGE_SIZE,
  );
  useSyncExternalStore(
    pager.subscribe,
    () => pager.version,
    () => 0,
  );
  return pager;
}
