/** Account info (§3) and the four balances, read from the player row and the ledger. */
import { asc, eq } from 'drizzle-orm';
import type { account } from '@croupier/core/contract';
import { DEFAULT_CURRENCY } from '../content/currencies.ts';
import type { Db } from '../db/client.ts';
import { contacts, users } from '../db/schema/index.ts';
import type { BalanceSheet } from '../ledger/balance-cache.ts';
import { getBalanceSheet } from '../ledger/balances.ts';
import { fromMinor } from '../ledger/money.ts';
import type { SessionUser } from '../sessions/session-store.ts';
import { countryName } from './phone-countries.ts';
import type { StoredProfile } from './profile-changes.ts';

/** The four balances of a player in a currency (§1, §3). */
async function balancesOf(db: Db, userId: number, currency: string): Promise<account.Balance> {
  return balancesFrom(await getBalanceSheet(db, userId, currency), currency);
}

/** A balance sheet as §3's four balances. */
export function balancesFrom(sheet: BalanceSheet, currency: string): account.Balance {
  const money = (minor: bigint) => ({ amount: fromMinor(minor), currency });
  return {
    balance_main: money(sheet.main),
    balance_bonus: money(sheet.bonus),
    balance_betting_bonus: money(sheet.betting_bonus),
    balance_fun: money(sheet.fun),
  };
}

/** Zero balances in the default currency (guests). */
function zeroBalances(currency: string = DEFAULT_CURRENCY): account.Balance {
  const zero = { amount: '0', currency };
  return {
    balance_main: zero,
    balance_bonus: zero,
    balance_betting_bonus: zero,
    balance_fun: zero,
  };
}

/** Account info; a guest (null) gets uid 0 with zero balances in the default currency. */
export async function accountInfoOf(
  db: Db,
  user: SessionUser | null,
  locale: string,
): Promise<account.AccountInfo> {
  if (!user) {
    return {
      uid: 0,
      reg_time: null,
      login: '',
      fakename: null,
      is_subscribed: false,
      ...zeroBalances(),
      is_on_verification: false,
      is_verified: false,
      is_kyc_block_enabled: false,
      is_registration_completed: false,
      country_code: null,
      locale,
      two_factor_auth: false,
    };
  }
  // Re-read the row: a method earlier in the same page load may have changed it.
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  const u = row ?? { ...user, twoFactorSecret: null, passwordHash: null };
  return {
    uid: u.id,
    reg_time: u.regTime.toISOString(),
    login: u.login,
    fakename: u.fakename,
    is_subscribed: u.isSubscribed,
    ...(await balancesOf(db, u.id, u.currency)),
    is_on_verification: u.isOnVerification,
    is_verified: u.isVerified,
    // The same column withdrawals check (cashier's assertMayWithdraw).
    is_kyc_block_enabled: u.isKycBlockEnabled,
    is_registration_completed: u.isRegistrationCompleted,
    country_code: u.countryCode,
    locale: u.locale,
    two_factor_auth: u.twoFactorEnabled,
  };
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The profile (§3) with contacts and document when asked for. */
export async function profileOf(
  db: Db,
  userId: number,
  blocks: readonly ('contacts' | 'document')[] = [],
): Promise<account.Profile> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new Error(`User ${userId} not found`);
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(contacts.userId, userId))
    .orderBy(asc(contacts.id));
  const email = rows.find((c) => c.type === 'email');
  const phone = rows.find((c) => c.type === 'phone');
  const p = u.profile as StoredProfile;
  const sex = p.sex === 1 || p.sex === 2 ? p.sex : 0;
  const documentType = str(p.document_type);
  const documentNumber = str(p.document_number);
  const profile: account.Profile = {
    first_name: str(p.first_name),
    middle_name: str(p.middle_name),
    last_name: str(p.last_name),
    sex,
    birth_date: str(p.birth_date),
    country: str(p.country) ?? (u.countryCode ? countryName(u.countryCode, 'en') : null),
    country_code: u.countryCode,
    region: str(p.region),
    home_town: str(p.home_town),
    address: str(p.address),
    postcode: str(p.postcode),
    mobile: phone?.contact ?? null,
    email: email?.contact ?? null,
    login: u.login,
    currency: u.currency,
    phone_country_code: phone?.phoneCountryCode ?? null,
    fakename: u.fakename,
    document_type: documentType,
    document_number: documentNumber,
  };
  if (blocks.includes('document')) {
    profile.document =
      documentType && documentNumber ? { type: documentType, number: documentNumber } : null;
  }
  if (blocks.includes('contacts')) {
    profile.contacts = rows.map((c) =>
      c.type === 'email'
        ? {
            type: 'email' as const,
            contact: c.contact,
            is_confirmed: c.isConfirmed,
            is_subscribed: c.isSubscribed,
          }
        : {
            type: 'phone' as const,
            contact: c.contact,
            is_confirmed: c.isConfirmed,
            is_subscribed: c.isSubscribed,
            phone_country_code: c.phoneCountryCode,
          },
    );
  }
  return profile;
}
