/**
 * Withdrawal payouts (server/src/payouts/README.md) over a real database: every transition of
 * the status machine, the review threshold, the operator endpoints (approve, decline with a
 * reason that reaches the player's history, replays and races that move money once), crashes
 * between a ledger post and its status update, and the clock that runs the processor. The
 * payout clock is off here (the harness sets PAYOUT_TICK_MS=0) and the demo provider is held
 * or settled by hand: nothing waits on a timer, except the one test of the clock itself.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ledgerTransactions, withdrawals } from '../src/db/schema/index.ts';
import { DuplicateTransactionError } from '../src/errors.ts';
import { parseTransactionId } from '../src/cashier/transaction-id.ts';
import { getBalance, postTransaction, toMinor } from '../src/ledger/index.ts';
import { getHouseBalance } from '../src/ledger/balances.ts';
import { onBalanceChanged } from '../src/ledger/balance-events.ts';
import { pickUp, WITHDRAWAL_KINDS } from '../src/payouts/withdrawal-transitions.ts';
import { processPayouts } from '../src/payouts/process-payouts.ts';
import { startTestServer, type TestClient, useTestServer } from './helpers.ts';

const TOKEN = 'test-operator-token-0123456789';
const server = useTestServer({
  seedGames: 1,
  env: { DEMO_PAYOUT_MS: '0', OPERATOR_TOKEN: TOKEN, PAYOUT_REVIEW_THRESHOLD: '500' },
});

const CARD = { card_number: '4111111111111111', card_holder: 'Alex Morgan' };

interface Player {
  id: number;
  client: TestClient;
}

async function player(main = '2000'): Promise<Player> {
  const id = await server.createUser({ currency: 'USD', confirmed: true });
  await server.fund(id, main);
  const client = server.client();
  await server.signIn(client, id);
  return { id, client };
}

/** Requests a withdrawal by card; answers its public id. */
async function withdraw(p: Player, amount: string): Promise<string> {
  const settings = (await p.client.get('/api/cashier/getwithdrawsettings')).body.data;
  const card = settings.methods.find((m: { sysname: string }) => m.sysname === 'card');
  const res = await p.client.post(
    '/api/cashier/makewithdrawal',
    { method: 'card', methodId: String(card.id), amount, requisites: JSON.stringify(CARD) },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as string;
}

const rowId = (publicId: string) => parseTransactionId(publicId)!.id;
const main = (p: Player) => getBalance(server.db, p.id, 'main', 'USD');

async function stored(publicId: string) {
  const [row] = await server.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.id, rowId(publicId)));
  return row!;
}

/** The player's view of one withdrawal, through the receipt lookup. */
async function view(p: Player, publicId: string) {
  const res = await p.client.get('/api/cashier/getdepositinfo', { transaction_id: publicId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function ledgerCount(kind: string, publicId: string): Promise<number> {
  const rows = await server.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.kind, kind), eq(ledgerTransactions.reference, publicId)));
  return rows.length;
}

/** Every ledger post of a withdrawal after its hold: the ways the held money left. */
async function releases(publicId: string): Promise<string[]> {
  const rows = await server.db
    .select({ kind: ledgerTransactions.kind })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.reference, publicId),
        sql`${ledgerTransactions.kind} <> ${WITHDRAWAL_KINDS.hold}`,
      ),
    );
  return rows.map((r) => r.kind).sort();
}

async function unbalanced(): Promise<unknown[]> {
  return queryRows(
    server.db,
    sql`select transaction_id from ledger_entries group by transaction_id having sum(amount_minor) <> 0`,
  );
}

function operator(method: 'GET' | 'POST', path: string, json?: unknown, token = TOKEN) {
  return server.client({ marker: null, origin: null }).request(method, path, {
    ...(json === undefined ? {} : { json }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

let release: (() => void) | undefined;
afterEach(() => {
  release?.();
  release = undefined;
});

describe('the payout status machine', () => {
  it('pending → processing → paid: the held money goes to the provider once, history shows it', async () => {
    const p = await player('300');
    release = server.app.payouts.provider.hold();
    const payoutsBefore = await getHouseBalance(server.db, 'payments', 'USD');
    const id = await withdraw(p, '120');
    expect(await view(p, id)).toMatchObject({
      status: 'pending',
      payout_status: 'pending',
      can_cancel: true,
    });

    await server.app.payouts.runOnce();
    expect(await view(p, id)).toMatchObject({
      status: 'pending',
      payout_status: 'processing',
      can_cancel: false,
    });
    // Still unfinished: listed with the pending ones, no longer cancellable.
    const settings = (await p.client.get('/api/cashier/getwithdrawsettings')).body.data;
    expect(settings.pending).toMatchObject([
      { id, payout_status: 'processing', can_cancel: false },
    ]);
    // Held: however often it runs, nothing is paid.
    await server.app.payouts.runOnce();
    expect((await stored(id)).status).toBe('processing');

    release();
    await server.app.payouts.runOnce();
    const paid = await view(p, id);
    expect(paid).toMatchObject({ status: 'success', payout_status: 'paid', can_cancel: false });
    expect(paid.error).toBeUndefined();
    expect(await main(p)).toBe(toMinor('180'));
    expect((await getHouseBalance(server.db, 'payments', 'USD')) - payoutsBefore).toBe(
      toMinor('120'),
    );
    expect(await releases(id)).toEqual([WITHDRAWAL_KINDS.payout]);
    const history = (await p.client.get('/api/cashier/gethistory', { type: 'withdrawal' })).body
      .data;
    expect(history.items[0]).toMatchObject({ id, status: 'success', payout_status: 'paid' });
    expect((await p.client.get('/api/cashier/getwithdrawsettings')).body.data.pending).toEqual([]);

    await server.app.payouts.runOnce();
    expect(await releases(id)).toEqual([WITHDRAWAL_KINDS.payout]);
  });

  it('processing → failed: the money returns to the player, the history says why', async () => {
    const p = await player('300');
    release = server.app.payouts.provider.hold();
    const id = await withdraw(p, '100');
    await server.app.payouts.runOnce();
    await server.app.payouts.provider.settle(server.db, rowId(id), 'failed');
    await server.app.payouts.runOnce();
    expect(await view(p, id)).toMatchObject({
      status: 'fail',
      payout_status: 'failed',
      error: { type: 'BillingTransactionDeclinedException' },
    });
    expect(await main(p)).toBe(toMinor('300'));
    expect(await releases(id)).toEqual([WITHDRAWAL_KINDS.refund]);
  });

  it('a pending withdrawal waits DEMO_PAYOUT_MS (still cancellable) before the provider takes it', async () => {
    const p = await player('300');
    const id = await withdraw(p, '50');
    const run = await processPayouts(server.db, {
      provider: server.app.payouts.provider,
      pickupDelayMs: 60_000,
    });
    expect(run.pickedUp).toBe(0);
    expect((await stored(id)).status).toBe('pending');
    const cancelled = await p.client.post(
      '/api/cashier/cancelwithdrawal',
      { transaction_id: id },
      { 'idempotency-key': randomUUID() },
    );
    expect(cancelled.body).toEqual({ data: 1 });
    await server.app.payouts.runOnce();
    expect(await view(p, id)).toMatchObject({ status: 'cancel', payout_status: 'cancelled' });
    expect(await releases(id)).toEqual([WITHDRAWAL_KINDS.cancel]);
    expect(await main(p)).toBe(toMinor('300'));
  });

  it('every transition pushes the player balance (the live socket and the cashier screens follow it)', async () => {
    const p = await player('300');
    const heard: number[] = [];
    const off = onBalanceChanged((userId) => {
      if (userId === p.id) heard.push(userId);
    });
    try {
      release = server.app.payouts.provider.hold();
      const id = await withdraw(p, '60');
      heard.length = 0;
      await server.app.payouts.runOnce(); // → processing
      expect(heard).toHaveLength(1);
      release();
      await server.app.payouts.runOnce(); // → paid
      expect(heard).toHaveLength(2);
      expect((await stored(id)).status).toBe('success');
      const other = await withdraw(p, '20');
      heard.length = 0;
      await operator('POST', `/operator/withdrawals/${other}/decline`, { reason: 'Test' });
      expect(heard).toHaveLength(1);
    } finally {
      off();
    }
  });

  it('two processors at once pay each withdrawal once', async () => {
    const p = await player('1000');
    const ids = [await withdraw(p, '30'), await withdraw(p, '40'), await withdraw(p, '50')];
    const runs = await Promise.all([
      server.app.payouts.runOnce(),
      server.app.payouts.runOnce(),
      server.app.payouts.runOnce(),
    ]);
    expect(runs.reduce((n, r) => n + r.paid, 0)).toBe(3);
    for (const id of ids) {
      expect((await stored(id)).status).toBe('success');
      expect(await releases(id)).toEqual([WITHDRAWAL_KINDS.payout]);
    }
    expect(await main(p)).toBe(toMinor('880'));
    expect(await unbalanced()).toEqual([]);
  });
});

describe('a crash between the ledger post and the status update', () => {
  it('the processor adopts the payout already posted: no second payment', async () => {
    const p = await player('300');
    release = server.app.payouts.provider.hold();
    const id = await withdraw(p, '90');
    await server.app.payouts.runOnce();
    const payoutsBefore = await getHouseBalance(server.db, 'payments', 'USD');
    // The payout posts, then the process dies before the status update: only the post lands.
    const payout = {
      kind: WITHDRAWAL_KINDS.payout,
      reference: id,
      userId: p.id,
      entries: [
        { account: { house: 'withdrawal_holds' as const, currency: 'USD' }, amountMinor: -9000n },
        { account: { house: 'payments' as const, currency: 'USD' }, amountMinor: 9000n },
      ],
    };
    await postTransaction(server.db, payout);
    expect((await stored(id)).status).toBe('processing');
    // The ledger itself refuses the same post again…
    await expect(postTransaction(server.db, payout)).rejects.toBeInstanceOf(
      DuplicateTransactionError,
    );

    // …and the restarted processor finishes the transition without paying again.
    release();
    await server.app.payouts.runOnce();
    await server.app.payouts.runOnce();
    const row = await stored(id);
    expect(row.status).toBe('success');
    expect(row.payoutTransactionId).not.toBeNull();
    expect(await ledgerCount(WITHDRAWAL_KINDS.payout, id)).toBe(1);
    expect((await getHouseBalance(server.db, 'payments', 'USD')) - payoutsBefore).toBe(9000n);
    expect(await main(p)).toBe(toMinor('210'));
    expect(await unbalanced()).toEqual([]);
  });

  it('a payout already posted wins over a later failure report: the money is not returned too', async () => {
    const p = await player('300');
    release = server.app.payouts.provider.hold();
    const id = await withdraw(p, '70');
    await server.app.payouts.runOnce();
    await postTransaction(server.db, {
      kind: WITHDRAWAL_KINDS.payout,
      reference: id,
      userId: p.id,
      entries: [
        { account: { house: 'withdrawal_holds', currency: 'USD' }, amountMinor: -7000n },
        { account: { house: 'payments', currency: 'USD' }, amountMinor: 7000n },
      ],
    });
    await server.app.payouts.provider.settle(server.db, rowId(id), 'failed');
    await server.app.payouts.runOnce();
    expect((await stored(id)).status).toBe('success');
    expect(await releases(id)).toEqual([WITHDRAWAL_KINDS.payout]);
    expect(await main(p)).toBe(toMinor('230'));
  });

  it('marked processing but never handed over: the processor hands it over once', async () => {
    const p = await player('300');
    release = server.app.payouts.provider.hold();
    const id = await withdraw(p, '40');
    // The pick-up committed, the process died before telling the provider.
    expect(await pickUp(server.db, rowId(id))).not.toBeNull();
    expect(await server.app.payouts.provider.check(server.db, rowId(id))).toBe('unknown');
    await server.app.payouts.runOnce();
    expect(await server.app.payouts.provider.check(server.db, rowId(id))).toBe('processing');
    release();
    await server.app.payouts.runOnce();
    expect((await stored(id)).status).toBe('success');
    expect(await releases(id)).toEqual([WITHDRAWAL_KINDS.payout]);
  });
});

describe('operator review (PAYOUT_REVIEW_THRESHOLD = 500)', () => {
  it('over the threshold waits for the operator; at the threshold it does not', async () => {
    const p = await player('2000');
    const large = await withdraw(p, '500.01');
    const edge = await withdraw(p, '500');
    await server.app.payouts.runOnce();
    expect(await view(p, large)).toMatchObject({
      status: 'pending',
      payout_status: 'review',
      can_cancel: true,
    });
    expect((await stored(edge)).status).toBe('success');
    const listed = await operator('GET', '/operator/withdrawals?status=review');
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((w: { id: string }) => w.id)).toContain(large);
    expect(listed.body.data.map((w: { id: string }) => w.id)).not.toContain(edge);
    expect(listed.body.data.find((w: { id: string }) => w.id === large)).toMatchObject({
      user_id: p.id,
      amount: '500.01',
      currency: 'USD',
      status: 'review',
    });
  });

  it('approve: it goes to the provider and is paid; a replayed approve changes nothing', async () => {
    const p = await player('2000');
    release = server.app.payouts.provider.hold();
    const id = await withdraw(p, '800');
    const first = await operator('POST', `/operator/withdrawals/${id}/approve`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id, status: 'processing' });
    const replay = await operator('POST', `/operator/withdrawals/${id}/approve`);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ id, status: 'processing' });
    // Too late to decline or cancel.
    const decline = await operator('POST', `/operator/withdrawals/${id}/decline`, {
      reason: 'Changed my mind',
    });
    expect(decline.status).toBe(400);
    expect(decline.body.data).toMatchObject({
      type: 'InvalidRequestException',
      error_data: { status: 'processing' },
    });
    release();
    await server.app.payouts.runOnce();
    expect(await view(p, id)).toMatchObject({ status: 'success', payout_status: 'paid' });
    expect(await releases(id)).toEqual([WITHDRAWAL_KINDS.payout]);
    expect(await main(p)).toBe(toMinor('1200'));
    const again = await operator('POST', `/operator/withdrawals/${id}/approve`);
    expect(again.body.data.status).toBe('paid');
  });

  it('decline with a reason: money back once, the reason in the history as WithdrawalDeclinedException', async () => {
    const p = await player('2000');
    const id = await withdraw(p, '900');
    expect(await main(p)).toBe(toMinor('1100'));
    const reason = 'Please verify your card first <b>now</b>';
    const res = await operator('POST', `/operator/withdrawals/${id}/decline`, { reason });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id, status: 'declined', decline_reason: reason });
    const replay = await operator('POST', `/operator/withdrawals/${id}/decline`, {
      reason: 'Another reason',
    });
    expect(replay.status).toBe(200);
    expect(replay.body.data.decline_reason).toBe(reason);
    expect(await main(p)).toBe(toMinor('2000'));
    expect(await releases(id)).toEqual([WITHDRAWAL_KINDS.decline]);

    const history = (await p.client.get('/api/cashier/gethistory', {})).body.data;
    expect(history.items[0]).toMatchObject({
      id,
      status: 'fail',
      payout_status: 'declined',
      can_cancel: false,
      error: { type: 'WithdrawalDeclinedException', message: reason },
    });
    const approve = await operator('POST', `/operator/withdrawals/${id}/approve`);
    expect(approve.body.data).toMatchObject({
      type: 'InvalidRequestException',
      error_data: { status: 'declined' },
    });
    const cancel = await p.client.post(
      '/api/cashier/cancelwithdrawal',
      { transaction_id: id },
      { 'idempotency-key': randomUUID() },
    );
    expect(cancel.body.data.type).toBe('InvalidRequestException');
    expect(await main(p)).toBe(toMinor('2000'));
  });

  it('concurrent decisions: one wins and the money moves once', async () => {
    const p = await player('3000');
    const a = await withdraw(p, '600');
    const results = await Promise.all([
      operator('POST', `/operator/withdrawals/${a}/approve`),
      operator('POST', `/operator/withdrawals/${a}/decline`, { reason: 'Race' }),
      operator('POST', `/operator/withdrawals/${a}/decline`, { reason: 'Race' }),
      operator('POST', `/operator/withdrawals/${a}/approve`),
    ]);
    const final = (await stored(a)).status;
    expect(['processing', 'declined']).toContain(final);
    for (const r of results) expect([200, 400]).toContain(r.status);
    await server.app.payouts.runOnce();
    expect((await releases(a)).length).toBe(1);

    const b = await withdraw(p, '700');
    const declines = await Promise.all(
      Array.from({ length: 5 }, () =>
        operator('POST', `/operator/withdrawals/${b}/decline`, { reason: 'Twice' }),
      ),
    );
    expect(declines.every((r) => r.status === 200)).toBe(true);
    expect(await releases(b)).toEqual([WITHDRAWAL_KINDS.decline]);
    expect(await unbalanced()).toEqual([]);
  });

  it('the player may still cancel while it waits for review', async () => {
    const p = await player('2000');
    const id = await withdraw(p, '650');
    const res = await p.client.post(
      '/api/cashier/cancelwithdrawal',
      { transaction_id: id },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.body).toEqual({ data: 1 });
    const approve = await operator('POST', `/operator/withdrawals/${id}/approve`);
    expect(approve.body.data.error_data).toEqual({ status: 'cancelled' });
    expect(await main(p)).toBe(toMinor('2000'));
  });
});

describe('the operator endpoints', () => {
  it('need the bearer token: none or a wrong one is an AuthorizationException', async () => {
    for (const token of ['', 'wrong-token-of-some-length', `${TOKEN}x`]) {
      const res = await operator('GET', '/operator/withdrawals', undefined, token);
      expect(res.status, token).toBe(401);
      expect(res.body.data.type).toBe('AuthorizationException');
    }
    const basic = await server
      .client({ marker: null, origin: null })
      .request('GET', '/operator/withdrawals', { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
  });

  it('refuse bad input with §8 envelopes, never a 5xx', async () => {
    const p = await player('2000');
    const id = await withdraw(p, '550');
    const cases: [string, string, unknown, number, string][] = [
      ['POST', `/operator/withdrawals/${id}/decline`, {}, 422, 'InvalidParameterException'],
      [
        'POST',
        `/operator/withdrawals/${id}/decline`,
        { reason: '   ' },
        422,
        'InvalidParameterException',
      ],
      [
        'POST',
        `/operator/withdrawals/${id}/decline`,
        { reason: 'x'.repeat(501) },
        422,
        'InvalidParameterException',
      ],
      [
        'POST',
        `/operator/withdrawals/${id}/decline`,
        { reason: 'a\u0000b' },
        422,
        'InvalidParameterException',
      ],
      [
        'POST',
        `/operator/withdrawals/${id}/decline`,
        { reason: ['a'] },
        422,
        'InvalidParameterException',
      ],
      ['POST', '/operator/withdrawals/dep-1/approve', undefined, 422, 'InvalidParameterException'],
      [
        'POST',
        '/operator/withdrawals/wdr-99999999/approve',
        undefined,
        422,
        'InvalidParameterException',
      ],
      [
        'POST',
        '/operator/withdrawals/wdr-1%27/approve',
        undefined,
        422,
        'InvalidParameterException',
      ],
      [
        'GET',
        '/operator/withdrawals?status=everything',
        undefined,
        422,
        'InvalidParameterException',
      ],
      ['GET', '/operator/withdrawals?limit=0', undefined, 422, 'InvalidParameterException'],
      [
        'POST',
        `/operator/demo-payouts/${id}`,
        { outcome: 'maybe' },
        422,
        'InvalidParameterException',
      ],
      ['GET', '/operator/nothing-here', undefined, 404, 'MethodNotFoundException'],
    ];
    for (const [method, path, json, status, type] of cases) {
      const res = await operator(method as 'GET' | 'POST', path, json);
      expect(res.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(status);
      expect(res.body.data.type).toBe(type);
    }
    const missing = await operator('POST', `/operator/withdrawals/${id}/decline`, {});
    expect(missing.body.data.invalid_parameters).toEqual({ reason: 'requiredField' });
    expect((await stored(id)).status).toBe('pending');
    expect(await main(p)).toBe(toMinor('1450'));
  });

  it('the demo provider console settles one payout at once', async () => {
    const p = await player('1000');
    release = server.app.payouts.provider.hold();
    const paid = await withdraw(p, '25');
    const res = await operator('POST', `/operator/demo-payouts/${paid}`, { outcome: 'paid' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('paid');
    const failed = await withdraw(p, '35');
    const res2 = await operator('POST', `/operator/demo-payouts/${failed}`, { outcome: 'failed' });
    expect(res2.body.data.status).toBe('failed');
    expect(await main(p)).toBe(toMinor('975'));
    // A withdrawal waiting for review is not the provider's to pay before the operator approves.
    const large = await withdraw(p, '600');
    const res3 = await operator('POST', `/operator/demo-payouts/${large}`, { outcome: 'paid' });
    expect(res3.body.data.status).toBe('review');
    expect(await releases(large)).toEqual([]);
    expect(await main(p)).toBe(toMinor('375'));
  });
});

describe('the payout clock', () => {
  it('runs the processor through the job lock while the server is up', async () => {
    const clocked = await startTestServer({
      seedGames: 1,
      env: { PAYOUT_TICK_MS: '25', DEMO_PAYOUT_MS: '0', OPERATOR_TOKEN: TOKEN },
    });
    let open: () => void = () => {};
    try {
      // Another instance runs the payout job: this one's clock must keep out meanwhile. The
      // clock may hold the lock for a moment itself: try until this run is the one holding it.
      const gate = new Promise<void>((resolve) => (open = resolve));
      let holding: () => void = () => {};
      const held = new Promise<'held'>((resolve) => (holding = () => resolve('held')));
      let other: Promise<unknown> | undefined;
      while (!other) {
        const attempt = clocked.app.jobs.tryRun('payouts', () => {
          holding();
          return gate;
        });
        if ((await Promise.race([held, attempt.then(() => 'busy' as const)])) === 'held') {
          other = attempt;
        } else await new Promise((r) => setTimeout(r, 5));
      }

      const uid = await clocked.createUser({ currency: 'USD', confirmed: true });
      await clocked.fund(uid, '100');
      const client = clocked.client();
      await clocked.signIn(client, uid);
      const settings = (await client.get('/api/cashier/getwithdrawsettings')).body.data;
      const card = settings.methods.find((m: { sysname: string }) => m.sysname === 'card');
      const res = await client.post(
        '/api/cashier/makewithdrawal',
        {
          method: 'card',
          methodId: String(card.id),
          amount: '40',
          requisites: JSON.stringify(CARD),
        },
        { 'idempotency-key': randomUUID() },
      );
      const id = res.body.data.id as string;
      const payoutStatus = async () =>
        (await client.get('/api/cashier/getdepositinfo', { transaction_id: id })).body.data
          .payout_status as string;
      // Several ticks go by (on a busy machine maybe fewer: then this proves less, never fails).
      await new Promise((r) => setTimeout(r, 200));
      expect(await payoutStatus()).toBe('pending');

      open();
      expect(await other).toEqual({ ran: true, value: undefined });
      // The clock is what is under test here: wait for it, with a generous bound.
      const deadline = Date.now() + 15_000;
      let status = await payoutStatus();
      while (status !== 'paid' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
        status = await payoutStatus();
      }
      expect(status).toBe('paid');
      expect(await getBalance(clocked.db, uid, 'main', 'USD')).toBe(toMinor('60'));
    } finally {
      open();
      await clocked.close();
    }
  });
});
