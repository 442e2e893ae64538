/**
 * Loyalty played end to end: real spins in the demo slot move points by exactly the documented
 * rate (STAKE_PER_POINT_MINOR: 1 point per 1 USD staked from the main balance), crossing a
 * level threshold leaves a level-up notice, quests progress from play and pay on completion,
 * and the shop spends points once or changes nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  freespinPacks,
  games,
  loyaltyPointEntries,
  loyaltyProducts,
  playerBonuses,
} from '../src/db/schema/index.ts';
import { recordPlay } from '../src/play/index.ts';
import { getBalanceSheet } from '../src/ledger/balances.ts';
import { toMinor } from '../src/ledger/money.ts';
import { STAKE_PER_POINT_MINOR } from '../src/loyalty/loyalty-rules.ts';
import { aSlot, spinAs } from './play-helpers.ts';
import { useTestServer, type TestClient } from './helpers.ts';
import { accountOf, givePoints, loyaltySnapshot } from './loyalty-helpers.ts';

const server = useTestServer({ seedGames: 30 });

async function pointsOf(client: TestClient): Promise<number> {
  const res = await client.get('/api/loyalty/getinfo');
  expect(res.status).toBe(200);
  return res.body.data.points;
}

async function questOf(client: TestClient, title: string) {
  const res = await client.get('/api/loyalty/getinfo');
  return res.body.data.quests.find((q: { title: string }) => q.title === title);
}

async function demoSlots(n: number): Promise<number[]> {
  const rows = await server.db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true)))
    .orderBy(asc(games.id))
    .limit(n);
  expect(rows).toHaveLength(n);
  return rows.map((r) => r.id);
}

describe('points from real-money play', () => {
  it('documents 1 point per 1 USD and EUR and per 5 BRL', () => {
    expect(STAKE_PER_POINT_MINOR).toEqual({ USD: 100n, EUR: 100n, BRL: 500n });
  });

  it('a 1.00 USD stake earns exactly 1 point; fractions carry to the next stake', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '20');
    expect(await pointsOf(client)).toBe(0);
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    expect(await pointsOf(client)).toBe(1);
    await spinAs(server.db, { userId: uid, bet: '0.50', outcome: 'lose' });
    expect(await pointsOf(client)).toBe(1);
    await spinAs(server.db, { userId: uid, bet: '0.50', outcome: 'lose' });
    expect(await pointsOf(client)).toBe(2);
    await spinAs(server.db, { userId: uid, bet: '10.00', outcome: 'lose' });
    expect(await pointsOf(client)).toBe(12);
    const entries = await server.db
      .select({ amount: loyaltyPointEntries.amount, reason: loyaltyPointEntries.reason })
      .from(loyaltyPointEntries)
      .where(eq(loyaltyPointEntries.userId, uid))
      .orderBy(asc(loyaltyPointEntries.id));
    expect(entries).toEqual([
      { amount: 1, reason: 'bet' },
      { amount: 1, reason: 'bet' },
      { amount: 10, reason: 'bet' },
    ]);
  });

  it('wins earn nothing: a winning 1.00 spin earns 1 point like a losing one', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '10');
    const spin = await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'win' });
    expect(Number(spin.win)).toBeGreaterThan(0);
    expect(await pointsOf(client)).toBe(1);
  });

  it('stakes from the bonus balance and fun money earn nothing', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '5', { kind: 'bonus' });
    await server.fund(uid, '5', { kind: 'fun' });
    const bonusSpin = await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    expect(bonusSpin.balance_type).toBe('bonus');
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose', mode: 'demo' });
    expect(await pointsOf(client)).toBe(0);
  });

  it('5 BRL staked earns 1 point', async () => {
    const { uid, client } = await server.player({ currency: 'BRL' });
    await server.fund(uid, '20', { currency: 'BRL' });
    await spinAs(server.db, { userId: uid, bet: '2.00', outcome: 'lose', currency: 'BRL' });
    expect(await pointsOf(client)).toBe(0);
    await spinAs(server.db, { userId: uid, bet: '2.00', outcome: 'lose', currency: 'BRL' });
    expect(await pointsOf(client)).toBe(0);
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose', currency: 'BRL' });
    expect(await pointsOf(client)).toBe(1);
  });

  it('a refunded stake earns no new points until it is staked again, and takes none back', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '10');
    const sportBet = (kind: 'bet' | 'refund', ref: string, amount: string) =>
      server.db.transaction((tx) =>
        recordPlay(
          tx,
          {
            userId: uid,
            source: 'sport',
            kind,
            reference: ref,
            gameId: null,
            provider: 'dgt_sportsbook',
            currency: 'USD',
            balanceKind: 'main',
            amountMinor: toMinor(amount),
          },
          { random: () => 0 },
        ),
      );
    await sportBet('bet', 'sportbet:loyalty-1', '3.00');
    expect(await pointsOf(client)).toBe(3);
    await sportBet('refund', 'sportbet:loyalty-1', '3.00');
    expect(await pointsOf(client)).toBe(3);
    await sportBet('bet', 'sportbet:loyalty-2', '3.00');
    expect(await pointsOf(client)).toBe(3);
    await sportBet('bet', 'sportbet:loyalty-3', '1.00');
    expect(await pointsOf(client)).toBe(4);
  });
});

describe('levels', () => {
  it('crossing the Silver threshold (100) with a spin moves the level and leaves a level-up notice', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '10');
    await givePoints(server.db, uid, 99);
    expect(await client.get('/api/loyalty/getnotifications')).toMatchObject({ body: { data: [] } });
    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    const info = (await client.get('/api/loyalty/getinfo')).body.data;
    expect(info.points).toBe(100);
    expect(
      info.levels.map((l: { name: string; is_reached: boolean; is_current: boolean }) => [
        l.name,
        l.is_reached,
        l.is_current,
      ]),
    ).toEqual([
      ['Bronze', true, false],
      ['Silver', true, true],
      ['Gold', false, false],
      ['Platinum', false, false],
      ['Diamond', false, false],
    ]);
    const notices = (await client.get('/api/loyalty/getnotifications')).body.data;
    expect(notices).toEqual([
      {
        id: expect.any(String),
        trigger: 'level',
        amount: 100,
        type: 'other',
        image: expect.objectContaining({ x1: expect.stringContaining('silver.svg') }),
        title: 'Level up!',
        message: 'You reached the Silver level.',
        amountType: 'points',
      },
    ]);
    expect((await accountOf(server.db, uid))?.levelId).toBe(info.levels[1].id);
  });

  it('spending points never demotes: levels follow lifetime points', async () => {
    const { uid, client } = await server.player();
    await givePoints(server.db, uid, 120);
    const [product] = await server.db
      .select({ id: loyaltyProducts.id })
      .from(loyaltyProducts)
      .where(eq(loyaltyProducts.sysname, 'casino-bonus-5'));
    await client.post(
      '/api/loyalty/buyproduct',
      { id: String(product!.id) },
      { 'Idempotency-Key': 'no-demotion-0001' },
    );
    const info = (await client.get('/api/loyalty/getinfo')).body.data;
    expect(info.points).toBe(20);
    expect(info.earned_points).toBe(120);
    expect(info.levels.find((l: { is_current: boolean }) => l.is_current).name).toBe('Silver');
  });
});

describe('quests', () => {
  it('"Play 3 different games": progresses per new game, completes with +25 points and a notice', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '20');
    const [a, b, c] = await demoSlots(3);
    await spinAs(server.db, { userId: uid, bet: '1.00', gameId: a! });
    await spinAs(server.db, { userId: uid, bet: '1.00', gameId: a! });
    expect((await questOf(client, 'Explorer')).progress).toEqual({ current: 1, min: 0, max: 3 });
    await spinAs(server.db, { userId: uid, bet: '1.00', gameId: b! });
    expect((await questOf(client, 'Explorer')).progress).toEqual({ current: 2, min: 0, max: 3 });
    await spinAs(server.db, { userId: uid, bet: '1.00', gameId: c! });
    const explorer = await questOf(client, 'Explorer');
    expect(explorer).toMatchObject({ is_completed: true, progress: { current: 3, max: 3 } });
    // 4 points from 4.00 staked + 25 for the quest.
    expect(await pointsOf(client)).toBe(4 + 25);
    const notices = (await client.get('/api/loyalty/getnotifications')).body.data;
    expect(notices).toEqual([
      expect.objectContaining({
        trigger: 'quest',
        amount: 25,
        type: 'credit',
        amountType: 'points',
        title: 'Quest complete',
        message: '“Explorer” is done: +25 points.',
      }),
    ]);
    // Completed once: more games add nothing.
    const [, , , d] = await demoSlots(4);
    await spinAs(server.db, { userId: uid, bet: '1.00', gameId: d! });
    expect(await pointsOf(client)).toBe(5 + 25);
  });

  it('"Wager 50 USD on slots": a 50.00 stake completes it, paying 50 points and 20 free spins', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '100');
    const slot = await aSlot(server.db);
    await spinAs(server.db, { userId: uid, bet: '20.00', gameId: slot.id });
    expect((await questOf(client, 'Slot marathon')).progress).toEqual({
      current: 20,
      min: 0,
      max: 50,
    });
    await spinAs(server.db, { userId: uid, bet: '50.00', gameId: slot.id });
    const marathon = await questOf(client, 'Slot marathon');
    expect(marathon).toMatchObject({ is_completed: true, progress: { current: 50, max: 50 } });
    expect(await pointsOf(client)).toBe(70 + 50);
    const packs = await server.db.select().from(freespinPacks).where(eq(freespinPacks.userId, uid));
    expect(packs).toHaveLength(1);
    expect(packs[0]).toMatchObject({ totalCount: 20, betMinor: toMinor('0.20') });
    const triggers = (await client.get('/api/loyalty/getnotifications')).body.data.map(
      (n: { trigger: string }) => n.trigger,
    );
    // 120 lifetime points cross Silver as well.
    expect(triggers.sort()).toEqual(['level', 'quest']);
  });

  it('"Place 5 sports bets" does not move with casino spins', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '10');
    await spinAs(server.db, { userId: uid, bet: '1.00' });
    expect((await questOf(client, 'Sports fan')).progress).toEqual({ current: 0, min: 0, max: 5 });
    expect((await questOf(client, 'First steps')).progress).toEqual({
      current: 1,
      min: 0,
      max: 10,
    });
  });
});

describe('the shop after real play', () => {
  it('too few points earned from spins: buying changes nothing and answers INSUFFICIENT_POINTS', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '50');
    await spinAs(server.db, { userId: uid, bet: '20.00' });
    expect(await pointsOf(client)).toBe(20);
    const [product] = await server.db
      .select({
        id: loyaltyProducts.id,
        price: loyaltyProducts.price,
        stock: loyaltyProducts.stock,
      })
      .from(loyaltyProducts)
      .where(eq(loyaltyProducts.sysname, 'freespins-50'));
    await client.get('/api/loyalty/getnotifications');
    const before = await loyaltySnapshot(server.db, uid);
    const res = await client.post(
      '/api/loyalty/buyproduct',
      { id: String(product!.id) },
      { 'Idempotency-Key': 'too-few-points-0001' },
    );
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({
      type: 'InvalidRequestException',
      error_data: { reason: 'INSUFFICIENT_POINTS', points: 20, price: 200 },
    });
    expect(await loyaltySnapshot(server.db, uid)).toEqual(before);
    expect(before.balances.main).toBe(toMinor('30'));
    const [after] = await server.db
      .select({ stock: loyaltyProducts.stock })
      .from(loyaltyProducts)
      .where(eq(loyaltyProducts.id, product!.id));
    expect(after!.stock).toBe(product!.stock);
    expect((await client.get('/api/loyalty/getnotifications')).body.data).toEqual([]);
  });

  it('enough points earned from spins: the price is spent once and the free bet is granted', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '200');
    await spinAs(server.db, { userId: uid, bet: '100.00' });
    // 100 from the stake + 50 for the slot marathon quest it completes.
    expect(await pointsOf(client)).toBe(150);
    const [product] = await server.db
      .select({ id: loyaltyProducts.id })
      .from(loyaltyProducts)
      .where(eq(loyaltyProducts.sysname, 'free-bet-5'));
    const moneyBefore = await getBalanceSheet(server.db, uid, 'USD');
    for (let i = 0; i < 2; i++) {
      const res = await client.post(
        '/api/loyalty/buyproduct',
        { id: String(product!.id) },
        { 'Idempotency-Key': 'free-bet-once-0001' },
      );
      expect(res.body).toEqual({ data: 1 });
    }
    expect(await pointsOf(client)).toBe(30);
    const bonuses = await server.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, uid));
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      type: 'betting',
      amountMinor: toMinor('5'),
      wagerMultiplier: 5,
    });
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(moneyBefore.main);
  });
});
