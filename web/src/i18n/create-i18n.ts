/**
 * The i18next instance of one app (DESIGN §7), in a chunk of its own that `app-i18n.ts` loads
 * when a message set needs plural forms, nesting or formats. Messages come from
 * `/nfx/i18n/messages/{locale}`; every text in code carries its default, so a missing or
 * failed message set still reads well.
 */
import i18next, { type i18n as I18n } from 'i18next';

/** Creates an i18next instance for one app; no global singleton, so tests and shells coexist. */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {},
    fallbackLng: false,
    // Messages use single braces: "Min length is {min}".
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnEmptyString: false,
    initAsync: false,
  });
  return instance;
}
