/**
 * account profile methods (§7): changefakename, changelocale, saveProfileInfo,
 * setUserOnVerification, setCurrency, getprofileinfo and getPersonalDataFields (the changes
 * are in server/src/account/profile.ts).
 */
import type { FastifyInstance } from 'fastify';
import { account } from '@croupier/core/contract';
import { LOCALE_COOKIE_MAX_AGE_S } from '@croupier/core/constants';
import { registerMethod } from '../../http/api-router.ts';
import { refuseFields } from '../../http/refuse-fields.ts';
import {
  changeFakename,
  changeLocale,
  DEFAULT_COUNTRY,
  isSupportedCountry,
  personalDataFields,
  profileOf,
  saveProfileInfo,
  setCurrency,
  setOnVerification,
} from '../../account/index.ts';

/** Name of the cookie holding the chosen locale (§9: kept for a year). */
const LOCALE_COOKIE = 'locale';

/** Mounts the profile methods. */
export function registerProfileMethods(app: FastifyInstance): void {
  registerMethod(app, account.changefakename, async ({ params, db, requireUser }) => {
    await changeFakename(db, requireUser().id, params.fakename);
    return 1 as const;
  });

  registerMethod(app, account.changelocale, async ({ params, db, requireUser, reply }) => {
    await changeLocale(db, requireUser().id, params.locale);
    reply.setCookie(LOCALE_COOKIE, params.locale, {
      path: '/',
      maxAge: LOCALE_COOKIE_MAX_AGE_S,
      sameSite: 'lax',
      secure: true,
    });
    return 1 as const;
  });

  registerMethod(app, account.saveProfileInfo, async ({ params, db, requireUser }) => {
    await saveProfileInfo(db, requireUser().id, params);
    return 1 as const;
  });

  registerMethod(app, account.setUserOnVerification, async ({ db, requireUser }) => {
    await setOnVerification(db, requireUser().id);
    return 1 as const;
  });

  registerMethod(app, account.setCurrency, async ({ params, db, requireUser }) => {
    await setCurrency(db, requireUser().id, params.currency);
    return 1 as const;
  });

  registerMethod(app, account.getprofileinfo, async ({ params, db, requireUser }) =>
    profileOf(db, requireUser().id, params.fields ?? []),
  );

  registerMethod(app, account.getPersonalDataFields, async ({ params, user, locale }) => {
    const country = params.country ?? user?.countryCode ?? DEFAULT_COUNTRY;
    if (!isSupportedCountry(country)) {
      throw refuseFields({ country: 'countryUnavailable' });
    }
    return personalDataFields(country, locale);
  });
}
