import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games, users } from '../src/db/schema/index.ts';
import { readSlotConfig } from './page-config.ts';
import { toMinor } from '../src/ledger/money.ts';
import { postTransaction } from '../src/ledger/post-transaction.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { createSession } from '../src/sessions/session-store.ts';
import { useTestServer } from './helpers.ts';

// The `ws` client that @fastify/websocket itself is built on (not a direct dependency).
const requireFromPlugin = createRequire(
  createRequire(import.meta.url).resolve('@fastify/websocket'),
);
interface Ws {
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'open' | 'close' | 'pong', fn: () => void): void;
  on(event: 'error', fn: (err: Error) => void): void;
  on(event: 'unexpected-response', fn: (req: unknown, res: { statusCode: number }) => void): void;
  send(text: string): void;
  ping(): void;
  close(): void;
}
const WebSocket = requireFromPlugin('ws') as new (
  url: string,
  options?: { headers?: Record<string, string> },
) => Ws;

const server = useTestServer({ seedGames: 10 });
let slot: string;
beforeAll(async () => {
  const [s] = await server.db
    .select({ sysname: games.sysname })
    .from(games)
    .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true)))
    .limit(1);
  slot = s!.sysname;
});

const wsUrl = (query = '') => `${server.url.replace('http', 'ws')}/live/balance${query}`;

/** Opens a socket and collects its JSON messages; rejects with the HTTP status when refused. */
function connect(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ ws: Ws; messages: unknown[]; next: () => Promise<unknown> }>(
    (resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const messages: unknown[] = [];
      const waiters: ((m: unknown) => void)[] = [];
      ws.on('message', (data) => {
        const m = JSON.parse(data.toString()) as unknown;
        const w = waiters.shift();
        if (w) w(m);
        else messages.push(m);
      });
      ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      ws.on('error', reject);
      ws.on('open', () =>
        resolve({
          ws,
          messages,
          next: () =>
            messages.length > 0
              ? Promise.resolve(messages.shift())
              : new Promise((r, j) => {
                  waiters.push(r);
                  setTimeout(() => j(new Error('no message within 5 s')), 5000);
                }),
        }),
      );
    },
  );
}

async function fundedPlayer(main: string) {
  const id = await server.createUser();
  await server.fund(id, main);
  const { token } = await createSession(server.db, {
    userId: id,
    kind: 'cookie',
    ttlSeconds: server.config.sessionTtlSeconds,
  });
  return { id, cookie: `${SESSION_COOKIE}=${token}`, token };
}

describe('live balance socket (/live/balance)', () => {
  it('sends the balances on connect and again after a spin moves money', async () => {
    const p = await fundedPlayer('25');
    const { ws, next } = await connect(wsUrl(), {
      cookie: p.cookie,
      origin: server.config.publicOrigin,
    });
    expect(await next()).toEqual({
      type: 'balance',
      balances: {
        main: { amount: '25', currency: 'USD' },
        bonus: { amount: '0', currency: 'USD' },
        betting_bonus: { amount: '0', currency: 'USD' },
        fun: { amount: '0', currency: 'USD' },
      },
    });

    const client = server.client();
    client.cookies.set(SESSION_COOKIE, p.cookie.split('=')[1]!);
    const config = readSlotConfig((await client.get(`/platform/game/${slot}/play`)).body)!;
    const spin = await fetch(`${server.url}/platform/game-api/spin`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ token: config.token, bet: '1' }),
    });
    const result = ((await spin.json()) as { data: { balance: string; win: string } }).data;
    const pushed = (await next()) as { balances: { main: { amount: string } } };
    expect(toMinor(pushed.balances.main.amount)).toBe(2500n - 100n + toMinor(result.win));
    expect(pushed.balances.main.amount).toBe(result.balance);
    ws.close();
  });

  it('pushes after any ledger movement of that player only', async () => {
    const a = await fundedPlayer('10');
    const b = await fundedPlayer('10');
    const sa = await connect(wsUrl(), { cookie: a.cookie });
    const sb = await connect(wsUrl(), { cookie: b.cookie });
    await sa.next();
    await sb.next();
    await postTransaction(server.db, {
      kind: 'test_bonus',
      reference: randomUUID(),
      userId: a.id,
      entries: [
        { account: { userId: a.id, kind: 'bonus', currency: 'USD' }, amountMinor: 700n },
        { account: { house: 'promotions', currency: 'USD' }, amountMinor: -700n },
      ],
    });
    const pushed = (await sa.next()) as { balances: { bonus: { amount: string } } };
    expect(pushed.balances.bonus.amount).toBe('7');
    await new Promise((r) => setTimeout(r, 100));
    expect(sb.messages).toEqual([]);
    sa.ws.close();
    sb.ws.close();
  });

  it('pushes the new balance when a deposit settles through the demo payment provider', async () => {
    const p = await fundedPlayer('5');
    const s = await connect(wsUrl(), { cookie: p.cookie });
    await s.next();
    const client = server.client();
    client.cookies.set(SESSION_COOKIE, p.token);
    const settings = await client.get('/api/cashier/getdepositsettings');
    const card = settings.body.data.methods.find((m: { sysname: string }) => m.sysname === 'card');
    const deposit = await client.request('POST', '/api/cashier/makedeposit', {
      query: { v: '1', locale: 'en' },
      form: {
        method: 'card',
        methodId: String(card.id),
        amount: '20',
        requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Alex Morgan' }),
      },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(deposit.status).toBe(200);
    const checkout = new URL(deposit.body.data.redirect_url, server.url);
    const paid = await client.request('POST', checkout.pathname, {
      form: { token: checkout.searchParams.get('token')!, outcome: 'success' },
    });
    expect(paid.status).toBe(303);
    const pushed = (await s.next()) as { balances: { main: { amount: string } } };
    expect(pushed.balances.main.amount).toBe('25');
    s.ws.close();
  });

  it('accepts a bearer token in the query for clients that cannot set headers', async () => {
    const id = await server.createUser();
    const { token } = await createSession(server.db, {
      userId: id,
      kind: 'bearer',
      ttlSeconds: 600,
    });
    const s = await connect(wsUrl(`?token=${encodeURIComponent(token)}`));
    expect(((await s.next()) as { type: string }).type).toBe('balance');
    s.ws.close();
    const header = await connect(wsUrl(), { authorization: `Bearer ${token}` });
    expect(((await header.next()) as { type: string }).type).toBe('balance');
    header.ws.close();
  });

  it("accepts account.getToken's short-lived token in the query, but not for a banned player", async () => {
    const p = await fundedPlayer('3');
    const client = server.client();
    client.cookies.set(SESSION_COOKIE, p.cookie.split('=')[1]!);
    const { token } = (await client.get('/api/account/getToken')).body.data;
    const s = await connect(wsUrl(`?token=${encodeURIComponent(token)}`));
    expect(
      ((await s.next()) as { balances: { main: { amount: string } } }).balances.main.amount,
    ).toBe('3');
    s.ws.close();
    await server.db.update(users).set({ status: 'banned' }).where(eq(users.id, p.id));
    await expect(connect(wsUrl(`?token=${encodeURIComponent(token)}`))).rejects.toThrow('HTTP 401');
  });

  it('answers an application ping with pong, and protocol pings with pongs', async () => {
    const p = await fundedPlayer('1');
    const s = await connect(wsUrl(), { cookie: p.cookie });
    await s.next();
    s.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await s.next()).toEqual({ type: 'pong' });
    const pong = new Promise<void>((r) => s.ws.on('pong', r));
    s.ws.ping();
    await pong;
    s.ws.close();
  });

  it('refuses unauthenticated upgrades with 401 before any socket opens', async () => {
    await expect(connect(wsUrl())).rejects.toThrow('HTTP 401');
    await expect(connect(wsUrl('?token=not-a-token'))).rejects.toThrow('HTTP 401');
    await expect(
      connect(wsUrl(), { cookie: `${SESSION_COOKIE}=${'x'.repeat(43)}` }),
    ).rejects.toThrow('HTTP 401');
  });

  it('refuses a cookie-authenticated upgrade from a foreign origin (cross-site socket hijacking)', async () => {
    const p = await fundedPlayer('1');
    await expect(
      connect(wsUrl(), { cookie: p.cookie, origin: 'https://evil.example' }),
    ).rejects.toThrow('HTTP 401');
    // Naming the foreign origin as the Host too changes nothing: our origin is configured.
    await expect(
      connect(wsUrl(), { cookie: p.cookie, host: 'evil.test', origin: 'http://evil.test' }),
    ).rejects.toThrow('HTTP 401');
  });

  it('closes the sockets of a player who takes a time-out (issue 18)', async () => {
    const p = await fundedPlayer('5');
    const { ws, next } = await connect(wsUrl(), {
      cookie: p.cookie,
      origin: server.config.publicOrigin,
    });
    await next();
    const closed = new Promise<void>((resolve, reject) => {
      ws.on('close', () => resolve());
      setTimeout(() => reject(new Error('the socket stayed open for 5 s')), 5000);
    });
    const client = server.client();
    client.cookies.set(SESSION_COOKIE, p.token);
    const res = await client.post('/api/account/startTimeOut', { period: '24h' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await closed;
  });
});
