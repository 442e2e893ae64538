import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { poolListener } from './notifications.ts';

/** A pooled connection that records its queries and releases. */
function fakeClient() {
  const client = Object.assign(new EventEmitter(), {
    queries: [] as string[],
    released: [] as (boolean | undefined)[],
    query: vi.fn(async function (this: unknown, text: string) {
      client.queries.push(text);
      return { rows: [] };
    }),
    release(destroy?: boolean) {
      // pg-pool throws on a second release of one client; so does this fake.
      if (client.released.length > 0) throw new Error('Release called twice');
      client.released.push(destroy);
    },
  });
  return client;
}

function fakePool() {
  const clients: ReturnType<typeof fakeClient>[] = [];
  const pool = {
    connect: vi.fn(async () => {
      const client = fakeClient();
      clients.push(client);
      return client;
    }),
  };
  return { pool: pool as unknown as pg.Pool, clients };
}

const handlers = () => ({ message: vi.fn(), resync: vi.fn(), error: vi.fn() });

describe('the PostgreSQL listener', () => {
  it('gives a broken connection back once however many errors it reports, then listens again', async () => {
    vi.useFakeTimers();
    try {
      const { pool, clients } = fakePool();
      const on = handlers();
      const stop = await poolListener(pool)(['croupier_ledger'], on);
      const first = clients[0]!;
      expect(first.queries).toEqual(['LISTEN croupier_ledger']);

      first.emit('error', new Error('terminating connection'));
      first.emit('error', new Error('Connection terminated unexpectedly'));
      expect(first.released).toEqual([true]);
      expect(on.error).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(300);
      expect(clients).toHaveLength(2);
      expect(on.resync).toHaveBeenCalledTimes(1);

      await stop();
      expect(clients[1]!.queries).toEqual(['LISTEN croupier_ledger', 'UNLISTEN croupier_ledger']);
      expect(clients[1]!.released).toEqual([false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ignores an error that comes after it was stopped, and does not reconnect', async () => {
    const { pool, clients } = fakePool();
    const on = handlers();
    const stop = await poolListener(pool)(['croupier_ledger'], on);
    await stop();
    expect(() => clients[0]!.emit('error', new Error('late'))).not.toThrow();
    expect(clients[0]!.released).toEqual([false]);
    expect(on.error).not.toHaveBeenCalled();
    expect(pool.connect).toHaveBeenCalledTimes(1);
  });

  it('hands on notifications of its channels only', async () => {
    const { pool, clients } = fakePool();
    const on = handlers();
    const stop = await poolListener(pool)(['croupier_ledger'], on);
    clients[0]!.emit('notification', { channel: 'croupier_ledger', payload: '7' });
    clients[0]!.emit('notification', { channel: 'other', payload: '8' });
    expect(on.message).toHaveBeenCalledWith('croupier_ledger', '7');
    expect(on.message).toHaveBeenCalledTimes(1);
    await stop();
  });
});
