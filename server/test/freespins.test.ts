import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freespinPacks, games, playerBonuses, playEvents } from '../src/db/schema/index.ts';
import { readSlotConfig } from './page-config.ts';
import { getBalanceSheet } from '../src/ledger/balances.ts';
import { toMinor } from '../src/ledger/money.ts';
import { grantReward } from '../src/rewards/index.ts';
import { type FreespinsReward } from '../src/rewards/reward.ts';
import { aSlot, spinAs } from './play-helpers.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 20 });

async function pack(
  uid: number,
  reward: Partial<FreespinsReward> = {},
  now?: Date,
): Promise<number> {
  const granted = await grantReward(
    server.db,
    {
      userId: uid,
      currency: 'USD',
      reference: `test:${randomUUID()}`,
      reward: {
        type: 'freespins',
        title: 'Welcome spins',
        count: 3,
        betMinor: 20n,
        gameIds: [],
        wagerMultiplier: 0,
        ...reward,
      },
    },
    now ? { now } : {},
  );
  return Number(granted.id);
}

async function packRow(id: number) {
  const [row] = await server.db.select().from(freespinPacks).where(eq(freespinPacks.id, id));
  return row!;
}

describe('freespins group', () => {
  it('guests get 401 AuthorizationException', async () => {
    const res = await server.client().get('/api/freespins/get', { status: 'active', count: '99' });
    expect(res.status).toBe(401);
    expect(res.body.data.type).toBe('AuthorizationException');
  });

  it('get (status active, count 99, fields description) answers the packs with their game', async () => {
    const { uid, client } = await server.player();
    const slot = await aSlot(server.db);
    const [game] = await server.db.select().from(games).where(eq(games.id, slot.id));
    const id = await pack(uid, { count: 10, betMinor: 50n, gameIds: [slot.id] });
    const res = await client.get('/api/freespins/get', {
      status: 'active',
      count: '99',
      fields: 'description',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      items: [
        {
          id,
          game: { sysname: slot.sysname, name: game!.name },
          remaining_count: 10,
          total_count: 10,
          bet: { amount: '0.5', currency: 'USD' },
          status: 'active',
          expires_at: expect.stringMatching(/^\d{4}-/),
          description: {
            title: 'Welcome spins',
            text: `10 free spins at 0.5 USD in ${game!.name}; winnings are paid to your main balance.`,
          },
        },
      ],
      total: 1,
      offset: 0,
      count: 99,
    });
  });

  it('an expired pack leaves the active list and shows as expired', async () => {
    const { uid, client } = await server.player();
    const old = await pack(uid, { expiresInDays: 1 }, new Date(Date.now() - 2 * 86_400_000));
    const live = await pack(uid);
    const active = await client.get('/api/freespins/get', { status: 'active' });
    expect(active.body.data.items.map((p: { id: number }) => p.id)).toEqual([live]);
    const expired = await client.get('/api/freespins/get', { status: 'expired' });
    expect(expired.body.data.items.map((p: { id: number }) => p.id)).toEqual([old]);
    const bad = await client.get('/api/freespins/get', { status: 'spent' });
    expect(bad.body.data.type).toBe('InvalidParameterException');
  });
});

describe('freespins in the demo slot', () => {
  it('spins free at the pack bet: no stake, the count drops, wins go to main, then paid spins resume', async () => {
    const { uid } = await server.player();
    await server.fund(uid, '5');
    const id = await pack(uid, { count: 2, betMinor: 20n });
    const first = await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    expect(first).toMatchObject({ free_spin: true, bet: '0.2', win: '0', balance: '5' });
    expect(first.free_spins).toMatchObject({ pack_id: id, remaining: 1, total: 2, bet: '0.2' });
    expect((await packRow(id)).remainingCount).toBe(1);

    const second = await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'win' });
    expect(second.free_spin).toBe(true);
    expect(second.free_spins).toBeNull();
    const win = toMinor(second.win);
    expect(win).toBeGreaterThan(0n);
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(toMinor('5') + win);
    expect(await packRow(id)).toMatchObject({ remainingCount: 0, status: 'used' });

    const paid = await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'lose' });
    expect(paid.free_spin).toBe(false);
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(toMinor('4') + win);

    // Free spins are recorded as zero stakes outside real money: nothing for wagering or cashback.
    const events = await server.db
      .select()
      .from(playEvents)
      .where(and(eq(playEvents.userId, uid), eq(playEvents.balanceKind, 'freespins')));
    expect(events.filter((e) => e.kind === 'bet').map((e) => e.amountMinor)).toEqual([0n, 0n]);
    expect(events.filter((e) => e.kind === 'win').map((e) => e.amountMinor)).toEqual([win]);
  });

  it('a pack with wagering keeps its winnings and turns them into one bonus when used up', async () => {
    const { uid } = await server.player();
    const id = await pack(uid, { count: 2, betMinor: 100n, wagerMultiplier: 20 });
    const a = await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'win' });
    const b = await spinAs(server.db, { userId: uid, bet: '1.00', outcome: 'win' });
    const total = toMinor(a.win) + toMinor(b.win);
    expect(await getBalanceSheet(server.db, uid, 'USD')).toMatchObject({ main: 0n, bonus: 0n });
    expect(await packRow(id)).toMatchObject({ status: 'used', winMinor: total });
    const bonuses = await server.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, uid));
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]).toMatchObject({
      type: 'casino',
      status: 'available',
      title: 'Free spins winnings',
      amountMinor: total,
      wagerRequiredMinor: total * 20n,
      reference: `freespins:${id}:winnings`,
    });
  });

  it('a pack bound to another game, demo mode and fun money do not use it', async () => {
    const { uid } = await server.player();
    await server.fund(uid, '5');
    await server.fund(uid, '5', { kind: 'fun' });
    const slot = await aSlot(server.db);
    const [other] = await server.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.type, 'slot'), ne(games.id, slot.id)))
      .limit(1);
    const id = await pack(uid, { gameIds: [other!.id] });
    const elsewhere = await spinAs(server.db, { userId: uid, bet: '1.00', gameId: slot.id });
    expect(elsewhere.free_spin).toBe(false);
    const demo = await spinAs(server.db, {
      userId: uid,
      bet: '1.00',
      gameId: other!.id,
      mode: 'demo',
    });
    expect(demo.free_spin).toBe(false);
    expect((await packRow(id)).remainingCount).toBe(3);
    const there = await spinAs(server.db, { userId: uid, bet: '1.00', gameId: other!.id });
    expect(there.free_spin).toBe(true);
  });

  it('concurrent spins never use more free spins than the pack holds', async () => {
    const { uid } = await server.player();
    await server.fund(uid, '10');
    const id = await pack(uid, { count: 3 });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => spinAs(server.db, { userId: uid, bet: '1.00' })),
    );
    expect(results.filter((r) => r.free_spin)).toHaveLength(3);
    expect(await packRow(id)).toMatchObject({ remainingCount: 0, status: 'used' });
  });

  it('the slot page shows the free spins left', async () => {
    const { uid, client } = await server.player();
    const slot = await aSlot(server.db);
    await pack(uid, { count: 5, betMinor: 50n, title: 'Weekend spins' });
    const res = await client.get(`/platform/game/${slot.sysname}/play`);
    expect(res.status).toBe(200);
    expect(readSlotConfig(res.body as string)).not.toBeNull();
    const cfg = JSON.parse(
      /<script type="application\/json" id="cfg">([^<]*)<\/script>/.exec(res.body as string)![1]!,
    ) as { freeSpins: unknown };
    expect(cfg.freeSpins).toMatchObject({
      remaining: 5,
      total: 5,
      bet: '0.5',
      title: 'Weekend spins',
    });
    expect(res.body).toContain('id="free"');
    const demo = await client.get(`/platform/game/${slot.sysname}/demo`);
    expect(demo.body).toContain('"freeSpins":null');
  });
});
