/** The demo sportsbook (dgt_sportsbook): schedule, scripted matches, prices, bets, settlement. */
export { registerSportsbook } from './sportsbook-routes.ts';
