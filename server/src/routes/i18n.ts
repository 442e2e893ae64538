/** `GET /nfx/i18n/locales` and `GET /nfx/i18n/messages/{locale}` (§7 other calls). */
import type { FastifyInstance } from 'fastify';
import { i18n } from '@croupier/core/contract';
import { readMessages, type Messages } from '../content/i18n.ts';
import { DEFAULT_LOCALE, LOCALES } from '../content/locales.ts';
import { ServerError } from '../errors.ts';

/** Mounts the i18n endpoints over the message files of `dir` (each read once). */
export function registerI18n(app: FastifyInstance, dir: string): void {
  const cache = new Map<string, Messages>();
  app.get(i18n.I18N_LOCALES_PATH, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { locales: LOCALES, defaultLocale: DEFAULT_LOCALE };
  });
  app.get<{ Params: { locale: string } }>('/nfx/i18n/messages/:locale', async (request, reply) => {
    const { locale } = request.params;
    let messages = cache.get(locale);
    if (!messages) {
      messages = readMessages(dir, locale);
      if (!messages) throw new ServerError('MethodNotFoundException', 'Unknown locale');
      cache.set(locale, messages);
    }
    reply.header('cache-control', 'public, max-age=300');
    return messages;
  });
}
