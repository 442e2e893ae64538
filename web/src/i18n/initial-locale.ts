/** Which locale the app starts in (spec §2.1, §9 locale cookie). */
import { stripLocale, type LocaleConfig } from '@croupier/core/routing';

/** The locale of the path prefix, else the cookie's (when offered), else the default. */
export function initialLocale(
  pathname: string,
  cookie: string | null,
  config: LocaleConfig,
): string {
  const prefix = stripLocale(pathname, config.locales).locale;
  if (prefix) return prefix;
  if (cookie && config.locales.includes(cookie)) return cookie;
  return config.defaultLocale;
}
