/**
 * PostgreSQL `LISTEN/NOTIFY` on either driver: how the instances sharing one database tell each
 * other that something cached changed (DESIGN §5b). On PostgreSQL one pooled connection of its
 * own listens, replaced with backoff when it drops; on PGlite the embedded database delivers
 * its notifications in-process, synchronously before the notifying statement resolves.
 * Triggers in the database publish changes to cached tables (drizzle/0003), so even a change
 * made straight in SQL reaches every instance.
 */
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DatabaseHandle, Db } from './client.ts';

/** What a listener is told. */
export interface NotificationHandlers {
  /** A notification on one of the channels. */
  message(channel: string, payload: string): void;
  /**
   * The listening connection was lost and is back: notifications sent meanwhile are gone, so
   * whatever they would have invalidated must be dropped wholesale.
   */
  resync(): void;
  error(err: unknown): void;
}

/** Listens on channels; resolves once listening. The result stops listening. */
export type Listen = (
  channels: readonly string[],
  handlers: NotificationHandlers,
) => Promise<() => Promise<void>>;

/** A channel name is an SQL identifier here: only lower-case words. */
function checkChannels(channels: readonly string[]): void {
  for (const c of channels) if (!/^[a-z_][a-z0-9_]*$/.test(c)) throw new Error(`bad channel ${c}`);
}

/** LISTEN on a dedicated pooled connection, reconnecting with backoff. */
export function poolListener(pool: pg.Pool): Listen {
  return async (channels, handlers) => {
    checkChannels(channels);
    let client: pg.PoolClient | null = null;
    let closed = false;
    let retryMs = 250;
    const onNotification = (msg: pg.Notification) => {
      if (channels.includes(msg.channel)) handlers.message(msg.channel, msg.payload ?? '');
    };
    const listen = async (): Promise<void> => {
      const c = await pool.connect();
      c.on('notification', onNotification);
      c.on('error', (err) => {
        handlers.error(err);
        reconnect(c);
      });
      for (const channel of channels) await c.query(`LISTEN ${channel}`);
      client = c;
      retryMs = 250;
    };
    // Pushes missed while no connection listens are not replayed: `resync` drops the caches.
    const retry = () => {
      if (closed) return;
      const delay = retryMs;
      retryMs = Math.min(retryMs * 2, 10_000);
      setTimeout(() => {
        if (closed) return;
        listen().then(
          () => handlers.resync(),
          (err: unknown) => {
            handlers.error(err);
            retry();
          },
        );
      }, delay).unref();
    };
    const reconnect = (broken: pg.PoolClient) => {
      if (client === broken) client = null;
      broken.removeAllListeners('notification');
      broken.release(true);
      retry();
    };
    await listen();
    return async () => {
      closed = true;
      const c = client;
      client = null;
      if (!c) return;
      for (const channel of channels) await c.query(`UNLISTEN ${channel}`).catch(() => undefined);
      c.removeAllListeners('notification');
      c.release();
    };
  };
}

/** LISTEN inside the embedded PGlite (one process: nothing to reconnect). */
export function pgliteListener(client: PGlite): Listen {
  return async (channels, handlers) => {
    checkChannels(channels);
    const stops = await Promise.all(
      channels.map((channel) =>
        client.listen(channel, (payload) => handlers.message(channel, payload)),
      ),
    );
    return async () => {
      // A closed PGlite has nothing left to unlisten.
      if (!client.closed) await Promise.all(stops.map((stop) => stop()));
    };
  };
}

/** The listener of an open database. */
export function listenerFor(handle: DatabaseHandle): Listen {
  return handle.driver === 'postgres'
    ? poolListener(handle.client as pg.Pool)
    : pgliteListener(handle.client as PGlite);
}

/** Publishes `payload` on `channel` (delivered at commit when `db` is a transaction). */
export async function notify(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
