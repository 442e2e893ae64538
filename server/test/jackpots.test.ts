/**
 * Jackpots over real HTTP (server/src/jackpots/README.md): get (pools largest first, in the
 * player's currency, blocks by fields), getWinners (latest first, uids masked), contributions
 * from real spins in the demo game by the documented rates, a scripted trigger that pays the
 * pool once into the main balance and restarts it from its seed, and the ledger invariant:
 * the `jackpots` house account always equals the sum of the pools.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  gameSessions,
  games,
  jackpotGames,
  jackpots,
  jackpotWins,
  ledgerTransactions,
} from '../src/db/schema/index.ts';
import { openGameSession, useGameSession } from '../src/demo-game/game-session.ts';
import { playSpin } from '../src/demo-game/play-spin.ts';
import { contribution, JACKPOT_DRAW_RANGE, jackpotForDraw } from '../src/jackpots/rules.ts';
import { DEMO_JACKPOTS, seedJackpots } from '../src/jackpots/seed-jackpots.ts';
import { getBalance, toMinor } from '../src/ledger/index.ts';
import { getHouseBalance } from '../src/ledger/balances.ts';
import { randomFor, spinAs } from './play-helpers.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 40 });

async function pools(): Promise<Map<string, { id: number; pool: bigint; seed: bigint }>> {
  const rows = await server.db.select().from(jackpots);
  return new Map(rows.map((r) => [r.name, { id: r.id, pool: r.poolMinor, seed: r.seedMinor }]));
}

async function poolSum(): Promise<bigint> {
  const [row] = await server.db
    .select({ s: sql<string>`sum(${jackpots.poolMinor})::text` })
    .from(jackpots)
    .where(eq(jackpots.currency, 'USD'));
  return BigInt(row?.s ?? '0');
}

/** A demo slot every demo jackpot runs on. */
async function jackpotSlot(): Promise<number> {
  const [row] = await server.db
    .select({ id: games.id })
    .from(jackpotGames)
    .innerJoin(games, eq(games.id, jackpotGames.gameId))
    .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true)))
    .limit(1);
  if (!row) throw new Error('no jackpot slot');
  return row.id;
}

/** A losing real spin whose jackpot draw is `draw` (the engine's own draws stay seeded). */
async function spinWithDraw(userId: number, gameId: number, bet: string, draw: number) {
  const base = randomFor('lose');
  const token = await openGameSession(server.db, {
    userId,
    siteSessionHash: null,
    gameId,
    mode: 'real',
    currency: 'USD',
  });
  const session = await useGameSession(server.db, token);
  if (!session) throw new Error('no session');
  try {
    return await playSpin(server.db, session, toMinor(bet), (max) =>
      max === JACKPOT_DRAW_RANGE ? draw : base(max),
    );
  } finally {
    await server.db.delete(gameSessions).where(eq(gameSessions.idHash, session.idHash));
  }
}

describe('Jackpots.get', () => {
  it('lists the three demo jackpots largest first, in USD for guests, with description and games', async () => {
    const res = await server.client().get('/api/Jackpots/get');
    expect(res.status).toBe(200);
    const items = res.body.data;
    expect(items.map((j: { name: string }) => j.name)).toEqual(['Grand', 'Major', 'Mini']);
    const current = await pools();
    for (const j of items) {
      expect(j.currency).toBe('USD');
      expect(j.amount.currency).toBe('USD');
      expect(toMinor(j.amount.amount)).toBe(current.get(j.name)!.pool);
      expect(j.description.title).toBe(`${j.name} Jackpot`);
      expect(j.description.image.x1).toMatch(/%2Fmedia%2Fgames%2F\w+\.svg$/);
      expect(j.games.length).toBeGreaterThan(0);
      expect(j.games[0]).toEqual({ sysname: expect.any(String), name: expect.any(String) });
    }
  });

  it('shows a EUR player the pools converted at the demo rate, and only the blocks asked for', async () => {
    const { client } = await server.player({ currency: 'EUR' });
    const res = await client.get('/api/Jackpots/get', { fields: 'description' });
    const grand = res.body.data[0];
    expect(grand).not.toHaveProperty('games');
    expect(grand.amount.currency).toBe('EUR');
    const pool = (await pools()).get('Grand')!.pool;
    // EUR per USD is 0.92: pool × 9200 / 10000, rounded down to the cent.
    expect(toMinor(grand.amount.amount)).toBe((pool * 9200n) / 10000n);
    const byId = await client.get('/api/Jackpots/get', { ids: String(grand.id) });
    expect(byId.body.data).toHaveLength(1);
  });

  it('refuses an unknown field with InvalidParameterException', async () => {
    const res = await server.client().get('/api/Jackpots/get', { fields: 'winners' });
    expect(res.status).toBe(422);
    expect(res.body.data.type).toBe('InvalidParameterException');
  });
});

describe('Jackpots.getWinners', () => {
  it('answers the demo wins latest first, uid masked, with nickname, game and amount', async () => {
    const res = await server.client().get('/api/Jackpots/getWinners');
    expect(res.status).toBe(200);
    const { items, total } = res.body.data;
    expect(total).toBeGreaterThanOrEqual(3);
    const times = items.map((w: { won_at: string }) => Date.parse(w.won_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const w of items) {
      expect(w.uid).toMatch(/^\d{1,2}\*\*\*\d{0,2}$/);
      expect(w.game.sysname).toMatch(/\w/);
    }
    const grand = items.find((w: { amount: { amount: string } }) => w.amount.amount === '31877.65');
    expect(grand).toMatchObject({ fakename: 'LuckyMarlin', amount: { currency: 'USD' } });
  });

  it('filters by jackpot and pages', async () => {
    const mini = (await pools()).get('Mini')!.id;
    const res = await server
      .client()
      .get('/api/Jackpots/getWinners', { jackpot_id: String(mini), count: '1' });
    expect(res.body.data.items).toHaveLength(1);
    expect(res.body.data.items[0].jackpot_id).toBe(mini);
    expect(res.body.data).toMatchObject({ offset: 0, count: 1 });
    const bad = await server.client().get('/api/Jackpots/getWinners', { count: '0' });
    expect(bad.body.data.type).toBe('InvalidParameterException');
  });
});

describe('jackpot rules', () => {
  it('documents the contribution with carried fractions and the draw slices', () => {
    expect(contribution(toMinor('1.00'), 100, 0n)).toEqual({ addMinor: 1n, carry: 0n });
    expect(contribution(toMinor('1.00'), 50, 0n)).toEqual({ addMinor: 0n, carry: 5000n });
    expect(contribution(toMinor('1.00'), 50, 5000n)).toEqual({ addMinor: 1n, carry: 0n });
    const tiers = DEMO_JACKPOTS.map((d, i) => ({ id: i + 1, chancePerMinor: d.chancePerMinor }));
    const bet = toMinor('1.00');
    expect(jackpotForDraw(tiers, bet, 0)?.id).toBe(3); // Grand: 0–399
    expect(jackpotForDraw(tiers, bet, 399)?.id).toBe(3);
    expect(jackpotForDraw(tiers, bet, 400)?.id).toBe(2); // Major: 400–4 399
    expect(jackpotForDraw(tiers, bet, 4_399)?.id).toBe(2);
    expect(jackpotForDraw(tiers, bet, 4_400)?.id).toBe(1); // Mini: 4 400–54 399
    expect(jackpotForDraw(tiers, bet, 54_399)?.id).toBe(1);
    expect(jackpotForDraw(tiers, bet, 54_400)).toBeNull();
  });

  it('seeds nothing twice', async () => {
    const before = await pools();
    expect(await seedJackpots(server.db)).toBe(0);
    expect(await pools()).toEqual(before);
  });
});

describe('jackpots and play', () => {
  it('a player bets in the demo game: every pool grows by the documented contribution, funded in the ledger', async () => {
    const gameId = await jackpotSlot();
    const uid = await server.createUser();
    await server.fund(uid, '20');
    const p0 = await pools();
    const house0 = await getHouseBalance(server.db, 'house', 'USD');
    const carries = new Map(
      (await server.db.select({ name: jackpots.name, carry: jackpots.carry }).from(jackpots)).map(
        (r) => [r.name, r.carry],
      ),
    );
    const majorCarry = carries.get('Major')!;
    const grandCarry = carries.get('Grand')!;

    await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose', gameId });
    const p1 = await pools();
    expect(p1.get('Mini')!.pool - p0.get('Mini')!.pool).toBe(1n); // 1 % of 1.00
    // Major takes 0.5 % (half a cent), Grand 0.25 %: cents appear as fractions add up.
    const majorCents = (majorCarry + 5000n) / 10000n;
    expect(p1.get('Major')!.pool - p0.get('Major')!.pool).toBe(majorCents);
    await spinAs(server.db, { userId: uid, bet: '5.00', outcome: 'lose', gameId });
    const p2 = await pools();
    expect(p2.get('Mini')!.pool - p1.get('Mini')!.pool).toBe(5n);
    // Of 6.00 staked, 0.25 % is 1.5 cents and 0.5 % is 3 cents (plus what was carried before).
    expect(p2.get('Grand')!.pool - p0.get('Grand')!.pool).toBe((grandCarry + 15_000n) / 10000n);
    expect(p2.get('Major')!.pool - p0.get('Major')!.pool).toBe((majorCarry + 30_000n) / 10000n);

    // The house paid the stakes' contributions into the pools: the account equals the pools.
    expect(await getHouseBalance(server.db, 'jackpots', 'USD')).toBe(await poolSum());
    const grown = [...p2].reduce((s, [k, v]) => s + v.pool - p0.get(k)!.pool, 0n);
    expect(await getHouseBalance(server.db, 'house', 'USD')).toBe(house0 + toMinor('6.00') - grown);
    expect(await getBalance(server.db, uid, 'main', 'USD')).toBe(toMinor('14'));
  });

  it('a scripted trigger pays the Mini pool once into the main balance and restarts it from its seed', async () => {
    const gameId = await jackpotSlot();
    const uid = await server.createUser({ fakename: 'JackpotJane' });
    await server.fund(uid, '10');
    const before = (await pools()).get('Mini')!;
    // A 1.00 bet: draws 4 400–54 399 win Mini (README.md "Trigger").
    await spinWithDraw(uid, gameId, '1.00', 4_400);
    const won = before.pool + 1n; // the pool including this bet's 1 % contribution

    expect(await getBalance(server.db, uid, 'main', 'USD')).toBe(toMinor('9.00') + won);
    const after = await pools();
    expect(after.get('Mini')!.pool).toBe(before.seed);
    expect(after.get('Major')!.pool).toBeGreaterThan(after.get('Major')!.seed);

    const wins = await server.db.select().from(jackpotWins).where(eq(jackpotWins.userId, uid));
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ jackpotId: before.id, amountMinor: won, gameId });
    const paid = await server.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, uid), eq(ledgerTransactions.kind, 'jackpot_win')));
    expect(paid).toHaveLength(1);
    expect(await getHouseBalance(server.db, 'jackpots', 'USD')).toBe(await poolSum());

    const feed = await server.client().get('/api/Jackpots/getWinners', { count: '1' });
    expect(feed.body.data.items[0]).toMatchObject({
      jackpot_id: before.id,
      fakename: 'JackpotJane',
      amount: { amount: (Number(won) / 100).toString(), currency: 'USD' },
    });
  });

  it('a draw of 0 wins the Grand jackpot; a draw past every slice wins nothing', async () => {
    const gameId = await jackpotSlot();
    const uid = await server.createUser();
    await server.fund(uid, '10');
    await spinWithDraw(uid, gameId, '1.00', 54_400);
    expect(await getBalance(server.db, uid, 'main', 'USD')).toBe(toMinor('9.00'));
    const grand = (await pools()).get('Grand')!;
    const [row] = await server.db
      .select({ carry: jackpots.carry })
      .from(jackpots)
      .where(eq(jackpots.id, grand.id));
    const won = grand.pool + (row!.carry + 2500n) / 10000n;
    await spinWithDraw(uid, gameId, '1.00', 0);
    expect(await getBalance(server.db, uid, 'main', 'USD')).toBe(toMinor('8.00') + won);
    expect((await pools()).get('Grand')!.pool).toBe(toMinor('25000'));
    expect(await getHouseBalance(server.db, 'jackpots', 'USD')).toBe(await poolSum());
  });

  it('stakes in another currency neither feed nor win the USD pools', async () => {
    const gameId = await jackpotSlot();
    const uid = await server.createUser({ currency: 'EUR' });
    await server.fund(uid, '10', { currency: 'EUR' });
    const before = await pools();
    await spinAs(server.db, { userId: uid, bet: '1.00', gameId, currency: 'EUR' });
    expect(await pools()).toEqual(before);
  });
});
