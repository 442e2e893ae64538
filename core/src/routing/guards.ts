/** Route guards (§2.1, §2.2, §4 Authenticated, §6). */
import { isAuthenticated } from '../state/session/account-info.ts';
import type { LocaleConfig } from './locale-prefix.ts';
import { localeOfPath, localizePath, stripLocale } from './locale-prefix.ts';
import { routePath } from './route-table.ts';
import { bareHash, bareQuery, joinUrl, queryPair, splitUrl } from './url-parts.ts';

/** Anything carrying the account's uid (account info, session snapshot). */
export type UserLike = Parameters<typeof isAuthenticated>[0];

/** The parts of the address the guards look at, as `location` gives them. */
export interface LocationParts {
  pathname: string;
  /** With or without the leading `?`. */
  search?: string;
  /** With or without the leading `#`. */
  hash?: string;
}

/** Path segments guests may not open (§2.1, §6). */
export const GUARDED_SEGMENTS: readonly string[] = [
  'bets',
  'cashier',
  'profile',
  'responsible-game',
];

function decodedSegments(pathname: string): string[] {
  return splitUrl(pathname)
    .path.split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

/**
 * Whether a path contains bets, cashier, profile or responsible-game (§2.1). Matched per
 * path segment, so a content page such as `/cashier-rules` or `/bets-explained` stays open.
 */
export function pathRequiresAuth(pathname: string): boolean {
  return decodedSegments(pathname).some((segment) => GUARDED_SEGMENTS.includes(segment));
}

/** The full address `path?query#hash` of a location. */
export function fullAddress(location: LocationParts): string {
  return joinUrl({
    path: location.pathname,
    query: bareQuery(location.search),
    hash: bareHash(location.hash),
  });
}

/**
 * The guest guard (§2.1): a guest on a guarded path goes to the index page (in the
 * path's locale) with `redirectUrl` = the encoded original address. Null lets the
 * navigation through.
 */
export function guestGuard(
  location: LocationParts,
  user: UserLike | null | undefined,
  config: LocaleConfig,
): string | null {
  if (isAuthenticated(user) || !pathRequiresAuth(location.pathname)) return null;
  const index = localizePath('/', localeOfPath(location.pathname, config), config);
  return `${index}?${queryPair('redirectUrl', fullAddress(location))}`;
}

/** Whether a path is a deposit page (`/cashier/deposit` or `/cashier/deposit/{sysname}`). */
export function isDepositPath(pathname: string, config: LocaleConfig): boolean {
  const path = splitUrl(stripLocale(pathname, config.locales).path).path;
  return path === '/cashier/deposit' || path.startsWith('/cashier/deposit/');
}

/**
 * The billing rule (§2.2), for the billing screen to call with the current path: it
 * redirects to the deposit index (in the path's locale) unless the current path is a
 * deposit page, where billing is shown inside the deposit flow. Null: stay.
 */
export function billingRedirect(pathname: string, config: LocaleConfig): string | null {
  if (isDepositPath(pathname, config)) return null;
  return localizePath(routePath('cashier-index-deposit'), localeOfPath(pathname, config), config);
}
