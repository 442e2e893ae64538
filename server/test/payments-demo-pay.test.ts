/**
 * The demo payment provider over real HTTP: the checkout page, its four outcomes and the
 * new-window variant. A deposit settles exactly once — a double submit, a concurrent submit
 * or a replayed callback never credits twice — and the player returns to our result screens.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { demoCheckouts, deposits, ledgerTransactions } from '../src/db/schema/index.ts';
import { settleDeposit } from '../src/cashier/index.ts';
import { getBalance, toMinor } from '../src/ledger/index.ts';
import { startTestServer, type TestClient, type TestServer, useTestServer } from './helpers.ts';

const TOKEN = 'demo-pay-console-test-token';
// The default settle time (5 s) except where a test says otherwise: every test that leaves a
// payment pending holds the provider or ends the payment through the console.
const server = useTestServer({ seedGames: 1, env: { OPERATOR_TOKEN: TOKEN } });

const CARD = { card_number: '4111111111111111', card_holder: 'Alex Morgan' };

interface Started {
  userId: number;
  client: TestClient;
  transactionId: string;
  token: string;
  redirectUrl: string;
  newWindow: boolean;
}

async function startDeposit(
  options: {
    method?: string;
    amount?: string;
    query?: Record<string, string>;
    /** Another server than the file's (one started with its own settle delay). */
    on?: TestServer;
  } = {},
): Promise<Started> {
  const on = options.on ?? server;
  const userId = await on.createUser({ confirmed: true });
  const client = on.client();
  await on.signIn(client, userId);
  const method = options.method ?? 'card';
  const settings = await client.get('/api/cashier/getdepositsettings');
  const methodId = settings.body.data.methods.find(
    (m: { sysname: string }) => m.sysname === method,
  ).id;
  const res = await client.request('POST', '/api/cashier/makedeposit', {
    query: { v: '1', locale: 'en', ...options.query },
    form: {
      method,
      methodId: String(methodId),
      amount: options.amount ?? '25',
      ...(method === 'card' ? { requisites: JSON.stringify(CARD) } : {}),
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(res.status).toBe(200);
  const url = new URL(res.body.data.redirect_url, on.url);
  return {
    userId,
    client,
    transactionId: res.body.data.transaction_id,
    token: url.searchParams.get('token') ?? '',
    redirectUrl: res.body.data.redirect_url,
    newWindow: res.body.data.open_in_new_window,
  };
}

function choose(d: Started, outcome: string, token: string = d.token) {
  return d.client.request('POST', `/demo-pay/${d.transactionId}`, {
    form: { token, outcome },
  });
}

async function credits(transactionId: string, on: TestServer = server): Promise<number> {
  const rows = await on.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(
      and(eq(ledgerTransactions.kind, 'deposit'), eq(ledgerTransactions.reference, transactionId)),
    );
  return rows.length;
}

async function status(d: Started): Promise<string> {
  const res = await d.client.get('/api/cashier/getdepositinfo', {
    transaction_id: d.transactionId,
  });
  return res.body.data.status;
}

async function storedStatus(d: Started, on: TestServer = server): Promise<string | undefined> {
  const [row] = await on.db
    .select({ status: deposits.status })
    .from(deposits)
    .where(eq(deposits.id, Number(d.transactionId.slice('dep-'.length))));
  return row?.status;
}

function decide(transactionId: string, json: unknown, token: string | null = TOKEN) {
  return server
    .client({ marker: null, origin: null })
    .request('POST', `/operator/demo-payments/${encodeURIComponent(transactionId)}`, {
      json,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
}

describe('demo payment page', () => {
  it('shows the amount, the method and the four outcomes', async () => {
    const d = await startDeposit({ amount: '1250' });
    const page = await d.client.request('GET', d.redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = page.body as string;
    expect(html).toContain('1,250 USD');
    expect(html).toContain('Bank card');
    expect(html).toContain(d.transactionId);
    // The default settle time, on one line with its unit.
    expect(html).toContain('Pending · settles in 5&nbsp;s');
    for (const outcome of ['success', 'fail', 'cancel', 'pending']) {
      expect(html).toContain(`name="outcome" value="${outcome}"`);
    }
    expect(html).toMatch(/<script src="\/demo-pay\/checkout\.js\?v=[\w-]{16}" defer>/);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    const script = await d.client.request('GET', '/demo-pay/checkout.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
  });

  it('answers 404 without the right token and credits nothing', async () => {
    const d = await startDeposit();
    const page = await d.client.request('GET', `/demo-pay/${d.transactionId}?token=wrong`);
    expect(page.status).toBe(404);
    expect(page.body).toContain('Payment not found');
    const post = await choose(d, 'success', 'wrong');
    expect(post.status).toBe(404);
    expect(await getBalance(server.db, d.userId, 'main', 'USD')).toBe(0n);
    expect(await status(d)).toBe('pending');
  });

  it('Success credits the main balance once and returns to /cashier/paysuccess/{transaction}', async () => {
    const d = await startDeposit({ amount: '25' });
    const res = await choose(d, 'success');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/cashier/paysuccess/${d.transactionId}`);
    expect(await getBalance(server.db, d.userId, 'main', 'USD')).toBe(toMinor('25'));
    expect(await status(d)).toBe('success');
    expect(await credits(d.transactionId)).toBe(1);

    // A second submit (back button, double click) changes nothing.
    const again = await choose(d, 'success');
    expect(again.headers.get('location')).toBe(`/cashier/paysuccess/${d.transactionId}`);
    const otherOutcome = await choose(d, 'fail');
    expect(otherOutcome.headers.get('location')).toBe(`/cashier/paysuccess/${d.transactionId}`);
    expect(await getBalance(server.db, d.userId, 'main', 'USD')).toBe(toMinor('25'));
    expect(await credits(d.transactionId)).toBe(1);
    const reopened = await d.client.request('GET', d.redirectUrl);
    expect(reopened.body).toContain('Payment already processed');
  });

  it('Success posted concurrently credits once', async () => {
    const d = await startDeposit({ amount: '30' });
    const results = await Promise.all(Array.from({ length: 8 }, () => choose(d, 'success')));
    for (const r of results) {
      expect(r.status).toBe(303);
      expect(r.headers.get('location')).toBe(`/cashier/paysuccess/${d.transactionId}`);
    }
    expect(await getBalance(server.db, d.userId, 'main', 'USD')).toBe(toMinor('30'));
    expect(await credits(d.transactionId)).toBe(1);
  });

  it('a replayed provider callback never credits twice', async () => {
    const d = await startDeposit({ amount: '12' });
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => settleDeposit(server.db, d.transactionId, 'success')),
    );
    expect(replies).toEqual(['success', 'success', 'success', 'success']);
    // A late contradicting callback does not undo or repeat anything.
    expect(await settleDeposit(server.db, d.transactionId, 'fail')).toBe('success');
    expect(await settleDeposit(server.db, d.transactionId, 'success')).toBe('success');
    expect(await getBalance(server.db, d.userId, 'main', 'USD')).toBe(toMinor('12'));
    expect(await credits(d.transactionId)).toBe(1);
  });

  it('Fail and Cancel credit nothing and return to payfail / paycancel', async () => {
    const failed = await startDeposit();
    const f = await choose(failed, 'fail');
    expect(f.status).toBe(303);
    expect(f.headers.get('location')).toBe(`/cashier/payfail/${failed.transactionId}`);
    expect(await status(failed)).toBe('fail');
    // A success after the failure is too late.
    expect((await choose(failed, 'success')).headers.get('location')).toBe(
      `/cashier/payfail/${failed.transactionId}`,
    );
    expect(await getBalance(server.db, failed.userId, 'main', 'USD')).toBe(0n);

    const cancelled = await startDeposit();
    const c = await choose(cancelled, 'cancel');
    expect(c.headers.get('location')).toBe(
      `/cashier/paycancel?transaction=${cancelled.transactionId}`,
    );
    expect(await status(cancelled)).toBe('cancel');
    expect(await getBalance(server.db, cancelled.userId, 'main', 'USD')).toBe(0n);
    expect(await credits(failed.transactionId)).toBe(0);
    expect(await credits(cancelled.transactionId)).toBe(0);
  });

  it('an unknown outcome is refused', async () => {
    const d = await startDeposit();
    const res = await choose(d, 'jackpot');
    expect(res.status).toBe(400);
    expect(await status(d)).toBe('pending');
  });

  it('Pending returns to paypending and the held provider settles it by its own timer once released', async () => {
    // Due at once (DEMO_PAY_SETTLE_MS 0), and held: the pending state is seen however slow
    // the machine is, and only the release lets the provider's timer settle it.
    const quick = await startTestServer({ seedGames: 1, env: { DEMO_PAY_SETTLE_MS: '0' } });
    try {
      const d = await startDeposit({ amount: '45', on: quick });
      const release = quick.app.demoPay.hold();
      const res = await choose(d, 'pending');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/cashier/paypending/${d.transactionId}`);
      // Held: the pending screen's poll settles nothing either.
      expect(await status(d)).toBe('pending');
      expect(await storedStatus(d, quick)).toBe('pending');
      expect(await getBalance(quick.db, d.userId, 'main', 'USD')).toBe(0n);
      release();
      // Nobody polls: the provider's own timer settles it.
      await vi.waitFor(async () => expect(await storedStatus(d, quick)).toBe('success'), {
        timeout: 60_000,
        interval: 50,
      });
      expect(await status(d)).toBe('success');
      expect(await getBalance(quick.db, d.userId, 'main', 'USD')).toBe(toMinor('45'));
      expect(await credits(d.transactionId, quick)).toBe(1);
    } finally {
      await quick.close();
    }
  });

  it('a pending payment whose time has come settles when the pending screen polls', async () => {
    const slow = await startTestServer({ seedGames: 1, env: { DEMO_PAY_SETTLE_MS: '3600000' } });
    try {
      const d = await startDeposit({ amount: '15', on: slow });
      await choose(d, 'pending');
      expect(await status(d)).toBe('pending');
      // As if the server had restarted and the timer were gone: the due time has passed.
      await slow.db
        .update(demoCheckouts)
        .set({ settleAt: sql`now() - interval '1 second'` })
        .where(eq(demoCheckouts.transactionId, d.transactionId));
      expect(await status(d)).toBe('success');
      expect(await status(d)).toBe('success');
      expect(await getBalance(slow.db, d.userId, 'main', 'USD')).toBe(toMinor('15'));
      expect(await credits(d.transactionId, slow)).toBe(1);
    } finally {
      await slow.close();
    }
  });

  it('new-window variant: the page says so and hands the result to the opener', async () => {
    const d = await startDeposit({ method: 'bank_transfer', amount: '100' });
    expect(d.newWindow).toBe(true);
    const page = await d.client.request('GET', d.redirectUrl);
    expect(page.body).toContain('Opened in a new window');
    const res = await choose(d, 'success');
    expect(res.status).toBe(200);
    const html = res.body as string;
    expect(html).toContain(`href="/cashier/paysuccess/${d.transactionId}"`);
    expect(html).toMatch(/data-return data-auto data-new-window/);
    expect(await getBalance(server.db, d.userId, 'main', 'USD')).toBe(toMinor('100'));
  });

  it('returns to a same-origin backUrl stored with the deposit and to the player locale', async () => {
    const d = await startDeposit({ query: { backUrl: '/game/book-of-ra?x=1', locale: 'pt' } });
    const res = await choose(d, 'success');
    expect(res.headers.get('location')).toBe(
      `/pt/cashier/paysuccess/${d.transactionId}?backUrl=${encodeURIComponent('/game/book-of-ra?x=1')}`,
    );

    for (const evil of ['https://evil.example/steal', '//evil.example', 'javascript:alert(1)']) {
      const e = await startDeposit({ query: { backUrl: evil } });
      const r = await choose(e, 'cancel');
      expect(r.headers.get('location'), evil).toBe(
        `/cashier/paycancel?transaction=${e.transactionId}`,
      );
    }
    const [row] = await queryRows<{ n: string }>(
      server.db,
      sql`select count(*)::text as n from demo_checkouts where back_url like '%evil%'`,
    );
    expect(row?.n).toBe('0');
  });
});

describe('demo payment console', () => {
  it('ends a pending payment now: success credits once, fail credits nothing', async () => {
    const release = server.app.demoPay.hold();
    try {
      const paid = await startDeposit({ amount: '40' });
      await choose(paid, 'pending');
      expect(await status(paid)).toBe('pending');
      const res = await decide(paid.transactionId, { outcome: 'success' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ transaction_id: paid.transactionId, status: 'success' });
      expect(await status(paid)).toBe('success');
      expect(await getBalance(server.db, paid.userId, 'main', 'USD')).toBe(toMinor('40'));
      // A replayed decision finds nothing pending and moves no money.
      const again = await decide(paid.transactionId, { outcome: 'fail' });
      expect(again.status).toBe(400);
      expect(again.body.data.type).toBe('InvalidRequestException');
      expect(await credits(paid.transactionId)).toBe(1);

      const failed = await startDeposit({ amount: '40' });
      await choose(failed, 'pending');
      expect((await decide(failed.transactionId, { outcome: 'fail' })).body.data.status).toBe(
        'fail',
      );
      expect(await status(failed)).toBe('fail');
      expect(await getBalance(server.db, failed.userId, 'main', 'USD')).toBe(0n);
      expect(await credits(failed.transactionId)).toBe(0);
    } finally {
      release();
    }
  });

  it('refuses an unknown outcome, a payment that is not pending, and callers without the token', async () => {
    const d = await startDeposit();
    const bad = await decide(d.transactionId, { outcome: 'jackpot' });
    expect(bad.status).toBe(422);
    expect(bad.body.data).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: { outcome: 'wrongField' },
    });
    // No outcome chosen on the checkout yet: the player decides first.
    expect((await decide(d.transactionId, { outcome: 'success' })).body.data.type).toBe(
      'InvalidRequestException',
    );
    expect((await decide('dep-999999999', { outcome: 'success' })).body.data.type).toBe(
      'InvalidRequestException',
    );
    const anonymous = await decide(d.transactionId, { outcome: 'success' }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.data.type).toBe('AuthorizationException');
    expect(await status(d)).toBe('pending');
    expect(await credits(d.transactionId)).toBe(0);
  });
});
