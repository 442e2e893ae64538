/**
 * account profile methods (§7): changefakename, changelocale, saveProfileInfo,
 * setUserOnVerification, setCurrency, getprofileinfo and getPersonalDataFields.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { account } from '@croupier/core/contract';
import { LOCALE_COOKIE_MAX_AGE_S } from '@croupier/core/constants';
import { fakenameRule } from '@croupier/core/validation';
import { isSupportedCurrency } from '../../content/currencies.ts';
import { LOCALES } from '../../content/locales.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { BALANCE_KINDS, deposits, users } from '../../db/schema/index.ts';
import { ServerError } from '../../errors.ts';
import { registerMethod } from '../../http/api-router.ts';
import { refuseFields, type FieldReason } from '../../http/refuse-fields.ts';
import { ensurePlayerAccount } from '../../ledger/accounts.ts';
import { getBalanceSheet } from '../../ledger/balances.ts';
import {
  applyProfileChanges,
  DEFAULT_COUNTRY,
  isSupportedCountry,
  personalDataFields,
  profileOf,
  type StoredProfile,
} from '../../account/index.ts';

/** Name of the cookie holding the chosen locale (§9: kept for a year). */
const LOCALE_COOKIE = 'locale';

function invalid(field: string, reason: FieldReason): ServerError {
  return refuseFields({ [field]: reason });
}

/** Mounts the profile methods. */
export function registerProfileMethods(app: FastifyInstance): void {
  registerMethod(app, account.changefakename, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const rule = fakenameRule(params.fakename);
    if (rule) throw invalid('fakename', rule);
    try {
      // The unique index on lower(fakename) decides, race-free, whether another player has it.
      await db
        .update(users)
        .set({ fakename: params.fakename, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('fakename', 'nicknameTaken');
      throw err;
    }
    return 1 as const;
  });

  registerMethod(app, account.changelocale, async ({ params, db, requireUser, reply }) => {
    const user = requireUser();
    if (!LOCALES.some((l) => l.code === params.locale)) {
      throw invalid('locale', 'localeUnavailable');
    }
    await db
      .update(users)
      .set({ locale: params.locale, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    reply.setCookie(LOCALE_COOKIE, params.locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: true,
    });
    return 1 as const;
  });

  registerMethod(app, account.saveProfileInfo, async ({ params, db, requireUser }) => {
    const user = requireUser();
    const [row] = await db
      .select({
        profile: users.profile,
        countryCode: users.countryCode,
        completed: users.isRegistrationCompleted,
      })
      .from(users)
      .where(eq(users.id, user.id));
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
      .where(eq(users.id, user.id));
    return 1 as const;
  });

  registerMethod(app, account.setUserOnVerification, async ({ db, requireUser }) => {
    const user = requireUser();
    await db
      .update(users)
      .set({ isOnVerification: true, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    return 1 as const;
  });

  registerMethod(app, account.setCurrency, async ({ params, db, requireUser }) => {
    const user = requireUser();
    if (!isSupportedCurrency(params.currency)) {
      throw invalid('currency', 'currencyUnavailable');
    }
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ currency: users.currency })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (!row || row.currency === params.currency) return;
      const [made] = await tx
        .select({ n: count() })
        .from(deposits)
        .where(and(eq(deposits.userId, user.id), inArray(deposits.status, ['pending', 'success'])));
      const sheet = await getBalanceSheet(tx, user.id, row.currency);
      if ((made?.n ?? 0) > 0 || sheet.main + sheet.bonus + sheet.betting_bonus > 0n) {
        throw invalid('currency', 'currencyLocked');
      }
      await tx
        .update(users)
        .set({ currency: params.currency, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      for (const kind of BALANCE_KINDS) {
        await ensurePlayerAccount(tx, { userId: user.id, kind, currency: params.currency });
      }
    });
    return 1 as const;
  });

  registerMethod(app, account.getprofileinfo, async ({ params, db, requireUser }) =>
    profileOf(db, requireUser().id, params.fields ?? []),
  );

  registerMethod(app, account.getPersonalDataFields, async ({ params, user, locale }) => {
    const country = params.country ?? user?.countryCode ?? DEFAULT_COUNTRY;
    if (!isSupportedCountry(country)) {
      throw invalid('country', 'countryUnavailable');
    }
    return personalDataFields(country, locale);
  });
}
