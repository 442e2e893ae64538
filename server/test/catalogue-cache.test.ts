import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueCache } from '../src/catalogue/catalogue-cache.ts';
import { games } from '../src/db/schema/index.ts';
import { startTestServer, type TestServer } from './helpers.ts';

describe('the catalogue cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedGames: 12 });
  });
  afterAll(() => server.close());

  it('serves one snapshot until it is invalidated or too old, then reads the database again', async () => {
    let now = 1_000_000;
    const cache = new CatalogueCache(server.db, 60_000, () => now);
    const first = await cache.get();
    expect(first.games.length).toBeGreaterThan(0);
    expect(await cache.get()).toBe(first);

    const [victim] = first.games;
    await server.db.update(games).set({ isActive: false }).where(eq(games.id, victim!.id));
    try {
      // Still fresh: the change is not seen yet.
      expect((await cache.get()).byId.has(victim!.id)).toBe(true);
      cache.invalidate();
      const second = await cache.get();
      expect(second).not.toBe(first);
      expect(second.byId.has(victim!.id)).toBe(false);

      // Too old: the stale snapshot answers once more while the reload runs, then the new one.
      await server.db.update(games).set({ isActive: true }).where(eq(games.id, victim!.id));
      now += 61_000;
      expect(await cache.get()).toBe(second);
      let third = await cache.get();
      for (let i = 0; i < 50 && third === second; i++) {
        await new Promise((r) => setTimeout(r, 20));
        third = await cache.get();
      }
      expect(third.byId.has(victim!.id)).toBe(true);
    } finally {
      await server.db.update(games).set({ isActive: true }).where(eq(games.id, victim!.id));
    }
  });

  it('concurrent first reads share one database read', async () => {
    const cache = new CatalogueCache(server.db, 60_000);
    const [a, b, c] = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  it('every sort lists each game once, ties broken by id', async () => {
    const snap = await new CatalogueCache(server.db, 60_000).get();
    for (const list of Object.values(snap.sorted)) {
      expect(new Set(list.map((g) => g.id)).size).toBe(snap.games.length);
    }
    const names = snap.sorted.name.map((g) => g.name.toLowerCase());
    expect(names[0]! <= names[names.length - 1]!).toBe(true);
  });
});
