/** Tournaments: scoring, standings, participation, settling and prizes (README.md). */
export { STAKE_MINOR_PER_POINT, pointsCentiFor } from './scoring.ts';
export { standingsPage, standingOf, placedCount } from './standings.ts';
export type { StandingRow } from './standings.ts';
export { prizeForPlace, prizeGames, prizeView } from './prizes.ts';
export type { PrizeGames } from './prizes.ts';
export { finishTournaments, startTournamentClock } from './finish-tournaments.ts';
export type { SettledTournament } from './finish-tournaments.ts';
export { createTournament } from './create-tournament.ts';
export type { NewTournament } from './create-tournament.ts';
