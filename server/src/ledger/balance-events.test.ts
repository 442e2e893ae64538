import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/helpers.ts';
import { notifyBalanceChanged, notifyIfCommitted, onBalanceChanged } from './balance-events.ts';
import { postTransaction } from './post-transaction.ts';

const server = useTestServer({ seed: false });

const credit = (userId: number, minor: bigint) => ({
  kind: 'test',
  reference: randomUUID(),
  userId,
  entries: [
    { account: { userId, kind: 'main' as const, currency: 'USD' }, amountMinor: minor },
    { account: { house: 'payments' as const, currency: 'USD' }, amountMinor: -minor },
  ],
});

describe('onBalanceChanged', () => {
  it('hears the players of a transaction once it has committed, and nothing after a rollback', async () => {
    const a = await server.createUser();
    const heard: number[] = [];
    const off = onBalanceChanged((id) => heard.push(id));
    await postTransaction(server.db, credit(a, 500n));
    expect(heard).toEqual([a]);
    await expect(postTransaction(server.db, credit(a, -900n))).rejects.toThrow();
    expect(heard).toEqual([a]);
    off();
    await postTransaction(server.db, credit(a, 1n));
    expect(heard).toEqual([a]);
  });

  it('leaves notifying to the owner of an outer transaction', async () => {
    const a = await server.createUser();
    const heard: number[] = [];
    const off = onBalanceChanged((id) => heard.push(id));
    await server.db.transaction(async (tx) => {
      await postTransaction(tx, credit(a, 100n));
      expect(heard).toEqual([]);
    });
    notifyBalanceChanged([a, a]);
    expect(heard).toEqual([a]);
    off();
  });

  it('notifyIfCommitted speaks for the database, and stays silent inside a transaction', async () => {
    const heard: number[] = [];
    const off = onBalanceChanged((id) => heard.push(id));
    await server.db.transaction(async (tx) => {
      notifyIfCommitted(tx, [3]);
      expect(heard).toEqual([]);
    });
    notifyIfCommitted(server.db, [3]);
    expect(heard).toEqual([3]);
    off();
  });

  it('keeps going when a listener throws', () => {
    const heard: number[] = [];
    const offBad = onBalanceChanged(() => {
      throw new Error('listener bug');
    });
    const off = onBalanceChanged((id) => heard.push(id));
    notifyBalanceChanged([7]);
    expect(heard).toEqual([7]);
    offBad();
    off();
  });
});
