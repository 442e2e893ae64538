/**
 * The cashier's money logic (§7, DESIGN §6): payment methods, deposits through the demo
 * provider, withdrawals held through the ledger (paid out by `payouts/`), eligibility,
 * requisites, banks, history and transaction views. The contract's methods are mapped onto
 * these in `groups/cashier/cashier-group.ts`.
 */
export { banksFor } from './banks.ts';
export { cardNumberTrigger, withdrawalAmountTrigger } from './demo-triggers.ts';
export { depositState, findDeposit, openDeposit, settleDeposit } from './deposits.ts';
export { cashierHistory } from './history.ts';
export { BANK_METHOD_TYPES, findMethod, offeredMethods } from './payment-methods.ts';
export { depositAmount, methodFor, storedRequisites, withdrawalAmount } from './payment-checks.ts';
export { transactionView } from './transaction-view.ts';
export { assertMayWithdraw } from './withdrawal-eligibility.ts';
export {
  cancelWithdrawal,
  findWithdrawal,
  pendingWithdrawals,
  requestWithdrawal,
} from './withdrawals.ts';
