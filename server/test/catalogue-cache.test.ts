import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueCache } from '../src/catalogue/catalogue-cache.ts';
import { listGames } from '../src/catalogue/game-list.ts';
import { categories, games, providers } from '../src/db/schema/index.ts';
import { eventually, startTestServer, type TestServer } from './helpers.ts';

describe('the catalogue cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Snapshots never grow old here: only an invalidation can make the app read again.
    server = await startTestServer({ seedGames: 12, env: { CATALOGUE_MAX_AGE: '86400' } });
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
      // The reload takes what it takes on a busy machine: bounded by the test's timeout.
      const third = await eventually(async () => {
        const next = await cache.get();
        return next !== second && next;
      });
      expect(third.byId.has(victim!.id)).toBe(true);
    } finally {
      await server.db.update(games).set({ isActive: true }).where(eq(games.id, victim!.id));
    }
  });

  it('answers a repeated page from memory, and a new snapshot afresh', async () => {
    const cache = new CatalogueCache(server.db, 60_000);
    const snapshot = await cache.get();
    const params = { offset: 0, count: 5, search: 'a' } as Parameters<typeof listGames>[2];
    const first = await listGames(server.db, snapshot, params, null);
    expect(first.items.length).toBeGreaterThan(0);
    expect(await listGames(server.db, snapshot, { ...params }, null)).toBe(first);
    // A player's free spins are theirs: never shared.
    const withSpins = { ...params, fields: ['freespins'] } as typeof params;
    const spins = async () => new Map<number, number>();
    expect(await listGames(server.db, snapshot, withSpins, spins)).not.toBe(
      await listGames(server.db, snapshot, withSpins, spins),
    );
    cache.invalidate();
    const again = await listGames(server.db, await cache.get(), params, null);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
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

  it('a change made straight in the database reaches the served catalogue, categories and providers', async () => {
    const client = server.client();
    const page = async () =>
      (await client.get('/api/games/get', { count: '100' })).body.data.items as {
        sysname: string;
        provider: string;
      }[];
    const before = await page();
    const victim = before[0]!;
    const provider = victim.provider;
    const cats = async () =>
      (await client.get('/api/games/getCategories')).body.data as {
        sysname: string;
        priority: number;
        games_count: number;
      }[];
    const provs = async () =>
      ((await client.get('/api/games/getProviders')).body.data as { sysname: string }[]).map(
        (p) => p.sysname,
      );
    const firstCats = await cats();
    const firstCat = firstCats[0]!;
    expect(await provs()).toContain(provider);
    try {
      // Straight in SQL, as an operator's tools would: the tables' triggers tell every instance.
      await server.db
        .update(games)
        .set({ isActive: false })
        .where(eq(games.sysname, victim.sysname));
      await server.db
        .update(categories)
        .set({ priority: -1 })
        .where(eq(categories.sysname, firstCats.at(-1)!.sysname));
      await server.db
        .update(providers)
        .set({ isActive: false })
        .where(eq(providers.sysname, provider));
      await eventually(async () => !(await page()).some((g) => g.sysname === victim.sysname));
      await eventually(async () => !(await provs()).includes(provider));
      await eventually(async () => (await cats())[0]!.sysname === firstCats.at(-1)!.sysname);
    } finally {
      await server.db
        .update(games)
        .set({ isActive: true })
        .where(eq(games.sysname, victim.sysname));
      await server.db
        .update(categories)
        .set({ priority: firstCats.at(-1)!.priority })
        .where(eq(categories.sysname, firstCats.at(-1)!.sysname));
      await server.db
        .update(providers)
        .set({ isActive: true })
        .where(eq(providers.sysname, provider));
    }
    await eventually(async () => (await page()).some((g) => g.sysname === victim.sysname));
    expect((await cats()).find((c) => c.sysname === firstCat.sysname)?.games_count).toBe(
      firstCat.games_count,
    );
  });
});
