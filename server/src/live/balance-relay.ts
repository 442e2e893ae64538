/**
 * Balance changes across instances (DESIGN §5b): every instance publishes the players whose
 * balances it changed with PostgreSQL `NOTIFY`, and listens on one pooled connection of its own
 * (`LISTEN`), delivering what other instances publish to its own sockets. Each instance tags
 * its messages so it never delivers its own twice. PGlite serves one process and needs none.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { addBalanceRelay, deliverRelayedBalanceChange } from '../ledger/balance-events.ts';

/** The notification channel. */
export const BALANCE_CHANNEL = 'croupier_balance';

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
  let client: pg.PoolClient | null = null;
  let closed = false;
  let retryMs = 250;

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== BALANCE_CHANNEL) return;
    const parsed = parse(msg.payload);
    if (parsed && parsed.from !== instance) deliverRelayedBalanceChange(parsed.users);
  };

  const listen = async (): Promise<void> => {
    const c = await pool.connect();
    c.on('notification', onNotification);
    c.on('error', (err) => {
      onError(err);
      reconnect(c);
    });
    await c.query(`LISTEN ${BALANCE_CHANNEL}`);
    client = c;
    retryMs = 250;
  };

  // A lost listening connection is replaced, with backoff; pushes missed meanwhile are
  // caught up by the clients' own balance refresh (spec §9 polling), not replayed here.
  const reconnect = (broken: pg.PoolClient) => {
    if (client === broken) client = null;
    broken.removeAllListeners('notification');
    broken.release(true);
    if (closed) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, 10_000);
    setTimeout(() => {
      if (!closed) listen().catch((err: unknown) => onError(err));
    }, delay).unref();
  };

  await listen();
  const removeRelay = addBalanceRelay((users) => {
    const payload = JSON.stringify({ from: instance, users } satisfies RelayMessage);
    pool.query('select pg_notify($1, $2)', [BALANCE_CHANNEL, payload]).catch(onError);
  });

  return async () => {
    closed = true;
    removeRelay();
    const c = client;
    client = null;
    if (c) {
      await c.query(`UNLISTEN ${BALANCE_CHANNEL}`).catch(() => undefined);
      c.removeAllListeners('notification');
      c.release();
    }
  };
}
