/**
 * account reads (§7): getInfo, getBalance, getDepositLimit, getContactPhoneSettings and
 * getcurrencyrates.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { account } from '@croupier/core/contract';
import { contacts } from '../../db/schema/index.ts';
import { registerMethod } from '../../http/api-router.ts';
import { accountInfoOf, balancesOf } from './account-info.ts';
import { CURRENCY_RATES } from './currency-rates.ts';
import { readDepositLimit, toDepositLimitResult } from '../../responsible-gaming/index.ts';
import { countryName, findPhoneCountry, PHONE_COUNTRIES } from './phone-countries.ts';

/** Mounts the account reads. */
export function registerReadMethods(app: FastifyInstance): void {
  registerMethod(app, account.getInfo, ({ db, user, locale }) => accountInfoOf(db, user, locale));

  registerMethod(app, account.getBalance, ({ db, requireUser }) => {
    const user = requireUser();
    return balancesOf(db, user.id, user.currency);
  });

  registerMethod(app, account.getDepositLimit, async ({ db, requireUser }) => {
    const user = requireUser();
    return toDepositLimitResult(await readDepositLimit(db, user.id), user.currency);
  });

  registerMethod(app, account.getContactPhoneSettings, async ({ db, user, locale }) => {
    let preselect = user?.countryCode ?? null;
    if (user) {
      const [phone] = await db
        .select({ country: contacts.phoneCountryCode })
        .from(contacts)
        .where(and(eq(contacts.userId, user.id), eq(contacts.type, 'phone')));
      preselect = phone?.country ?? preselect;
    }
    return {
      countries: PHONE_COUNTRIES.map((c) => ({
        ...c,
        mask: typeof c.mask === 'string' ? c.mask : [...c.mask],
        name: countryName(c.country_code, locale, c.name),
      })),
      default_country_code: findPhoneCountry(preselect) ? preselect : null,
    };
  });

  registerMethod(app, account.getcurrencyrates, () => CURRENCY_RATES);
}
