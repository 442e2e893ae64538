/**
 * The maintenance switch at the door of the API (§8): while the operator has the application
 * `unavailable` or `disabled`, every `/api/*` call answers 503 with the matching error type and
 * a `Retry-After`, so clients show the maintenance screen and poll gently until it opens again.
 * Everything else — the clients' files, translations, /health, /operator — stays up, so the
 * maintenance screen can be drawn and the operator can open the site again.
 */
import type { FastifyInstance } from 'fastify';
import { ServerError } from '../errors.ts';
import type { SwitchStore } from './switch-store.ts';

/** Seconds a client is asked to wait before trying again. */
const MAINTENANCE_RETRY_AFTER_S = 10;

/** Installs the gate (an onRequest hook, before sessions or body parsing). */
export function registerApplicationGate(app: FastifyInstance, switches: SwitchStore): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const { application } = await switches.read();
    if (application === 'unavailable') {
      throw new ServerError('ApplicationUnavailableException', 'The site is under maintenance', {
        retryAfter: MAINTENANCE_RETRY_AFTER_S,
      });
    }
    if (application === 'disabled') {
      throw new ServerError('ApplicationDisabledException', 'The site is closed', {
        retryAfter: MAINTENANCE_RETRY_AFTER_S,
      });
    }
  });
}
