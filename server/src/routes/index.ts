/** Non-API routes: health, robots and sitemaps, hit tracking, i18n, and the built clients. */
export { registerHealth } from './health.ts';
export { registerRobots, robotsTxt, ROBOTS_DISALLOW } from './robots.ts';
export { registerHit, normaliseTrackId, PIXEL_GIF } from './hit.ts';
export {
  registerSitemap,
  sitemapIndexXml,
  localeSitemapXml,
  SITEMAP_INDEX_PATH,
} from './sitemap.ts';
export { sitemapPages, STATIC_SITEMAP_ROUTES } from './sitemap-pages.ts';
export type { SitemapPage } from './sitemap-pages.ts';
export { registerI18n, I18N_MESSAGES_ROUTE } from './i18n.ts';
export { registerStaticClients } from './static-clients.ts';
export type { StaticClients, StaticClientsOptions } from './static-clients.ts';
