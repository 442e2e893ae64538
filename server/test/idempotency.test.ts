/**
 * Idempotency keys over real HTTP: concurrent retries of one key (one runs, the others hear
 * "in progress", then the stored answer), a failed call freeing its key, and recovery after
 * a crash — a key left pending by a dead process is taken over by the player's retry, which
 * answers what the dead run committed (or runs once when it committed nothing) and never
 * moves the money twice.
 */
import { randomUUID } from 'node:crypto';
import { campaigns, cashier, defineMethod, loyalty, wire } from '@croupier/core/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { queryRows } from '../src/db/client.ts';
import {
  campaignOffers,
  deposits,
  idempotencyKeys,
  loyaltyProducts,
  offerGrants,
  playerBonuses,
  withdrawals,
} from '../src/db/schema/index.ts';
import { takeOffer } from '../src/campaigns/take-offer.ts';
import { buyProduct } from '../src/loyalty/index.ts';
import { ServerError } from '../src/errors.ts';
import { findMethod, openDeposit, requestWithdrawal } from '../src/cashier/index.ts';
import { transactionId } from '../src/cashier/transaction-id.ts';
import { registerMethod } from '../src/http/api-router.ts';
import { releaseDeadKeys } from '../src/idempotency/index.ts';
import { hashParams } from '../src/idempotency/run-idempotent.ts';
import { idempotencyInstance, idempotencyOwner } from '../src/idempotency/idempotency-owner.ts';
import { getBalance, toMinor } from '../src/ledger/index.ts';
import { type TestClient, useTestServer } from './helpers.ts';
import { accountOf, givePoints } from './loyalty-helpers.ts';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// A method that exists only here: it waits for the test to let it finish, so a call is
// provably in flight while its retries arrive (no sleeping and hoping).
const held = defineMethod({
  group: 'test',
  name: 'held',
  verb: 'POST',
  access: 'user',
  idempotent: true,
  params: z.object({ n: wire.int() }),
  result: z.object({ n: z.number(), run: z.number() }),
  doc: 'Waits for the test, then answers which run it was.',
});
let gate = deferred();
let entered = deferred();
let runs = 0;

const server = useTestServer({
  seedGames: 1,
  register(app) {
    registerMethod(app, held, async ({ params }) => {
      runs += 1;
      const run = runs;
      entered.resolve();
      await gate.promise;
      if (params.n < 0) throw new ServerError('InvalidRequestException', 'Refused');
      return { n: params.n, run };
    });
  },
});

const CARD = { card_number: '4111111111111111', card_holder: 'Alex Morgan' };
const DEAD_OWNER = 'crashed-host/0f7c1e52-dead-run';

interface Player {
  id: number;
  client: TestClient;
}

async function player(main?: string): Promise<Player> {
  const id = await server.createUser({ currency: 'USD', confirmed: true });
  if (main) await server.fund(id, main);
  const client = server.client();
  await server.signIn(client, id);
  return { id, client };
}

async function cardMethod(purpose: 'deposit' | 'withdrawal') {
  const method = await findMethod(server.db, 'card', 'USD', purpose);
  if (!method) throw new Error('no card method');
  return method;
}

/** The form a client sends, and the validated parameters the router hashes. */
async function cashierForm(purpose: 'deposit' | 'withdrawal', amount: string) {
  const method = await cardMethod(purpose);
  const form = {
    method: 'card',
    methodId: String(method.id),
    amount,
    requisites: JSON.stringify(CARD),
  };
  const def = purpose === 'deposit' ? cashier.makedeposit : cashier.makewithdrawal;
  return { form, params: await def.params.parseAsync(form) };
}
const withdrawalForm = (amount: string) => cashierForm('withdrawal', amount);
const depositForm = (amount: string) => cashierForm('deposit', amount);

/** What a process killed mid-call leaves behind: the key pending under its owner. */
async function leavePending(
  userId: number,
  method: string,
  key: string,
  params: unknown,
  lease: { owner?: string; expired?: boolean } = {},
) {
  await server.db.insert(idempotencyKeys).values({
    userId,
    method,
    key,
    requestHash: hashParams(params),
    owner: lease.owner ?? DEAD_OWNER,
    lockedUntil: lease.expired ? sql`now() - interval '1 second'` : sql`now() + interval '1 hour'`,
  });
}

async function keyRow(userId: number, key: string) {
  const [row] = await server.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

async function withdrawalsOf(userId: number): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    server.db,
    sql`select count(*)::text as n from withdrawals where user_id = ${userId}`,
  );
  return Number(row?.n);
}

const main = (p: Player) => getBalance(server.db, p.id, 'main', 'USD');
const WITHDRAW = '/api/cashier/makewithdrawal';
const DEPOSIT = '/api/cashier/makedeposit';
const embedded = !process.env.DATABASE_URL;

describe('idempotency keys under concurrency', () => {
  it('one call runs; the same key meanwhile answers "in progress", then the stored answer', async () => {
    gate = deferred();
    entered = deferred();
    const p = await player();
    const key = { 'idempotency-key': randomUUID() };
    const first = p.client.post('/api/test/held', { n: '7' }, key);
    await entered.promise;
    const during = await Promise.all(
      [1, 2, 3].map(() => p.client.post('/api/test/held', { n: '7' }, key)),
    );
    for (const res of during) {
      expect(res.status).toBe(429);
      expect(res.body.data.type).toBe('TooManyRequestsException');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    gate.resolve();
    const done = await first;
    expect(done.status).toBe(200);
    const retry = await p.client.post('/api/test/held', { n: '7' }, key);
    expect(retry.body).toEqual(done.body);
    // Only the first call ran the handler.
    expect(retry.body.data.run).toBe(done.body.data.run);
  });

  it('a failed call frees its key: the retry runs', async () => {
    gate = deferred();
    entered = deferred();
    gate.resolve();
    const p = await player();
    const key = { 'idempotency-key': randomUUID() };
    const failed = await p.client.post('/api/test/held', { n: '-1' }, key);
    expect(failed.status).toBe(400);
    expect(await keyRow(p.id, key['idempotency-key'])).toBeUndefined();
    // Other parameters under the freed key are a new call, not a mismatch.
    const retry = await p.client.post('/api/test/held', { n: '3' }, key);
    expect(retry.status).toBe(200);
    expect(retry.body.data.n).toBe(3);
  });

  it('a failed withdrawal (short balance) frees its key; the retry after funding holds once', async () => {
    const p = await player('5');
    const { form } = await withdrawalForm('20');
    const key = { 'idempotency-key': randomUUID() };
    const short = await p.client.post(WITHDRAW, form, key);
    expect(short.body.data.type).toBe('WithdrawalLimitsExceededException');
    await server.fund(p.id, '20');
    const paid = await p.client.post(WITHDRAW, form, key);
    expect(paid.status).toBe(200);
    expect(await main(p)).toBe(toMinor('5'));
  });

  it('the same withdrawal key sent five times at once holds the money once', async () => {
    const p = await player('100');
    const { form } = await withdrawalForm('30');
    const key = { 'idempotency-key': randomUUID() };
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() => p.client.post(WITHDRAW, form, key)),
    );
    for (const res of answers) expect([200, 429]).toContain(res.status);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const res of ok) expect(res.body).toEqual(ok[0]!.body);
    const retry = await p.client.post(WITHDRAW, form, key);
    expect(retry.body).toEqual(ok[0]!.body);
    expect(await withdrawalsOf(p.id)).toBe(1);
    expect(await main(p)).toBe(toMinor('70'));
  });
});

describe('a key left pending by a crashed process', () => {
  it('nothing committed: the retry takes the expired lease over and runs once', async () => {
    const p = await player('100');
    const key = randomUUID();
    const { form, params } = await withdrawalForm('40');
    await leavePending(p.id, WITHDRAW, key, params, { expired: true });

    const retry = await p.client.post(WITHDRAW, form, { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect(await main(p)).toBe(toMinor('60'));
    expect(await keyRow(p.id, key)).toMatchObject({ status: 'done', owner: idempotencyOwner() });
    const again = await p.client.post(WITHDRAW, form, { 'idempotency-key': key });
    expect(again.body).toEqual(retry.body);
    expect(await main(p)).toBe(toMinor('60'));
  });

  it('withdrawal committed before the crash: the retry answers it and holds nothing more', async () => {
    const p = await player('100');
    const key = randomUUID();
    const { form, params } = await withdrawalForm('25');
    // The dead run got as far as committing the withdrawal, then died before storing its answer.
    const committed = await requestWithdrawal(server.db, {
      userId: p.id,
      method: await cardMethod('withdrawal'),
      amountMinor: toMinor('25'),
      requisites: { card_number: '411111...1111' },
      idempotencyKey: key,
      needsReview: false,
    });
    await leavePending(p.id, WITHDRAW, key, params, { expired: true });
    expect(await main(p)).toBe(toMinor('75'));

    const retry = await p.client.post(WITHDRAW, form, { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(transactionId('withdrawal', committed.id));
    expect(await withdrawalsOf(p.id)).toBe(1);
    expect(await main(p)).toBe(toMinor('75'));
    const again = await p.client.post(WITHDRAW, form, { 'idempotency-key': key });
    expect(again.body).toEqual(retry.body);

    // A fresh key with the same body is a new withdrawal.
    const fresh = await p.client.post(WITHDRAW, form, { 'idempotency-key': randomUUID() });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.id).not.toBe(retry.body.data.id);
    expect(await withdrawalsOf(p.id)).toBe(2);
    expect(await main(p)).toBe(toMinor('50'));
  });

  it('deposit opened before the crash: the retry answers the same deposit and checkout', async () => {
    const p = await player();
    const key = randomUUID();
    const { form, params } = await depositForm('30');
    const opened = await openDeposit(server.db, server.app.demoPay, {
      userId: p.id,
      method: await cardMethod('deposit'),
      amountMinor: toMinor('30'),
      requisites: {},
      campaignOfferId: null,
      idempotencyKey: key,
      localePrefix: '',
      backUrl: null,
    });
    await leavePending(p.id, DEPOSIT, key, params, { expired: true });

    const retry = await p.client.post(DEPOSIT, form, { 'idempotency-key': key });
    expect(retry.status).toBe(200);
    expect(retry.body.data).toMatchObject({
      transaction_id: opened.transactionId,
      redirect_url: opened.redirectUrl,
    });
    const rows = await server.db.select().from(deposits).where(eq(deposits.userId, p.id));
    expect(rows).toHaveLength(1);
  });

  it('loyalty purchase committed before the crash: the retry answers 1 and spends nothing more', async () => {
    const p = await player();
    await givePoints(server.db, p.id, 230);
    const [product] = await server.db
      .select({ id: loyaltyProducts.id })
      .from(loyaltyProducts)
      .where(eq(loyaltyProducts.sysname, 'casino-bonus-5'));
    const key = randomUUID();
    await buyProduct(server.db, p.id, product!.id, new Date(), key);
    const pointsAfterFirst = (await accountOf(server.db, p.id))?.points;
    const params = await loyalty.buyproduct.params.parseAsync({ id: String(product!.id) });
    await leavePending(p.id, '/api/loyalty/buyproduct', key, params, { expired: true });

    const retry = await p.client.post(
      '/api/loyalty/buyproduct',
      { id: String(product!.id) },
      { 'idempotency-key': key },
    );
    expect(retry.body).toEqual({ data: 1 });
    expect((await accountOf(server.db, p.id))?.points).toBe(pointsAfterFirst);
    const bonuses = await server.db
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.userId, p.id));
    expect(bonuses).toHaveLength(1);
  });

  it('offer taken before the crash: the retry answers 1 and grants nothing more', async () => {
    const p = await player();
    const [gift] = await server.db
      .select({ id: campaignOffers.id })
      .from(campaignOffers)
      .where(eq(campaignOffers.slug, 'new-player-gift'));
    const key = randomUUID();
    await takeOffer(server.db, p.id, gift!.id, new Date(), key);
    const params = await campaigns.takepromotions.params.parseAsync({ offer_id: String(gift!.id) });
    await leavePending(p.id, '/api/campaigns/takepromotions', key, params, { expired: true });

    const retry = await p.client.post(
      '/api/campaigns/takepromotions',
      { offer_id: String(gift!.id) },
      { 'idempotency-key': key },
    );
    expect(retry.body).toEqual({ data: 1 });
    const grants = await server.db.select().from(offerGrants).where(eq(offerGrants.userId, p.id));
    expect(grants).toHaveLength(1);
  });

  it('a live lease is respected: "in progress" with Retry-After until it ends', async () => {
    const p = await player('100');
    const key = randomUUID();
    const { form, params } = await withdrawalForm('20');
    // Held by this very process (as a call still running would be): never taken over early.
    await leavePending(p.id, WITHDRAW, key, params, { owner: idempotencyOwner() });
    const res = await p.client.post(WITHDRAW, form, { 'idempotency-key': key });
    expect(res.status).toBe(429);
    expect(res.body.data.type).toBe('TooManyRequestsException');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await main(p)).toBe(toMinor('100'));
  });

  it.runIf(embedded)(
    'on the embedded database a key held by another run is dead at once: the retry takes it over',
    async () => {
      const p = await player('100');
      const key = randomUUID();
      const { form, params } = await withdrawalForm('20');
      await leavePending(p.id, WITHDRAW, key, params);
      const res = await p.client.post(WITHDRAW, form, { 'idempotency-key': key });
      expect(res.status).toBe(200);
      expect(await main(p)).toBe(toMinor('80'));
    },
  );

  it('at start-up the keys of this instance’s earlier run are released, other instances’ wait', async () => {
    const p = await player('100');
    const mine = randomUUID();
    const theirs = randomUUID();
    const { params } = await withdrawalForm('20');
    await leavePending(p.id, WITHDRAW, mine, params, {
      owner: `${idempotencyInstance()}/earlier-run`,
    });
    await leavePending(p.id, WITHDRAW, theirs, params, { owner: 'other-host/live-run' });

    // PostgreSQL, several instances: only this instance's dead run is known dead.
    await releaseDeadKeys(server.db, { singleProcess: false });
    const expired = async (key: string) => {
      const [row] = await queryRows<{ expired: boolean }>(
        server.db,
        sql`select locked_until <= now() as expired from idempotency_keys
            where user_id = ${p.id} and key = ${key}`,
      );
      return row?.expired;
    };
    expect(await expired(mine)).toBe(true);
    expect(await expired(theirs)).toBe(false);

    // PGlite: one process only, every other owner is dead.
    await releaseDeadKeys(server.db, { singleProcess: true });
    expect(await expired(theirs)).toBe(true);
  });

  it('the server releases dead keys when it becomes ready', async () => {
    const p = await player('100');
    const key = randomUUID();
    const { params } = await withdrawalForm('20');
    await leavePending(p.id, WITHDRAW, key, params, {
      owner: `${idempotencyInstance()}/earlier-run`,
    });
    // A second app on the same database, starting up as a restarted process would.
    const { buildApp } = await import('../src/app.ts');
    const restarted = await buildApp({
      config: server.config,
      db: server.db,
      driver: server.handle.driver,
    });
    try {
      await restarted.ready();
      const row = await keyRow(p.id, key);
      expect(row?.status).toBe('pending');
      expect(row!.lockedUntil.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    } finally {
      await restarted.close();
    }
    const [held] = await server.db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.userId, p.id));
    expect(held).toBeUndefined();
  });
});
