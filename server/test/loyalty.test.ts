/**
 * loyalty group over real HTTP: every method's success and error paths (the play-driven
 * scenarios — points, levels, quests — are in loyalty-scenario.test.ts).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  freespinPacks,
  loyaltyCharacters,
  loyaltyProducts,
  loyaltyPrograms,
  playerBonuses,
  rewardGrants,
  userRegistrations,
} from '../src/db/schema/index.ts';
import { getBalanceSheet } from '../src/ledger/balances.ts';
import { toMinor } from '../src/ledger/money.ts';
import { DEMO_LEVELS, DEMO_PRODUCTS, DEMO_PROGRAM } from '../src/loyalty/demo-loyalty.ts';
import { seedLoyalty } from '../src/loyalty/seed-loyalty.ts';
import { useTestServer, type TestClient } from './helpers.ts';
import { accountOf, givePoints, loyaltySnapshot } from './loyalty-helpers.ts';

const server = useTestServer({ seedGames: 20 });

let keyCounter = 0;
function buy(client: TestClient, id: number, key = `buy-key-${++keyCounter}-${Date.now()}`) {
  return client.post('/api/loyalty/buyproduct', { id: String(id) }, { 'Idempotency-Key': key });
}

async function productId(sysname: string): Promise<number> {
  const [row] = await server.db
    .select({ id: loyaltyProducts.id })
    .from(loyaltyProducts)
    .where(eq(loyaltyProducts.sysname, sysname));
  return row!.id;
}

describe('loyalty.getPrograms and getProgram', () => {
  it('a single programme answers one item with total 1 to `limit 2`', async () => {
    const res = await server.client().get('/api/loyalty/getPrograms', { limit: '2' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ offset: 0, limit: 2, total: 1 });
    expect(res.body.data.items).toEqual([
      {
        sysname: DEMO_PROGRAM.sysname,
        title: 'Croupier Club',
        image: { x1: expect.stringContaining('/img/'), x2: expect.stringContaining('/img/') },
        is_active: true,
      },
    ]);
  });

  it('several programmes are listed in priority order and paged', async () => {
    const [extra] = await server.db
      .insert(loyaltyPrograms)
      .values({
        sysname: 'vip-lounge',
        title: { en: 'VIP Lounge' },
        description: { en: 'By invitation.' },
        pointsAlias: { en: 'stars' },
        priority: 10,
        isActive: false,
      })
      .returning({ id: loyaltyPrograms.id });
    try {
      const all = await server.client().get('/api/loyalty/getPrograms', { limit: '2' });
      expect(all.body.data.total).toBe(2);
      expect(all.body.data.items.map((p: { sysname: string }) => p.sysname)).toEqual([
        DEMO_PROGRAM.sysname,
        'vip-lounge',
      ]);
      const second = await server
        .client()
        .get('/api/loyalty/getPrograms', { offset: '1', limit: '1' });
      expect(second.body.data).toMatchObject({ offset: 1, limit: 1, total: 2 });
      expect(second.body.data.items).toEqual([
        { sysname: 'vip-lounge', title: 'VIP Lounge', image: null, is_active: false },
      ]);
    } finally {
      await server.db.delete(loyaltyPrograms).where(eq(loyaltyPrograms.id, extra!.id));
    }
  });

  it('rejects a limit out of range with InvalidParameterException', async () => {
    const res = await server.client().get('/api/loyalty/getPrograms', { limit: '0' });
    expect(res.status).toBe(422);
    expect(res.body.data.type).toBe('InvalidParameterException');
    expect(res.body.data.invalid_parameters).toHaveProperty('limit');
  });

  it('getProgram: levels with thresholds and quests; guests see no progress', async () => {
    const res = await server
      .client()
      .get('/api/loyalty/getProgram', { sysname: DEMO_PROGRAM.sysname });
    expect(res.status).toBe(200);
    const program = res.body.data;
    expect(program.title).toBe('Croupier Club');
    expect(program.description.title).toBe('Croupier Club');
    expect(program.description.text).toMatch(/Earn points with every real-money bet/);
    expect(program.levels.map((l: { name: string; points: number }) => [l.name, l.points])).toEqual(
      DEMO_LEVELS.map((l) => [l.name.en, l.points]),
    );
    expect(program.levels.every((l: { is_reached: boolean }) => !l.is_reached)).toBe(true);
    expect(program.quests.map((q: { title: string }) => q.title)).toEqual([
      'First steps',
      'Explorer',
      'Slot marathon',
      'Sports fan',
    ]);
    expect(program.quests.every((q: { progress: unknown }) => q.progress === null)).toBe(true);
  });

  it('getProgram answers in the request locale', async () => {
    const res = await server
      .client()
      .get('/api/loyalty/getProgram', { sysname: DEMO_PROGRAM.sysname, locale: 'ru' });
    expect(res.body.data.title).toBe('Клуб Croupier');
    expect(res.body.data.levels[1].name).toBe('Серебро');
  });

  it('getProgram: an unknown programme is MethodNotFoundException, a malformed one is refused', async () => {
    const missing = await server.client().get('/api/loyalty/getProgram', { sysname: 'nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.data.type).toBe('MethodNotFoundException');
    const bad = await server.client().get('/api/loyalty/getProgram', { sysname: 'a b' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.invalid_parameters).toHaveProperty('sysname');
  });
});

describe('loyalty.getinfo', () => {
  it('guests get AuthorizationException', async () => {
    const res = await server.client().get('/api/loyalty/getinfo');
    expect(res.status).toBe(401);
    expect(res.body.data.type).toBe('AuthorizationException');
  });

  it('a new player starts at the first level with 0 points and every contract field', async () => {
    const { uid, client } = await server.player();
    const res = await client.get('/api/loyalty/getinfo');
    expect(res.status).toBe(200);
    const info = res.body.data;
    expect(info).toMatchObject({
      sysname: DEMO_PROGRAM.sysname,
      is_active: true,
      points: 0,
      earned_points: 0,
      character: null,
      pointsAlias: 'points',
      uid,
    });
    expect(typeof info.id).toBe('number');
    expect(info.levels[0]).toMatchObject({
      name: 'Bronze',
      points: 0,
      is_reached: true,
      is_current: true,
    });
    expect(info.levels.slice(1).every((l: { is_reached: boolean }) => !l.is_reached)).toBe(true);
    const explorer = info.quests.find((q: { title: string }) => q.title === 'Explorer');
    expect(explorer).toMatchObject({
      reward_points: 25,
      progress: { current: 0, min: 0, max: 3 },
      is_completed: false,
      expires_at: null,
    });
    const marathon = info.quests.find((q: { title: string }) => q.title === 'Slot marathon');
    expect(marathon.progress).toEqual({ current: 0, min: 0, max: 50 });
  });

  it('pointsAlias follows the locale', async () => {
    const { client } = await server.player();
    const res = await client.get('/api/loyalty/getinfo', { locale: 'pt' });
    expect(res.body.data.pointsAlias).toBe('pontos');
  });

  it('the character picked at registration is the starting character', async () => {
    const { uid, client } = await server.player();
    const [character] = await server.db
      .select()
      .from(loyaltyCharacters)
      .where(eq(loyaltyCharacters.sysname, 'lady-luck'));
    await server.db
      .insert(userRegistrations)
      .values({ userId: uid, method: 'form', characterId: character!.id });
    const res = await client.get('/api/loyalty/getinfo');
    expect(res.body.data.character).toMatchObject({ id: character!.id, name: 'Lady Luck' });
  });
});

describe('loyalty.getcharacters and setcharacter', () => {
  it('lists characters with images for guests too, paged with a total', async () => {
    const all = await server.client().get('/api/loyalty/getcharacters');
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ offset: 0, limit: 20, total: 6 });
    expect(all.body.data.items.map((c: { name: string }) => c.name)).toEqual([
      'The Croupier',
      'Lady Luck',
      'High Roller',
      'Jackpot King',
      'Wild Joker',
      'Lucky Charm',
    ]);
    expect(all.body.data.items[0].image.x2).toContain(
      encodeURIComponent('/media/loyalty/characters/the-croupier.svg'),
    );
    const page = await server
      .client()
      .get('/api/loyalty/getcharacters', { offset: '4', limit: '3' });
    expect(page.body.data).toMatchObject({ offset: 4, limit: 3, total: 6 });
    expect(page.body.data.items.map((c: { name: string }) => c.name)).toEqual([
      'Wild Joker',
      'Lucky Charm',
    ]);
  });

  it('setcharacter sets the character getinfo shows, and answers 1', async () => {
    const { client } = await server.player();
    const list = await client.get('/api/loyalty/getcharacters');
    const king = list.body.data.items.find((c: { name: string }) => c.name === 'Jackpot King');
    const res = await client.post('/api/loyalty/setcharacter', { id: String(king.id) });
    expect(res.body).toEqual({ data: 1 });
    const info = await client.get('/api/loyalty/getinfo');
    expect(info.body.data.character).toEqual(king);
  });

  it('setcharacter refuses an unknown or inactive character and guests', async () => {
    const { uid, client } = await server.player();
    const unknown = await client.post('/api/loyalty/setcharacter', { id: '999999' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: { id: 'Unknown character' },
    });
    const [hidden] = await server.db
      .insert(loyaltyCharacters)
      .values({
        sysname: 'retired',
        name: { en: 'Retired' },
        image: 'media/x.svg',
        isActive: false,
      })
      .returning({ id: loyaltyCharacters.id });
    const inactive = await client.post('/api/loyalty/setcharacter', { id: String(hidden!.id) });
    expect(inactive.status).toBe(422);
    expect((await accountOf(server.db, uid))?.characterId ?? null).toBeNull();
    const guest = await server.client().post('/api/loyalty/setcharacter', { id: '1' });
    expect(guest.status).toBe(401);
  });
});

describe('loyalty.getproducts', () => {
  it('lists the shop cheapest first with prices, types and stock', async () => {
    const res = await server.client().get('/api/loyalty/getproducts');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ offset: 0, limit: 50, total: DEMO_PRODUCTS.length });
    expect(
      res.body.data.items.map(
        (p: { title: string; price: number; type: string; stock: number | null }) => [
          p.title,
          p.price,
          p.type,
          p.stock,
        ],
      ),
    ).toEqual([
      ['10 free spins', 50, 'freespins', null],
      ['Casino bonus 5', 100, 'bonus', null],
      ['Free bet 5', 120, 'bonus', null],
      ['50 free spins', 200, 'freespins', 100],
      ['Instant cashback 2', 250, 'cashback', null],
    ]);
    expect(res.body.data.items.every((p: { is_available: boolean }) => p.is_available)).toBe(true);
  });

  it("names money in the player's currency only (issue 17: BRL shown to a USD player)", async () => {
    const texts = async (currency: string) => {
      const { client } = await server.player({ currency });
      const products = (await client.get('/api/loyalty/getproducts')).body.data.items;
      const quests = (await client.get('/api/loyalty/getinfo')).body.data.quests;
      return [...products, ...quests].map((p: { description?: string }) => p.description ?? '');
    };
    const usd = (await texts('USD')).join('\n');
    expect(usd).toContain('A casino bonus of 5 USD with');
    expect(usd).toContain('Ten spins on a demo slot at 0.20 USD each');
    expect(usd).toContain('Wager 50 USD on slots');
    expect(usd).not.toMatch(/BRL|EUR|\{/);
    const brl = (await texts('BRL')).join('\n');
    expect(brl).toContain('A casino bonus of 25 BRL with');
    expect(brl).toContain('Wager 250 BRL on slots');
    expect(brl).not.toMatch(/USD|EUR|\{/);
  });

  it('pages, filters by programme and refuses an unknown programme', async () => {
    const page = await server.client().get('/api/loyalty/getproducts', { offset: '1', limit: '2' });
    expect(page.body.data.items.map((p: { price: number }) => p.price)).toEqual([100, 120]);
    const same = await server
      .client()
      .get('/api/loyalty/getproducts', { program: DEMO_PROGRAM.sysname, limit: '1' });
    expect(same.body.data.total).toBe(DEMO_PRODUCTS.length);
    const unknown = await server.client().get('/api/loyalty/getproducts', { program: 'nope' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.invalid_parameters).toEqual({ program: 'Unknown programme' });
  });
});

describe('loyalty.buyproduct', () => {
  it('needs a signed-in player and an Idempotency-Key', async () => {
    const id = await productId('freespins-10');
    const guest = await buy(server.client(), id);
    expect(guest.status).toBe(401);
    const { client } = await server.player();
    const noKey = await client.post('/api/loyalty/buyproduct', { id: String(id) });
    expect(noKey.status).toBe(400);
    expect(noKey.body.data.type).toBe('InvalidRequestException');
  });

  it('refuses an unknown product with InvalidParameterException', async () => {
    const { client } = await server.player();
    const res = await buy(client, 999999);
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ id: 'Unknown product' });
  });

  it('too few points: InvalidRequestException INSUFFICIENT_POINTS and nothing changes', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '10');
    await givePoints(server.db, uid, 49);
    const id = await productId('freespins-10');
    const before = await loyaltySnapshot(server.db, uid);
    const res = await buy(client, id);
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      type: 'InvalidRequestException',
      message: 'Not enough points for this product',
      error_data: { reason: 'INSUFFICIENT_POINTS', points: 49, price: 50 },
    });
    expect(await loyaltySnapshot(server.db, uid)).toEqual(before);
    expect(before.points).toBe(49);
  });

  it('enough points: spends the price once and grants the bonus', async () => {
    const { uid, client } = await server.player();
    await givePoints(server.db, uid, 130);
    const id = await productId('casino-bonus-5');
    const key = 'buy-bonus-once-0001';
    const first = await buy(client, id, key);
    expect(first.body).toEqual({ data: 1 });
    const replay = await buy(client, id, key);
    expect(replay.body).toEqual({ data: 1 });
    expect((await accountOf(server.db, uid))?.points).toBe(30);
    const bonuses = await server.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, uid));
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      type: 'casino',
      currency: 'USD',
      amountMinor: toMinor('5'),
      wagerMultiplier: 20,
    });
    const grants = await server.db.select().from(rewardGrants).where(eq(rewardGrants.userId, uid));
    expect(grants.map((g) => g.reference)).toEqual([
      expect.stringMatching(/^loyalty-product:\d+$/),
    ]);
    const notices = (await client.get('/api/loyalty/getnotifications')).body.data;
    // givePoints crossed Silver (100) first: a level notice, then the purchase.
    expect(notices.map((n: { trigger: string }) => n.trigger)).toEqual(['level', 'product']);
    expect(notices.slice(1)).toEqual([
      {
        id: expect.any(String),
        trigger: 'product',
        amount: 5,
        type: 'credit',
        image: expect.objectContaining({ x1: expect.stringContaining('/img/') }),
        title: 'Purchase complete',
        message: 'Casino bonus 5 is yours for 100 points.',
        amountType: 'money',
      },
    ]);
  });

  it('grants free spins and instant cashback to the main balance', async () => {
    const { uid, client } = await server.player();
    await givePoints(server.db, uid, 300);
    expect((await buy(client, await productId('freespins-10'))).body).toEqual({ data: 1 });
    const packs = await server.db.select().from(freespinPacks).where(eq(freespinPacks.userId, uid));
    expect(packs).toHaveLength(1);
    expect(packs[0]).toMatchObject({ totalCount: 10, betMinor: toMinor('0.20') });
    expect((await buy(client, await productId('cashback-2'))).body).toEqual({ data: 1 });
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(toMinor('2'));
    expect((await accountOf(server.db, uid))?.points).toBe(0);
    const notices = (await client.get('/api/loyalty/getnotifications')).body.data.filter(
      (n: { trigger: string }) => n.trigger === 'product',
    );
    expect(
      notices.map((n: { amount: number; amountType: string }) => [n.amount, n.amountType]),
    ).toEqual([
      [10, 'freespins'],
      [2, 'money'],
    ]);
  });

  it('limited stock decreases, and a sold-out product answers OUT_OF_STOCK without spending', async () => {
    const { uid, client } = await server.player();
    await givePoints(server.db, uid, 400);
    const id = await productId('freespins-50');
    const [{ stock } = { stock: null }] = await server.db
      .select({ stock: loyaltyProducts.stock })
      .from(loyaltyProducts)
      .where(eq(loyaltyProducts.id, id));
    expect((await buy(client, id)).status).toBe(200);
    const [after] = await server.db
      .select({ stock: loyaltyProducts.stock })
      .from(loyaltyProducts)
      .where(eq(loyaltyProducts.id, id));
    expect(after!.stock).toBe(stock! - 1);

    await server.db.update(loyaltyProducts).set({ stock: 0 }).where(eq(loyaltyProducts.id, id));
    try {
      const before = await loyaltySnapshot(server.db, uid);
      const res = await buy(client, id);
      expect(res.status).toBe(400);
      expect(res.body.data.error_data).toEqual({ reason: 'OUT_OF_STOCK' });
      expect(await loyaltySnapshot(server.db, uid)).toEqual(before);
      const listed = await client.get('/api/loyalty/getproducts');
      const soldOut = listed.body.data.items.find((p: { id: number }) => p.id === id);
      expect(soldOut).toMatchObject({ stock: 0, is_available: false });
    } finally {
      await server.db.update(loyaltyProducts).set({ stock: 100 }).where(eq(loyaltyProducts.id, id));
    }
  });

  it('concurrent purchases cannot spend the same points twice', async () => {
    const { uid, client } = await server.player();
    await givePoints(server.db, uid, 150);
    const id = await productId('casino-bonus-5');
    const results = await Promise.all([buy(client, id), buy(client, id), buy(client, id)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status !== 200)
        .every((r) => r.body.data.error_data?.reason === 'INSUFFICIENT_POINTS'),
    ).toBe(true);
    expect((await accountOf(server.db, uid))?.points).toBe(50);
    const bonuses = await server.db
      .select()
      .from(playerBonuses)
      .where(and(eq(playerBonuses.userId, uid)));
    expect(bonuses).toHaveLength(1);
  });
});

describe('loyalty.getnotifications', () => {
  it('guests get AuthorizationException; a player with none gets an empty list', async () => {
    expect((await server.client().get('/api/loyalty/getnotifications')).status).toBe(401);
    const { client } = await server.player();
    expect((await client.get('/api/loyalty/getnotifications')).body).toEqual({ data: [] });
  });

  it('hands each notice out once, in the request locale', async () => {
    const { uid, client } = await server.player();
    await givePoints(server.db, uid, 100);
    const first = await client.get('/api/loyalty/getnotifications', { locale: 'ru' });
    expect(first.body.data).toEqual([
      expect.objectContaining({
        trigger: 'level',
        title: 'Новый уровень!',
        message: 'Вы достигли уровня «Серебро».',
      }),
    ]);
    expect((await client.get('/api/loyalty/getnotifications')).body.data).toEqual([]);
  });
});

describe('loyalty seed', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    const again = await seedLoyalty(server.db);
    expect(again.inserted).toBe(0);
    const programs = await server.db.select().from(loyaltyPrograms);
    expect(programs.map((p) => p.sysname)).toEqual([DEMO_PROGRAM.sysname]);
  });
});
