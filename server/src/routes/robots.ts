/** `GET /robots.txt`: index the public pages, keep crawlers out of the API and player areas. */
import type { FastifyInstance } from 'fastify';

/** Paths crawlers should not visit (API, player-only pages of §2.1, tracking). */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/cashier',
  '/profile',
  '/bets',
  '/responsible-game',
  '/platform/',
  '/hit',
  '/miniapp/',
  '/forms/',
];

/** The robots.txt text for a public origin. */
export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), ''].join(
    '\n',
  );
}

/** Mounts /robots.txt. */
export function registerRobots(app: FastifyInstance): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt()),
  );
}
