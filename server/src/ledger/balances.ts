/** Reading stored balances. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, type BalanceKind, type HouseKind } from '../db/schema/index.ts';

/** One stored balance of a player. */
export interface Balance {
  accountId: number;
  kind: BalanceKind;
  currency: string;
  amountMinor: bigint;
}

// Exported for auth-register.test.ts, which reads a new player's every balance from the ledger.
/** Every balance a player holds (accounts that were never used are absent). */
export async function getBalances(db: Db, userId: number): Promise<Balance[]> {
  const rows = await db
    .select({
      accountId: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      amountMinor: ledgerAccounts.amountMinor,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .orderBy(asc(ledgerAccounts.id));
  return rows.map((r) => ({ ...r, kind: r.kind as BalanceKind }));
}

/** A player's balance of one kind and currency; 0n when the account does not exist yet. */
export async function getBalance(
  db: Db,
  userId: number,
  kind: BalanceKind,
  currency: string,
): Promise<bigint> {
  const [row] = await db
    .select({ amountMinor: ledgerAccounts.amountMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row?.amountMinor ?? 0n;
}

/** Balances of the four kinds in one currency (missing ones are 0n). */
export async function getBalanceSheet(
  db: Db,
  userId: number,
  currency: string,
): Promise<Record<BalanceKind, bigint>> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, amountMinor: ledgerAccounts.amountMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.userId, userId),
        eq(ledgerAccounts.currency, currency),
        inArray(ledgerAccounts.kind, ['main', 'bonus', 'betting_bonus', 'fun']),
      ),
    );
  const sheet: Record<BalanceKind, bigint> = { main: 0n, bonus: 0n, betting_bonus: 0n, fun: 0n };
  for (const r of rows) sheet[r.kind as BalanceKind] = r.amountMinor;
  return sheet;
}

// Exported for the money tests: the house side of every posting, which no API shows.
/** An operator counter-account balance; 0n when unused. */
export async function getHouseBalance(db: Db, house: HouseKind, currency: string): Promise<bigint> {
  const [row] = await db
    .select({ amountMinor: ledgerAccounts.amountMinor })
    .from(ledgerAccounts)
    .where(
      and(
        isNull(ledgerAccounts.userId),
        eq(ledgerAccounts.kind, house),
        eq(ledgerAccounts.currency, currency),
      ),
    );
  return row?.amountMinor ?? 0n;
}
