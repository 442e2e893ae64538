// @ts-check
/**
 * The shapes the page's modules share (types only, for `@import`): they mirror the server's
 * (feed.ts, sportsbook-page.ts, bet-view.ts).
 */

/**
 * @typedef {{ id: string, name: string, odds: string | null }} Outcome
 * @typedef {{ id: string, name: string, line: number | null, suspended: boolean, outcomes: Outcome[] }} Market
 * @typedef {{
 *   id: string, sport: string, league: string, country: string, home: string, away: string,
 *   starts_at: string, status: 'upcoming' | 'live' | 'finished' | 'cancelled',
 *   clock: string | null, score: { home: number, away: number } | null,
 *   sets: [number, number][] | null, result: string | null, markets: Market[]
 * }} FeedEvent
 * @typedef {{ now: string, next_tick_ms: number, sports: { code: string, name: string }[], events: FeedEvent[] }} Feed
 * @typedef {{ main: string, betting_bonus: string }} Balances
 * @typedef {{
 *   token: string | null, api: string, currency: string, locale: string,
 *   balances: Balances | null, signInHref: string, feed: Feed,
 *   limits: { minStake: string, maxStake: string, maxSelections: number },
 *   host: { origin: string, protocol: string, version: number }
 * }} Config
 * @typedef {{
 *   key: string, event_id: string, market: string, outcome: string, odds: string,
 *   current: string, name: string, marketName: string, eventName: string, live: boolean,
 *   closed: boolean
 * }} Pick  a selection on the slip
 * @typedef {{
 *   status: string, outcome_name: string, market_name: string, home: string, away: string,
 *   result: string | null, odds: string
 * }} BetLeg
 * @typedef {{
 *   type: string, status: string, stake: string, balance_type: string, odds: string,
 *   potential_win: string, payout: string | null, selections: BetLeg[], placed_at: string
 * }} Bet
 * @typedef {{ format(value: any): string }} Formatter
 * @typedef {{ text: string, loading: boolean, disabled: boolean }} OfferedAction
 */

export {};
