/**
 * After-commit notifications of balance changes, for the live balance socket. postTransaction
 * fires them once its own database transaction has committed. When it runs inside a caller's
 * transaction (a savepoint), that commit is the caller's: such callers fire
 * `notifyBalanceChanged` themselves after their commit (listeners read committed balances).
 */

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
