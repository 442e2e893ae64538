/**
 * `GET /hit` (§7 hit tracking): an image request carrying referer, track_id or seon_session.
 * A track id arriving as `td_<id>` is stored as `<id>` with source `td`. Answers a 1×1 gif.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { hits } from '../db/schema/index.ts';

/** A transparent 1×1 GIF. */
const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function text(value: unknown, max = 512): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;
}

/** Splits a `td_` prefix off a track id. */
function normaliseTrackId(raw: string | null): {
  trackId: string | null;
  trackSource: string | null;
} {
  if (raw && raw.startsWith('td_') && raw.length > 3)
    return { trackId: raw.slice(3), trackSource: 'td' };
  return { trackId: raw, trackSource: null };
}

/** Mounts /hit. */
export function registerHit(app: FastifyInstance, db: Db): void {
  app.get('/hit', { config: { session: true } }, async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const { trackId, trackSource } = normaliseTrackId(text(q.track_id, 128));
    const referer = text(q.referer, 2048);
    const seonSession = text(q.seon_session, 4096);
    if (referer || trackId || seonSession) {
      await db.insert(hits).values({
        referer,
        trackId,
        trackSource,
        seonSession,
        userAgent: text(request.headers['user-agent']),
        ip: request.ip,
        userId: request.user?.id ?? null,
      });
    }
    return reply.type('image/gif').header('cache-control', 'no-store').send(PIXEL_GIF);
  });
}
