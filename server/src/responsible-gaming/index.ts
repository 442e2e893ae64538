/** Responsible gaming rules shared by the groups that show and enforce them: deposit limits. */
export {
  readDepositLimit,
  setDepositLimit,
  depositLimitWindow,
  toDepositLimitResult,
} from './deposit-limit.ts';
export type { DepositLimitState } from './deposit-limit.ts';
