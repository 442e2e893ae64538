/**
 * Configured redirects (§2.1, §3 Redirect): `from_url` may use `*` as a wildcard, `to_url`
 * is internal or external, and the visitor's query and hash are kept.
 */
import type { LocaleConfig } from './locale-prefix.ts';
import { localizePath, stripLocale } from './locale-prefix.ts';
import type { LocationParts } from './guards.ts';
import { safeInAppPath } from './safe-url.ts';
import { bareHash, bareQuery, joinUrl, mergeQueries, splitUrl } from './url-parts.ts';

/** One configured redirect, as the content system delivers it. */
export interface ConfiguredRedirect {
  from_url: string;
  to_url: string;
}

/** Where a configured redirect sends the visitor. */
export type RedirectResult = { external: false; to: string } | { external: true; url: string };

const HTTP_URL = /^https?:\/\//i;

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** `from_url` as a regex over `path` (or `path?query` when it names a query); null if foreign. */
function fromPattern(
  fromUrl: string,
  origin: string,
): { regex: RegExp; withQuery: boolean } | null {
  let source = fromUrl.trim();
  if (HTTP_URL.test(source)) {
    let url: URL;
    try {
      url = new URL(source);
    } catch {
      return null;
    }
    if (url.origin !== new URL(origin).origin) return null;
    source = `${url.pathname}${url.search}`;
  }
  const { path, query } = splitUrl(source);
  if (!path.startsWith('/')) return null;
  const text = query ? `${trimSlash(path)}?${query}` : trimSlash(path);
  const escaped = text
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('(.*)');
  return { regex: new RegExp(`^${escaped}$`), withQuery: query !== '' };
}

/**
 * The first configured redirect matching a location, or null. Exact rules are tried before
 * wildcard ones. A locale-prefixed path also matches an unprefixed rule, and an internal
 * target then keeps that locale. `*` in `to_url` takes the text `*` matched in `from_url`.
 * The query is merged (`to_url`'s own values win a clash) and the visitor's hash kept
 * (else `to_url`'s). An external `to_url` must be http(s): operators configured it, which
 * is the explicit allowance §2.1 asks for; anything else (script schemes, `//host`) is
 * ignored. A rule that would send the visitor to the same address is ignored.
 */
export function applyRedirects(
  redirects: readonly ConfiguredRedirect[],
  location: LocationParts,
  options: { origin: string; config: LocaleConfig },
): RedirectResult | null {
  const { origin, config } = options;
  const query = bareQuery(location.search);
  const hash = bareHash(location.hash);
  const path = trimSlash(splitUrl(location.pathname).path);
  const stripped = stripLocale(path, config.locales);
  const candidates: { path: string; locale: string | null }[] = [{ path, locale: null }];
  if (stripped.locale !== null)
    candidates.push({ path: trimSlash(stripped.path), locale: stripped.locale });

  const ordered = [
    ...redirects.filter((r) => !r.from_url.includes('*')),
    ...redirects.filter((r) => r.from_url.includes('*')),
  ];
  for (const rule of ordered) {
    const pattern = fromPattern(rule.from_url, origin);
    if (!pattern) continue;
    for (const candidate of candidates) {
      const subject = pattern.withQuery && query ? `${candidate.path}?${query}` : candidate.path;
      const found = pattern.regex.exec(subject);
      if (!found) continue;
      const result = target(rule.to_url.trim().replace('*', found[1] ?? ''), candidate.locale);
      if (result) return result;
    }
  }
  return null;

  function target(toUrl: string, locale: string | null): RedirectResult | null {
    const internal = safeInAppPath(toUrl, origin);
    if (internal !== null) {
      const localized =
        locale !== null && stripLocale(internal, config.locales).locale === null
          ? localizePath(internal, locale, config)
          : internal;
      const parts = splitUrl(localized);
      const to = joinUrl({
        path: parts.path,
        query: mergeQueries(parts.query, query),
        hash: hash || parts.hash,
      });
      const current = joinUrl({ path, query, hash });
      return to === current ? null : { external: false, to };
    }
    if (!HTTP_URL.test(toUrl)) return null;
    let url: URL;
    try {
      url = new URL(toUrl);
    } catch {
      return null;
    }
    if (url.username || url.password) return null;
    const parts = splitUrl(url.href);
    return {
      external: true,
      url: joinUrl({
        path: parts.path,
        query: mergeQueries(parts.query, query),
        hash: hash || parts.hash,
      }),
    };
  }
}
