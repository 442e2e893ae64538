/**
 * The answers home's first screen is drawn from, with the params its hooks ask with: the
 * banners (the hero), the categories and the rows of games. `preloadHomeData` asks for them
 * before home renders (a start-up that renders in the browser: the Mini App).
 */
import { preloadApi } from '../app/use-api.ts';
import type { Platform } from '../app/platform.ts';
import { preloadFirstBanner } from './banner-preload.ts';
import { CATEGORIES_CALL, HERO_CALL, ROW_CALLS } from './home-calls.ts';

/**
 * Asks for home's answers now, under the keys its hooks will use (for player `uid`, see
 * `preloadApi`). Settles once every answer is in (a failed one included: it is the screen's
 * to show).
 */
export async function preloadHomeData(platform: Platform, uid?: number): Promise<void> {
  await Promise.all([
    // The hero's image goes out as soon as the banners answer, not once home has rendered.
    preloadApi(platform, HERO_CALL.method, HERO_CALL.params, uid).then(preloadFirstBanner),
    preloadApi(platform, CATEGORIES_CALL.method, CATEGORIES_CALL.params, uid),
    ...ROW_CALLS.map(({ method, params }) => preloadApi(platform, method, params, uid)),
  ]);
}
