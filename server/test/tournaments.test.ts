/**
 * tournaments over real HTTP (server/src/tournaments/README.md): get with every §3 field,
 * participate (answers 1; twice, after the end, unknown or restricted is refused with a typed
 * §8 error), points from stakes on the tournament's games (1 point per 0.10 staked), the
 * tournament game hall (games.get with tournament_id), reset_on_cashout through a real
 * withdrawal, and settling with a fixed clock (prizes paid exactly once).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, like, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  games,
  ledgerTransactions,
  tournamentParticipants,
  tournaments,
} from '../src/db/schema/index.ts';
import { getBalance, toMinor } from '../src/ledger/index.ts';
import { finishTournaments } from '../src/tournaments/finish-tournaments.ts';
import { type NewTournament } from '../src/tournaments/create-tournament.ts';
import { createTournament } from '../src/tournaments/create-tournament.ts';
import { pointsCentiFor } from '../src/tournaments/scoring.ts';
import { startTournamentClock } from '../src/tournaments/finish-tournaments.ts';
import { aSlot, spinAs } from './play-helpers.ts';
import { type TestClient, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 40 });

const HOUR = 60 * 60 * 1000;

async function slots(): Promise<{ id: number; sysname: string; priority: number }[]> {
  return server.db
    .select({ id: games.id, sysname: games.sysname, priority: games.priority })
    .from(games)
    .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true)));
}

/** A tournament running now on `gameIds` (opt-in, 100 / 50 / 20 for places 1-3). */
async function aTournament(overrides: Partial<NewTournament> = {}): Promise<number> {
  const now = Date.now();
  const id = await createTournament(server.db, {
    title: { en: 'Test Cup', pt: 'Copa Teste' },
    text: { en: 'A test tournament.' },
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + HOUR),
    currency: 'USD',
    prizes: [
      { placeFrom: 1, placeTo: 1, prize: { type: 'money', amountMinor: '10000' } },
      { placeFrom: 2, placeTo: 2, prize: { type: 'money', amountMinor: '5000' } },
      { placeFrom: 3, placeTo: 3, prize: { type: 'item', title: 'A mug' } },
    ],
    gameIds: [(await aSlot(server.db)).id],
    ...overrides,
  });
  if (id === null) throw new Error('not created');
  return id;
}

async function one(client: TestClient, id: number, fields?: string) {
  const res = await client.get('/api/tournaments/get', {
    ids: String(id),
    ...(fields ? { fields } : {}),
  });
  expect(res.status).toBe(200);
  expect(res.body.data.items).toHaveLength(1);
  return res.body.data.items[0];
}

async function funded(amount = '50', input: Parameters<typeof server.createUser>[0] = {}) {
  const uid = await server.createUser(input);
  await server.fund(uid, amount);
  const client = server.client();
  await server.signIn(client, uid);
  return { uid, client };
}

describe('tournaments.get', () => {
  it('lists the demo tournaments active first, then upcoming, then finished, with every §3 field', async () => {
    const res = await server.client().get('/api/tournaments/get', { count: '50' });
    expect(res.status).toBe(200);
    const items = res.body.data.items as { status: string; [k: string]: unknown }[];
    const order = { active: 0, upcoming: 1, finished: 2 } as const;
    const ranks = items.map((t) => order[t.status as keyof typeof order]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(items.map((t) => t.status))).toEqual(
      new Set(['active', 'upcoming', 'finished']),
    );
    for (const t of items) {
      for (const key of [
        'id',
        'description',
        'total_prize',
        'user_info',
        'winners',
        'restrictions',
        'total_participants',
        'total_points',
        'reset_on_cashout',
        'provider',
        'tags',
        'extra',
        'games_count',
        'prizes',
      ]) {
        expect(t, key).toHaveProperty(key);
      }
      expect(t.user_info).toBeNull();
    }
    const races = items.filter((t) => (t.tags as string[]).includes('race'));
    expect(races.length).toBeGreaterThan(0);
    for (const r of races) {
      expect(r.provider).toMatch(/\w+/);
      expect(r.games_count).toBeGreaterThan(0);
      expect(r.total_prize).toEqual({ amount: '2100', currency: 'USD' });
    }
  });

  it('shows a finished demo tournament with its winners and their prizes', async () => {
    const res = await server.client().get('/api/tournaments/get', { status: 'finished' });
    const finished = res.body.data.items[0];
    expect(finished.status).toBe('finished');
    expect(finished.winners.map((w: { place: number }) => w.place)).toEqual([1, 2, 3, 4, 5]);
    expect(finished.winners[0].prize).toEqual({
      type: 'money',
      amount: { amount: '1500', currency: 'USD' },
    });
    expect(finished.winners[3].prize).toEqual({ type: 'item', title: 'Studio headphones' });
    expect(finished.winners[0].fakename).toMatch(/\w{4,}/);
    expect(finished.total_participants).toBe(8);
    const [row] = await server.db
      .select({ settledAt: tournaments.settledAt })
      .from(tournaments)
      .where(eq(tournaments.id, finished.id));
    expect(row?.settledAt).toBeInstanceOf(Date);
    // Places 1-3 won money (paid once, through grantReward); 4-5 an item (recorded only).
    const paid = await server.db
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, `tournament:${finished.id}:prize:%`));
    expect(paid).toHaveLength(3);
  });

  it('filters by ids and status, pages, and returns only the blocks fields asks for', async () => {
    const id = await aTournament();
    const t = await one(server.client(), id, 'description');
    expect(t.description).toEqual({ title: 'Test Cup', text: 'A test tournament.' });
    for (const absent of ['user_info', 'winners', 'restrictions', 'prizes']) {
      expect(t).not.toHaveProperty(absent);
    }
    expect(t).toMatchObject({
      id,
      status: 'active',
      total_prize: { amount: '150', currency: 'USD' },
      total_participants: 0,
      total_points: 0,
      games_count: 1,
      provider: null,
      reset_on_cashout: false,
    });
    const pt = await server.client().get('/api/tournaments/get', { ids: String(id), locale: 'pt' });
    expect(pt.body.data.items[0].description.title).toBe('Copa Teste');

    const upcoming = await server.client().get('/api/tournaments/get', { status: 'upcoming' });
    expect(upcoming.body.data.items.every((x: { status: string }) => x.status === 'upcoming')).toBe(
      true,
    );
    const paged = await server.client().get('/api/tournaments/get', { count: '1', offset: '1' });
    expect(paged.body.data).toMatchObject({ offset: 1, count: 1 });
    expect(paged.body.data.items).toHaveLength(1);
    expect(paged.body.data.total).toBeGreaterThan(1);
  });

  it('refuses unknown fields and statuses with InvalidParameterException', async () => {
    const a = await server.client().get('/api/tournaments/get', { fields: 'winnerz' });
    expect(a.status).toBe(422);
    expect(a.body.data.type).toBe('InvalidParameterException');
    const b = await server.client().get('/api/tournaments/get', { status: 'paused' });
    expect(b.body.data.type).toBe('InvalidParameterException');
  });
});

describe('tournaments.participate', () => {
  it('answers 1, and the reloaded tournament shows the player as a participant without a place', async () => {
    const id = await aTournament();
    const { client } = await server.player();
    const res = await client.post('/api/tournaments/participate', { tournament_id: String(id) });
    expect(res.status).toBe(200);
    expect(res.body.data).toBe(1);
    const t = await one(client, id);
    expect(t.user_info).toEqual({ place: null, points: 0, is_participant: true });
    expect(t.total_participants).toBe(1);
  });

  it('refuses a second participation with InvalidRequestException (already_participating)', async () => {
    const id = await aTournament();
    const { client } = await server.player();
    await client.post('/api/tournaments/participate', { tournament_id: String(id) });
    const again = await client.post('/api/tournaments/participate', { tournament_id: String(id) });
    expect(again.status).toBe(400);
    expect(again.body.data.type).toBe('InvalidRequestException');
    expect(again.body.data.error_data.reason).toBe('already_participating');
  });

  it('refuses participation after the end with InvalidRequestException (tournament_finished)', async () => {
    const id = await aTournament({
      startsAt: new Date(Date.now() - 3 * HOUR),
      endsAt: new Date(Date.now() - HOUR),
    });
    const { uid, client } = await server.player();
    const res = await client.post('/api/tournaments/participate', { tournament_id: String(id) });
    expect(res.body.data.type).toBe('InvalidRequestException');
    expect(res.body.data.error_data.reason).toBe('tournament_finished');
    const rows = await server.db
      .select()
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.userId, uid));
    expect(rows).toHaveLength(0);
  });

  it('lets a player join an upcoming tournament in advance', async () => {
    const id = await aTournament({
      startsAt: new Date(Date.now() + HOUR),
      endsAt: new Date(Date.now() + 2 * HOUR),
    });
    const { client } = await server.player();
    const res = await client.post('/api/tournaments/participate', { tournament_id: String(id) });
    expect(res.body.data).toBe(1);
    expect((await one(client, id)).status).toBe('upcoming');
  });

  it('refuses an unknown tournament, a guest, and a country or currency not allowed', async () => {
    const { client } = await server.player({ countryCode: 'BR' });
    const unknown = await client.post('/api/tournaments/participate', { tournament_id: '999999' });
    expect(unknown.body.data.type).toBe('InvalidParameterException');
    expect(unknown.body.data.invalid_parameters.tournament_id).toBeDefined();

    const id = await aTournament();
    const guest = await server.client().post('/api/tournaments/participate', {
      tournament_id: String(id),
    });
    expect(guest.status).toBe(401);
    expect(guest.body.data.type).toBe('AuthorizationException');

    const germany = await aTournament({ countries: ['DE'] });
    const c = await client.post('/api/tournaments/participate', { tournament_id: String(germany) });
    expect(c.status).toBe(403);
    expect(c.body.data).toMatchObject({
      type: 'AccessDeniedException',
      error_data: { reason: 'country_not_allowed' },
    });
    const euros = await aTournament({ currencies: ['EUR'] });
    const d = await client.post('/api/tournaments/participate', { tournament_id: String(euros) });
    expect(d.body.data.error_data.reason).toBe('currency_not_allowed');
  });
});

describe('tournament points from stakes', () => {
  it('documents 1 point per 0.10 staked', () => {
    expect(pointsCentiFor(toMinor('1.00'))).toBe(1000n);
    expect(pointsCentiFor(toMinor('0.15'))).toBe(150n);
    expect(pointsCentiFor(toMinor('1.00'), 2)).toBe(2000n);
  });

  it('a player bets in the demo game: points and leaderboard position move by the documented amounts', async () => {
    const slot = await aSlot(server.db);
    const id = await aTournament({ gameIds: [slot.id] });
    const a = await funded();
    const b = await funded();
    for (const p of [a, b]) {
      await p.client.post('/api/tournaments/participate', { tournament_id: String(id) });
    }
    await spinAs(server.db, { userId: a.uid, bet: '1.00', outcome: 'lose', gameId: slot.id });
    expect((await one(a.client, id)).user_info).toEqual({
      place: 1,
      points: 10,
      is_participant: true,
    });
    // A win counts nothing extra: only the stake scores.
    await spinAs(server.db, { userId: a.uid, bet: '0.50', outcome: 'win', gameId: slot.id });
    expect((await one(a.client, id)).user_info.points).toBe(15);

    await spinAs(server.db, { userId: b.uid, bet: '2.00', outcome: 'lose', gameId: slot.id });
    expect((await one(b.client, id)).user_info).toEqual({
      place: 1,
      points: 20,
      is_participant: true,
    });
    expect((await one(a.client, id)).user_info.place).toBe(2);

    const board = await a.client.get('/api/leaderboard/get', { tournament_id: String(id) });
    expect(board.status).toBe(200);
    expect(
      board.body.data.items.map((r: { place: number; points: number }) => [r.place, r.points]),
    ).toEqual([
      [1, 20],
      [2, 15],
    ]);
    expect(board.body.data.me).toMatchObject({ place: 2, points: 15, is_current_user: true });
    expect(board.body.data.items[0].prize).toEqual({
      type: 'money',
      amount: { amount: '100', currency: 'USD' },
    });
    const t = await one(a.client, id);
    expect(t.total_points).toBe(35);
    expect(t.total_participants).toBe(2);
    expect(t.winners.map((w: { points: number }) => w.points)).toEqual([20, 15]);
  });

  it('counts nothing for a non-participant of an opt-in tournament, a stake below min_bet, or another game', async () => {
    const [first, other] = await slots();
    const id = await aTournament({ gameIds: [first!.id], minBetMinor: toMinor('2.00') });
    const outsider = await funded();
    await spinAs(server.db, { userId: outsider.uid, bet: '1.00', gameId: first!.id });
    expect((await one(outsider.client, id)).user_info).toEqual({
      place: null,
      points: 0,
      is_participant: false,
    });
    const p = await funded();
    await p.client.post('/api/tournaments/participate', { tournament_id: String(id) });
    await spinAs(server.db, { userId: p.uid, bet: '1.00', gameId: first!.id });
    await spinAs(server.db, { userId: p.uid, bet: '2.00', gameId: other!.id });
    expect((await one(p.client, id)).user_info.points).toBe(0);
    await spinAs(server.db, { userId: p.uid, bet: '2.00', gameId: first!.id });
    expect((await one(p.client, id)).user_info.points).toBe(20);
  });

  it('enters a player automatically when the tournament is not opt-in, at its points multiplier', async () => {
    const slot = await aSlot(server.db);
    const id = await aTournament({ gameIds: [slot.id], optIn: false, pointsMultiplier: 2 });
    const p = await funded();
    await spinAs(server.db, { userId: p.uid, bet: '1.00', gameId: slot.id });
    expect((await one(p.client, id)).user_info).toEqual({
      place: 1,
      points: 20,
      is_participant: true,
    });
  });

  it('resets the points of a reset_on_cashout tournament when the player withdraws, and only those', async () => {
    const slot = await aSlot(server.db);
    const resets = await aTournament({ gameIds: [slot.id], resetOnCashout: true });
    const keeps = await aTournament({ gameIds: [slot.id] });
    const p = await funded('50', { confirmed: true });
    for (const id of [resets, keeps]) {
      await p.client.post('/api/tournaments/participate', { tournament_id: String(id) });
    }
    await spinAs(server.db, { userId: p.uid, bet: '1.00', gameId: slot.id });
    expect((await one(p.client, resets)).user_info.points).toBe(10);

    const settings = await p.client.get('/api/cashier/getwithdrawsettings');
    const card = settings.body.data.methods.find((m: { sysname: string }) => m.sysname === 'card');
    const res = await p.client.post(
      '/api/cashier/makewithdrawal',
      {
        method: 'card',
        methodId: String(card.id),
        amount: '20',
        requisites: JSON.stringify({
          card_number: '4111111111111111',
          card_holder: 'Alex Morgan',
        }),
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.status).toBe(200);
    expect((await one(p.client, resets)).user_info).toEqual({
      place: null,
      points: 0,
      is_participant: true,
    });
    expect((await one(p.client, keeps)).user_info.points).toBe(10);
  });
});

describe('tournament game hall', () => {
  it('games.get with tournament_id lists only its games, 12 a page, priority ascending', async () => {
    const all = await slots();
    const chosen = all.slice(0, Math.min(all.length, 14));
    const id = await aTournament({ gameIds: chosen.map((g) => g.id) });
    const res = await server
      .client()
      .get('/api/games/get', { tournament_id: String(id), count: '12', sort: 'priority' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(chosen.length);
    const sysnames = res.body.data.items.map((g: { sysname: string }) => g.sysname);
    expect(sysnames.length).toBe(Math.min(12, chosen.length));
    const expected = [...chosen]
      .sort((a, b) => a.priority - b.priority || a.id - b.id)
      .slice(0, 12)
      .map((g) => g.sysname);
    expect(sysnames).toEqual(expected);
    expect((await one(server.client(), id)).games_count).toBe(chosen.length);
    const none = await server.client().get('/api/games/get', { tournament_id: '999999' });
    expect(none.body.data.total).toBe(0);
  });
});

describe('finishing a tournament', () => {
  it('ranks the participants and pays each prize exactly once, whatever runs it again', async () => {
    const slot = await aSlot(server.db);
    // Ends after every other tournament of this file, which the early run below settles.
    const endsAt = new Date(Date.now() + 2 * HOUR);
    const id = await aTournament({ gameIds: [slot.id], endsAt });
    const first = await funded();
    const second = await funded();
    const third = await funded();
    for (const p of [first, second, third]) {
      await p.client.post('/api/tournaments/participate', { tournament_id: String(id) });
    }
    await spinAs(server.db, { userId: first.uid, bet: '5.00', gameId: slot.id });
    await spinAs(server.db, { userId: second.uid, bet: '2.00', gameId: slot.id });
    await spinAs(server.db, { userId: third.uid, bet: '1.00', gameId: slot.id });

    // Before the end this one is not settled.
    const early = await finishTournaments(server.db, new Date(endsAt.getTime() - 1000));
    expect(early.find((s) => s.tournamentId === id)).toBeUndefined();
    const main = (uid: number) => getBalance(server.db, uid, 'main', 'USD');
    const before = [await main(first.uid), await main(second.uid), await main(third.uid)];

    const after = new Date(endsAt.getTime() + 1000);
    // Two clocks at once: one settles, the other finds nothing to do.
    const runs = await Promise.all([
      finishTournaments(server.db, after),
      finishTournaments(server.db, after),
    ]);
    const settled = runs.flat();
    expect(settled.filter((s) => s.tournamentId === id)).toHaveLength(1);
    expect(settled.find((s) => s.tournamentId === id)?.paid.sort()).toEqual(
      [first.uid, second.uid].sort(),
    );
    await finishTournaments(server.db, after);
    await finishTournaments(server.db, new Date(after.getTime() + HOUR));

    expect(await main(first.uid)).toBe(before[0]! + toMinor('100'));
    expect(await main(second.uid)).toBe(before[1]! + toMinor('50'));
    // Place 3 wins an item: recorded, no money.
    expect(await main(third.uid)).toBe(before[2]);
    const places = await server.db
      .select({ userId: tournamentParticipants.userId, place: tournamentParticipants.finalPlace })
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.tournamentId, id));
    expect(new Map(places.map((p) => [p.userId, p.place]))).toEqual(
      new Map([
        [first.uid, 1],
        [second.uid, 2],
        [third.uid, 3],
      ]),
    );
    const [row] = await server.db
      .select({ settledAt: tournaments.settledAt })
      .from(tournaments)
      .where(and(eq(tournaments.id, id), ne(tournaments.currency, '')));
    expect(row?.settledAt?.getTime()).toBe(after.getTime());
  });

  it('the clock settles a tournament that ended as soon as it starts', async () => {
    const slot = await aSlot(server.db);
    const id = await aTournament({ gameIds: [slot.id], optIn: false });
    const p = await funded();
    await spinAs(server.db, { userId: p.uid, bet: '1.00', gameId: slot.id });
    // Every other tournament of this file ends later than this one is moved to.
    await server.db
      .update(tournaments)
      .set({ endsAt: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - HOUR) })
      .where(eq(tournaments.id, id));
    const before = await getBalance(server.db, p.uid, 'main', 'USD');
    const errors: unknown[] = [];
    const stop = startTournamentClock(server.db, server.app.jobs, (e) => errors.push(e), 60_000);
    await stop();
    expect(errors).toEqual([]);
    expect(await getBalance(server.db, p.uid, 'main', 'USD')).toBe(before + toMinor('100'));
    expect((await one(p.client, id)).status).toBe('finished');
  });
});
