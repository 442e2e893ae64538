/** The player's sportsbook bets: the bet card, its display rules and the paged history. */
export {
  betReturn,
  betStatusLabel,
  betStatusTone,
  type BetFilter,
  type BetReturn,
} from './bet-view.ts';
export { SportBetCard } from './SportBetCard.tsx';
export { BETS_PAGE_SIZE, useBetHistory } from './use-bet-history.ts';
