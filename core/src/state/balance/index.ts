export {
  isBalanceRefreshPath,
  isTurnedOff,
  resolveBalancePolicy,
  shouldPoll,
  shouldRefreshOnClick,
} from './balance-policy.ts';
export type { PollingInput } from './balance-policy.ts';
export type { BalanceDeps, BalanceState, BalanceStore } from './balance-store.ts';
export { createBalanceStore } from './balance-store.ts';
