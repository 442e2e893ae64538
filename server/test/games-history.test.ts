import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameHistoryExports, gameRounds, games } from '../src/db/schema/index.ts';
import { readSlotConfig } from './page-config.ts';
import { eventually, type TestClient, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 10 });
let slot: { sysname: string; name: string };
beforeAll(async () => {
  const [s] = await server.db
    .select({ sysname: games.sysname, name: games.name })
    .from(games)
    .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true)))
    .limit(1);
  slot = s!;
});

async function player(main = '100'): Promise<{ id: number; client: TestClient }> {
  const { uid, client } = await server.player();
  await server.fund(uid, main);
  return { id: uid, client };
}

async function spins(
  client: TestClient,
  n: number,
  mode = 'play',
): Promise<{ round_id: string; bet: string; win: string }[]> {
  const config = readSlotConfig((await client.get(`/platform/game/${slot.sysname}/${mode}`)).body)!;
  const out = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${server.url}/platform/game-api/spin`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ token: config.token, bet: '1' }),
    });
    out.push(((await res.json()) as { data: { round_id: string; bet: string; win: string } }).data);
  }
  return out;
}

/** The export request once it is no longer pending (bounded by the test's timeout). */
function waitReady(client: TestClient, id: string) {
  return eventually(async () => {
    const req = (await client.get('/api/games/gethistoryexportrequest', { id })).body.data;
    return req.status !== 'pending' && req;
  });
}

describe('games.getHistory', () => {
  it("answers the player's rounds newest first, paged, with bet, win and balance type", async () => {
    const { client } = await player();
    const played = await spins(client, 5);
    await spins(client, 1, 'demo');
    const page = (await client.get('/api/games/getHistory', { count: '4' })).body.data;
    expect(page).toMatchObject({ total: 6, offset: 0, count: 4 });
    expect(page.items[0]).toMatchObject({ balance_type: 'fun', status: 'finished' });
    expect(page.items.slice(1).map((r: { id: string }) => r.id)).toEqual(
      played
        .slice(2)
        .reverse()
        .map((r) => r.round_id),
    );
    expect(page.items[1]).toMatchObject({
      game: { sysname: slot.sysname, name: slot.name },
      bet: '1',
      win: played[4]!.win,
      currency: 'USD',
      balance_type: 'main',
    });
    const rest = (await client.get('/api/games/getHistory', { offset: '4', count: '4' })).body.data;
    expect(rest.items.map((r: { id: string }) => r.id)).toEqual([
      played[1]!.round_id,
      played[0]!.round_id,
    ]);
  });

  it('filters by date range (UTC days, inclusive) and never shows other players', async () => {
    const { id, client } = await player();
    await spins(client, 2);
    const [old] = await server.db
      .select({ id: gameRounds.id })
      .from(gameRounds)
      .where(eq(gameRounds.userId, id))
      .limit(1);
    await server.db
      .update(gameRounds)
      .set({ createdAt: new Date('2025-01-15T12:00:00Z') })
      .where(eq(gameRounds.id, old!.id));
    const jan = (
      await client.get('/api/games/getHistory', { date_from: '2025-01-15', date_to: '2025-01-15' })
    ).body.data;
    expect(jan.items.map((r: { id: string }) => r.id)).toEqual([String(old!.id)]);
    expect(
      (await client.get('/api/games/getHistory', { date_from: '2025-01-16' })).body.data.total,
    ).toBe(1);

    const stranger = await player();
    expect((await stranger.client.get('/api/games/getHistory')).body.data.total).toBe(0);
    expect((await server.client().get('/api/games/getHistory')).status).toBe(401);
  });
});

describe('game history export', () => {
  it('goes pending → ready and serves the CSV of the rounds to its owner only, as an attachment', async () => {
    const { client } = await player();
    expect((await client.get('/api/games/gethistoryexportrequest')).body).toEqual({ data: null });
    const played = await spins(client, 3);

    const created = await client.post('/api/games/createhistoryexportrequest');
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'pending', link: null, expires_at: null });
    const ready = await waitReady(client, created.body.data.id);
    expect(ready.status).toBe('ready');
    expect(ready.link).toBe(`/platform/game-history-exports/${created.body.data.id}.csv`);
    expect(Date.parse(ready.expires_at)).toBeGreaterThan(Date.now());
    expect((await client.get('/api/games/gethistoryexportrequest')).body.data.id).toBe(ready.id);

    const file = await client.get(ready.link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/csv');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="game-history-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (file.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'round_id,date,game,game_sysname,provider,balance_type,currency,bet,win,status',
    );
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(
      played.map((r) => r.round_id).reverse(),
    );
    expect(lines[1]).toContain(`,${slot.sysname},`);
    expect(lines[1]!.split(',')[8]).toBe(played[2]!.win);

    const other = await player();
    const stolen = await other.client.get(ready.link);
    expect(stolen.status).toBe(403);
    expect(stolen.body.data.type).toBe('AccessDeniedException');
    const guest = await server.client().get(ready.link);
    expect(guest.status).toBe(401);
    expect(
      (await other.client.get('/api/games/gethistoryexportrequest', { id: ready.id })).body.data,
    ).toBeNull();
    expect((await client.get('/platform/game-history-exports/nope.csv')).status).toBe(404);
  });

  it('keeps one request at a time: asking while one is pending answers the pending one', async () => {
    const { id, client } = await player();
    await server.db.insert(gameHistoryExports).values({ id: 'in-progress-export', userId: id });
    const res = await client.post('/api/games/createhistoryexportrequest');
    expect(res.body.data).toMatchObject({ id: 'in-progress-export', status: 'pending' });
    const rows = await server.db
      .select({ id: gameHistoryExports.id })
      .from(gameHistoryExports)
      .where(eq(gameHistoryExports.userId, id));
    expect(rows).toHaveLength(1);

    // Once it is done, a new request starts.
    await server.db
      .update(gameHistoryExports)
      .set({ status: 'failed' })
      .where(eq(gameHistoryExports.id, 'in-progress-export'));
    const next = await client.post('/api/games/createhistoryexportrequest');
    expect(next.body.data.id).not.toBe('in-progress-export');
    expect((await waitReady(client, next.body.data.id)).status).toBe('ready');
  });

  it('refuses guests and an inverted date range', async () => {
    expect((await server.client().post('/api/games/createhistoryexportrequest')).status).toBe(401);
    const { client } = await player();
    const res = await client.post('/api/games/createhistoryexportrequest', {
      date_from: '2026-02-01',
      date_to: '2026-01-01',
    });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toHaveProperty('date_to');
  });
});
