/**
 * The server-rendered public pages the end-to-end suites walk (ssr-hydration, layout-shift):
 * home, the hall with a filter, providers, promotions, tournaments and their hall, jackpots,
 * winners, loyalty, a content page, and locale-prefixed addresses. Not here: a missing content
 * page (`/no-such-page`) — its load fails on the server too, so its screen is left to the
 * browser (React client-renders that boundary), by design.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/ru',
  '/gamehall',
  '/gamehall?category=slots',
  '/providers',
  '/promotions',
  '/tournaments',
  '/tournaments/1',
  '/tournaments/1/gamehall',
  '/jackpots',
  '/winners',
  '/loyalty',
  '/about',
  '/pt/promotions',
] as const;
