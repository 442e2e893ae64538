/** The live balance socket (`/live/balance`) and the hub that pushes balances after commits. */
export { registerLiveBalance } from './live-routes.ts';
export type { LiveBalanceOptions } from './live-routes.ts';
export type { BalanceMessage, HubSocket, WireMoney } from './balance-hub.ts';
export type { LiveAuthOptions, Player } from './live-auth.ts';
