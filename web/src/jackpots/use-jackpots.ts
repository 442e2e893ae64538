/** Jackpots and their wins from the API (§7 Jackpots: get, getWinners). */
import { Jackpots } from '@croupier/core/refs';
import { useApi } from '../app/use-api.ts';

/** How often the pools are fetched again while the page is visible (they tick up). */
const JACKPOT_REFRESH_MS = 5_000;
/** How often the wins feed is fetched again while visible. */
const WINNERS_REFRESH_MS = 15_000;
/** Wins per page of a feed. */
const WINNERS_PAGE_SIZE = 10;

/**
 * Running jackpots, largest first (or those of `ids`); polled every few seconds while the
 * page is visible — SWR pauses the interval in a hidden tab.
 */
export function useJackpots(ids?: readonly number[]) {
  return useApi(Jackpots.get, ids ? { ids: [...ids] } : {}, {
    refreshInterval: JACKPOT_REFRESH_MS,
    refreshWhenHidden: false,
    keepPreviousData: true,
  });
}

/** The latest jackpot wins, of one jackpot or all; polled while visible. */
export function useJackpotWinners(jackpotId?: number, count = WINNERS_PAGE_SIZE) {
  return useApi(
    Jackpots.getWinners,
    jackpotId === undefined ? { count } : { jackpot_id: jackpotId, count },
    { refreshInterval: WINNERS_REFRESH_MS, refreshWhenHidden: false },
  );
}
