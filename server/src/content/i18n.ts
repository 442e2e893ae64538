/** The message files under server/content/i18n, one JSON per locale. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ROOT } from '../config.ts';
import { LOCALES } from './locales.ts';

/** Folder of the message files. */
export const I18N_DIR = join(SERVER_ROOT, 'content', 'i18n');

/** A nested message set: keys to strings or further sets. */
export type Messages = { [key: string]: string | Messages };

const cache = new Map<string, Messages>();

/** The messages of a supported locale (read once), or undefined for an unknown locale. */
export function loadMessages(locale: string): Messages | undefined {
  if (!LOCALES.some((l) => l.code === locale)) return undefined;
  let messages = cache.get(locale);
  if (!messages) {
    messages = JSON.parse(readFileSync(join(I18N_DIR, `${locale}.json`), 'utf8')) as Messages;
    cache.set(locale, messages);
  }
  return messages;
}
