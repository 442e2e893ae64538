/** `GET /nfx/i18n/locales` and `GET /nfx/i18n/messages/{locale}` (§7 other calls). */
import type { FastifyInstance } from 'fastify';
import { loadMessages } from '../content/i18n.ts';
import { DEFAULT_LOCALE, LOCALES } from '../content/locales.ts';
import { ServerError } from '../errors.ts';

/** Mounts the i18n endpoints. */
export function registerI18n(app: FastifyInstance): void {
  app.get('/nfx/i18n/locales', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { locales: LOCALES, defaultLocale: DEFAULT_LOCALE };
  });
  app.get<{ Params: { locale: string } }>('/nfx/i18n/messages/:locale', async (request, reply) => {
    const messages = loadMessages(request.params.locale);
    if (!messages) throw new ServerError('MethodNotFoundException', 'Unknown locale');
    reply.header('cache-control', 'public, max-age=300');
    return messages;
  });
}
