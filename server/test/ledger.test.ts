import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../src/db/schema/index.ts';
import {
  DuplicateTransactionError,
  InsufficientFundsError,
  UnbalancedTransactionError,
} from '../src/errors.ts';
import { getBalance, postTransaction, toMinor } from '../src/ledger/index.ts';
import { getHouseBalance } from '../src/ledger/balances.ts';
import { ensurePlayerAccount } from '../src/ledger/accounts.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 7 });

async function fund(userId: number, amount: string, reference: string): Promise<void> {
  await postTransaction(server.db, {
    kind: 'deposit',
    reference,
    userId,
    entries: [
      { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: toMinor(amount) },
      { account: { house: 'payments', currency: 'USD' }, amountMinor: -toMinor(amount) },
    ],
  });
}

async function countTransactions(): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    server.db,
    sql`select count(*)::text as n from ledger_transactions`,
  );
  return Number(row?.n);
}

describe(`ledger on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('50 concurrent debits never drive a balance below zero and every transaction sums to zero', async () => {
    const userId = await server.createUser();
    await fund(userId, '100', `fund-${userId}`);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        postTransaction(server.db, {
          kind: 'bet',
          reference: `spin-${userId}-${i}`,
          userId,
          entries: [
            { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: -toMinor('3') },
            { account: { house: 'house', currency: 'USD' }, amountMinor: toMinor('3') },
          ],
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    // 100 / 3 = 33 debits fit; the other 17 are refused as insufficient funds.
    expect(ok).toHaveLength(33);
    expect(refused).toHaveLength(17);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect(await getBalance(server.db, userId, 'main', 'USD')).toBe(toMinor('1'));

    const unbalanced = await queryRows<{ id: number }>(
      server.db,
      sql`select transaction_id as id from ledger_entries group by transaction_id having sum(amount_minor) <> 0`,
    );
    expect(unbalanced).toEqual([]);
    const account = await ensurePlayerAccount(server.db, { userId, kind: 'main', currency: 'USD' });
    const [sum] = await queryRows<{ total: string; negatives: string }>(
      server.db,
      sql`select coalesce(sum(amount_minor), 0)::text as total,
                 count(*) filter (where balance_after_minor < 0)::text as negatives
          from ledger_entries where account_id = ${account}`,
    );
    expect(sum).toEqual({ total: '100', negatives: '0' });
  });

  it('an unbalanced transaction is refused before it touches the database', async () => {
    const userId = await server.createUser();
    const before = await countTransactions();
    await expect(
      postTransaction(server.db, {
        kind: 'adjustment',
        reference: `bad-${userId}`,
        userId,
        entries: [
          { account: { userId, kind: 'bonus', currency: 'USD' }, amountMinor: 500n },
          { account: { house: 'promotions', currency: 'USD' }, amountMinor: -400n },
        ],
      }),
    ).rejects.toBeInstanceOf(UnbalancedTransactionError);
    expect(await countTransactions()).toBe(before);
    expect(await getBalance(server.db, userId, 'bonus', 'USD')).toBe(0n);
  });

  it('a debit beyond the balance rolls back the whole transaction', async () => {
    const userId = await server.createUser();
    await fund(userId, '5', `fund-small-${userId}`);
    const houseBefore = await getHouseBalance(server.db, 'house', 'USD');
    const before = await countTransactions();
    await expect(
      postTransaction(server.db, {
        kind: 'bet',
        reference: `too-big-${userId}`,
        userId,
        entries: [
          { account: { house: 'house', currency: 'USD' }, amountMinor: 600n },
          { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: -600n },
        ],
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await countTransactions()).toBe(before);
    expect(await getBalance(server.db, userId, 'main', 'USD')).toBe(500n);
    expect(await getHouseBalance(server.db, 'house', 'USD')).toBe(houseBefore);
  });

  it('the same kind and reference never posts twice', async () => {
    const userId = await server.createUser();
    await fund(userId, '10', `once-${userId}`);
    await expect(fund(userId, '10', `once-${userId}`)).rejects.toBeInstanceOf(
      DuplicateTransactionError,
    );
    expect(await getBalance(server.db, userId, 'main', 'USD')).toBe(1000n);
  });

  it('house accounts may go negative; player balances are stored with the entry that moved them', async () => {
    const userId = await server.createUser();
    const posted = await postTransaction(server.db, {
      kind: 'win',
      reference: `win-${userId}`,
      userId,
      entries: [
        { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: 2550n },
        { account: { house: 'house', currency: 'USD' }, amountMinor: -2550n },
      ],
    });
    const entries = await server.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, posted.id));
    expect(entries.map((e) => e.amountMinor).reduce((a, b) => a + b, 0n)).toBe(0n);
    const [tx] = await server.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, posted.id));
    expect(tx).toMatchObject({ kind: 'win', userId });
    expect(await getBalance(server.db, userId, 'main', 'USD')).toBe(2550n);
  });

  it('the database itself refuses a negative player balance (CHECK constraint)', async () => {
    const userId = await server.createUser();
    const account = await ensurePlayerAccount(server.db, { userId, kind: 'fun', currency: 'USD' });
    await expect(
      server.db.execute(sql`update ledger_accounts set amount_minor = -1 where id = ${account}`),
    ).rejects.toThrow();
  });
});
