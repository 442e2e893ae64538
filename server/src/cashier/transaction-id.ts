/**
 * Public transaction ids: deposits and withdrawals live in two tables with their own
 * numbering, so the id a player sees carries its kind (`dep-12`, `wdr-7`). The same text is
 * the ledger reference of the money the transaction moves.
 */

/** The kind of a cashier transaction. */
export type TransactionKind = 'deposit' | 'withdrawal';

const PREFIX: Record<TransactionKind, string> = { deposit: 'dep', withdrawal: 'wdr' };
const PATTERN = /^(dep|wdr)-([1-9]\d{0,9})$/;

/** `dep-12` for deposit 12, `wdr-7` for withdrawal 7. */
export function transactionId(kind: TransactionKind, id: number): string {
  return `${PREFIX[kind]}-${id}`;
}

/** The kind and row id behind a public id, or null when the text is not one. */
export function parseTransactionId(text: string): { kind: TransactionKind; id: number } | null {
  const m = PATTERN.exec(text);
  if (!m) return null;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  return { kind: m[1] === 'dep' ? 'deposit' : 'withdrawal', id };
}
