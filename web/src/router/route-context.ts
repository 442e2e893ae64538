/** The route on screen, for components below the router (flags, params, locale). */
import type { RouteMatch } from '@croupier/core/routing';
import { createContext, useContext } from 'react';

/** The current route match; null on the Not found page. */
export const RouteContext = createContext<RouteMatch | null>(null);

/** The route on screen, or null when none matched. */
export function useRouteMatch(): RouteMatch | null {
  return useContext(RouteContext);
}
