/**
 * Responsible gaming over real HTTP (issue 18; issue 21's deposit-limit rows): limits per
 * period with cooling-off and confirmation, the lowest limit applying, windows rolling over,
 * concurrent deposits at the limit, time-out and self-exclusion ending every session kind,
 * refused sign-ins, marketing stopped, pending withdrawals still paid, reality-check timing and
 * the session summary from the ledger, and the CMS switches.
 *
 * Time is held, never waited for: the server runs in this process and reads `new Date()`, so
 * `vi.setSystemTime` moves its clock (only Date is faked; timers and I/O run normally).
 */
import { randomUUID } from 'node:crypto';
import { sign } from '@tma.js/init-data-node';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { games, gameSessions, outbox, sessions, users } from '../src/db/schema/index.ts';
import { evaluateGrid, type RandomInt } from '../src/demo-game/slot-engine.ts';
import { type SymbolId } from '../src/demo-game/paytable.ts';
import { PAYLINES, REEL_WEIGHTS, SYMBOLS } from '../src/demo-game/paytable.ts';
import { playSpin } from '../src/demo-game/play-spin.ts';
import { useGameSession } from '../src/demo-game/game-session.ts';
import { settleDeposit } from '../src/cashier/index.ts';
import { toMinor } from '../src/ledger/money.ts';
import { sendMarketingMessage } from '../src/outbox/send-marketing.ts';
import { createSession } from '../src/sessions/session-store.ts';
import { CARD, makeDeposit, methodId } from './deposit-helpers.ts';
import { type TestClient, useTestServer } from './helpers.ts';

const server = useTestServer({
  seedGames: 20,
  env: { DEMO_PAYOUT_MS: '0', MIN_SPIN_INTERVAL_MS: '2500' },
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let t0 = 0;
/** Holds the server's clock at t0 + `ms`. */
const at = (ms: number) => vi.setSystemTime(t0 + ms);

beforeEach(() => {
  t0 = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(t0);
});
afterEach(() => {
  vi.useRealTimers();
});

async function player(password?: string): Promise<{ id: number; client: TestClient }> {
  const id = await server.createUser({
    currency: 'USD',
    confirmed: true,
    ...(password ? { password } : {}),
  });
  const client = server.client();
  await server.signIn(client, id);
  return { id, client };
}

const setLimits = (client: TestClient, limits: Record<string, string | null>) =>
  client.post('/api/account/setDepositLimits', { limits: JSON.stringify(limits) });
const limitsOf = async (client: TestClient) => {
  const res = await client.get('/api/account/getDepositLimits');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const limitOf = async (client: TestClient, period: number) =>
  (await limitsOf(client)).limits.find((l: { period: number }) => l.period === period);

/** A slot with a demo, launched by `client`: its frame's start configuration. */
async function launchSlot(client: TestClient) {
  const [slot] = await server.db
    .select({ sysname: games.sysname })
    .from(games)
    .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true)))
    .limit(1);
  const res = await client.get(`/platform/game/${slot!.sysname}/play`);
  expect(res.status).toBe(200);
  const cfg = /id="cfg">([^<]*)</.exec(res.body as string)![1]!;
  return JSON.parse(cfg) as { token: string; bets: string[]; minSpinMs: number };
}

/** One spin through the frame's API. */
async function spin(token: string, bet: string) {
  const r = await fetch(`${server.url}/platform/game-api/spin`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ token, bet }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: r.status, body: (await r.json()) as any };
}

/** A deposit that is opened and settled as paid. */
async function deposit(client: TestClient, amount: string) {
  const res = await makeDeposit(client, { amount });
  if (res.status === 200) await settleDeposit(server.db, res.body.data.transaction_id, 'success');
  return res;
}

describe('deposit limits: set, decrease, increase after cooling-off and confirmation', () => {
  it('a new limit applies at once; several at once, the lowest left applies', async () => {
    const { client } = await player();
    const set = await setLimits(client, { '1': '50', '7': '60.5' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({
      currency: 'USD',
      available_amount: '50',
      resets_at: new Date(t0 + DAY).toISOString(),
    });
    expect(set.body.data.limits).toEqual([
      expect.objectContaining({ period: 1, amount: '50', used: '0', left: '50', pending: null }),
      expect.objectContaining({ period: 7, amount: '60.5', used: '0', left: '60.5' }),
    ]);

    expect((await deposit(client, '40')).status).toBe(200);
    const over = await makeDeposit(client, { amount: '20' });
    expect(over.status).toBe(400);
    expect(over.body.data.type).toBe('BillingDepositLimitExceededException');
    expect(over.body.data.error_data).toEqual({
      available_amount: '10',
      limit_amount: '50',
      currency: 'USD',
      period: 1,
      resets_at: new Date(t0 + DAY).toISOString(),
      expired_at: new Date(t0 + DAY).toISOString(),
    });

    // The next day the daily limit is fresh, and the weekly one binds.
    at(DAY + 1000);
    expect((await deposit(client, '20')).status).toBe(200);
    const weekly = await makeDeposit(client, { amount: '10' });
    expect(weekly.body.data.error_data).toMatchObject({ available_amount: '0.5', period: 7 });
    // §3's single-limit reads report the binding one.
    const single = (await client.get('/api/account/getDepositLimit')).body.data;
    expect(single).toMatchObject({ period: 7, limit_amount: '60.5', available_amount: '0.5' });
  });

  it('a decrease applies at once and keeps the window; an increase waits 24 hours and a confirmation', async () => {
    const { client } = await player();
    await setLimits(client, { '1': '100' });
    await deposit(client, '40');
    at(HOUR);
    const lowered = await setLimits(client, { '1': '30' });
    expect(lowered.body.data.limits[0]).toMatchObject({ amount: '30', used: '40', left: '0' });
    expect((await makeDeposit(client, { amount: '10' })).status).toBe(400);

    at(2 * HOUR);
    const raised = await setLimits(client, { '1': '500' });
    expect(raised.status).toBe(200);
    expect(raised.body.data.limits[0]).toMatchObject({
      amount: '30',
      pending: {
        amount: '500',
        requested_at: new Date(t0 + 2 * HOUR).toISOString(),
        effective_at: new Date(t0 + 26 * HOUR).toISOString(),
        can_confirm: false,
      },
    });
    // Asking for the same increase again does not restart the cooling-off.
    at(3 * HOUR);
    await setLimits(client, { '1': '500' });
    expect((await limitOf(client, 1)).pending.effective_at).toBe(
      new Date(t0 + 26 * HOUR).toISOString(),
    );

    // One second before the end of the cooling-off: refused, saying when.
    at(26 * HOUR - 1000);
    const early = await client.post('/api/account/confirmDepositLimit', { period: '1' });
    expect(early.status).toBe(403);
    expect(early.body.data.type).toBe('AccessDeniedException');
    expect(early.body.data.error_data).toEqual({
      period: 1,
      effective_at: new Date(t0 + 26 * HOUR).toISOString(),
    });

    // Cooled off, the increase still does not apply by itself.
    at(30 * HOUR);
    const waiting = await limitOf(client, 1);
    expect(waiting).toMatchObject({ amount: '30', pending: { amount: '500', can_confirm: true } });
    expect((await makeDeposit(client, { amount: '31' })).status).toBe(400);

    const confirmed = await client.post('/api/account/confirmDepositLimit', { period: '1' });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data.limits[0]).toMatchObject({ amount: '500', pending: null });
    expect((await makeDeposit(client, { amount: '400' })).status).toBe(200);
  });

  it('a removal waits like an increase; a decrease or a cancel drops a waiting change', async () => {
    const { client } = await player();
    await setLimits(client, { '7': '100', '30': '1000' });
    const removing = await setLimits(client, { '7': null });
    expect((await limitOf(client, 7)).pending).toMatchObject({ amount: null, can_confirm: false });
    expect(removing.body.data.available_amount).toBe('100');

    const cancelled = await client.post('/api/account/cancelDepositLimitChange', { period: '7' });
    expect(cancelled.status).toBe(200);
    expect((await limitOf(client, 7)).pending).toBeNull();
    const none = await client.post('/api/account/cancelDepositLimitChange', { period: '7' });
    expect(none.status).toBe(422);
    expect(none.body.data.invalid_parameters).toHaveProperty('period');

    await setLimits(client, { '30': '2000' });
    await setLimits(client, { '30': '900' });
    expect(await limitOf(client, 30)).toMatchObject({ amount: '900', pending: null });

    await setLimits(client, { '7': null });
    at(DAY);
    const removed = await client.post('/api/account/confirmDepositLimit', { period: '7' });
    expect(removed.body.data.limits.map((l: { period: number }) => l.period)).toEqual([30]);
    expect(removed.body.data.available_amount).toBe('900');
  });

  it('refuses bad amounts and periods with field errors, never 5xx', async () => {
    const { client } = await player();
    for (const limits of ['{"2":"10"}', '{"1":"0"}', '{"1":"-1"}', '{"1":"1.001"}', '{}', 'x']) {
      const res = await client.post('/api/account/setDepositLimits', { limits });
      expect(res.status, limits).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
    }
    const confirm = await client.post('/api/account/confirmDepositLimit', { period: '3' });
    expect(confirm.status).toBe(422);
  });
});

describe('deposit limits: windows and concurrency (issue 21)', () => {
  it('the window rolls over to the next period', async () => {
    const { client } = await player();
    await setLimits(client, { '1': '50' });
    at(HOUR);
    expect((await deposit(client, '50')).status).toBe(200);
    at(DAY - 1000);
    const refused = await makeDeposit(client, { amount: '10' });
    expect(refused.body.data.error_data.resets_at).toBe(new Date(t0 + DAY).toISOString());
    at(DAY);
    const next = await limitOf(client, 1);
    expect(next).toMatchObject({
      used: '0',
      left: '50',
      window_start: new Date(t0 + DAY).toISOString(),
      resets_at: new Date(t0 + 2 * DAY).toISOString(),
    });
    expect((await deposit(client, '50')).status).toBe(200);
    // Two periods on, the window still starts where the limit was set, back to back.
    at(3 * DAY + HOUR);
    expect((await limitOf(client, 1)).window_start).toBe(new Date(t0 + 3 * DAY).toISOString());
  });

  it('concurrent deposits at the limit never exceed it', async () => {
    vi.useRealTimers();
    // Two rounds of 24 parallel requests (bounded, still far more than the pool's connections).
    for (let round = 0; round < 2; round++) {
      const { id, client } = await player();
      await setLimits(client, { '1': '1000', '7': '100' });
      const card = await methodId(client, 'card');
      const results = await Promise.all(
        Array.from({ length: 24 }, () => makeDeposit(client, { amount: '30', methodId: card })),
      );
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(3);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.body.data.type).toBe('BillingDepositLimitExceededException');
        expect(r.body.data.error_data).toMatchObject({ available_amount: '10', period: 7 });
      }
      const [sum] = await queryRows<{ total: string }>(
        server.db,
        sql`select sum(amount_minor)::text as total from deposits where user_id = ${id}`,
      );
      expect(sum?.total).toBe('9000');
    }
  });
});

let nextTelegramId = 7_300_000_000;

/** Init data as Telegram signs it for the configured bot. */
function initData(id: number): string {
  return sign(
    {
      user: {
        id,
        first_name: 'Tg',
        last_name: 'Player',
        username: `tg_${id}`,
        language_code: 'en',
      },
      query_id: `AAH${id}-${randomUUID()}`,
    },
    server.config.telegramBotToken,
    new Date(),
  );
}

describe('time-out and self-exclusion', () => {
  it('a time-out ends every session kind at once and sign-in is refused until it ends', async () => {
    // A Telegram player (miniapp bearer token) who also plays on the web (cookie) and in a web
    // view (a second bearer session), with a game frame open on the web.
    const tgId = (nextTelegramId += 1);
    const miniapp = server.client({ marker: 'miniapp/test' });
    const registered = await miniapp.post('/api/auth/register', {
      is_tg: '1',
      payload: initData(tgId),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const miniToken = registered.body.data.token as string;
    const uid = registered.body.data.uid as number;
    const web = server.client();
    await server.signIn(web, uid);
    const webView = await createSession(server.db, {
      userId: uid,
      kind: 'bearer',
      ttlSeconds: 3600,
    });
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    await launchSlot(web);
    expect(
      await server.db.select().from(gameSessions).where(eq(gameSessions.userId, uid)),
    ).not.toHaveLength(0);

    const res = await miniapp.post(
      '/api/account/startTimeOut',
      { period: '7d' },
      bearer(miniToken),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      kind: 'time_out',
      period: '7d',
      started_at: new Date(t0).toISOString(),
      until: new Date(t0 + 7 * DAY).toISOString(),
    });

    // Every session is gone: web cookie, miniapp token, web view token, and the game frame.
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, uid))).toHaveLength(0);
    expect(
      await server.db.select().from(gameSessions).where(eq(gameSessions.userId, uid)),
    ).toHaveLength(0);
    expect((await web.get('/api/account/getBalance')).status).toBe(401);
    expect((await miniapp.get('/api/account/getBalance', {}, bearer(miniToken))).status).toBe(401);
    expect((await miniapp.get('/api/account/getBalance', {}, bearer(webView.token))).status).toBe(
      401,
    );

    // A Telegram launch is refused with the block and until when.
    at(6 * DAY);
    const launch = await server
      .client({ marker: 'miniapp/test' })
      .post('/api/auth/login', { is_tg: '1', payload: initData(tgId) });
    expect(launch.status).toBe(403);
    expect(launch.body.data.type).toBe('UserBannedException');
    expect(launch.body.data.error_data).toMatchObject({
      kind: 'time_out',
      until: new Date(t0 + 7 * DAY).toISOString(),
    });

    // Once it has ended, the player may launch again.
    at(7 * DAY + 1000);
    const again = await server
      .client({ marker: 'miniapp/test' })
      .post('/api/auth/login', { is_tg: '1', payload: initData(tgId) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('self-exclusion refuses password sign-in with its end; nothing lifts it early', async () => {
    const password = 'correct horse 1';
    const { id, client } = await player(password);
    const [row] = await server.db
      .select({ login: users.login })
      .from(users)
      .where(eq(users.id, id));
    const res = await client.post('/api/account/selfExclude', { period: '6m' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const until = res.body.data.until as string;
    expect(res.body.data).toMatchObject({ kind: 'self_exclusion', period: '6m' });
    expect(Date.parse(until)).toBeGreaterThan(t0 + 180 * DAY);
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);

    at(90 * DAY);
    const login = () => server.client().post('/api/auth/login', { login: row!.login, password });
    const refused = await login();
    expect(refused.status).toBe(403);
    expect(refused.body.data).toMatchObject({
      type: 'UserBannedException',
      error_data: { kind: 'self_exclusion', period: '6m', until },
    });

    // A time-out taken in another session (before it was ended) cannot shorten or replace it.
    const sneaky = server.client();
    await server.signIn(sneaky, id);
    const shorter = await sneaky.post('/api/account/startTimeOut', { period: '24h' });
    expect(shorter.status).toBe(403);
    expect(shorter.body.data.error_data).toMatchObject({ kind: 'self_exclusion', until });

    at(Date.parse(until) - t0 + 1000);
    expect((await login()).status).toBe(200);
  });

  it('a permanent self-exclusion has no end; marketing stops, transactional mail goes', async () => {
    const { id, client } = await player('correct horse 2');
    await server.db.update(users).set({ isSubscribed: true }).where(eq(users.id, id));
    const before = await sendMarketingMessage(server.db, {
      userId: id,
      channel: 'email',
      to: 'p@croupier.test',
      template: 'weekly_offers',
      body: 'Offers',
    });
    expect(before).not.toBeNull();
    const res = await client.post('/api/account/selfExclude', { period: 'permanent' });
    expect(res.body.data).toMatchObject({ period: 'permanent', until: null });
    at(10 * 365 * DAY);
    const after = await sendMarketingMessage(server.db, {
      userId: id,
      channel: 'email',
      to: 'p@croupier.test',
      template: 'weekly_offers',
      body: 'Offers',
    });
    expect(after).toBeNull();
    const mails = await server.db.select().from(outbox).where(eq(outbox.userId, id));
    expect(mails).toHaveLength(1);
  });

  it('a withdrawal pending at the exclusion is still paid out', async () => {
    const { id, client } = await player();
    await server.fund(id, '300');
    const settings = (await client.get('/api/cashier/getwithdrawsettings')).body.data;
    const card = settings.methods.find((m: { sysname: string }) => m.sysname === 'card');
    const withdrawal = await client.post(
      '/api/cashier/makewithdrawal',
      {
        method: 'card',
        methodId: String(card.id),
        amount: '100',
        requisites: JSON.stringify(CARD),
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    await client.post('/api/account/startTimeOut', { period: '30d' });
    // Picked up, then paid by the demo provider (DEMO_PAYOUT_MS 0): two runs of the clock.
    await server.app.payouts.runOnce();
    await server.app.payouts.runOnce();
    const [row] = await queryRows<{ status: string }>(
      server.db,
      sql`select status from withdrawals where user_id = ${id}`,
    );
    expect(row?.status).toBe('success');
  });
});

describe('registration while blocked (same e-mail, phone or Telegram user)', () => {
  /** A registration from the form, as anyone could send it. */
  const register = (fields: Record<string, string>) =>
    server.client().post('/api/auth/register', { terms: '1', password: 'secret12', ...fields });

  it('refuses the e-mail, phone or login of a player on a time-out, word for word as any taken one', async () => {
    const tag = randomUUID().slice(0, 8);
    const blocked = {
      email: `rg-${tag}@croupier.test`,
      phone: `4477009${tag.replace(/\D/g, '0').slice(0, 5)}`,
    };
    const other = {
      email: `ok-${tag}@croupier.test`,
      phone: `4477008${tag.replace(/\D/g, '0').slice(0, 5)}`,
    };
    const id = await server.createUser({ ...blocked, confirmed: true });
    await server.createUser({ ...other, confirmed: true });
    const client = server.client();
    await server.signIn(client, id);
    expect((await client.post('/api/account/startTimeOut', { period: '24h' })).status).toBe(200);

    const variants = (who: typeof blocked): Record<string, string>[] => [
      { email: who.email.toUpperCase() },
      { phone: `+${who.phone}` },
      { login: who.email },
    ];
    const refusals = [];
    for (const [i, fields] of variants(blocked).entries()) {
      const res = await register(fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
      // The same answer as for a player with no block: nothing says whose or why.
      const plain = await register(variants(other)[i]!);
      expect(res.body.data).toEqual(plain.body.data);
      refusals.push(res.body.data.invalid_parameters);
    }
    expect(refusals).toEqual([
      { email: 'emailTaken' },
      { phone: 'phoneTaken' },
      { login: 'loginTaken' },
    ]);
    const [count] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from contacts where contact in (${blocked.email}, ${blocked.phone})`,
    );
    expect(count?.n).toBe(2);
  });

  it('answers a Telegram registration of a self-excluded Telegram user with the block and its end', async () => {
    const tgId = (nextTelegramId += 1);
    const miniapp = server.client({ marker: 'miniapp/test' });
    const registered = await miniapp.post('/api/auth/register', {
      is_tg: '1',
      payload: initData(tgId),
    });
    expect(registered.status).toBe(200);
    const excluded = await miniapp.post(
      '/api/account/selfExclude',
      { period: '1y' },
      { authorization: `Bearer ${registered.body.data.token as string}` },
    );
    expect(excluded.status).toBe(200);

    at(30 * DAY);
    const registerAgain = () =>
      server
        .client({ marker: 'miniapp/test' })
        .post('/api/auth/register', { is_tg: '1', payload: initData(tgId), currency: 'XXX' });
    const again = await registerAgain();
    expect(again.status).toBe(403);
    expect(again.body.data).toMatchObject({
      type: 'UserBannedException',
      error_data: { kind: 'self_exclusion', period: '1y', until: excluded.body.data.until },
    });
    const [count] = await queryRows<{ n: number }>(
      server.db,
      sql`select count(*)::int as n from users where telegram_id = ${tgId}`,
    );
    expect(count?.n).toBe(1);

    // Once it has ended, the account is simply taken again.
    at(Date.parse(excluded.body.data.until as string) - t0 + 1000);
    const after = await registerAgain();
    expect(after.status).toBe(422);
    expect(after.body.data.invalid_parameters).toEqual({ id: 'telegramTaken' });
  });
});

describe('reality check and session summary', () => {
  it('follows the operator default (60) until the player chooses; off has no next check', async () => {
    const { client } = await player();
    const settings = (await client.get('/api/account/getResponsibleGaming')).body.data;
    expect(settings).toMatchObject({
      tools: { deposit_limits: true, time_out: true, self_exclusion: true, reality_check: true },
      reality_check: { interval_minutes: 60, chosen_minutes: null, default_minutes: 60 },
      deposit_limit_periods: [1, 7, 14, 30],
      cooling_off_hours: 24,
      time_out_periods: ['24h', '7d', '30d', '6w'],
    });
    expect(settings.self_exclusion_periods).toHaveLength(12);

    const set = await client.post('/api/account/setRealityCheck', { interval: '15' });
    expect(set.body.data.reality_check).toMatchObject({ interval_minutes: 15, chosen_minutes: 15 });
    const off = await client.post('/api/account/setRealityCheck', { interval: '0' });
    expect(off.body.data.reality_check.interval_minutes).toBe(0);
    expect((await client.get('/api/account/getSessionSummary')).body.data.reality_check).toEqual({
      interval_minutes: 0,
      next_at: null,
    });
    const back = await client.post('/api/account/setRealityCheck', { interval: 'default' });
    expect(back.body.data.reality_check).toMatchObject({
      interval_minutes: 60,
      chosen_minutes: null,
    });
    expect((await client.post('/api/account/setRealityCheck', { interval: '20' })).status).toBe(
      422,
    );
  });

  it('is due at each interval from sign-in; time signed in counts from the session start', async () => {
    const { client } = await player();
    await client.post('/api/account/setRealityCheck', { interval: '15' });
    const summary = async () => (await client.get('/api/account/getSessionSummary')).body.data;
    const first = await summary();
    const started = Date.parse(first.started_at);
    expect(first.reality_check.next_at).toBe(new Date(started + 15 * 60_000).toISOString());

    vi.setSystemTime(started + 15 * 60_000 - 1);
    expect((await summary()).reality_check.next_at).toBe(
      new Date(started + 15 * 60_000).toISOString(),
    );
    vi.setSystemTime(started + 15 * 60_000);
    const second = await summary();
    expect(second.reality_check.next_at).toBe(new Date(started + 30 * 60_000).toISOString());
    expect(second.signed_in_seconds).toBe(15 * 60);
    expect(second.now).toBe(new Date(started + 15 * 60_000).toISOString());
  });

  it('nets real-money play of this session and the last days from the ledger', async () => {
    vi.useRealTimers();
    const { id, client } = await player();
    await server.fund(id, '100');
    const frame = await launchSlot(client);
    const bet = frame.bets[0]!;
    const spun = await spin(frame.token, bet);
    expect(spun.status, JSON.stringify(spun.body)).toBe(200);
    const win = Number(spun.body.data.win);
    const data = (await client.get('/api/account/getSessionSummary')).body.data;
    expect(Number(data.session.wagered)).toBe(Number(bet));
    expect(Number(data.session.won)).toBe(win);
    expect(Number(data.session.net)).toBeCloseTo(win - Number(bet), 2);
    expect(data.periods.map((p: { days: number }) => p.days)).toEqual([1, 7, 30]);
    expect(data.periods[0].position).toEqual(data.session);
  });
});

describe('demo slot: minimum spin cycle and no celebration of a loss', () => {
  it('refuses a second spin within 2.5 seconds across frames, then allows it', async () => {
    const { id, client } = await player();
    await server.fund(id, '100');
    const a = await launchSlot(client);
    const b = await launchSlot(client);
    expect(a.minSpinMs).toBe(2500);
    const bet = a.bets[0]!;
    expect((await spin(a.token, bet)).status).toBe(200);
    at(2499);
    const early = await spin(b.token, bet);
    expect(early.status).toBe(429);
    expect(early.body.data.type).toBe('TooManyRequestsException');
    expect(early.body.data.error_data).toEqual({ retry_after_ms: 1 });
    at(2500);
    const next = await spin(b.token, bet);
    expect(next.status).toBe(200);
    // Only a real gain is celebrated.
    const { win, celebrate, free_spin } = next.body.data;
    expect(celebrate).toBe(Number(win) > (free_spin ? 0 : Number(bet)));
  });
});

/** A RandomInt that draws exactly `grid` (reel by reel, top row first) from the reel weights. */
function drawing(grid: SymbolId[][]): RandomInt {
  const offsets = grid.flatMap((reel, r) =>
    reel.map((symbol) => {
      let offset = 0;
      for (const s of SYMBOLS) {
        if (s === symbol) break;
        offset += REEL_WEIGHTS[r]![s];
      }
      return offset;
    }),
  );
  let i = 0;
  // Past the grid (jackpot triggers draw too): the highest value, which never triggers one.
  return (max) => offsets[i++] ?? max - 1;
}

describe('demo slot: a win below the stake is not celebrated', () => {
  it('three cherries on one line return less than the stake and say so plainly', async () => {
    const { id, client } = await player();
    await server.fund(id, '100');
    const frame = await launchSlot(client);
    const session = (await useGameSession(server.db, frame.token))!;
    const grid: SymbolId[][] = [
      ['bell', 'cherry', 'seven'],
      ['seven', 'cherry', 'bell'],
      ['bar', 'cherry', 'diamond'],
      ['grape', 'lemon', 'bar'],
      ['diamond', 'grape', 'lemon'],
    ];
    const outcome = evaluateGrid(grid);
    expect(outcome.multiplier).toBeGreaterThan(0);
    expect(outcome.multiplier).toBeLessThan(PAYLINES.length); // less than the total bet
    const bet = toMinor(frame.bets[frame.bets.length - 1]!);
    const small = await playSpin(server.db, session, bet, drawing(grid));
    expect(Number(small.win)).toBeGreaterThan(0);
    expect(Number(small.win)).toBeLessThan(Number(small.bet));
    expect(small.celebrate).toBe(false);

    const big: SymbolId[][] = grid.map(() => ['wild', 'wild', 'wild']);
    const jackpot = await playSpin(server.db, session, bet, drawing(big));
    expect(Number(jackpot.win)).toBeGreaterThan(Number(jackpot.bet));
    expect(jackpot.celebrate).toBe(true);
  });

  it('the slot page has no autoplay and waits out the minimum cycle before the next spin', async () => {
    const { client } = await player();
    const [slot] = await server.db
      .select({ sysname: games.sysname })
      .from(games)
      .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true)))
      .limit(1);
    const html = (await client.get(`/platform/game/${slot!.sysname}/demo`)).body as string;
    const controls = html.match(/<(button|input|select)\b[^>]*>/g) ?? [];
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(control).not.toMatch(/auto|turbo/i);
    // The spin cycle lives in the page's spin module, which the page preloads from its folder.
    const src = html.match(/<link rel="modulepreload" href="([^"]*\/spin\.js)"/)?.[1];
    expect(src).toBeDefined();
    const script = (await client.get(src!)).body as string;
    expect(script).toContain('nextSpinAt = answered + C.minSpinMs;');
    expect(script).toContain('if (d.celebrate) {');
  });
});

describe('CMS switches', () => {
  it('an operator that switches a tool off refuses its writes; limits in force stay', async () => {
    const { client } = await player();
    await setLimits(client, { '1': '10' });
    const functional = server.app.cms.configs.get('en')!.functional;
    const saved = { ...functional.responsibleGaming };
    functional.responsibleGaming = {
      ...saved,
      isDepositLimitsEnable: false,
      isTimeOutEnable: false,
    };
    try {
      const settings = (await client.get('/api/account/getResponsibleGaming')).body.data;
      expect(settings.tools).toMatchObject({ deposit_limits: false, time_out: false });
      const refused = await setLimits(client, { '1': '5' });
      expect(refused.status).toBe(403);
      expect(refused.body.data).toMatchObject({
        type: 'AccessDeniedException',
        error_data: { tool: 'deposit_limits' },
      });
      expect((await client.post('/api/account/startTimeOut', { period: '24h' })).status).toBe(403);
      expect((await makeDeposit(client, { amount: '11' })).status).toBe(400);
    } finally {
      functional.responsibleGaming = saved;
    }
  });
});
