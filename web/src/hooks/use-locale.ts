/** The locale on screen and path localisation (§2.1: the default locale is never prefixed). */
import { localizePath } from '@croupier/core/routing';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';

/** The current locale, the offered locales, and `localize(path)` into the current locale. */
export function useLocale() {
  const { stores } = usePlatform();
  const snap = useSnapshot(stores.locale.state);
  const { current, config } = snap;
  const localize = useCallback(
    (path: string, locale: string = current) => localizePath(path, locale, config),
    [current, config],
  );
  return { locale: current, locales: snap.locales, config, localize };
}
