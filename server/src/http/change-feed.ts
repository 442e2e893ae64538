/**
 * Keeps this instance's in-process caches true to the database (DESIGN §5b): listens on the
 * channels the database's triggers publish on (drizzle/0005, 0006) and drops what changed — the
 * catalogue snapshot, sessions and their players, players' balances — and reloads the content files when another
 * instance announces it (routes/content-reload.ts). A listening connection that was lost and
 * came back may have missed notifications, so then every cache is dropped.
 */
import type { FastifyInstance } from 'fastify';
import type { Listen } from '../db/notifications.ts';
import { LEDGER_CHANNEL } from '../ledger/balance-cache.ts';
import { CONTENT_CHANNEL } from '../routes/content-reload.ts';
import { SESSION_CHANNEL } from '../sessions/session-cache.ts';
import './server-context.ts';

/** The channel the catalogue tables' triggers publish on (payload: the table's name). */
const CATALOGUE_CHANNEL = 'croupier_catalogue';

/** Starts listening when the app is ready; stops when it closes. */
export function registerChangeFeed(app: FastifyInstance, listen: Listen): void {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await listen([CATALOGUE_CHANNEL, SESSION_CHANNEL, LEDGER_CHANNEL, CONTENT_CHANNEL], {
      message(channel, payload) {
        if (channel === CATALOGUE_CHANNEL) app.catalogue.invalidate();
        else if (channel === SESSION_CHANNEL) app.sessionCache.onNotification(payload);
        else if (channel === LEDGER_CHANNEL) app.balanceCache.onNotification(payload);
        else app.onContentNotification(payload);
      },
      resync() {
        app.catalogue.invalidate();
        app.sessionCache.clear();
        app.balanceCache.clear();
      },
      error: (err) => app.log.error({ err }, 'change feed failed'),
    });
  });
  app.addHook('onClose', async () => {
    await stop?.();
    app.sessionCache.close();
    app.balanceCache.close();
  });
}
