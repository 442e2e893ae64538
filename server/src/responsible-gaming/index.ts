/**
 * Responsible gaming (issue 18): deposit limits, time-outs and self-exclusions, reality checks
 * and the session summary — the rules the account group's methods, the cashier, sign-in and
 * the demo slot share.
 */
export {
  readDepositLimit,
  readDepositLimits,
  bindingLimit,
  setDepositLimit,
  depositLimitWindow,
  depositLimitRefusal,
  toDepositLimitResult,
  toDepositLimitsResult,
} from './deposit-limit.ts';
export type { DepositLimitState, LimitPeriodDays, PendingLimitChange } from './deposit-limit.ts';
export {
  changeDepositLimits,
  confirmDepositLimit,
  cancelDepositLimitChange,
} from './change-deposit-limits.ts';
export type { LimitChanges } from './change-deposit-limits.ts';
export {
  activeBlock,
  blockEnd,
  blockedError,
  mayMarketTo,
  startBlock,
  toPlayerBlock,
} from './player-block.ts';
export {
  assertToolOn,
  chosenRealityCheck,
  realityCheckInForce,
  responsibleGamingSettings,
  rgSwitches,
  rgTools,
  setRealityCheckMinutes,
} from './rg-settings.ts';
export { netPosition, nextRealityCheck, sessionSummary } from './session-summary.ts';
