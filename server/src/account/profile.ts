/**
 * Changes to a player's profile (§7 changefakename, changelocale, saveProfileInfo,
 * setUserOnVerification, setCurrency): each checks its input and writes the player's row.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { account, ParamsOut } from '@croupier/core/contract';
import { fakenameRule } from '@croupier/core/validation';
import { isSupportedCurrency } from '../content/currencies.ts';
import { LOCALES } from '../content/locales.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/pg-errors.ts';
import { BALANCE_KINDS, deposits, users } from '../db/schema/index.ts';
import { ServerError } from '../errors.ts';
import { refuseField, refuseFields } from '../http/refuse-fields.ts';
import { ensurePlayerAccount } from '../ledger/accounts.ts';
import { getBalanceSheet } from '../ledger/balances.ts';
import { applyProfileChanges, type StoredProfile } from './profile-changes.ts';

/** Sets the player's public nickname, unless its rule fails or another player has it. */
export async function changeFakename(db: Db, userId: number, fakename: string): Promise<void> {
  const rule = fakenameRule(fakename);
  if (rule) throw refuseField('fakename', rule);
  try {
    // The unique index on lower(fakename) decides, race-free, whether another player has it.
    await db.update(users).set({ fakename, updatedAt: new Date() }).where(eq(users.id, userId));
  } catch (err) {
    if (isUniqueViolation(err)) throw refuseField('fakename', 'nicknameTaken');
    throw err;
  }
}

/** Stores the player's locale, one of the site's. */
export async function changeLocale(db: Db, userId: number, locale: string): Promise<void> {
  if (!LOCALES.some((l) => l.code === locale)) {
    throw refuseField('locale', 'localeUnavailable');
  }
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Saves personal data; registration counts as completed once every required field is in. */
export async function saveProfileInfo(
  db: Db,
  userId: number,
  params: ParamsOut<typeof account.saveProfileInfo>,
): Promise<void> {
  const [row] = await db
    .select({
      profile: users.profile,
      countryCode: users.countryCode,
      completed: users.isRegistrationCompleted,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new ServerError('AuthorizationException', 'Authorization required');
  const result = applyProfileChanges(row.profile as StoredProfile, row.countryCode, params);
  if (!result.ok) {
    throw refuseFields(result.errors, { message: 'Invalid profile data' });
  }
  await db
    .update(users)
    .set({
      profile: result.profile,
      countryCode: result.countryCode,
      isRegistrationCompleted: row.completed || result.complete,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Marks the player as waiting for verification. */
export async function setOnVerification(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ isOnVerification: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Switches the player's currency while nothing is in it yet (no pending or successful
 * deposit, empty balances), and opens the ledger accounts in the new one.
 */
export async function setCurrency(db: Db, userId: number, currency: string): Promise<void> {
  if (!isSupportedCurrency(currency)) {
    throw refuseField('currency', 'currencyUnavailable');
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ currency: users.currency })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!row || row.currency === currency) return;
    const [made] = await tx
      .select({ n: count() })
      .from(deposits)
      .where(and(eq(deposits.userId, userId), inArray(deposits.status, ['pending', 'success'])));
    const sheet = await getBalanceSheet(tx, userId, row.currency);
    if ((made?.n ?? 0) > 0 || sheet.main + sheet.bonus + sheet.betting_bonus > 0n) {
      throw refuseField('currency', 'currencyLocked');
    }
    await tx.update(users).set({ currency, updatedAt: new Date() }).where(eq(users.id, userId));
    for (const kind of BALANCE_KINDS) {
      await ensurePlayerAccount(tx, { userId, kind, currency });
    }
  });
}
