/** The demo sportsbook's rules in numbers (README.md explains them; tests assert them). */

/** The seed every schedule, script and price derives from. */
export const SPORTSBOOK_SEED = 'croupier-sportsbook-v1';

/** Prices and live states change once per tick: everything within a tick is the same. */
export const ODDS_TICK_MS = 10_000;

/** Bookmaker margin (overround) on pre-match markets: 6 %. */
export const PREMATCH_MARGIN = 0.06;

/** Bookmaker margin on live markets: 8 %. */
export const LIVE_MARGIN = 0.08;

/** Lowest decimal odds offered; a selection priced lower suspends its market. */
export const MIN_ODDS_X100 = 101;

/** Highest decimal odds offered (prices above are capped). */
export const MAX_ODDS_X100 = 5_100;

/** How far ahead the feed lists upcoming events. */
export const UPCOMING_HORIZON_MS = 3 * 3600_000;

/** How long finished and cancelled events stay listed (results). */
export const RESULTS_WINDOW_MS = 30 * 60_000;

/** One event in this many is called off at kick-off (bets on it are void). */
export const CANCEL_ONE_IN = 23;

/** Smallest stake per bet, in minor units (0.10). */
export const MIN_STAKE_MINOR = 10n;

/** Largest stake per bet, in minor units (1,000.00). */
export const MAX_STAKE_MINOR = 100_000n;

/** Most selections on one slip (singles placed together, or legs of an accumulator). */
export const MAX_SELECTIONS = 10;

/** Fewest legs of an accumulator. */
export const MIN_ACCUMULATOR_LEGS = 2;

/** How often the settlement timer runs. */
export const SETTLE_INTERVAL_MS = 15_000;

/** Bet history page size by default and at most. */
export const HISTORY_PAGE_SIZE = 10;
