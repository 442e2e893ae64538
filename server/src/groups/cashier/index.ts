/** The cashier group: deposits, withdrawals, history and banks (§7), paid via the demo provider. */
export { registerCashierGroup } from './cashier-group.ts';
export { BANKS, banksFor } from './banks.ts';
export { DEPOSIT_KIND, depositState, findDeposit, openDeposit, settleDeposit } from './deposits.ts';
export type { NewDeposit, OpenedDeposit } from './deposits.ts';
export { cashierHistory } from './history.ts';
export type { HistoryQuery } from './history.ts';
export {
  findMethod,
  loadMethods,
  methodRequisites,
  methodView,
  savedCards,
} from './payment-methods.ts';
export type { MethodPurpose, PaymentMethodRow } from './payment-methods.ts';
export { checkRequisites, maskCardNumber } from './requisites-check.ts';
export type { RequisitesCheck, RequisitesContext } from './requisites-check.ts';
export { parseTransactionId, transactionId } from './transaction-id.ts';
export type { TransactionKind } from './transaction-id.ts';
export { contractStatus, transactionView } from './transaction-view.ts';
export type { TransactionSource } from './transaction-view.ts';
export { assertMayWithdraw } from './withdrawal-eligibility.ts';
export { DAILY_WITHDRAWAL_LIMIT_MINOR, dailyWithdrawalLimit } from './withdrawal-limits.ts';
export {
  cancelWithdrawal,
  findWithdrawal,
  pendingWithdrawals,
  requestWithdrawal,
} from './withdrawals.ts';
export type { NewWithdrawal } from './withdrawals.ts';
