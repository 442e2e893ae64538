/**
 * The cashier's money logic (§7, DESIGN §6): payment methods, deposits through the demo
 * provider, withdrawals held through the ledger (paid out by `payouts/`), eligibility,
 * requisites, banks, history and transaction views. The contract's methods are mapped onto
 * these in `groups/cashier/cashier-group.ts`.
 */
export { banksFor } from './banks.ts';
export {
  cardNumberTrigger,
  DEMO_CARD_NUMBERS,
  DEMO_WITHDRAWAL_AMOUNTS,
  withdrawalAmountTrigger,
} from './demo-triggers.ts';
export { depositState, findDeposit, openDeposit, settleDeposit } from './deposits.ts';
export type { NewDeposit, OpenedDeposit } from './deposits.ts';
export { cashierHistory } from './history.ts';
export type { HistoryQuery } from './history.ts';
export { BANK_METHOD_TYPES, findMethod, offeredMethods } from './payment-methods.ts';
export type { MethodPurpose, PaymentMethodRow } from './payment-methods.ts';
export { depositAmount, methodFor, storedRequisites, withdrawalAmount } from './payment-checks.ts';
export type { RequisitesCheck, RequisitesContext } from './requisites-check.ts';
export { parseTransactionId, transactionId } from './transaction-id.ts';
export type { TransactionKind } from './transaction-id.ts';
export { transactionView } from './transaction-view.ts';
export type { TransactionSource } from './transaction-view.ts';
export { assertMayWithdraw } from './withdrawal-eligibility.ts';
export {
  cancelWithdrawal,
  findWithdrawal,
  pendingWithdrawals,
  requestWithdrawal,
} from './withdrawals.ts';
export type { NewWithdrawal } from './withdrawals.ts';
