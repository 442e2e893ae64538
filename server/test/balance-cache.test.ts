/**
 * account.getBalance answers from the in-process balance cache (ledger/balance-cache.ts); these
 * tests hold it far longer than they run (BALANCE_CACHE_SECONDS=3600), so a balance can only
 * change in an answer through an invalidation: every money movement — a ledger posting, a
 * deposit settled by the provider, a withdrawal, a change made straight in SQL — must show in
 * the very next getBalance of the player. On PostgreSQL a change made outside the app reaches
 * the cache through LISTEN/NOTIFY, asynchronously: those checks wait for it.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../src/db/schema/index.ts';
import { makeDeposit } from './deposit-helpers.ts';
import { eventually, startTestServer, type TestClient, type TestServer } from './helpers.ts';

let server: TestServer;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  server = await startTestServer({ seedGames: 5, env: { BALANCE_CACHE_SECONDS: '3600' } });
});
afterAll(() => server.close());

async function mainOf(client: TestClient): Promise<string> {
  const res = await client.get('/api/account/getBalance');
  expect(res.status).toBe(200);
  return res.body.data.balance_main.amount as string;
}

/** Sets a stored balance straight in the database, as an operator's SQL would. */
async function setMainInSql(userId: number, amountMinor: bigint): Promise<void> {
  await server.db
    .update(ledgerAccounts)
    .set({ amountMinor })
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, 'main'),
        eq(ledgerAccounts.currency, 'USD'),
      ),
    );
}

async function cardWithdrawalMethod(client: TestClient): Promise<number> {
  const res = await client.get('/api/cashier/getwithdrawsettings');
  return (res.body.data.methods as { sysname: string; id: number }[]).find(
    (m) => m.sysname === 'card',
  )!.id;
}

describe('account.getBalance through the balance cache', () => {
  it("keeps the player's sheet after a read", async () => {
    const { uid, client } = await server.player({ confirmed: true });
    await server.fund(uid, '10');
    const before = server.app.balanceCache.size;
    expect(await mainOf(client)).toBe('10');
    expect(server.app.balanceCache.size).toBe(before + 1);
    expect(await mainOf(client)).toBe('10');
  });

  it('shows a ledger posting in the next read', async () => {
    const { uid, client } = await server.player({ confirmed: true });
    expect(await mainOf(client)).toBe('0');
    await server.fund(uid, '12.5');
    expect(await mainOf(client)).toBe('12.5');
    await server.fund(uid, '0.5');
    expect(await mainOf(client)).toBe('13');
  });

  it('shows a deposit settled by the payment provider in the next read', async () => {
    const { client } = await server.player({ confirmed: true });
    expect(await mainOf(client)).toBe('0');
    const started = await makeDeposit(client, { amount: '25' });
    expect(started.status).toBe(200);
    const payToken = new URL(started.body.data.redirect_url, server.url).searchParams.get('token');
    const paid = await client.request('POST', `/demo-pay/${started.body.data.transaction_id}`, {
      form: { token: payToken ?? '', outcome: 'success' },
    });
    expect(paid.status).toBeLessThan(400);
    expect(await mainOf(client)).toBe('25');
  });

  it('shows a withdrawal in the next read', async () => {
    const { uid, client } = await server.player({ confirmed: true });
    await server.fund(uid, '300');
    expect(await mainOf(client)).toBe('300');
    const res = await client.post(
      '/api/cashier/makewithdrawal',
      {
        method: 'card',
        methodId: String(await cardWithdrawalMethod(client)),
        amount: '120',
        requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Alex Morgan' }),
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(res.status).toBe(200);
    expect(await mainOf(client)).toBe('180');
  });

  it('shows a balance changed straight in SQL (database triggers), in a transaction too', async () => {
    const { uid, client } = await server.player({ confirmed: true });
    await server.fund(uid, '50');
    expect(await mainOf(client)).toBe('50');

    await setMainInSql(uid, 7_00n);
    // PGlite delivers the trigger's notification before the statement returns.
    if (onPostgres) await eventually(async () => (await mainOf(client)) === '7');
    expect(await mainOf(client)).toBe('7');

    await server.db.transaction(async (tx) => {
      await tx.execute(
        sql`update ledger_accounts set amount_minor = 9900 where user_id = ${uid} and kind = 'main'`,
      );
    });
    if (onPostgres) await eventually(async () => (await mainOf(client)) === '99');
    expect(await mainOf(client)).toBe('99');
  });

  it("one player's movement leaves another's cached balance alone, and both stay right", async () => {
    const a = await server.player({ confirmed: true });
    const b = await server.player({ confirmed: true });
    await server.fund(a.uid, '1');
    await server.fund(b.uid, '2');
    expect([await mainOf(a.client), await mainOf(b.client)]).toEqual(['1', '2']);
    await server.fund(a.uid, '1');
    expect([await mainOf(a.client), await mainOf(b.client)]).toEqual(['2', '2']);
  });
});
