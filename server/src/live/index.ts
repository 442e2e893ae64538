/** The live balance socket (`/live/balance`) and the hub that pushes balances after commits. */
export { registerLiveBalance, LIVE_BALANCE_PATH } from './live-routes.ts';
export type { LiveBalanceOptions } from './live-routes.ts';
export { BalanceHub } from './balance-hub.ts';
export type { BalanceMessage, HubSocket, WireMoney } from './balance-hub.ts';
export { liveUser, playerOfToken } from './live-auth.ts';
export type { LiveAuthOptions, Player } from './live-auth.ts';
