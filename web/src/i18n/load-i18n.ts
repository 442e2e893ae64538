/** Loads the i18next chunk once (see `create-i18n.ts`). */

import type * as CreateI18nModule from './create-i18n.ts';

type I18nModule = typeof CreateI18nModule;

let pending: Promise<I18nModule> | null = null;

/** The i18next module; the first call starts loading it. */
export function loadI18nModule(): Promise<I18nModule> {
  return (pending ??= import('./create-i18n.ts'));
}
