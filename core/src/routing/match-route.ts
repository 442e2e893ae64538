/** Matching a pathname against the route table (§2.1, §2.2). */
import { RouteValidationError } from '../errors.ts';
import type { LocaleConfig } from './locale-prefix.ts';
import { localizePath, stripLocale } from './locale-prefix.ts';
import type { RouteDef } from './route-table.ts';
import { ROUTES, routeByName, routePath } from './route-table.ts';
import { bareHash, bareQuery, joinUrl, mergeQueries, queryPair, splitUrl } from './url-parts.ts';

/** A matched route: its params (decoded) and the locale the page is shown in. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  /** The prefix locale, or the default locale for an unprefixed path. */
  locale: string;
  /** Whether the path carried a `{rootLocale}` prefix. */
  prefixed: boolean;
}

interface CompiledRoute {
  route: RouteDef;
  /** Static text, or null for a param (whose name is in `names`). */
  segments: (string | null)[];
  names: string[];
  rest: boolean;
  staticCount: number;
}

function compile(route: RouteDef): CompiledRoute {
  const parts = route.path.split('/').filter((part) => part !== '');
  const rest = parts[parts.length - 1] === '*';
  const fixed = rest ? parts.slice(0, -1) : parts;
  const names: string[] = [];
  const segments = fixed.map((part) => {
    if (!part.startsWith(':')) return part;
    names.push(part.slice(1));
    return null;
  });
  return { route, segments, names, rest, staticCount: segments.filter((s) => s !== null).length };
}

const SLUG = 'slug';
const COMPILED = ROUTES.filter((route) => route.name !== SLUG).map(compile);
const SLUG_ROUTE = ROUTES.find((route) => route.name === SLUG) as RouteDef;

/**
 * First segments the `/{slug}` content route must never take: every real route's first
 * segment, plus server paths (DESIGN §2) a stray link could point at.
 */
const RESERVED_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  ...COMPILED.map((c) => c.segments[0]).filter((s): s is string => typeof s === 'string'),
  'api',
  'nfx',
  'platform',
  'oauth',
  'hit',
  'health',
]);

function decodeSegments(raw: string[], pathname: string): string[] {
  return raw.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      throw new RouteValidationError(pathname);
    }
  });
}

function validated(
  route: RouteDef,
  params: Record<string, string>,
  pathname: string,
): Record<string, string> {
  for (const [name, value] of Object.entries(params)) {
    const rule = route.params[name];
    if (rule && !rule.test(value)) throw new RouteValidationError(pathname);
  }
  return params;
}

/**
 * The route for a pathname, with or without the `{rootLocale}` prefix, or null for an
 * unknown path (a 404 page). A query or hash on the input is ignored. A path that
 * matches a route whose params fail validation throws RouteValidationError (fatal 404,
 * §2.1). A prefix equal to the default locale is not a route: the default is never prefixed.
 */
export function matchRoute(pathname: string, config: LocaleConfig): RouteMatch | null {
  const path = splitUrl(pathname).path;
  if (!path.startsWith('/')) return null;
  const stripped = stripLocale(path, config.locales);
  if (stripped.locale === config.defaultLocale) return null;
  const locale = stripped.locale ?? config.defaultLocale;
  const prefixed = stripped.locale !== null;

  const trimmed = stripped.path.length > 1 ? stripped.path.replace(/\/$/, '') : stripped.path;
  const raw = trimmed === '/' ? [] : trimmed.slice(1).split('/');
  if (raw.some((segment) => segment === '')) return null;
  const segments = decodeSegments(raw, pathname);

  let best: { compiled: CompiledRoute; params: Record<string, string> } | null = null;
  for (const compiled of COMPILED) {
    const params = paramsOf(compiled, segments);
    if (params && (!best || compiled.staticCount > best.compiled.staticCount)) {
      best = { compiled, params };
    }
  }
  if (best) {
    const params = validated(best.compiled.route, best.params, pathname);
    return { route: best.compiled.route, params, locale, prefixed };
  }

  const [slug] = segments;
  const reserved =
    slug === undefined || RESERVED_FIRST_SEGMENTS.has(slug) || config.locales.includes(slug);
  if (segments.length === 1 && slug !== undefined && !reserved) {
    return {
      route: SLUG_ROUTE,
      params: validated(SLUG_ROUTE, { slug }, pathname),
      locale,
      prefixed,
    };
  }
  return null;
}

function paramsOf(compiled: CompiledRoute, segments: string[]): Record<string, string> | null {
  const { segments: pattern, rest } = compiled;
  if (rest ? segments.length < pattern.length : segments.length !== pattern.length) return null;
  const params: Record<string, string> = {};
  let n = 0;
  for (let i = 0; i < pattern.length; i += 1) {
    const expected = pattern[i];
    const actual = segments[i] as string;
    if (expected === null) params[compiled.names[n++] as string] = actual;
    else if (expected !== actual) return null;
  }
  return params;
}

/**
 * Where a table redirect (`/cashier` → `/cashier/deposit`, `/profile` → `/profile/settings`,
 * `/gamehall/{id}` → `/gamehall?category={id}`) sends a match, in the match's locale, with the
 * current query and hash kept (the redirect's own query wins a clash). Null when the route
 * does not redirect.
 */
export function routeRedirectTarget(
  match: RouteMatch,
  config: LocaleConfig,
  search = '',
  hash = '',
): string | null {
  const redirect = match.route.redirect;
  if (!redirect) return null;
  const target = routeByName(redirect.to);
  if (!target) return null;
  const own = Object.entries(redirect.query ?? {})
    .map(([key, value]) =>
      queryPair(key, value.startsWith(':') ? (match.params[value.slice(1)] ?? '') : value),
    )
    .join('&');
  const path = localizePath(routePath(target.name, match.params), match.locale, config);
  return joinUrl({ path, query: mergeQueries(own, bareQuery(search)), hash: bareHash(hash) });
}
