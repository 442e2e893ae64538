/**
 * `GET /robots.txt`: index the public pages, keep crawlers out of the API and player areas,
 * and find them through the sitemap index.
 */
import type { FastifyInstance } from 'fastify';
import { SITEMAP_INDEX_PATH, sitemapBase } from './sitemap.ts';

/** Paths crawlers should not visit (API, player-only pages of §2.1, tracking). */
const ROBOTS_DISALLOW = [
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

/** The robots.txt text, pointing at the sitemap index `sitemapUrl` (absolute) when given. */
function robotsTxt(sitemapUrl?: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    ...(sitemapUrl ? ['', `Sitemap: ${sitemapUrl}`] : []),
    '',
  ].join('\n');
}

/** Mounts /robots.txt. */
export function registerRobots(app: FastifyInstance): void {
  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(`${sitemapBase(app, request.host)}${SITEMAP_INDEX_PATH}`)),
  );
}
