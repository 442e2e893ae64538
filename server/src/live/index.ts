/** The live balance socket (`/live/balance`) and the hub that pushes balances after commits. */
export { registerLiveBalance } from './live-routes.ts';
