/** Tournaments: scoring, standings, participation, settling and prizes (README.md). */
export { standingsPage, standingOf, placedCount } from './standings.ts';
export type { StandingRow } from './standings.ts';
export { prizeForPlace, prizeGames, prizeView } from './prizes.ts';
