/**
 * Changing the language (§9 locale cookie): stored for the signed-in player
 * (account.changelocale), kept in the cookie for a year, and the page shown at its localized path.
 */
import { LOCALE_COOKIE_MAX_AGE_S } from '@croupier/core/constants';
import { fullAddress, localizePath } from '@croupier/core/routing';
import { isAuthenticated } from '@croupier/core/state';
import { useCallback } from 'react';
import { LOCALE_COOKIE } from '../app/cookie-names.ts';
import { loadDataLayer } from '../app/load-data-layer.ts';
import { usePlatform } from '../app/platform-context.ts';

/** A function switching the site to `locale`. */
export function useChangeLocale(): (locale: string) => Promise<void> {
  const platform = usePlatform();
  return useCallback(
    async (locale: string) => {
      const { session, locale: localeStore } = platform.stores;
      platform.cookies.set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_S });
      const target = localizePath(
        fullAddress(platform.navigation.current()),
        locale,
        localeStore.state.config,
      );
      platform.navigation.navigate(target);
      if (isAuthenticated(session.state.user)) {
        try {
          const { account } = await loadDataLayer();
          await platform.api.call(account.changelocale, { locale });
        } catch (error) {
          platform.log(error);
        }
      }
    },
    [platform],
  );
}
