/** Tournaments' shared parts: cards, countdowns, prize tables, boards, rules and data hooks. */
export { Countdown, type CountdownProps } from './Countdown.tsx';
export {
  countdownOf,
  formatDuration,
  splitDuration,
  statusAt,
  type Countdown as CountdownState,
  type CountdownPhase,
  type TournamentDates,
} from './countdown.ts';
export { Leaderboard, type LeaderboardProps } from './Leaderboard.tsx';
export { localDateTime } from './local-time.ts';
export {
  participateFailure,
  participateFailureText,
  participateFailureTitle,
  type ParticipateFailure,
} from './participate-error.ts';
export { PrizeTable } from './PrizeTable.tsx';
export { formatPoints, placeRange, prizeText } from './prize-text.ts';
export { StatusBadge } from './StatusBadge.tsx';
export { TournamentCard, type TournamentCardProps } from './TournamentCard.tsx';
export { TournamentImage, type TournamentImageProps } from './TournamentImage.tsx';
export { tournamentGamehallPath, tournamentPath, tournamentTitle } from './tournament-path.ts';
export {
  TournamentRules,
  type ProviderNames,
  type TournamentRulesProps,
} from './TournamentRules.tsx';
export { useNow } from './use-now.ts';
export { useRefetchOnPlayer } from './use-refetch-on-player.ts';
export {
  TOURNAMENT_DEFAULT_SORT,
  tournamentGamesQuery,
  useTournamentGames,
} from './use-tournament-games.ts';
export {
  BOARD_PAGE_SIZE,
  LIVE_BOARD_INTERVAL_MS,
  TOURNAMENTS_PAGE_SIZE,
  useLiveTournamentBoard,
  useTournament,
  useTournamentBoard,
  useTournamentList,
  type TournamentState,
} from './use-tournaments.ts';
