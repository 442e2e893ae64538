/**
 * Several instances on one PostgreSQL (DESIGN §5b): two server processes share a database.
 * A deposit settled through instance A reaches a live socket held by instance B (LISTEN/NOTIFY);
 * an ended tournament both instances' clocks see is paid once (advisory lock + the settling
 * guard); one idempotency key sent to both instances moves money once; a session ended through
 * one instance (or straight in the database) stops working on the other, as does a player's
 * every session ended at once; a balance either instance has cached shows every money movement,
 * made through the other or straight in SQL; the catalogue changes on both; a rate limit counts the calls
 * of both instances together. Runs on PostgreSQL only
 * (CI's second pass): PGlite is embedded in one process by design.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { deposits, games, tournamentParticipants, tournaments } from '../src/db/schema/index.ts';
import { getBalance } from '../src/ledger/balances.ts';
import { toMinor } from '../src/ledger/money.ts';
import { seedDemoContent } from '../src/seed.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { createSession, destroyUserSessions } from '../src/sessions/session-store.ts';
import { createTournament } from '../src/tournaments/create-tournament.ts';
import { createUser } from '../src/users/create-user.ts';
import { eventually, freshPostgres, TestClient } from './helpers.ts';

const requireFromPlugin = createRequire(
  createRequire(import.meta.url).resolve('@fastify/websocket'),
);
interface Ws {
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'open' | 'close', fn: () => void): void;
  on(event: 'error', fn: (err: Error) => void): void;
  close(): void;
}
const WebSocket = requireFromPlugin('ws') as new (
  url: string,
  options?: { headers?: Record<string, string> },
) => Ws;

const ORIGIN = 'http://casino.test';
const HOUR = 3600_000;

function startInstance(
  databaseUrl: string,
  name: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(join(SERVER_ROOT, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      PUBLIC_ORIGIN: ORIGIN,
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      WEB_DIST: '/nonexistent/web-dist',
      MINIAPP_DIST: '/nonexistent/miniapp-dist',
      // Longer than the suite: a cache can only let go of what changed through a notification.
      SESSION_CACHE_SECONDS: '3600',
      BALANCE_CACHE_SECONDS: '3600',
      CATALOGUE_MAX_AGE: '86400',
    },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ url: m[1], child });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`instance ${name} exited with ${code}: ${out}`)));
  });
}

describe.runIf(Boolean(process.env.DATABASE_URL))('two instances on one PostgreSQL', () => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let a: { url: string; child: ChildProcess };
  let b: { url: string; child: ChildProcess };
  let tournamentId: number;
  let winner: number;

  beforeAll(async () => {
    const fresh = await freshPostgres(process.env.DATABASE_URL!);
    drop = fresh.drop;
    handle = await openDatabase({ databaseUrl: fresh.url, dataDir: ':memory:' });
    await migrateDatabase(handle);
    await seedDemoContent(handle.db, { games: 5 });

    // A tournament that has ended with one scoring player: both instances' clocks see it due.
    winner = await createUser(handle.db, { login: `cup-${randomUUID()}@croupier.test` });
    const created = await createTournament(handle.db, {
      title: { en: 'Two-instance Cup' },
      text: { en: 'Ended.' },
      startsAt: new Date(Date.now() - 2 * HOUR),
      endsAt: new Date(Date.now() - 60_000),
      currency: 'USD',
      prizes: [{ placeFrom: 1, placeTo: 1, prize: { type: 'money', amountMinor: '10000' } }],
      gameIds: [],
    });
    if (created === null) throw new Error('tournament not created');
    tournamentId = created;
    await handle.db.insert(tournamentParticipants).values({
      tournamentId,
      userId: winner,
      pointsCenti: 500n,
      pointsAt: new Date(Date.now() - HOUR),
    });

    [a, b] = await Promise.all([startInstance(fresh.url, 'A'), startInstance(fresh.url, 'B')]);
  }, 120_000);

  afterAll(async () => {
    a?.child.kill('SIGTERM');
    b?.child.kill('SIGTERM');
    await handle?.close();
    await drop?.();
  });

  it('pays an ended tournament once although both instances run the settling clock', async () => {
    await eventually(async () => {
      const [t] = await handle.db
        .select({ settledAt: tournaments.settledAt })
        .from(tournaments)
        .where(eq(tournaments.id, tournamentId));
      return t?.settledAt ?? undefined;
    });
    expect(await getBalance(handle.db, winner, 'main', 'USD')).toBe(toMinor('100'));
  }, 60_000);

  it('a deposit settled through instance A reaches a socket held by instance B and both cached balances', async () => {
    const userId = await createUser(handle.db, {
      login: `relay-${randomUUID()}@croupier.test`,
      confirmed: true,
    });
    const { token } = await createSession(handle.db, { userId, kind: 'cookie', ttlSeconds: 3600 });
    const cookie = `${SESSION_COOKIE}=${token}`;

    const ws = new WebSocket(`${b.url.replace('http', 'ws')}/live/balance`, {
      headers: { cookie, origin: ORIGIN, 'x-croupier-client': 'web/test' },
    });
    const mains: string[] = [];
    ws.on('message', (data) => {
      const m = JSON.parse(data.toString()) as {
        type: string;
        balances?: { main: { amount: string } };
      };
      if (m.type === 'balance' && m.balances) mains.push(m.balances.main.amount);
    });
    await new Promise<void>((resolve, reject) => {
      ws.on('open', resolve);
      ws.on('error', reject);
    });
    try {
      await eventually(async () => (mains.length > 0 ? true : undefined));

      const client = new TestClient(a.url, { origin: ORIGIN });
      client.cookies.set(SESSION_COOKIE, token);
      // Both instances cache the player's balance before the deposit.
      const onB = new TestClient(b.url, { origin: ORIGIN });
      onB.cookies.set(SESSION_COOKIE, token);
      const mainOn = async (c: TestClient) =>
        (await c.get('/api/account/getBalance')).body.data.balance_main.amount as string;
      expect(await mainOn(client)).toBe('0');
      expect(await mainOn(onB)).toBe('0');
      const settings = await client.get('/api/cashier/getdepositsettings');
      const card = settings.body.data.methods.find(
        (m: { sysname: string }) => m.sysname === 'card',
      );
      const started = await client.request('POST', '/api/cashier/makedeposit', {
        query: { v: '1', locale: 'en' },
        form: {
          method: 'card',
          methodId: String(card.id),
          amount: '25',
          requisites: JSON.stringify({
            card_number: '4111111111111111',
            card_holder: 'Alex Morgan',
          }),
        },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(started.status).toBe(200);
      const payToken = new URL(started.body.data.redirect_url, a.url).searchParams.get('token');
      const paid = await client.request('POST', `/demo-pay/${started.body.data.transaction_id}`, {
        form: { token: payToken ?? '', outcome: 'success' },
      });
      expect(paid.status).toBeLessThan(400);

      // Instance B never handled the deposit: only the relay can have told its socket.
      const amount = await eventually(async () => mains.find((m) => Number(m) === 25));
      expect(Number(amount)).toBe(25);
      // A settled the deposit: its next answer has it. B's cache hears it through the database.
      expect(await mainOn(client)).toBe('25');
      await eventually(async () => (await mainOn(onB)) === '25');

      // A change no instance made (an operator's SQL) reaches both caches too.
      await handle.db.execute(
        sql`update ledger_accounts set amount_minor = 4200 where user_id = ${userId} and kind = 'main'`,
      );
      await eventually(async () => (await mainOn(client)) === '42');
      await eventually(async () => (await mainOn(onB)) === '42');
    } finally {
      ws.close();
    }
  }, 60_000);

  it('one idempotency key sent to both instances at once moves money once', async () => {
    const userId = await createUser(handle.db, {
      login: `idem-${randomUUID()}@croupier.test`,
      confirmed: true,
    });
    const { token } = await createSession(handle.db, { userId, kind: 'cookie', ttlSeconds: 3600 });
    const key = randomUUID();
    const send = async (url: string) => {
      const client = new TestClient(url, { origin: ORIGIN });
      client.cookies.set(SESSION_COOKIE, token);
      const settings = await client.get('/api/cashier/getdepositsettings');
      const card = settings.body.data.methods.find(
        (m: { sysname: string }) => m.sysname === 'card',
      );
      const form = {
        method: 'card',
        methodId: String(card.id),
        amount: '30',
        requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Alex Morgan' }),
      };
      // "Still in progress" (429) is the contract's answer while the other instance runs it.
      for (;;) {
        const res = await client.request('POST', '/api/cashier/makedeposit', {
          query: { v: '1', locale: 'en' },
          form,
          headers: { 'idempotency-key': key },
        });
        if (res.status !== 429) return res;
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    const [ra, rb] = await Promise.all([send(a.url), send(b.url)]);
    expect(ra.status).toBe(200);
    expect(rb.status).toBe(200);
    expect(ra.body.data.transaction_id).toBe(rb.body.data.transaction_id);
    const rows = await handle.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(eq(deposits.userId, userId));
    expect(rows).toHaveLength(1);
  }, 60_000);

  /** A client of `url` carrying the session `token`; `balance()` answers getBalance's status. */
  function signedIn(url: string, token: string) {
    const client = new TestClient(url, { origin: ORIGIN });
    client.cookies.set(SESSION_COOKIE, token);
    return {
      client,
      balance: async () => (await client.get('/api/account/getBalance')).status,
    };
  }

  it('a session ended through instance A stops working on instance B', async () => {
    const userId = await createUser(handle.db, {
      login: `logout-${randomUUID()}@croupier.test`,
      confirmed: true,
    });
    const { token } = await createSession(handle.db, { userId, kind: 'cookie', ttlSeconds: 3600 });
    const onA = signedIn(a.url, token);
    const onB = signedIn(b.url, token);
    // B now holds the session in its cache (for an hour, unless told otherwise).
    expect(await onB.balance()).toBe(200);
    expect(await onB.balance()).toBe(200);
    expect((await onA.client.get('/api/auth/logout')).status).toBe(200);
    expect(await onA.balance()).toBe(401);
    await eventually(async () => (await onB.balance()) === 401);
  }, 60_000);

  it('ending every session of a player (self-exclusion) stops them on both instances', async () => {
    const userId = await createUser(handle.db, {
      login: `everywhere-${randomUUID()}@croupier.test`,
      confirmed: true,
    });
    const web = await createSession(handle.db, { userId, kind: 'cookie', ttlSeconds: 3600 });
    const phone = await createSession(handle.db, { userId, kind: 'cookie', ttlSeconds: 3600 });
    const holders = [signedIn(a.url, web.token), signedIn(b.url, phone.token)];
    for (const h of holders) expect(await h.balance()).toBe(200);
    // From a third process, as an operator's tool or any instance's self-exclusion would.
    await destroyUserSessions(handle.db, userId);
    for (const h of holders) await eventually(async () => (await h.balance()) === 401);
  }, 60_000);

  it('a game switched off in the database leaves the catalogue of both instances', async () => {
    const page = async (url: string) =>
      (
        (await new TestClient(url, { origin: ORIGIN }).get('/api/games/get', { count: '100' })).body
          .data.items as { sysname: string }[]
      ).map((g) => g.sysname);
    const [victim] = await page(a.url);
    expect(await page(b.url)).toContain(victim);
    await handle.db.update(games).set({ isActive: false }).where(eq(games.sysname, victim!));
    try {
      for (const url of [a.url, b.url]) {
        await eventually(async () => !(await page(url)).includes(victim!));
      }
    } finally {
      await handle.db.update(games).set({ isActive: true }).where(eq(games.sysname, victim!));
    }
  }, 60_000);

  it('a rate limit counts the calls of both instances together', async () => {
    // Three recovery codes per recipient in 15 minutes (auth-limits.ts), wherever they are asked.
    const email = `limit-${randomUUID()}@croupier.test`;
    const ask = (url: string) =>
      new TestClient(url, { origin: ORIGIN }).post('/api/auth/restore', { email });
    const statuses = [];
    for (const url of [a.url, b.url, a.url, b.url]) statuses.push((await ask(url)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  }, 60_000);
});
