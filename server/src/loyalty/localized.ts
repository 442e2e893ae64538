/** Picking a text in the request's locale from per-locale texts. */
import { DEFAULT_LOCALE, LOCALES } from '../content/locales.ts';
import type { LocalizedText } from '../db/schema/index.ts';

/** The text for `locale`, else the default locale's, else any. */
export function localized(text: LocalizedText, locale: string): string {
  return text[locale] ?? text[DEFAULT_LOCALE] ?? Object.values(text)[0] ?? '';
}

/** Like `localized`, keeping a missing text missing. */
export function localizedOptional(
  text: LocalizedText | null | undefined,
  locale: string,
): string | undefined {
  return text ? localized(text, locale) : undefined;
}

/** Fills `{name}` placeholders of per-locale templates with per-locale (or plain) values. */
export function fillTemplate(
  template: LocalizedText,
  values: Record<string, LocalizedText | string | number>,
): LocalizedText {
  const out: LocalizedText = {};
  for (const { code } of LOCALES) {
    const pattern = template[code];
    if (pattern === undefined) continue;
    out[code] = pattern.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return typeof value === 'object' ? localized(value, code) : String(value);
    });
  }
  return out;
}

/**
 * Fills `{amount}` and `{bet}` in a text with the player's figure, e.g. "5 USD": a text names
 * money once, in the currency of whoever reads it (not "5 (25 BRL)" to a USD player).
 */
export function fillMoney(
  text: string,
  values: { amount?: Readonly<Record<string, string>>; bet?: Readonly<Record<string, string>> },
  currency: string,
): string {
  return text.replace(/\{(amount|bet)\}/g, (whole, name: 'amount' | 'bet') => {
    const figure = values[name]?.[currency];
    return figure === undefined ? whole : `${figure} ${currency}`;
  });
}
