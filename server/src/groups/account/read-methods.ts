/**
 * account reads (§7): getInfo, getBalance, getDepositLimit, getContactPhoneSettings and
 * getcurrencyrates.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { account } from '@croupier/core/contract';
import { contacts } from '../../db/schema/index.ts';
import { registerMethod } from '../../http/api-router.ts';
import {
  accountInfoOf,
  balancesFrom,
  countryName,
  CURRENCY_RATES,
  findPhoneCountry,
  PHONE_COUNTRIES,
} from '../../account/index.ts';
import {
  readDepositLimit,
  rgSwitches,
  toDepositLimitResult,
} from '../../responsible-gaming/index.ts';

/** Mounts the account reads. */
export function registerReadMethods(app: FastifyInstance): void {
  registerMethod(app, account.getInfo, ({ db, user, locale }) => accountInfoOf(db, user, locale));

  // Polled by every signed-in client: answered from the balance cache, which every money
  // movement invalidates on every instance (ledger/balance-cache.ts).
  registerMethod(app, account.getBalance, async ({ db, requireUser }) => {
    const user = requireUser();
    return balancesFrom(await app.balanceCache.sheet(db, user.id, user.currency), user.currency);
  });

  // §3's single limit: the one that binds (lowest left) of the player's limits; can_edit says
  // whether the operator offers the self-service limits (account.setDepositLimits).
  registerMethod(app, account.getDepositLimit, async ({ db, requireUser, locale }) => {
    const user = requireUser();
    return toDepositLimitResult(
      await readDepositLimit(db, user.id),
      user.currency,
      rgSwitches(app, locale).isDepositLimitsEnable,
    );
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
