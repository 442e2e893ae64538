/**
 * Splitting and joining `path?query#hash` strings without a base URL, keeping the
 * original percent-encoding of the query (URLSearchParams would re-encode it).
 */

/** A relative address in its three parts; `query` and `hash` carry no leading `?`/`#`. */
export interface UrlParts {
  path: string;
  query: string;
  hash: string;
}

/** Splits `path?query#hash`; a `?` inside the hash belongs to the hash. */
export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { path: beforeHash, query: '', hash }
    : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

/** Joins parts back, leaving out empty query and hash. */
export function joinUrl({ path, query, hash }: UrlParts): string {
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** `?a=1`, `a=1` or `` → `a=1` (no leading `?`). */
export function bareQuery(search: string | undefined): string {
  if (!search) return '';
  return search.startsWith('?') ? search.slice(1) : search;
}

/** `#x`, `x` or `` → `x` (no leading `#`). */
export function bareHash(hash: string | undefined): string {
  if (!hash) return '';
  return hash.startsWith('#') ? hash.slice(1) : hash;
}

function decodeKey(pair: string): string {
  const key = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/** The raw `key=value` pairs of a query, empty pairs dropped. */
function queryPairs(query: string): string[] {
  return bareQuery(query)
    .split('&')
    .filter((pair) => pair !== '');
}

/** The decoded value of the first `key` in a query, or null when absent. */
export function queryValue(query: string, key: string): string | null {
  for (const pair of queryPairs(query)) {
    if (decodeKey(pair) !== key) continue;
    const at = pair.indexOf('=');
    const raw = at === -1 ? '' : pair.slice(at + 1);
    try {
      return decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return raw;
    }
  }
  return null;
}

/** The query without the given keys. */
export function withoutKeys(query: string, keys: readonly string[]): string {
  return queryPairs(query)
    .filter((pair) => !keys.includes(decodeKey(pair)))
    .join('&');
}

/**
 * Merges two queries: every pair of `primary`, then the pairs of `secondary` whose key
 * `primary` does not set. The primary's values win on a clash.
 */
export function mergeQueries(primary: string, secondary: string): string {
  const primaryPairs = queryPairs(primary);
  const taken = new Set(primaryPairs.map(decodeKey));
  const rest = queryPairs(secondary).filter((pair) => !taken.has(decodeKey(pair)));
  return [...primaryPairs, ...rest].join('&');
}

/** `key=value` with both parts encoded as a URI component. */
export function queryPair(key: string, value: string): string {
  return `${encodeURIComponent(key)}=${encodeURIComponent(value)}`;
}
