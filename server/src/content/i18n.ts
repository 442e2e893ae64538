/** The message files of the `i18n/` folder of the content folder, one JSON per locale. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from './locales.ts';

/** The messages folder inside a content folder (config `contentDir`). */
export function i18nDirOf(contentDir: string): string {
  return join(contentDir, 'i18n');
}

/** A nested message set: keys to strings or further sets. */
export type Messages = { [key: string]: string | Messages };

/** Reads the messages of a supported locale from `dir`, or undefined for an unknown locale. */
export function readMessages(dir: string, locale: string): Messages | undefined {
  if (!LOCALES.some((l) => l.code === locale)) return undefined;
  return JSON.parse(readFileSync(join(dir, `${locale}.json`), 'utf8')) as Messages;
}
