/** Tournaments: scoring, standings, participation, settling and prizes (README.md). */
export {
  STAKE_MINOR_PER_POINT,
  POINTS_SCALE,
  SETTLE_INTERVAL_MS,
  pointsCentiFor,
  pointsOf,
} from './scoring.ts';
export { tournamentPlayListener } from './tournament-play-listener.ts';
export { standingsPage, standingOf, placedCount } from './standings.ts';
export type { StandingRow } from './standings.ts';
export {
  prizeForPlace,
  lastPrizedPlace,
  totalPrizeMinor,
  prizeGames,
  prizeView,
  prizeReward,
} from './prizes.ts';
export type { PrizeGames } from './prizes.ts';
export { participate } from './participate.ts';
export { resetPointsOnCashout } from './reset-on-cashout.ts';
export {
  finishTournaments,
  settleTournament,
  startTournamentClock,
  prizeReference,
} from './finish-tournaments.ts';
export type { SettledTournament } from './finish-tournaments.ts';
export { createTournament } from './create-tournament.ts';
export type { NewTournament } from './create-tournament.ts';
export { seedTournaments } from './seed-tournaments.ts';
