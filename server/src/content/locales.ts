/** Locales of the demo operator: English (default), Russian and Portuguese. */

/** A locale the site is offered in. */
export interface LocaleInfo {
  code: string;
  name: string;
  /** The name in its own language, for the language switcher. */
  nativeName: string;
}

/** Every locale, default first. */
export const LOCALES: readonly LocaleInfo[] = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português' },
];

/** The default locale (never prefixed in URLs, §2.1). */
export const DEFAULT_LOCALE = 'en';

const codes = new Set(LOCALES.map((l) => l.code));

/** The supported locale for a requested code ("pt-BR" → "pt"), or undefined. */
export function matchLocale(requested: string | undefined | null): string | undefined {
  if (!requested) return undefined;
  const lower = requested.trim().toLowerCase();
  if (codes.has(lower)) return lower;
  const primary = lower.split(/[-_]/)[0];
  return primary && codes.has(primary) ? primary : undefined;
}
