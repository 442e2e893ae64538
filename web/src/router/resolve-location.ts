/**
 * What an address shows (spec §2.1), as one pure function over core's routing rules:
 * configured redirects, the mini-app entry, route matching with validation, the guest guard,
 * table redirects and placeholder routes.
 */
import { RouteValidationError } from '@croupier/core/errors';
import {
  applyRedirects,
  fullAddress,
  guestGuard,
  matchRoute,
  miniAppEntryUrl,
  routeRedirectTarget,
  stripLocale,
  unprefixedDefaultLocale,
  type ConfiguredRedirect,
  type LocaleConfig,
  type LocationParts,
  type RouteMatch,
  type UserLike,
} from '@croupier/core/routing';

/** Where the Telegram Mini App build is served; a `tgWebAppData` entry on the site goes there. */
const MINIAPP_ENTRY_PATH = '/miniapp/';

/** What the router does with an address. */
export type Resolution =
  /** Replace the address with an in-app one (redirects, guard). */
  | { kind: 'redirect'; to: string }
  /** Leave the app (a configured external redirect, the mini-app entry). */
  | { kind: 'leave'; url: string }
  /** Show a route. */
  | { kind: 'route'; match: RouteMatch }
  /** Unknown address or a route without a page: the 404 page, in the address's locale. */
  | { kind: 'not-found'; locale: string }
  /** Route validation failed: fatal 404 "Page Not Found" with the path. */
  | { kind: 'fatal'; error: RouteValidationError };

/** Everything the resolution depends on. */
export interface ResolveInput {
  location: LocationParts;
  config: LocaleConfig;
  user: UserLike | null | undefined;
  redirects: readonly ConfiguredRedirect[];
  origin: string;
  /** True in the web app; a shell that *is* the mini-app passes false. */
  redirectMiniAppEntry?: boolean;
}

/** Resolves an address to what the router shows or where it goes. */
export function resolveLocation(input: ResolveInput): Resolution {
  const { location, config, user, redirects, origin } = input;
  if (input.redirectMiniAppEntry !== false) {
    const entry = miniAppEntryUrl(location, MINIAPP_ENTRY_PATH);
    if (entry) return { kind: 'leave', url: entry };
  }

  const configured = applyRedirects(redirects, location, { origin, config });
  if (configured) {
    return configured.external
      ? { kind: 'leave', url: configured.url }
      : { kind: 'redirect', to: configured.to };
  }

  // `/en/...` is the unprefixed page (§2.1); the server answers it with a 301 too.
  const unprefixed = unprefixedDefaultLocale(fullAddress(location), config);
  if (unprefixed !== null) return { kind: 'redirect', to: unprefixed };

  let match: RouteMatch | null;
  try {
    match = matchRoute(location.pathname, config);
  } catch (error) {
    if (error instanceof RouteValidationError) return { kind: 'fatal', error };
    throw error;
  }

  const guarded = guestGuard(location, user, config);
  if (guarded) return { kind: 'redirect', to: guarded };

  if (!match) {
    const locale = stripLocale(location.pathname, config.locales).locale ?? config.defaultLocale;
    return { kind: 'not-found', locale };
  }

  const tableRedirect = routeRedirectTarget(match, config, location.search, location.hash);
  if (tableRedirect) return { kind: 'redirect', to: tableRedirect };

  if (match.route.placeholder) return { kind: 'not-found', locale: match.locale };
  return { kind: 'route', match };
}

/** The locale an address is shown in, whatever the resolution. */
export function localeOfResolution(resolution: Resolution): string | null {
  if (resolution.kind === 'route') return resolution.match.locale;
  if (resolution.kind === 'not-found') return resolution.locale;
  return null;
}
