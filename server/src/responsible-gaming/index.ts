/**
 * Responsible gaming (issue 18): deposit limits, time-outs and self-exclusions, reality checks
 * and the session summary — the rules the account group's methods, the cashier, sign-in and
 * the demo slot share.
 */
export {
  readDepositLimit,
  readDepositLimits,
  depositLimitRefusal,
  toDepositLimitResult,
  toDepositLimitsResult,
} from './deposit-limit.ts';
export type { LimitPeriodDays } from './deposit-limit.ts';
export {
  changeDepositLimits,
  confirmDepositLimit,
  cancelDepositLimitChange,
} from './change-deposit-limits.ts';
export type { LimitChanges } from './change-deposit-limits.ts';
export { activeBlock, blockedError, mayMarketTo, startBlock } from './player-block.ts';
export {
  assertToolOn,
  chosenRealityCheck,
  realityCheckInForce,
  responsibleGamingSettings,
  rgSwitches,
  setRealityCheckMinutes,
} from './rg-settings.ts';
export { sessionSummary } from './session-summary.ts';
