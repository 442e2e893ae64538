import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashbacks, ledgerTransactions } from '../src/db/schema/index.ts';
import { getBalanceSheet, getHouseBalance } from '../src/ledger/balances.ts';
import { toMinor } from '../src/ledger/money.ts';
import { payoutCashback } from '../src/rewards/index.ts';
import { settleCashback, weekStart } from '../src/rewards/cashbacks.ts';
import {
  CASHBACK_CLAIM_DAYS,
  CASHBACK_MIN_MINOR,
  CASHBACK_RATE_BP,
} from '../src/rewards/reward-rules.ts';
import { cashbackFor, closedWeek } from '../src/rewards/cashbacks.ts';
import { spinAs } from './play-helpers.ts';
import { useTestServer, type TestClient } from './helpers.ts';

const server = useTestServer({ seedGames: 20 });
const DAY = 86_400_000;

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's clock (JS Date only; timers and the database keep real time). */
function clockAt(at: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

function payout(c: TestClient, id: number | string) {
  return c.post('/api/cashbacks/payout', { id: String(id) }, { 'idempotency-key': randomUUID() });
}

/** A player who lost `spins` × `bet` on the demo slot this week. */
async function loser(spins: number, bet: string) {
  const p = await server.player();
  await server.fund(p.uid, '100');
  for (let i = 0; i < spins; i++) {
    await spinAs(server.db, { userId: p.uid, bet, outcome: 'lose' });
  }
  return p;
}

const POPUP_QUERY = {
  count: '1',
  sort: 'period_end',
  order: 'desc',
  statuses: 'active,paid_out',
  fields: 'description',
};

describe('cashback rules', () => {
  it(`pays ${CASHBACK_RATE_BP / 100}% of the net loss, rounded down, from ${CASHBACK_MIN_MINOR} minor units`, () => {
    expect(CASHBACK_RATE_BP).toBe(1000);
    expect(cashbackFor(toMinor('12.00'))).toBe(toMinor('1.20'));
    expect(cashbackFor(toMinor('245.09'))).toBe(toMinor('24.50'));
    expect(cashbackFor(toMinor('9.99'))).toBe(0n);
    expect(cashbackFor(toMinor('10.00'))).toBe(toMinor('1.00'));
  });

  it('a week runs from Monday 00:00 UTC; the closed week is the one before the current', () => {
    const wednesday = new Date('2030-03-06T15:30:00.000Z');
    expect(weekStart(wednesday).toISOString()).toBe('2030-03-04T00:00:00.000Z');
    expect(weekStart(new Date('2030-03-10T23:59:59.000Z')).toISOString()).toBe(
      '2030-03-04T00:00:00.000Z',
    );
    expect(closedWeek(wednesday)).toEqual({
      start: new Date('2030-02-25T00:00:00.000Z'),
      end: new Date('2030-03-04T00:00:00.000Z'),
    });
  });
});

describe('cashbacks group (scenario: a week of losses)', () => {
  it('guests get 401 AuthorizationException', async () => {
    const guest = server.client();
    for (const res of [
      await guest.get('/api/cashbacks/get', POPUP_QUERY),
      await payout(guest, 1),
      await guest.post('/api/cashbacks/remove', { id: '1' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.data.type).toBe('AuthorizationException');
    }
  });

  it('nothing during the week itself; the closed week yields 10% of the net loss, paid out once', async () => {
    const { uid, client } = await loser(6, '2.00');
    const during = await client.get('/api/cashbacks/get', POPUP_QUERY);
    expect(during.body.data).toEqual({ items: [], total: 0, offset: 0, count: 1 });

    const nextWeek = new Date(Date.now() + 7 * DAY);
    clockAt(nextWeek);
    const { start, end } = closedWeek(nextWeek);
    const res = await client.get('/api/cashbacks/get', POPUP_QUERY);
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(1);
    const [cashback] = res.body.data.items;
    expect(cashback).toEqual({
      id: expect.any(Number),
      status: 'active',
      receiving_expired_at: new Date(end.getTime() + CASHBACK_CLAIM_DAYS * DAY).toISOString(),
      description: {
        title: 'Weekly cashback',
        text: expect.stringContaining('10% of your net loss of 12 USD'),
      },
      amount: '1.2',
      currency: 'USD',
      period_start: start.toISOString(),
      period_end: end.toISOString(),
    });

    const mainBefore = (await getBalanceSheet(server.db, uid, 'USD')).main;
    const promotions = await getHouseBalance(server.db, 'promotions', 'USD');
    expect((await payout(client, cashback.id)).body).toEqual({ data: 1 });
    const second = await payout(client, cashback.id);
    expect(second.status).toBe(400);
    expect(second.body.data).toMatchObject({
      type: 'InvalidRequestException',
      error_data: { reason: 'already_paid_out' },
    });
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(mainBefore + 120n);
    expect(await getHouseBalance(server.db, 'promotions', 'USD')).toBe(promotions - 120n);
    const postings = await server.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.kind, 'cashback'), eq(ledgerTransactions.userId, uid)));
    expect(postings.map((p) => p.reference)).toEqual([`cashback:${cashback.id}`]);

    const after = await client.get('/api/cashbacks/get', POPUP_QUERY);
    expect(after.body.data.items[0]).toMatchObject({ id: cashback.id, status: 'paid_out' });
    const onlyActive = await client.get('/api/cashbacks/get', { statuses: 'active' });
    expect(onlyActive.body.data.items).toEqual([]);
    // Reading again never computes the same week twice.
    expect(await server.db.select().from(cashbacks).where(eq(cashbacks.userId, uid))).toHaveLength(
      1,
    );
  });

  it('a loss under the minimum yields no cashback', async () => {
    const { client } = await loser(5, '1.00');
    clockAt(new Date(Date.now() + 7 * DAY));
    const res = await client.get('/api/cashbacks/get', POPUP_QUERY);
    expect(res.body.data.items).toEqual([]);
  });

  it('sort, order, offset and count apply; fields description carries the text', async () => {
    const { uid, client } = await server.player();
    const now = new Date();
    const rows = [3, 2, 1].map((weeksAgo) => {
      const start = new Date(weekStart(now).getTime() - weeksAgo * 7 * DAY);
      return {
        userId: uid,
        currency: 'USD',
        periodStart: start,
        periodEnd: new Date(start.getTime() + 7 * DAY),
        netLossMinor: 5000n * BigInt(weeksAgo),
        amountMinor: 500n * BigInt(weeksAgo),
        rateBp: CASHBACK_RATE_BP,
        status: 'paid_out' as const,
        receivingExpiredAt: null,
      };
    });
    await server.db.insert(cashbacks).values(rows);
    const desc = await client.get('/api/cashbacks/get', { fields: 'description' });
    expect(desc.body.data.items.map((c: { amount: string }) => c.amount)).toEqual([
      '5',
      '10',
      '15',
    ]);
    const asc = await client.get('/api/cashbacks/get', {
      sort: 'period_start',
      order: 'asc',
      count: '2',
      offset: '1',
    });
    expect(asc.body.data.total).toBe(3);
    expect(asc.body.data.items.map((c: { amount: string }) => c.amount)).toEqual(['10', '5']);
    // §4: paid out without receiving_expired_at — the popup shows it as unseen.
    expect(asc.body.data.items[0].receiving_expired_at).toBeNull();
    const bare = await client.get('/api/cashbacks/get', { fields: 'description', count: '1' });
    expect(bare.body.data.items[0].description.title).toBe('Weekly cashback');
    const bad = await client.get('/api/cashbacks/get', { sort: 'amount' });
    expect(bad.status).toBe(422);
    expect(bad.body.data.type).toBe('InvalidParameterException');
  });

  it('remove forfeits an active cashback; it cannot be paid afterwards', async () => {
    const { uid, client } = await loser(6, '2.00');
    const nextWeek = new Date(Date.now() + 7 * DAY);
    clockAt(nextWeek);
    const row = await settleCashback(server.db, uid, 'USD', nextWeek);
    expect(row).not.toBeNull();
    expect((await client.post('/api/cashbacks/remove', { id: String(row!.id) })).body).toEqual({
      data: 1,
    });
    expect((await client.get('/api/cashbacks/get', POPUP_QUERY)).body.data.items).toEqual([]);
    const mainBefore = (await getBalanceSheet(server.db, uid, 'USD')).main;
    const paid = await payout(client, row!.id);
    expect(paid.body.data.type).toBe('InvalidParameterException');
    const again = await client.post('/api/cashbacks/remove', { id: String(row!.id) });
    expect(again.body.data.type).toBe('InvalidParameterException');
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(mainBefore);
  });

  it('a paid-out cashback cannot be removed; another player cannot touch it', async () => {
    const { uid, client } = await loser(6, '2.00');
    const nextWeek = new Date(Date.now() + 7 * DAY);
    clockAt(nextWeek);
    const row = await settleCashback(server.db, uid, 'USD', nextWeek);
    const other = await server.player();
    expect((await payout(other.client, row!.id)).body.data.type).toBe('InvalidParameterException');
    await payout(client, row!.id);
    const res = await client.post('/api/cashbacks/remove', { id: String(row!.id) });
    expect(res.body.data).toMatchObject({
      type: 'InvalidRequestException',
      error_data: { reason: 'already_paid_out' },
    });
  });

  it('after receiving_expired_at an unclaimed cashback is gone and cannot be paid', async () => {
    const { uid } = await loser(6, '2.00');
    const nextWeek = new Date(Date.now() + 7 * DAY);
    const row = await settleCashback(server.db, uid, 'USD', nextWeek);
    const late = new Date(row!.receivingExpiredAt!.getTime() + 1000);
    await expect(payoutCashback(server.db, uid, row!.id, late)).rejects.toMatchObject({
      type: 'InvalidRequestException',
      errorData: { reason: 'expired' },
    });
    expect((await getBalanceSheet(server.db, uid, 'USD')).main).toBe(toMinor('88'));
  });
});
