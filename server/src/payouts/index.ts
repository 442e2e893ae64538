/** Withdrawal payouts: status machine, demo provider, review rule, processor, operator endpoints. */
export { type OperatorWithdrawal } from './operator-view.ts';
export { type PayoutOrder, type PayoutProvider, type PayoutState } from './payout-provider.ts';
export { type PayoutSource } from './payout-status.ts';
export { registerPayouts, type Payouts } from './register-payouts.ts';
export { type PayoutRun, type PayoutRunOptions } from './process-payouts.ts';
export { type WithdrawalRow } from './withdrawal-transitions.ts';
