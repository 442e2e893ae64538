/**
 * Route name → screen. Names are core's route table (`ROUTES`); each screen is its own chunk.
 * To bind a route: add it here and remove it from `unbound-routes.ts`.
 */
import type { SystemPage } from '@croupier/core/error-handling';
import { lazyScreen, type ScreenBinding } from './route-screens.ts';

/** The screens of the routes this build shows. */
export const ROUTE_SCREENS: Readonly<Partial<Record<string, ScreenBinding>>> = {
  index: lazyScreen(() => import('../screens/home/HomeScreen.tsx').then((m) => m.HomeScreen)),
  slug: lazyScreen(() =>
    import('../screens/content/ContentScreen.tsx').then((m) => m.ContentScreen),
  ),
  _icons: lazyScreen(() => import('../screens/icons/IconsScreen.tsx').then((m) => m.IconsScreen)),
};

/** The system pages (§2.3) by core's page-error names; layouts come from core's SYSTEM_PAGES. */
export const SYSTEM_SCREENS: Readonly<Record<SystemPage, ScreenBinding>> = {
  notFound: lazyScreen(() =>
    import('../screens/system/NotFoundScreen.tsx').then((m) => m.NotFoundScreen),
  ),
  forbidden: lazyScreen(() =>
    import('../screens/system/ForbiddenScreen.tsx').then((m) => m.ForbiddenScreen),
  ),
  userBlocked: lazyScreen(() =>
    import('../screens/system/UserBlockedScreen.tsx').then((m) => m.UserBlockedScreen),
  ),
  maintenance: lazyScreen(() =>
    import('../screens/system/MaintenanceScreen.tsx').then((m) => m.MaintenanceScreen),
  ),
  error: lazyScreen(() => import('../screens/system/ErrorScreen.tsx').then((m) => m.ErrorScreen)),
};
