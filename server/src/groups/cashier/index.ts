/** The cashier group: deposits, withdrawals, history and banks (§7), paid via the demo provider. */
export { registerCashierGroup } from './cashier-group.ts';
export { depositState, openDeposit, settleDeposit } from './deposits.ts';
export type { NewDeposit, OpenedDeposit } from './deposits.ts';
export type { HistoryQuery } from './history.ts';
export { findMethod } from './payment-methods.ts';
export type { MethodPurpose, PaymentMethodRow } from './payment-methods.ts';
export type { RequisitesCheck, RequisitesContext } from './requisites-check.ts';
export { parseTransactionId, transactionId } from './transaction-id.ts';
export type { TransactionKind } from './transaction-id.ts';
export type { TransactionSource } from './transaction-view.ts';
export { requestWithdrawal } from './withdrawals.ts';
export type { NewWithdrawal } from './withdrawals.ts';
