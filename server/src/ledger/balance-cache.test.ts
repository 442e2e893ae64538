import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { BalanceCache, type BalanceSheet } from './balance-cache.ts';
import { notifyBalanceChanged } from './balance-events.ts';

const db = {} as Db;
const sheetOf = (main: bigint): BalanceSheet => ({ main, bonus: 0n, betting_bonus: 0n, fun: 0n });

/** A reader whose answers the test releases one by one, counting the reads. */
function heldReader() {
  const pending: { resolve: (s: BalanceSheet) => void }[] = [];
  let reads = 0;
  return {
    read: () => {
      reads += 1;
      return new Promise<BalanceSheet>((resolve) => pending.push({ resolve }));
    },
    get reads() {
      return reads;
    },
    answer(sheet: BalanceSheet) {
      const next = pending.shift();
      if (!next) throw new Error('no read is waiting');
      next.resolve(sheet);
    },
  };
}

/** A reader answering the current value of `balance.main` at once. */
function liveReader() {
  const state = { main: 100n, reads: 0 };
  return {
    state,
    read: async () => {
      state.reads += 1;
      return sheetOf(state.main);
    },
  };
}

describe('BalanceCache', () => {
  it('answers a repeated read from memory until the player is invalidated', async () => {
    const { state, read } = liveReader();
    const cache = new BalanceCache(60_000, 100, Date.now, read);
    try {
      expect((await cache.sheet(db, 1, 'USD')).main).toBe(100n);
      state.main = 250n;
      expect((await cache.sheet(db, 1, 'USD')).main).toBe(100n);
      expect(state.reads).toBe(1);
      cache.onNotification('u:1');
      expect((await cache.sheet(db, 1, 'USD')).main).toBe(250n);
      expect(state.reads).toBe(2);
    } finally {
      cache.close();
    }
  });

  it("drops a player when this process's money movement commits (notifyBalanceChanged)", async () => {
    const { state, read } = liveReader();
    const cache = new BalanceCache(60_000, 100, Date.now, read);
    try {
      await cache.sheet(db, 7, 'USD');
      state.main = 5n;
      notifyBalanceChanged([7]);
      expect((await cache.sheet(db, 7, 'USD')).main).toBe(5n);
    } finally {
      cache.close();
    }
  });

  it('never stores a read that an invalidation of its player overtook', async () => {
    const reader = heldReader();
    const cache = new BalanceCache(60_000, 100, Date.now, reader.read);
    try {
      const stale = cache.sheet(db, 3, 'USD');
      // The movement commits and is announced while the old balance is still on its way.
      cache.onNotification('u:3');
      reader.answer(sheetOf(10n));
      expect((await stale).main).toBe(10n);
      const fresh = cache.sheet(db, 3, 'USD');
      expect(reader.reads).toBe(2);
      reader.answer(sheetOf(40n));
      expect((await fresh).main).toBe(40n);
      // That second read started after the invalidation: it is kept.
      expect((await cache.sheet(db, 3, 'USD')).main).toBe(40n);
      expect(reader.reads).toBe(2);
    } finally {
      cache.close();
    }
  });

  it('never stores a read that a full clear overtook', async () => {
    const reader = heldReader();
    const cache = new BalanceCache(60_000, 100, Date.now, reader.read);
    try {
      const stale = cache.sheet(db, 4, 'USD');
      cache.onNotification('*');
      reader.answer(sheetOf(1n));
      await stale;
      expect(cache.size).toBe(0);
    } finally {
      cache.close();
    }
  });

  it('reads again after maxAge, for another currency, and always when turned off', async () => {
    let now = 1_000;
    const { state, read } = liveReader();
    const cache = new BalanceCache(30_000, 100, () => now, read);
    const off = new BalanceCache(0, 100, () => now, read);
    try {
      await cache.sheet(db, 1, 'USD');
      now += 29_999;
      await cache.sheet(db, 1, 'USD');
      expect(state.reads).toBe(1);
      now += 1;
      await cache.sheet(db, 1, 'USD');
      expect(state.reads).toBe(2);
      await cache.sheet(db, 1, 'EUR');
      expect(state.reads).toBe(3);
      await off.sheet(db, 1, 'USD');
      await off.sheet(db, 1, 'USD');
      expect(state.reads).toBe(5);
    } finally {
      cache.close();
      off.close();
    }
  });

  it('keeps at most maxEntries players, letting the oldest go', async () => {
    const { read } = liveReader();
    const cache = new BalanceCache(60_000, 2, Date.now, read);
    try {
      for (const id of [1, 2, 3]) await cache.sheet(db, id, 'USD');
      expect(cache.size).toBe(2);
    } finally {
      cache.close();
    }
  });

  it('hands out copies: a caller changing its sheet does not change the cache', async () => {
    const { read } = liveReader();
    const cache = new BalanceCache(60_000, 100, Date.now, read);
    try {
      const first = await cache.sheet(db, 1, 'USD');
      first.main = 0n;
      expect((await cache.sheet(db, 1, 'USD')).main).toBe(100n);
    } finally {
      cache.close();
    }
  });
});
