/**
 * Posting a ledger transaction: an append-only transaction row, its entries, and the stored
 * balances, all in one DB transaction. A player balance is moved by a guarded UPDATE
 * (`… WHERE amount + d >= 0`), so concurrent debits can never take it below zero: under
 * PostgreSQL's row lock the second UPDATE re-checks the guard against the committed amount.
 */
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/index.ts';
import {
  DuplicateTransactionError,
  InsufficientFundsError,
  InvalidTransactionError,
  UnbalancedTransactionError,
} from '../errors.ts';
import { resolveAccount, type AccountRef } from './accounts.ts';
import { notifyIfCommitted } from './balance-events.ts';

/** One leg: a signed amount in minor units on an account (negative = debit). */
export interface EntryInput {
  account: AccountRef;
  amountMinor: bigint;
}

/** What to post. `kind` + `reference` is unique: the same business event never posts twice. */
export interface TransactionInput {
  kind: string;
  reference: string;
  userId?: number | null;
  meta?: Record<string, unknown>;
  entries: EntryInput[];
}

/** A posted entry with the balance it left on its account. */
export interface PostedEntry {
  accountId: number;
  amountMinor: bigint;
  balanceAfterMinor: bigint;
}

/** A posted transaction. */
export interface PostedTransaction {
  id: number;
  entries: PostedEntry[];
}

// Exported for ledger-refusals.test.ts: malformed postings refused before any SQL.
/** Refuses a malformed transaction before any database work. */
export function checkTransaction(input: TransactionInput): void {
  if (input.entries.length < 2) {
    throw new InvalidTransactionError('A transaction needs at least two entries');
  }
  let sum = 0n;
  const currencies = new Set<string>();
  for (const e of input.entries) {
    if (typeof e.amountMinor !== 'bigint') {
      throw new InvalidTransactionError('Entry amounts must be bigint minor units');
    }
    if (e.amountMinor === 0n) throw new InvalidTransactionError('Entry amounts must not be zero');
    sum += e.amountMinor;
    if (typeof e.account !== 'number') currencies.add(e.account.currency);
  }
  if (sum !== 0n) throw new UnbalancedTransactionError(sum);
  if (currencies.size > 1) {
    throw new InvalidTransactionError('All entries of a transaction must share one currency');
  }
}

/**
 * Posts a balanced transaction. Throws UnbalancedTransactionError (nothing touched),
 * InsufficientFundsError or DuplicateTransactionError (everything rolled back).
 * Works inside an outer transaction too (it then runs as a savepoint). Listeners of
 * onBalanceChanged hear about the players it moved once it commits; inside an outer
 * transaction the caller notifies after its own commit.
 */
export async function postTransaction(db: Db, input: TransactionInput): Promise<PostedTransaction> {
  checkTransaction(input);
  const players = new Set<number>();
  try {
    const result = await db.transaction(async (tx) => {
      const [txRow] = await tx
        .insert(ledgerTransactions)
        .values({
          kind: input.kind,
          reference: input.reference,
          userId: input.userId ?? null,
          meta: input.meta ?? {},
        })
        .returning({ id: ledgerTransactions.id });
      if (!txRow) throw new Error('Ledger transaction insert returned nothing');

      const resolved: { accountId: number; amountMinor: bigint }[] = [];
      for (const e of input.entries) {
        resolved.push({
          accountId: await resolveAccount(tx, e.account),
          amountMinor: e.amountMinor,
        });
      }
      // One lock order for everyone: no two transactions can deadlock on the same accounts.
      resolved.sort((a, b) => a.accountId - b.accountId);

      const posted: PostedEntry[] = [];
      let currency: string | undefined;
      for (const e of resolved) {
        const delta = e.amountMinor.toString();
        const [row] = await tx
          .update(ledgerAccounts)
          .set({
            amountMinor: sql`${ledgerAccounts.amountMinor} + ${delta}::bigint`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(ledgerAccounts.id, e.accountId),
              or(
                eq(ledgerAccounts.ownerType, 'house'),
                sql`${ledgerAccounts.amountMinor} + ${delta}::bigint >= 0`,
              ),
            ),
          )
          .returning({
            amountMinor: ledgerAccounts.amountMinor,
            currency: ledgerAccounts.currency,
            userId: ledgerAccounts.userId,
          });
        if (!row) throw new InsufficientFundsError(e.accountId, e.amountMinor);
        if (row.userId !== null) players.add(row.userId);
        if (currency !== undefined && row.currency !== currency) {
          throw new InvalidTransactionError('All entries of a transaction must share one currency');
        }
        currency = row.currency;
        posted.push({ ...e, balanceAfterMinor: row.amountMinor });
      }

      await tx.insert(ledgerEntries).values(
        posted.map((p) => ({
          transactionId: txRow.id,
          accountId: p.accountId,
          amountMinor: p.amountMinor,
          balanceAfterMinor: p.balanceAfterMinor,
        })),
      );
      return { id: txRow.id, entries: posted };
    });
    notifyIfCommitted(db, players);
    return result;
  } catch (err) {
    // Accounts are created with ON CONFLICT DO NOTHING, so only (kind, reference) can clash.
    if (isUniqueViolation(err)) throw new DuplicateTransactionError(input.kind, input.reference);
    throw err;
  }
}
