/**
 * Every refusal branch of posting a ledger transaction (server/src/ledger/post-transaction.ts):
 * fewer than two entries, a zero amount, an amount that is not bigint minor units, mixed
 * currencies by account key (refused before the database) and by account id (found inside
 * the transaction and rolled back). Each refusal leaves no transaction, entry or balance behind.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { InvalidTransactionError } from '../src/errors.ts';
import { getBalance, postTransaction } from '../src/ledger/index.ts';
import { checkTransaction, type TransactionInput } from '../src/ledger/post-transaction.ts';
import { ensureHouseAccount } from '../src/ledger/accounts.ts';
import { getHouseBalance } from '../src/ledger/balances.ts';
import { ensurePlayerAccount } from '../src/ledger/accounts.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seed: false });

async function counts(): Promise<{ transactions: number; entries: number }> {
  const [row] = await queryRows<{ t: string; e: string }>(
    server.db,
    sql`select (select count(*) from ledger_transactions)::text as t,
      (select count(*) from ledger_entries)::text as e`,
  );
  return { transactions: Number(row?.t), entries: Number(row?.e) };
}

async function refused(input: TransactionInput, message: RegExp): Promise<void> {
  const before = await counts();
  expect(() => checkTransaction(input)).toThrow(InvalidTransactionError);
  await expect(postTransaction(server.db, input)).rejects.toThrow(message);
  await expect(postTransaction(server.db, input)).rejects.toBeInstanceOf(InvalidTransactionError);
  expect(await counts()).toEqual(before);
}

describe('ledger refusals', () => {
  it('fewer than two entries', async () => {
    const userId = await server.createUser();
    const base = { kind: 'adjustment', reference: `one-${userId}`, userId };
    await refused({ ...base, entries: [] }, /at least two entries/);
    await refused(
      {
        ...base,
        entries: [{ account: { userId, kind: 'main', currency: 'USD' }, amountMinor: 100n }],
      },
      /at least two entries/,
    );
    expect(await getBalance(server.db, userId, 'main', 'USD')).toBe(0n);
  });

  it('a zero amount, even in an otherwise balanced transaction', async () => {
    const userId = await server.createUser();
    await refused(
      {
        kind: 'adjustment',
        reference: `zero-${userId}`,
        userId,
        entries: [
          { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: 0n },
          { account: { house: 'house', currency: 'USD' }, amountMinor: 0n },
        ],
      },
      /must not be zero/,
    );
    await refused(
      {
        kind: 'adjustment',
        reference: `zero-leg-${userId}`,
        userId,
        entries: [
          { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: 100n },
          { account: { house: 'house', currency: 'USD' }, amountMinor: -100n },
          { account: { house: 'payments', currency: 'USD' }, amountMinor: 0n },
        ],
      },
      /must not be zero/,
    );
  });

  it('an amount that is not bigint minor units', async () => {
    const userId = await server.createUser();
    await refused(
      {
        kind: 'adjustment',
        reference: `float-${userId}`,
        userId,
        entries: [
          {
            account: { userId, kind: 'main', currency: 'USD' },
            amountMinor: 1.5 as unknown as bigint,
          },
          { account: { house: 'house', currency: 'USD' }, amountMinor: -150n },
        ],
      },
      /bigint minor units/,
    );
  });

  it('mixed currencies by account key: refused before the database', async () => {
    const userId = await server.createUser();
    await refused(
      {
        kind: 'adjustment',
        reference: `mixed-${userId}`,
        userId,
        entries: [
          { account: { userId, kind: 'main', currency: 'USD' }, amountMinor: 100n },
          { account: { house: 'house', currency: 'EUR' }, amountMinor: -100n },
        ],
      },
      /share one currency/,
    );
  });

  it('mixed currencies by account id: found inside the transaction and rolled back', async () => {
    const userId = await server.createUser();
    const usd = await ensurePlayerAccount(server.db, { userId, kind: 'main', currency: 'USD' });
    const eur = await ensureHouseAccount(server.db, { house: 'house', currency: 'EUR' });
    const houseBefore = await getHouseBalance(server.db, 'house', 'EUR');
    const before = await counts();
    const input: TransactionInput = {
      kind: 'adjustment',
      reference: `mixed-ids-${userId}`,
      userId,
      entries: [
        { account: usd, amountMinor: 100n },
        { account: eur, amountMinor: -100n },
      ],
    };
    // Ids carry no currency: the pre-check cannot see it, the posting must.
    expect(() => checkTransaction(input)).not.toThrow();
    await expect(postTransaction(server.db, input)).rejects.toThrow(/share one currency/);
    expect(await counts()).toEqual(before);
    expect(await getBalance(server.db, userId, 'main', 'USD')).toBe(0n);
    expect(await getHouseBalance(server.db, 'house', 'EUR')).toBe(houseBefore);
  });
});
