/**
 * The answers home's first screen is drawn from, with the params its hooks ask with: the
 * banners (the hero), the categories and the rows of games. `preloadHomeData` asks for them
 * before home renders (a start-up that renders in the browser: the Mini App).
 */
import { banners, games } from '@croupier/core/refs';
import { preloadApi } from '../app/use-api.ts';
import type { Platform } from '../app/platform.ts';
import { preloadFirstBanner } from './banner-image.ts';

/** banners.get's params: the hero shows a banner's description and images. */
export const BANNER_PARAMS = { fields: 'description,images' } as const;

/** How many games a home row asks for. */
export const ROW_SIZE = 12;

/** The categories of home's rows, top to bottom (HomeScreen draws them from this list). */
export const HOME_ROWS = ['popular', 'new', 'slots', 'live-casino'] as const;

/** One of home's rows. */
export type HomeRow = (typeof HOME_ROWS)[number];

/**
 * Asks for home's answers now, under the keys its hooks will use (for player `uid`, see
 * `preloadApi`). Settles once every answer is in (a failed one included: it is the screen's
 * to show).
 */
export async function preloadHomeData(platform: Platform, uid?: number): Promise<void> {
  // The hero's image goes out as soon as the banners answer, not once home has rendered.
  const hero = preloadApi(platform, banners.get, BANNER_PARAMS, uid).then(preloadFirstBanner);
  await Promise.all([
    hero,
    preloadApi(platform, games.getCategories, {}, uid),
    ...HOME_ROWS.map((category) =>
      preloadApi(platform, games.get, { category, count: ROW_SIZE }, uid),
    ),
  ]);
}
