/**
 * Balance changes across instances (DESIGN §5b): every instance publishes the players whose
 * balances it changed with PostgreSQL `NOTIFY`, and listens on one pooled connection of its own
 * (`LISTEN`), delivering what other instances publish to its own sockets. Each instance tags
 * its messages so it never delivers its own twice. PGlite serves one process and needs none.
 * (The listening connection itself: db/notifications.ts.)
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { poolListener } from '../db/notifications.ts';
import { addBalanceRelay, deliverRelayedBalanceChange } from '../ledger/balance-events.ts';

/** The notification channel. */
const BALANCE_CHANNEL = 'croupier_balance';

interface RelayMessage {
  from: string;
  users: readonly number[];
}

function parse(payload: string | undefined): RelayMessage | null {
  try {
    const msg = JSON.parse(payload ?? '') as Partial<RelayMessage>;
    if (typeof msg.from !== 'string' || !Array.isArray(msg.users)) return null;
    const users = msg.users.filter((u): u is number => Number.isSafeInteger(u) && u > 0);
    return { from: msg.from, users };
  } catch {
    return null;
  }
}

/** Starts publishing and listening; resolves once listening. The result stops both. */
export async function startBalanceRelay(
  pool: pg.Pool,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  const instance = randomUUID();
  // A lost listening connection is replaced by the listener; pushes missed meanwhile are
  // caught up by the clients' own balance refresh (spec §9 polling), not replayed here.
  const stopListening = await poolListener(pool)([BALANCE_CHANNEL], {
    message(_channel, payload) {
      const parsed = parse(payload);
      if (parsed && parsed.from !== instance) deliverRelayedBalanceChange(parsed.users);
    },
    resync() {},
    error: onError,
  });
  const removeRelay = addBalanceRelay((users) => {
    const payload = JSON.stringify({ from: instance, users } satisfies RelayMessage);
    pool.query('select pg_notify($1, $2)', [BALANCE_CHANNEL, payload]).catch(onError);
  });

  return async () => {
    removeRelay();
    await stopListening();
  };
}
