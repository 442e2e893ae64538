/**
 * The player's recent games searches, newest first, kept on the device (not an account
 * setting): shown in the search popup before typing. A query is remembered when a result is
 * opened from it; repeats move to the front; at most RECENT_LIMIT are kept.
 */
import type { KeyValueStorage } from '@croupier/core/state';

/** Storage key of the list (a JSON array of strings). */
const RECENT_SEARCHES_KEY = 'croupier:recent-searches';
/** How many searches are kept. */
const RECENT_LIMIT = 6;

/** The remembered searches; a damaged or foreign value reads as none. */
export function readRecentSearches(storage: KeyValueStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string').slice(0, RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Remembers `query` (trimmed; blank ignored) in front; returns the new list. */
export function rememberSearch(storage: KeyValueStorage, query: string): string[] {
  const text = query.trim().replace(/\s+/g, ' ');
  const known = readRecentSearches(storage);
  if (!text) return known;
  const next = [text, ...known.filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(
    0,
    RECENT_LIMIT,
  );
  storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  return next;
}
