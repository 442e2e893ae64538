/** Leaderboards: period boards from play events and how players are named on them. */
export { periodStandings, playerNames, PERIOD_MS, BOARD_CURRENCY } from './period-board.ts';
export type { Period, PeriodRow } from './period-board.ts';
export { displayName, maskLogin, maskUid, maskMiddle } from './display-name.ts';
export { convertMinor } from './usd-equivalent.ts';
