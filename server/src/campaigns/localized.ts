/** Texts stored per locale, read for the request's locale. */
import { DEFAULT_LOCALE } from '../content/locales.ts';
import type { LocalizedText } from '../db/schema/index.ts';

/** The text in `locale`, else in the default locale, else any; undefined for no text. */
export function localized(
  text: LocalizedText | null | undefined,
  locale: string,
): string | undefined {
  if (!text) return undefined;
  return text[locale] ?? text[DEFAULT_LOCALE] ?? Object.values(text)[0];
}
