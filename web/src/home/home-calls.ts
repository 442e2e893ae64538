/**
 * The calls home's first screen is drawn from, with the params its hooks ask with: the
 * banners (the hero), the categories and the rows of games. Plain data, so the Mini App's
 * build can write the same requests into its page (miniapp/vite.config.ts: the launch asks
 * for them while the app's code downloads).
 */
import { banners, games } from '@croupier/core/refs';

/** banners.get's params: the hero shows a banner's description and images. */
export const BANNER_PARAMS = { fields: 'description,images' } as const;

/** How many games a home row asks for. */
export const ROW_SIZE = 12;

/** The categories of home's rows, top to bottom (HomeScreen draws them from this list). */
export const HOME_ROWS = ['popular', 'new', 'slots', 'live-casino'] as const;

/** One of home's rows. */
export type HomeRow = (typeof HOME_ROWS)[number];

/** The hero's call. */
export const HERO_CALL = { method: banners.get, params: BANNER_PARAMS };

/** The categories' call (the rows' titles and icons). */
export const CATEGORIES_CALL = { method: games.getCategories, params: {} };

/** The rows' calls, top to bottom. */
export const ROW_CALLS = HOME_ROWS.map((category) => ({
  method: games.get,
  params: { category, count: ROW_SIZE },
}));

/** Every call of home's first screen: the hero first, then the categories and the rows. */
export const HOME_CALLS = [HERO_CALL, CATEGORIES_CALL, ...ROW_CALLS] as const;
