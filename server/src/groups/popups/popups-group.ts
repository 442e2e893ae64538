/**
 * popups (§7): the campaign popups due for the caller now (a player's impressions recorded),
 * or, with `id`, that one popup for preview (#popup-preview, §2.1). Rules in
 * campaigns/campaign-popups.ts.
 */
import type { FastifyInstance } from 'fastify';
import { popups } from '@croupier/core/contract';
import { duePopups, previewPopup } from '../../campaigns/index.ts';
import { registerMethod } from '../../http/api-router.ts';

/** Mounts popups.get. */
export function registerPopupsGroup(app: FastifyInstance): void {
  registerMethod(app, popups.get, async ({ params, db, locale, user }) =>
    params.id === undefined
      ? duePopups(db, { userId: user?.id ?? null, locale, now: new Date() })
      : previewPopup(db, params.id, locale),
  );
}
