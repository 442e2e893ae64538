/** Loads the i18next chunk once (see `create-i18n.ts`). */

import { chunkOnce } from '../app/load-chunk.ts';
import type * as CreateI18nModule from './create-i18n.ts';

type I18nModule = typeof CreateI18nModule;

// Retried on a bad network; a failed load is forgotten, so a later call tries again.
const load = chunkOnce<I18nModule>(() => import('./create-i18n.ts'));

/** The i18next module; the first call starts loading it. */
export function loadI18nModule(): Promise<I18nModule> {
  return load();
}
