/**
 * leaderboard over real HTTP (server/src/leaderboard/README.md): period boards from real
 * spins (1 point per 0.10 staked, other currencies converted to USD), the player's own row,
 * names masked unless a nickname is set, live and top, tournament boards, and the refusals.
 */
import { describe, expect, it } from 'vitest';
import { displayName } from '../src/leaderboard/display-name.ts';
import { maskUid } from '../src/leaderboard/display-name.ts';
import { seedDemoPlays } from '../src/leaderboard/seed-demo-plays.ts';
import { playEvents } from '../src/db/schema/index.ts';
import { createTournament } from '../src/tournaments/create-tournament.ts';
import { aSlot, spinAs } from './play-helpers.ts';
import { startTestServer, useTestServer } from './helpers.ts';

// Exact boards: without the demo players' stakes (the seeded boards are tested below).
const server = useTestServer({ seedGames: 20, seedPlays: false });

interface Row {
  place: number;
  fakename: string;
  points: number;
  prize: unknown;
  is_current_user: boolean;
}

describe('display names', () => {
  it('masks logins and uids to their first and last two characters', () => {
    const shown = (login: string) => displayName({ fakename: null, login });
    expect(shown('player1.abc@croupier.test')).toBe('pl***bc');
    expect(shown('+5511987654321')).toBe('55***21');
    expect(shown('bob@x.io')).toBe('b***');
    expect(maskUid(123489)).toBe('12***89');
    expect(maskUid(7)).toBe('7***');
  });

  it('shows a nickname as it is', () => {
    expect(displayName({ fakename: 'Lucky Alex', login: 'alex@croupier.test' })).toBe('Lucky Alex');
  });
});

describe('period boards', () => {
  it('a player bets in the demo game: their row and place move by 1 point per 0.10 staked', async () => {
    const slot = await aSlot(server.db);
    const low = await server.player({ login: 'lowroller.jones@croupier.test' });
    const high = await server.player({ fakename: 'HighRollerHank' });
    await server.fund(low.uid, '20');
    await server.fund(high.uid, '20');

    await spinAs(server.db, { userId: low.uid, bet: '1.00', gameId: slot.id });
    const first = await low.client.get('/api/leaderboard/get', { period: 'day' });
    expect(first.status).toBe(200);
    expect(first.body.data.me).toEqual({
      place: 1,
      fakename: 'lo***es',
      points: 10,
      prize: null,
      is_current_user: true,
    });

    await spinAs(server.db, { userId: high.uid, bet: '2.00', gameId: slot.id });
    await spinAs(server.db, { userId: high.uid, bet: '0.50', outcome: 'win', gameId: slot.id });
    const board = await low.client.get('/api/leaderboard/get', { period: 'day' });
    const rows = board.body.data.items as Row[];
    expect(rows.slice(0, 2).map((r) => [r.place, r.fakename, r.points])).toEqual([
      [1, 'HighRollerHank', 25],
      [2, 'lo***es', 10],
    ]);
    expect(rows[1]!.is_current_user).toBe(true);
    expect(rows[0]!.is_current_user).toBe(false);
    expect(board.body.data.me.place).toBe(2);
    expect(board.body.data.total).toBe(2);

    // Without tournament_id or period, get shows the week.
    const week = await high.client.get('/api/leaderboard/get');
    expect(week.body.data.me).toMatchObject({ place: 1, points: 25 });
  });

  it('converts stakes in another currency to USD before scoring', async () => {
    const eur = await server.player({ currency: 'EUR', fakename: 'EuroEva' });
    await server.fund(eur.uid, '20', { currency: 'EUR' });
    await spinAs(server.db, { userId: eur.uid, bet: '5.00', currency: 'EUR' });
    const res = await eur.client.get('/api/leaderboard/get', { period: 'month' });
    // 5.00 EUR at 0.92 EUR per USD is 5.43 USD (rounded down): 54.3 points.
    expect(res.body.data.me).toMatchObject({ fakename: 'EuroEva', points: 54.3 });
  });

  it('live answers the first rows and top the best players of a period, each with me', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '10');
    await spinAs(server.db, { userId: uid, bet: '0.50' });
    const live = await client.get('/api/leaderboard/live', { period: 'day', count: '1' });
    expect(live.status).toBe(200);
    expect(live.body.data.items).toHaveLength(1);
    expect(live.body.data.items[0].place).toBe(1);
    expect(live.body.data.me).toMatchObject({ points: 5, is_current_user: true });

    const top = await client.get('/api/leaderboard/top');
    expect(top.status).toBe(200);
    const points = (top.body.data.items as Row[]).map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(top.body.data.me.points).toBe(5);
    const guest = await server.client().get('/api/leaderboard/top', { period: 'month' });
    expect(guest.body.data.me).toBeNull();
  });

  it('refuses both a tournament and a period, an unknown period, and an unknown tournament', async () => {
    const both = await server.client().get('/api/leaderboard/get', {
      tournament_id: '1',
      period: 'week',
    });
    expect(both.status).toBe(422);
    expect(both.body.data.type).toBe('InvalidParameterException');
    expect(both.body.data.invalid_parameters.period).toBeDefined();
    const year = await server.client().get('/api/leaderboard/top', { period: 'year' });
    expect(year.body.data.type).toBe('InvalidParameterException');
    const unknown = await server.client().get('/api/leaderboard/live', { tournament_id: '999999' });
    expect(unknown.body.data.type).toBe('InvalidParameterException');
  });
});

describe('tournament boards', () => {
  it('pages a tournament board with each place’s prize, and me for the player', async () => {
    const slot = await aSlot(server.db);
    const id = await createTournament(server.db, {
      title: { en: 'Board Cup' },
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 3_600_000),
      currency: 'USD',
      optIn: false,
      prizes: [{ placeFrom: 1, placeTo: 2, prize: { type: 'money', amountMinor: '2500' } }],
      gameIds: [slot.id],
    });
    const players = [await server.player(), await server.player(), await server.player()];
    const bets = ['0.50', '2.00', '1.00'];
    for (const [i, p] of players.entries()) {
      await server.fund(p.uid, '10');
      await spinAs(server.db, { userId: p.uid, bet: bets[i]!, gameId: slot.id });
    }
    const page = await players[0]!.client.get('/api/leaderboard/get', {
      tournament_id: String(id),
      offset: '1',
      count: '1',
    });
    expect(page.body.data).toMatchObject({ total: 3, offset: 1, count: 1 });
    expect(page.body.data.items).toEqual([
      {
        place: 2,
        fakename: expect.stringMatching(/\*\*\*/),
        points: 10,
        prize: { type: 'money', amount: { amount: '25', currency: 'USD' } },
        is_current_user: false,
      },
    ]);
    expect(page.body.data.me).toMatchObject({ place: 3, points: 5, prize: null });
    const live = await players[1]!.client.get('/api/leaderboard/live', {
      tournament_id: String(id),
    });
    expect(live.body.data.items[0]).toMatchObject({ place: 1, points: 20, is_current_user: true });
  });
});

describe('the seeded demo plays', () => {
  it('give every period of /winners its winners, once per day however often seeded', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    await seedDemoPlays(server.db, now);
    await seedDemoPlays(server.db, now);
    const seeded = await server.db.select().from(playEvents);
    expect(seeded.filter((e) => e.reference.startsWith('demo-play:2026-11-26:'))).toHaveLength(9);
    // The boards are rolling windows ending now: the seeded day lies in the past of the real
    // clock, so this checks the windows the seed targets at the seeding time instead.
    const within = (days: number) =>
      new Set(
        seeded
          .filter((e) => e.reference.startsWith('demo-play:2026-11-26:'))
          .filter((e) => now.getTime() - e.createdAt.getTime() <= days * 86_400_000)
          .map((e) => e.userId),
      ).size;
    expect(within(1)).toBeGreaterThanOrEqual(3);
    expect(within(7)).toBeGreaterThan(within(1));
    expect(within(30)).toBeGreaterThan(within(7));
  });

  it('a fresh server shows winners in the day, the week and the month', async () => {
    const fresh = await startTestServer({ seedGames: 0 });
    try {
      for (const period of ['day', 'week', 'month']) {
        const top = await fresh.client().get('/api/leaderboard/top', { period });
        expect(top.status).toBe(200);
        expect((top.body.data.items as Row[]).length, period).toBeGreaterThanOrEqual(3);
      }
    } finally {
      await fresh.close();
    }
  });
});
