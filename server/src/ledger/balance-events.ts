/**
 * After-commit notifications of balance changes, for the live balance socket. postTransaction
 * fires them once its own database transaction has committed. When it runs inside a caller's
 * transaction (a savepoint), that commit is the caller's: such callers fire
 * `notifyBalanceChanged` themselves after their commit (listeners read committed balances).
 * `notifyIfCommitted` is that rule for any function handed either a database or a transaction.
 * With several instances, a relay (live/balance-relay.ts) forwards each notification to the
 * others, which deliver it to their own listeners.
 */

import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** Called with a player whose stored balances changed. */
export type BalanceListener = (userId: number) => void;

const listeners = new Set<BalanceListener>();
/** Forwards a notification to other instances (PostgreSQL NOTIFY). */
export type BalanceRelay = (userIds: readonly number[]) => void;
const relays = new Set<BalanceRelay>();

/** Subscribes to balance changes; returns the unsubscribe. */
export function onBalanceChanged(listener: BalanceListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Adds a relay to other instances; returns its removal. */
export function addBalanceRelay(relay: BalanceRelay): () => void {
  relays.add(relay);
  return () => {
    relays.delete(relay);
  };
}

function deliver(userIds: readonly number[]): void {
  for (const userId of userIds) {
    for (const listener of listeners) {
      try {
        listener(userId);
      } catch {
        // A listener's failure must never undo or block a committed money movement.
      }
    }
  }
}

/** Tells every listener, here and (through the relays) on other instances, that these players' balances changed. */
export function notifyBalanceChanged(userIds: Iterable<number>): void {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  deliver(ids);
  for (const relay of relays) {
    try {
      relay(ids);
    } catch {
      // Same rule: other instances miss a push, the money movement stands.
    }
  }
}

/** Delivers a change relayed from another instance to this instance's listeners only. */
export function deliverRelayedBalanceChange(userIds: readonly number[]): void {
  deliver([...new Set(userIds)]);
}

/**
 * Notifies now when `db` is the database itself (the change has committed); inside a
 * transaction it does nothing, and the owner of that transaction notifies after its commit.
 */
export function notifyIfCommitted(db: Db, userIds: Iterable<number>): void {
  if (!(db instanceof PgTransaction)) notifyBalanceChanged(userIds);
}
