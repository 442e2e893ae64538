/** Withdrawal payouts: status machine, demo provider, review rule, processor, operator endpoints. */
export { DemoPayoutProvider } from './demo-payout-provider.ts';
export {
  approveWithdrawal,
  checkDeclineReason,
  declineWithdrawal,
  DECLINE_REASON_MAX,
  findOperatorWithdrawal,
} from './operator-decisions.ts';
export { assertOperator } from './operator-auth.ts';
export { operatorView, type OperatorWithdrawal } from './operator-view.ts';
export {
  payoutOrder,
  type PayoutOrder,
  type PayoutProvider,
  type PayoutState,
} from './payout-provider.ts';
export { payoutError, payoutStatus, type PayoutSource } from './payout-status.ts';
export { PAYOUT_JOB, registerPayouts, type Payouts } from './register-payouts.ts';
export { processPayouts, type PayoutRun, type PayoutRunOptions } from './process-payouts.ts';
export { needsReview } from './review-rule.ts';
export {
  approve,
  cancel,
  decline,
  pickUp,
  settle,
  WITHDRAWAL_KINDS,
  type WithdrawalRow,
} from './withdrawal-transitions.ts';
