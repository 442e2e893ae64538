/** Keeps the app in the locale of the address (its prefix, or the default when unprefixed). */
import { useEffect } from 'react';
import { useTranslation } from '../i18n/i18n-context.ts';
import { usePlatform } from '../app/platform-context.ts';
import { switchLocale } from '../app/switch-locale.ts';

/** Switches messages, CMS config and the API locale when the address's locale changes. */
export function useLocaleSync(locale: string | null): void {
  const platform = usePlatform();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!i18n || !locale || locale === platform.stores.locale.state.current) return;
    void switchLocale(platform, i18n, locale);
  }, [locale, platform, i18n]);
}
