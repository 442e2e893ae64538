/** Leaderboards: period boards from play events and how players are named on them. */
export type { Period, PeriodRow } from './period-board.ts';
export { maskUid } from './display-name.ts';
