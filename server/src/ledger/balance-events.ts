/**
 * After-commit notifications of balance changes, for the live balance socket. postTransaction
 * fires them once its own database transaction has committed. When it runs inside a caller's
 * transaction (a savepoint), that commit is the caller's: such callers fire
 * `notifyBalanceChanged` themselves after their commit (listeners read committed balances).
 * `notifyIfCommitted` is that rule for any function handed either a database or a transaction.
 */

import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Called with a player whose stored balances changed. */
export type BalanceListener = (userId: number) => void;

const listeners = new Set<BalanceListener>();

/** Subscribes to balance changes; returns the unsubscribe. */
export function onBalanceChanged(listener: BalanceListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells every listener that these players' balances changed (a failing listener is skipped). */
export function notifyBalanceChanged(userIds: Iterable<number>): void {
  for (const userId of new Set(userIds)) {
    for (const listener of listeners) {
      try {
        listener(userId);
      } catch {
        // A listener's failure must never undo or block a committed money movement.
      }
    }
  }
}

/**
 * Notifies now when `db` is the database itself (the change has committed); inside a
 * transaction it does nothing, and the owner of that transaction notifies after its commit.
 */
export function notifyIfCommitted(db: Db, userIds: Iterable<number>): void {
  if (!(db instanceof PgTransaction)) notifyBalanceChanged(userIds);
}
