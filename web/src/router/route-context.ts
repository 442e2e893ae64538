/** The route on screen, for components below the router (flags, params, locale). */
import type { RouteMatch } from '@croupier/core/routing';
import { createContext } from 'react';

/** The current route match; null on the Not found page. */
export const RouteContext = createContext<RouteMatch | null>(null);
