/** `GET /nfx/i18n/locales` and `GET /nfx/i18n/messages/{locale}` (§7 other calls). */
import type { FastifyInstance } from 'fastify';
import { i18n } from '@croupier/core/contract';
import { readMessages, type Messages } from '../content/i18n.ts';
import { DEFAULT_LOCALE, LOCALES } from '../content/locales.ts';
import { ServerError } from '../errors.ts';

/** The messages route (its Cache-Control and ETag: http/cacheable-reads.ts). */
export const I18N_MESSAGES_ROUTE = '/nfx/i18n/messages/:locale';

/**
 * Mounts the i18n endpoints over the message files of `dir` (each read once). The result reads
 * every file again (throwing, and keeping what it had, when one is broken).
 */
export function registerI18n(app: FastifyInstance, dir: string): () => void {
  let cache = new Map<string, Messages>();
  // The contract's `name` is the locale's own name, which the language switcher shows.
  const locales = LOCALES.map(({ code, nativeName }) => ({ code, name: nativeName }));
  app.get(i18n.I18N_LOCALES_PATH, async () => {
    return { locales, defaultLocale: DEFAULT_LOCALE };
  });
  app.get<{ Params: { locale: string } }>(I18N_MESSAGES_ROUTE, async (request) => {
    const { locale } = request.params;
    let messages = cache.get(locale);
    if (!messages) {
      messages = readMessages(dir, locale);
      if (!messages) throw new ServerError('MethodNotFoundException', 'Unknown locale');
      cache.set(locale, messages);
    }
    return messages;
  });

  return () => {
    const fresh = new Map<string, Messages>();
    for (const { code } of LOCALES) fresh.set(code, readMessages(dir, code)!);
    cache = fresh;
  };
}
