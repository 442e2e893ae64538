/** The money ledger: posting balanced transactions, reading balances, minor-unit conversion. */
export { postTransaction, checkTransaction } from './post-transaction.ts';
export type {
  EntryInput,
  TransactionInput,
  PostedEntry,
  PostedTransaction,
} from './post-transaction.ts';
export { ensureHouseAccount } from './accounts.ts';
export type { AccountRef, PlayerAccountKey, HouseAccountKey } from './accounts.ts';
export { getBalances, getBalance, getHouseBalance } from './balances.ts';
export type { Balance } from './balances.ts';
export { toMinor, fromMinor } from './money.ts';
export { notifyBalanceChanged, notifyIfCommitted } from './balance-events.ts';
export type { BalanceListener } from './balance-events.ts';
export type { BalanceSheet } from './balance-cache.ts';
