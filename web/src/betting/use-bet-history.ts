/**
 * The player's sportsbook bets (games.getBetHistory, extends §7: the bets page), newest
 * first, a page at a time ("Show more"), filtered open or settled.
 */
import { games } from '@croupier/core/refs';
import { useOffsetPages } from '../app/use-offset-pages.ts';
import type { BetFilter } from './bet-view.ts';

/** Bets per page. */
const BETS_PAGE_SIZE = 10;

/** The bets of `status`, page by page (`enabled` false: nothing is asked). */
export function useBetHistory(status: BetFilter, enabled = true) {
  return useOffsetPages(enabled ? games.getBetHistory : null, { status }, 0, BETS_PAGE_SIZE, {
    revalidateFirstPage: true,
  });
}
