export {
  DEFAULT_BALANCE_POLICY,
  isBalanceRefreshPath,
  isTurnedOff,
  resolveBalancePolicy,
  shouldPoll,
  shouldRefreshOnClick,
} from './balance-policy.ts';
export type { PollingInput } from './balance-policy.ts';
export type {
  BalanceDeps,
  BalanceMoney,
  BalanceState,
  BalanceStore,
  Balances,
} from './balance-store.ts';
export { createBalanceStore } from './balance-store.ts';
