/** The money ledger: posting balanced transactions, reading balances, minor-unit conversion. */
export { postTransaction } from './post-transaction.ts';
export { getBalance } from './balances.ts';
export { toMinor, fromMinor } from './money.ts';
export { notifyBalanceChanged, notifyIfCommitted } from './balance-events.ts';
