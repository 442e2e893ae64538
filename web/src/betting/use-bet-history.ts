/**
 * The player's sportsbook bets (games.getBetHistory, extends §7: the bets page), newest
 * first, a page at a time ("Show more"), filtered open or settled.
 */
import { games } from '@croupier/core/refs';
import useSWRInfinite from 'swr/infinite';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';
import type { BetFilter } from './bet-view.ts';

/** Bets per page. */
const BETS_PAGE_SIZE = 10;

/** The bets of `status`, page by page (`enabled` false: nothing is asked). */
export function useBetHistory(status: BetFilter, enabled = true) {
  const platform = usePlatform();
  const { current: locale } = useSnapshot(platform.stores.locale.state);
  return useSWRInfinite(
    (index: number) =>
      enabled ? [games.getBetHistory.path, locale, status, index * BETS_PAGE_SIZE] : null,
    ([, , filter, offset]: [string, string, BetFilter, number]) =>
      platform.api.call(games.getBetHistory, { offset, count: BETS_PAGE_SIZE, status: filter }),
    { revalidateFirstPage: true },
  );
}
