import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPORTSBOOK_SYSNAME } from '../src/content/games.ts';
import { categories, gameCategories, games, providers } from '../src/db/schema/index.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 60 });
let hallSize: number;
beforeAll(async () => {
  const rows = await server.db
    .select({ id: games.id })
    .from(games)
    .where(ne(games.sysname, SPORTSBOOK_SYSNAME));
  hallSize = rows.length;
});

const get = (query: Record<string, string> = {}) => server.client().get('/api/games/get', query);

describe('games.get', () => {
  it('answers a page of 18 by default, in priority order, without the sportsbook entry', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({ total: hallSize, offset: 0, count: 18 });
    expect(page.items).toHaveLength(18);
    const priorities = page.items.map((g: { priority: number }) => g.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(page.items.some((g: { sysname: string }) => g.sysname === SPORTSBOOK_SYSNAME)).toBe(
      false,
    );
  });

  it('pages with offset and count, up to 300 per page; 301 and 0 are refused', async () => {
    const all = (await get({ count: '300' })).body.data;
    expect(all.items).toHaveLength(hallSize);
    const second = (await get({ offset: '5', count: '5' })).body.data;
    expect(second.items.map((g: { id: number }) => g.id)).toEqual(
      all.items.slice(5, 10).map((g: { id: number }) => g.id),
    );
    for (const count of ['301', '0']) {
      const res = await get({ count });
      expect(res.status, count).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
      expect(res.body.data.invalid_parameters).toHaveProperty('count');
    }
  });

  it('filters by type, providers (comma list), category, sysnames and ids', async () => {
    const slots = (await get({ type: 'slot', count: '300' })).body.data;
    expect(slots.total).toBeGreaterThan(0);
    expect(slots.items.every((g: { type: string }) => g.type === 'slot')).toBe(true);

    const [a, b] = await server.db
      .select({ sysname: providers.sysname })
      .from(providers)
      .innerJoin(games, eq(games.providerId, providers.id))
      .groupBy(providers.sysname)
      .orderBy(asc(providers.sysname))
      .limit(2);
    const byProviders = (await get({ providers: `${a!.sysname},${b!.sysname}`, count: '300' })).body
      .data;
    expect(byProviders.total).toBeGreaterThan(0);
    expect(
      byProviders.items.every((g: { provider: string }) =>
        [a!.sysname, b!.sysname].includes(g.provider),
      ),
    ).toBe(true);

    const [slotsCategory] = await server.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.sysname, 'slots'));
    const members = await server.db
      .select({ id: gameCategories.gameId })
      .from(gameCategories)
      .where(eq(gameCategories.categoryId, slotsCategory!.id));
    const inCategory = (await get({ category: 'slots', count: '300' })).body.data;
    expect(inCategory.total).toBe(members.length);
    expect(
      inCategory.items.every((g: { categories: string[] }) => g.categories.includes('slots')),
    ).toBe(true);

    const pick = slots.items.slice(0, 3);
    const bySysnames = (
      await get({ sysnames: pick.map((g: { sysname: string }) => g.sysname).join(',') })
    ).body.data;
    expect(bySysnames.items.map((g: { id: number }) => g.id).sort()).toEqual(
      pick.map((g: { id: number }) => g.id).sort(),
    );
    const byIds = (await get({ ids: pick.map((g: { id: number }) => g.id).join(',') })).body.data;
    expect(byIds.total).toBe(3);

    const combined = (await get({ type: 'live', category: 'slots' })).body.data;
    expect(combined.total).toBe(0);
  });

  it('searches case- and accent-insensitively in game and provider names; % and _ are literal', async () => {
    const book = (await get({ search: 'bOOk OF cROUPIER' })).body.data;
    expect(book.items.map((g: { name: string }) => g.name)).toContain('Book of Croupier');
    const accented = (await get({ search: 'Bóök óf Crôupiêr' })).body.data;
    expect(accented.items.map((g: { name: string }) => g.name)).toContain('Book of Croupier');

    const [provider] = await server.db
      .select({ name: providers.name, sysname: providers.sysname })
      .from(providers)
      .innerJoin(games, eq(games.providerId, providers.id))
      .where(ne(games.sysname, SPORTSBOOK_SYSNAME))
      .limit(1);
    const providerGames = await server.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(and(eq(providers.sysname, provider!.sysname), ne(games.sysname, SPORTSBOOK_SYSNAME)));
    const byProviderName = (await get({ search: provider!.name.toUpperCase(), count: '300' })).body
      .data;
    expect(byProviderName.total).toBeGreaterThanOrEqual(providerGames.length);
    expect(
      byProviderName.items.filter((g: { provider: string }) => g.provider === provider!.sysname),
    ).toHaveLength(providerGames.length);

    expect((await get({ search: '%' })).body.data.total).toBe(0);
    expect((await get({ search: '_' })).body.data.total).toBe(0);
  });

  it('sorts by name, by newest release and by popularity; order=desc reverses', async () => {
    const byName = (await get({ sort: 'name', count: '300' })).body.data.items.map(
      (g: { name: string }) => g.name,
    );
    // Names compare case- and accent-blind with numbers by value, the same on every database.
    const expected = await server.db
      .select({ id: games.id, name: games.name })
      .from(games)
      .where(ne(games.sysname, SPORTSBOOK_SYSNAME));
    // Names compare case- and accent-blind, digits as numbers ("Book 2" before "Book 10").
    const names = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expected.sort((a, b) => names.compare(a.name, b.name) || a.id - b.id);
    expect(byName).toEqual(expected.map((r) => r.name));
    const byNameDesc = (
      await get({ sort: 'name', order: 'desc', count: '300' })
    ).body.data.items.map((g: { name: string }) => g.name);
    expect(byNameDesc).toEqual([...byName].reverse());

    const newest = (await get({ sort: 'new', count: '300' })).body.data.items.map(
      (g: { id: number }) => g.id,
    );
    const releases = await server.db
      .select({ id: games.id, release: games.releaseDate })
      .from(games)
      .where(inArray(games.id, newest));
    const dateOf = new Map(releases.map((r) => [r.id, r.release]));
    const dates = newest.map((id: number) => dateOf.get(id)!);
    expect(dates).toEqual([...dates].sort().reverse());

    const popular = (await get({ sort: 'popular', count: '300' })).body.data.items;
    const firstCold = popular.findIndex((g: { is_hot: boolean }) => !g.is_hot);
    expect(firstCold).toBeGreaterThan(0);
    expect(popular.slice(firstCold).every((g: { is_hot: boolean }) => !g.is_hot)).toBe(true);
  });

  it('answers the sportsbook launch entry for sysnames=dgt_sportsbook', async () => {
    const page = (await get({ sysnames: SPORTSBOOK_SYSNAME })).body.data;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ sysname: SPORTSBOOK_SYSNAME, type: 'betting' });
  });

  it('points images at the image proxy in both densities, and they render', async () => {
    const [game] = (await get({ count: '1' })).body.data.items;
    expect(game.images.cover.x1).toMatch(
      /^\/img\/f_webp,q_95,w_240,h_180,fit_cover\/%2Fmedia%2Fgames%2F/,
    );
    expect(game.images.cover.x2).toContain('w_480,h_360');
    const img = await server.client().get(game.images.cover.x2);
    expect(img.status).toBe(200);
    expect(await sharp(img.raw).metadata()).toMatchObject({
      format: 'webp',
      width: 480,
      height: 360,
    });
  });

  it('adds the description block by default and the freespins hint only when asked', async () => {
    const [plain] = (await get({ count: '1' })).body.data.items;
    expect(plain.description).toMatch(/^<p>.+ by .+\.<\/p>$/);
    expect(plain).not.toHaveProperty('freespins');
    const lean = (await get({ count: '1', fields: 'freespins' })).body.data.items[0];
    expect(lean).not.toHaveProperty('description');
    expect(lean).not.toHaveProperty('freespins'); // a guest has no free spins to count

    const client = server.client();
    await server.signIn(client, await server.createUser());
    const mine = (await client.get('/api/games/get', { count: '1', fields: 'freespins' })).body.data
      .items[0];
    expect(mine.freespins).toBe(0);
    expect((await get({ fields: 'bogus' })).status).toBe(422);
  });
});

describe('games.getCategories', () => {
  it('lists active categories in order with localized names, icons and game counts', async () => {
    const res = await server.client().get('/api/games/getCategories');
    expect(res.status).toBe(200);
    const list = res.body.data as {
      sysname: string;
      name: string;
      icon: string;
      priority: number;
      games_count: number;
    }[];
    expect(list.map((c) => c.priority)).toEqual(
      [...list.map((c) => c.priority)].sort((a, b) => a - b),
    );
    const slots = list.find((c) => c.sysname === 'slots')!;
    expect(slots.name).toBe('Slots');
    expect(slots.icon).toMatch(/^\/img\/.*%2Fmedia%2Fcategories%2Fslots\.svg$/);
    expect(slots.games_count).toBe((await get({ category: 'slots' })).body.data.total);
    const ru = await server.client().get('/api/games/getCategories', { locale: 'ru' });
    expect(ru.body.data.find((c: { sysname: string }) => c.sysname === 'slots').name).toBe('Слоты');
  });
});

describe('games.getProviders', () => {
  it('answers providers with game_params, and only those with games of the given types', async () => {
    const all = (await server.client().get('/api/games/getProviders')).body.data;
    expect(all.length).toBeGreaterThan(3);
    const withGames = all.filter(
      (p: { game_params: { games_count: number } }) => p.game_params.games_count > 0,
    );
    expect(withGames[0].game_params.types.length).toBeGreaterThan(0);
    expect(withGames[0].logo.x1).toMatch(/^\/img\/.*%2Fmedia%2Fproviders%2F/);

    const live = (
      await server.client().get('/api/games/getProviders', { types: 'live', fields: 'game_params' })
    ).body.data;
    expect(live.length).toBeGreaterThan(0);
    expect(live.length).toBeLessThan(all.length);
    expect(
      live.every((p: { game_params: { types: string[] } }) => p.game_params.types.includes('live')),
    ).toBe(true);

    const several = (
      await server.client().get('/api/games/getProviders', { types: 'casino,slot,live,fast' })
    ).body.data;
    expect(several.length).toBeGreaterThanOrEqual(live.length);

    const counted = live[0];
    const rows = await server.db
      .select({ id: games.id })
      .from(games)
      .innerJoin(providers, eq(providers.id, games.providerId))
      .where(eq(providers.sysname, counted.sysname));
    expect(counted.game_params.games_count).toBe(rows.length);

    const bad = await server.client().get('/api/games/getProviders', { types: 'bingo' });
    expect(bad.status).toBe(422);
  });
});

describe('games likes', () => {
  it('adds and removes favourites idempotently and answers them on refetch', async () => {
    const client = server.client();
    await server.signIn(client, await server.createUser());
    const [a, b] = (await get({ count: '2' })).body.data.items.map(
      (g: { sysname: string }) => g.sysname,
    );
    expect((await client.get('/api/games/getLikes')).body.data).toEqual({ sysnames: [] });
    expect((await client.post('/api/games/addLike', { sysname: a })).body).toEqual({ data: 1 });
    expect((await client.post('/api/games/addLike', { sysname: a })).body).toEqual({ data: 1 });
    await client.post('/api/games/addLike', { sysname: b });
    expect((await client.get('/api/games/getLikes')).body.data.sysnames).toEqual([a, b]);

    expect((await client.post('/api/games/removeLike', { sysname: a })).body).toEqual({ data: 1 });
    expect((await client.post('/api/games/removeLike', { sysname: a })).body).toEqual({ data: 1 });
    expect((await client.get('/api/games/getLikes')).body.data.sysnames).toEqual([b]);

    // Another player's favourites are their own.
    const other = server.client();
    await server.signIn(other, await server.createUser());
    expect((await other.get('/api/games/getLikes')).body.data.sysnames).toEqual([]);
  });

  it('refuses an unknown game with InvalidParameterException', async () => {
    const client = server.client();
    await server.signIn(client, await server.createUser());
    for (const method of ['addLike', 'removeLike']) {
      const res = await client.post(`/api/games/${method}`, { sysname: 'no_such_game' });
      expect(res.status, method).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
      expect(res.body.data.invalid_parameters).toEqual({ sysname: 'Unknown game' });
    }
  });

  it('answers 401 AuthorizationException to guests', async () => {
    const guest = server.client();
    const [game] = (await get({ count: '1' })).body.data.items;
    for (const res of [
      await guest.get('/api/games/getLikes'),
      await guest.post('/api/games/addLike', { sysname: game.sysname }),
      await guest.post('/api/games/removeLike', { sysname: game.sysname }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.data.type).toBe('AuthorizationException');
    }
  });
});
