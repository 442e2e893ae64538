/**
 * Open-redirect defence for `redirectUrl`, `backUrl` and any navigation target
 * (DESIGN §5): only our own origin survives; an external host is followed only when it is
 * on an explicit allowlist (§2.1 "Navigation to external URLs without explicit allowance
 * is an error").
 */
import { UnsafeNavigationError } from '../errors.ts';
import { queryValue, splitUrl } from './url-parts.ts';

/** Our origin and where to go when the address is not safe. */
export interface SafeUrlOptions {
  /** `https://casino.example` — the only origin in-app addresses may resolve to. */
  origin: string;
  /** Returned for an unsafe or missing address; `/` by default. */
  fallback?: string;
}

/** Our origin plus the external hosts navigation may leave for: `pay.example` or `*.example`. */
export interface NavigationOptions {
  origin: string;
  allowedHosts?: readonly string[];
}

/** A navigation target after the external-navigation rule: an in-app path or an allowed URL. */
export type NavigationTarget = { external: false; path: string } | { external: true; url: string };

// C0 and C1 controls: browsers drop tab/newline from URLs, so `java\tscript:` would run.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const LEADING_SPACE = /^[\s\uFEFF\u200B-\u200D\u2060]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP_URL = /^https?:\/\//i;
/**
 * `/`, `\` and the characters a router, a file system or Unicode normalisation may read as
 * one (fullwidth and small solidi, division and fraction slashes, big solidi): none may follow
 * the leading `/`, or the path could turn protocol-relative on the way.
 */
const SLASH_LIKE = /[/\\\u2044\u2215\u29F5\u29F8\u29F9\uFE68\uFF0F\uFF3C]/;
/**
 * How many steps (a percent-decoding, a dot-segment normalisation, NFKC) the check follows.
 * Enough to see through triple encoding (`%25252F`) mixed with dot segments; a path still
 * changing after that is refused rather than trusted.
 */
const MAX_STEPS = 8;

function pathPart(url: string): string {
  return splitUrl(url).path;
}

function hostileForm(form: string): boolean {
  if (CONTROL.test(form) || LEADING_SPACE.test(form)) return true;
  if (SCHEME.test(form)) return true;
  const path = pathPart(form);
  return !path.startsWith('/') || path.startsWith('//') || path.includes('\\');
}

/** A path is safe on its own: one leading `/`, then no slash-like character, no controls. */
function safePathForm(path: string): boolean {
  return (
    path.startsWith('/') &&
    !SLASH_LIKE.test(path.charAt(1)) &&
    !path.includes('\\') &&
    !CONTROL.test(path)
  );
}

/**
 * The paths a router or browser may make of `path`: decoded once (null when malformed),
 * dot segments resolved against our origin (null when that leaves it), NFKC-normalised.
 */
function nextForms(path: string, ours: string): (string | null)[] {
  let decoded: string | null;
  try {
    decoded = pathPart(decodeURIComponent(path));
  } catch {
    decoded = null;
  }
  const resolved = new URL(path, ours);
  return [decoded, resolved.origin === ours ? resolved.pathname : null, path.normalize('NFKC')];
}

/**
 * Whether every form `path` can take on its way — percent-decoded (once or more, as a router
 * or the browser may do again), dot segments resolved, NFKC-normalised, in any order — is
 * still a single-slash path on our origin. Resolving only once is not enough: `/a/..%2f/x`
 * stays put until it is decoded, then resolves to `//x`.
 */
function safeInEveryForm(path: string, ours: string): boolean {
  const seen = new Set<string>();
  let frontier = [path];
  for (let step = 0; step <= MAX_STEPS; step += 1) {
    const next: string[] = [];
    for (const form of frontier) {
      if (seen.has(form)) continue;
      seen.add(form);
      if (!safePathForm(form)) return false;
      for (const other of nextForms(form, ours)) {
        if (other === null) return false;
        if (!seen.has(other)) next.push(other);
      }
    }
    if (next.length === 0) return true;
    frontier = next;
  }
  return false;
}

function originOf(origin: string): string {
  return new URL(origin).origin;
}

/**
 * What `safeInAppPath` answered, by origin and address (an origin holds no newline). Bounded:
 * the oldest answer goes first, so addresses read from a long session cannot grow it.
 */
const checkedPaths = new Map<string, string | null>();
const CHECKED_PATHS_LIMIT = 2000;

/**
 * The in-app `path?query#hash` an address stands for, or null when it could lead off our
 * origin: protocol-relative (`//evil.com`, `/\evil.com`, `\\evil`), script or data
 * schemes, scheme-relative (`https:evil.com`), encoded variants of any of these,
 * control or leading whitespace characters, or an absolute URL to another origin.
 * An absolute URL on our own origin is reduced to its path.
 *
 * The result is normalised (as `new URL` would) and proven safe in every form it may take
 * later: `/.//evil.com`, `/a/..//evil.com` or `/%2e%2e//evil.com` normalise to `//evil.com`,
 * and `/./%2fevil.com` to `/%2fevil.com` which decodes to it — all null.
 */
export function safeInAppPath(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  // The answer depends on nothing else, and a screen asks again for every link it draws (a
  // home page's hundred tiles on every render): the check is a dozen URL parses and decodes.
  const key = `${origin}\n${raw}`;
  const known = checkedPaths.get(key);
  if (known !== undefined) return known;
  const answer = checkInAppPath(raw, origin);
  if (checkedPaths.size >= CHECKED_PATHS_LIMIT)
    checkedPaths.delete(checkedPaths.keys().next().value!);
  checkedPaths.set(key, answer);
  return answer;
}

function checkInAppPath(raw: string, origin: string): string | null {
  if (CONTROL.test(raw) || LEADING_SPACE.test(raw) || pathPart(raw).includes('\\')) return null;
  const ours = originOf(origin);
  let candidate = raw;
  if (HTTP_URL.test(raw)) {
    let absolute: URL;
    try {
      absolute = new URL(raw);
    } catch {
      return null;
    }
    if (absolute.origin !== ours || absolute.username || absolute.password) return null;
    candidate = `${absolute.pathname}${absolute.search}${absolute.hash}`;
  }
  if (hostileForm(candidate) || !safeInEveryForm(pathPart(candidate), ours)) return null;
  const resolved = new URL(candidate, ours);
  if (resolved.origin !== ours || !safeInEveryForm(resolved.pathname, ours)) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** `safeInAppPath` with a fallback (default `/`) for anything unsafe or missing. */
export function sanitizeReturnUrl(raw: unknown, options: SafeUrlOptions): string {
  return safeInAppPath(raw, options.origin) ?? options.fallback ?? '/';
}

/**
 * The safe in-app path carried by `redirectUrl` or `backUrl` in a query, or null when the
 * parameter is missing or unsafe.
 */
export function returnUrlFromQuery(
  search: string,
  key: 'redirectUrl' | 'backUrl',
  origin: string,
): string | null {
  const value = queryValue(search, key);
  return value === null ? null : safeInAppPath(value, origin);
}

/** Whether a host is on the allowlist: exact, or `*.domain` for any subdomain of domain. */
export function isHostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const allowed = entry.trim().toLowerCase();
    if (allowed.startsWith('*.'))
      return host.endsWith(allowed.slice(1)) && host !== allowed.slice(2);
    return host === allowed;
  });
}

/**
 * Applies the external-navigation rule to any target: an in-app address gives its safe
 * path; an http(s) URL to an allowlisted host gives `{ external: true, url }`; anything
 * else throws UnsafeNavigationError.
 */
export function resolveNavigation(target: string, options: NavigationOptions): NavigationTarget {
  const path = safeInAppPath(target, options.origin);
  if (path !== null) return { external: false, path };
  if (HTTP_URL.test(target) && !CONTROL.test(target) && !pathPart(target).includes('\\')) {
    let url: URL | null = null;
    try {
      url = new URL(target);
    } catch {
      url = null;
    }
    if (
      url &&
      !url.username &&
      !url.password &&
      url.origin !== originOf(options.origin) &&
      isHostAllowed(url.hostname, options.allowedHosts ?? [])
    ) {
      return { external: true, url: url.href };
    }
  }
  throw new UnsafeNavigationError(target);
}
