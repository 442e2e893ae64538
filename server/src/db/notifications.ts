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
    // The listening connection and how to give it back (once: a broken connection may report
    // more than one error, and one may come after the listener was stopped).
    let current: { client: pg.PoolClient; giveBack(destroy: boolean): void } | null = null;
    let closed = false;
    let retryMs = 250;
    const onNotification = (msg: pg.Notification) => {
      if (channels.includes(msg.channel)) handlers.message(msg.channel, msg.payload ?? '');
    };
    const listen = async (): Promise<void> => {
      const c = await pool.connect();
      let given = false;
      const giveBack = (destroy: boolean) => {
        if (given) return;
        given = true;
        if (current?.client === c) current = null;
        c.removeAllListeners('notification');
        c.release(destroy);
      };
      c.on('notification', onNotification);
      // Stays attached after the connection is given back, so a late error is not thrown.
      c.on('error', (err) => {
        if (given || closed) return;
        handlers.error(err);
        giveBack(true);
        retry();
      });
      try {
        for (const channel of channels) await c.query(`LISTEN ${channel}`);
      } catch (err) {
        giveBack(true);
        throw err;
      }
      current = { client: c, giveBack };
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
    await listen();
    return async () => {
      closed = true;
      const listening = current;
      current = null;
      if (!listening) return;
      for (const channel of channels)
        await listening.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
      listening.giveBack(false);
    };
  };
}

/** LISTEN inside the embedded PGlite (one process: nothing to reconnect). */
function pgliteListener(client: PGlite): Listen {
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
