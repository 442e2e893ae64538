/** Data services: SWR hooks over core's API client and the CMS. */
export { useContentPage } from './use-content-page.ts';
export { useCategories, useGames } from './use-games.ts';
export { useBanners } from './use-banners.ts';
export { type Analytics, type AnalyticsParams } from './analytics.ts';
export type { PlatformServices } from './start-services.ts';
