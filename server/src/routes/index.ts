/** Non-API routes: health, robots, hit tracking, i18n, and the built clients. */
export { registerHealth } from './health.ts';
export { registerRobots, robotsTxt, ROBOTS_DISALLOW } from './robots.ts';
export { registerHit, normaliseTrackId, PIXEL_GIF } from './hit.ts';
export { registerI18n, I18N_MESSAGES_ROUTE } from './i18n.ts';
export { registerStaticClients } from './static-clients.ts';
export type { StaticClients, StaticClientsOptions } from './static-clients.ts';
