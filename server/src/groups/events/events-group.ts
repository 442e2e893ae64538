/**
 * The events group (§7): events.handle stores a site event (pageview, login, sign_up,
 * make_deposit…) with its flat parameters, the player when signed in, the locale and the
 * calling client. Calls are rate-limited per address so a loop in a client cannot flood
 * the table.
 */
import type { FastifyInstance } from 'fastify';
import { events } from '@croupier/core/contract';
import { analyticsEvents } from '../../db/schema/index.ts';
import { registerMethod } from '../../http/api-router.ts';

/** Events one address may report per minute. */
const EVENTS_PER_MINUTE = 120;

/** Mounts events.handle. */
export function registerEventsGroup(app: FastifyInstance): void {
  registerMethod(
    app,
    events.handle,
    async ({ params, db, user, locale, request }) => {
      await db.insert(analyticsEvents).values({
        userId: user?.id ?? null,
        name: params.event_name,
        params: params.event_params ?? {},
        locale,
        client: request.clientKind,
        ip: request.ip,
      });
      return 1 as const;
    },
    {
      rateLimit: {
        rule: { limit: EVENTS_PER_MINUTE, windowSeconds: 60 },
        key: ({ request }) => `events:${request.ip}`,
      },
    },
  );
}
