/** Tournaments and their boards from the API (§7 tournaments, leaderboard). */
import type { contract } from '@croupier/core';
import { leaderboard, tournaments } from '@croupier/core/refs';
import { useCallback } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useApi } from '../app/use-api.ts';
import { useRefetchOnPlayer } from './use-refetch-on-player.ts';

type Tournament = contract.tournaments.Tournament;
type Status = Tournament['status'];

/** Tournaments per section of the list page. */
export const TOURNAMENTS_PAGE_SIZE = 20;
/** Rows of a tournament board per page. */
export const BOARD_PAGE_SIZE = 20;
/** How often a running tournament's board is polled (leaderboard.live). */
const LIVE_BOARD_INTERVAL_MS = 15_000;

/** A page of tournaments of one status, with what the cards show (no boards). */
export function useTournamentList(status: Status, count = TOURNAMENTS_PAGE_SIZE) {
  const response = useApi(
    tournaments.get,
    { status, count, fields: ['description', 'user_info'] },
    // "Load more" asks for a longer page: the cards shown stay while it loads.
    { keepPreviousData: true },
  );
  useRefetchOnPlayer(response.mutate);
  return response;
}

/** One tournament with every block, and joining it. */
export interface TournamentState {
  /** undefined while loading; null when no tournament has this id. */
  tournament: Tournament | null | undefined;
  error: unknown;
  /** Loads it again. */
  reload(): Promise<unknown>;
  /** §4: succeeds only when the answer is 1, then the tournament reloads; throws otherwise. */
  participate(): Promise<void>;
}

/** The tournament `id` (tournaments.get by ids) and its participate action. */
export function useTournament(id: number): TournamentState {
  const platform = usePlatform();
  const { data, error, mutate } = useApi(tournaments.get, { ids: [id], count: 1 });
  useRefetchOnPlayer(mutate);
  const participate = useCallback(async () => {
    const result: unknown = await platform.api.call(tournaments.participate, {
      tournament_id: id,
    });
    if (result !== 1) throw new Error('tournaments.participate did not answer 1');
    await mutate();
  }, [platform, id, mutate]);
  return {
    tournament: data ? (data.items.find((t) => t.id === id) ?? null) : undefined,
    error,
    reload: mutate,
    participate,
  };
}

/** A page of a tournament's board (leaderboard.get); null `offset` waits. */
export function useTournamentBoard(tournamentId: number, offset: number | null) {
  const response = useApi(offset === null ? null : leaderboard.get, {
    tournament_id: tournamentId,
    offset: offset ?? 0,
    count: BOARD_PAGE_SIZE,
  });
  useRefetchOnPlayer(response.mutate);
  return response;
}

/** The top of a running tournament's board and the player's row, polled (leaderboard.live). */
export function useLiveTournamentBoard(tournamentId: number, enabled: boolean) {
  const response = useApi(
    enabled ? leaderboard.live : null,
    { tournament_id: tournamentId, count: BOARD_PAGE_SIZE },
    { refreshInterval: LIVE_BOARD_INTERVAL_MS },
  );
  useRefetchOnPlayer(response.mutate);
  return response;
}
