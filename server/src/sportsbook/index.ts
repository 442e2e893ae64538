/** The demo sportsbook (dgt_sportsbook): schedule, scripted matches, prices, bets, settlement. */
export {
  SPORTSBOOK_SEED,
  ODDS_TICK_MS,
  PREMATCH_MARGIN,
  LIVE_MARGIN,
  MIN_STAKE_MINOR,
  MAX_STAKE_MINOR,
  MAX_SELECTIONS,
  MIN_ACCUMULATOR_LEGS,
  SETTLE_INTERVAL_MS,
  CANCEL_ONE_IN,
} from './constants.ts';
export { SPORTS, sportOf } from './sports.ts';
export type { Sport, SportCode, League } from './sports.ts';
export { eventById, eventsBetween, feedEvents, ratingOf } from './schedule.ts';
export type { SportEvent } from './schedule.ts';
export { scriptOf, scoreAt } from './match-script.ts';
export type { MatchScript, ScoreState } from './match-script.ts';
export { marketsAt, totalLine, winningOutcome } from './markets.ts';
export type { Market, Outcome, MarketId } from './markets.ts';
export { eventStateAt, statusAt, tickOf, selectionResult, resultText } from './event-state.ts';
export type { EventState, EventStatus } from './event-state.ts';
export { feedAt } from './feed.ts';
export type { Feed, FeedEvent } from './feed.ts';
export { parseOdds, oddsText, totalOdds, roundedOdds, payoutMinor } from './odds-math.ts';
export { placeSlip, betReference, STAKE_KIND } from './place-bets.ts';
export type { SlipInput, SelectionInput } from './place-bets.ts';
export { settleDueBets, PAYOUT_KIND, REFUND_KIND } from './settle-bets.ts';
export type { SettleSummary } from './settle-bets.ts';
export { betHistoryPage } from './bet-history.ts';
export type { BetHistoryQuery, BetHistoryFilter } from './bet-history.ts';
export { betView, betViews } from './bet-view.ts';
export { Sportsbook } from './sportsbook-service.ts';
export {
  registerSportsbook,
  SPORTSBOOK_API_PATH,
  sportsbookGameIdOf,
} from './sportsbook-routes.ts';
export { serveSportsbookPage, SIGN_IN_HREF } from './serve-sportsbook-page.ts';
export { sportsbookPage, readSportsbookConfig } from './sportsbook-page.ts';
export type { SportsbookPageConfig } from './sportsbook-page.ts';
