/** The demo sportsbook (dgt_sportsbook): schedule, scripted matches, prices, bets, settlement. */
export type { Sport, SportCode, League } from './sports.ts';
export { eventsBetween } from './schedule.ts';
export type { SportEvent } from './schedule.ts';
export type { MatchScript, ScoreState } from './match-script.ts';
export type { Market, Outcome, MarketId } from './markets.ts';
export { statusAt } from './event-state.ts';
export type { EventState, EventStatus } from './event-state.ts';
export type { Feed, FeedEvent } from './feed.ts';
export type { SlipInput, SelectionInput } from './place-bets.ts';
export type { SettleSummary } from './settle-bets.ts';
export type { BetHistoryQuery, BetHistoryFilter } from './bet-history.ts';
export { registerSportsbook } from './sportsbook-routes.ts';
export type { SportsbookPageConfig } from './sportsbook-page.ts';
