/** Finding (and lazily creating) ledger accounts. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ledgerAccounts, type BalanceKind, type HouseKind } from '../db/schema/index.ts';

/** A player's balance of one kind in one currency. */
export interface PlayerAccountKey {
  userId: number;
  kind: BalanceKind;
  currency: string;
}

/** An operator counter-account in one currency. */
export interface HouseAccountKey {
  house: HouseKind;
  currency: string;
}

/** An account by id or by its natural key (created on first use). */
export type AccountRef = number | PlayerAccountKey | HouseAccountKey;

/** The id of a player's account, creating it with a zero balance when missing. */
export async function ensurePlayerAccount(db: Db, key: PlayerAccountKey): Promise<number> {
  const where = and(
    eq(ledgerAccounts.userId, key.userId),
    eq(ledgerAccounts.kind, key.kind),
    eq(ledgerAccounts.currency, key.currency),
  );
  const found = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found[0]) return found[0].id;
  await db
    .insert(ledgerAccounts)
    .values({ userId: key.userId, ownerType: 'player', kind: key.kind, currency: key.currency })
    .onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!row) throw new Error(`Could not create account ${JSON.stringify(key)}`);
  return row.id;
}

// Exported for ledger-refusals.test.ts, which posts against house accounts directly.
/** The id of an operator counter-account, creating it when missing. */
export async function ensureHouseAccount(db: Db, key: HouseAccountKey): Promise<number> {
  const where = and(
    isNull(ledgerAccounts.userId),
    eq(ledgerAccounts.kind, key.house),
    eq(ledgerAccounts.currency, key.currency),
  );
  const found = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (found[0]) return found[0].id;
  await db
    .insert(ledgerAccounts)
    .values({ userId: null, ownerType: 'house', kind: key.house, currency: key.currency })
    .onConflictDoNothing();
  const [row] = await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(where);
  if (!row) throw new Error(`Could not create account ${JSON.stringify(key)}`);
  return row.id;
}

/** Resolves an AccountRef to an account id. */
export function resolveAccount(db: Db, ref: AccountRef): Promise<number> {
  if (typeof ref === 'number') return Promise.resolve(ref);
  return 'house' in ref ? ensureHouseAccount(db, ref) : ensurePlayerAccount(db, ref);
}
