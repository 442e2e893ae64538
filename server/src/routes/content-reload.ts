/**
 * Reloading the content files (CMS config and pages, SEO, i18n messages) without a restart, on
 * every instance: `POST /operator/content/reload` (operator token) or SIGHUP reads the folder
 * again on this instance and publishes on CONTENT_CHANNEL, and every other instance reads its
 * own copy when the notification arrives (http/change-feed.ts). A broken file is refused and
 * the content that was serving stays. Answers keep strong ETags over their bytes, so clients
 * revalidating get the new content; shared caches may keep the old one for its max-age
 * (http/etag.ts, five minutes).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { notify } from '../db/notifications.ts';
import { ServerError } from '../errors.ts';
import { assertOperator } from '../payouts/operator-auth.ts';

/** The channel a reload is announced on (payload: the announcing instance). */
export const CONTENT_CHANNEL = 'croupier_content';

/** The operator endpoint. */
const CONTENT_RELOAD_PATH = '/operator/content/reload';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads the content files again here; with `announce`, tells the other instances too. */
    reloadContent(announce: boolean): Promise<void>;
    /** Applies a CONTENT_CHANNEL notification (ignores this instance's own). */
    onContentNotification(payload: string): void;
  }
}

/** Decorates the reloads and mounts the operator endpoint; `reloads` each swap one kind in. */
export function registerContentReload(
  app: FastifyInstance,
  reloads: readonly (() => void)[],
): void {
  const instance = randomUUID();
  const reloadHere = () => {
    for (const reload of reloads) reload();
  };
  app.decorate('reloadContent', async (announce: boolean) => {
    reloadHere();
    if (announce) await notify(app.db, CONTENT_CHANNEL, instance);
  });
  app.decorate('onContentNotification', (payload: string) => {
    if (payload === instance) return;
    try {
      reloadHere();
    } catch (err) {
      app.log.error({ err }, 'content reload announced by another instance failed here');
    }
  });

  app.post(CONTENT_RELOAD_PATH, async (request) => {
    assertOperator(request, app.config.operatorToken);
    try {
      reloadHere();
    } catch (err) {
      // A broken, missing or unreadable file: the operator's to fix; nothing changed.
      const reason = err instanceof Error ? err.message : String(err);
      throw new ServerError('InvalidRequestException', `Content not reloaded: ${reason}`);
    }
    await notify(app.db, CONTENT_CHANNEL, instance);
    return { data: 1 };
  });
}
