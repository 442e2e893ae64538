/**
 * The client-side games index of the search popup: every game of the hall in one compact,
 * cacheable answer (games.getSearchIndex, ≤ 150 KB for 10,000 games) loaded when the popup
 * first opens, kept for the visit, then searched locally on every keystroke. Until it is
 * loaded the popup asks the server (debounced).
 */
import { useEffect, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import type { Platform } from '../app/platform.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { createSearchIndex, gamesOfIndex, type SearchIndex } from './search-index.ts';
import { games } from '@croupier/core/refs';
/** An index older than this is loaded again on the next opening. */
const INDEX_MAX_AGE_MS = 10 * 60_000;

interface Entry {
  promise: Promise<SearchIndex>;
  index: SearchIndex | null;
  at: number;
}

const entries = new Map<string, Entry>();

/** Starts (or reuses) loading the index of `locale`. */
function loadSearchIndex(platform: Platform, locale: string): Entry {
  const known = entries.get(locale);
  if (known && platform.now() - known.at < INDEX_MAX_AGE_MS) return known;
  const entry: Entry = {
    at: platform.now(),
    index: null,
    promise: platform.api.call(games.getSearchIndex, {}).then((answer) => {
      const all = gamesOfIndex(answer);
      entry.index = createSearchIndex(all);
      // Read by the search benchmark (scripts/perf/search-keystrokes.mjs).
      performance.mark('games-search:index-ready', { detail: { games: all.length } });
      return entry.index;
    }),
  };
  entry.promise.catch((error: unknown) => {
    // A failed load is logged and retried on the next opening; the server answers meanwhile.
    entries.delete(locale);
    platform.log(error);
  });
  entries.set(locale, entry);
  return entry;
}

/** The complete index, or null while it loads (or after it failed to). */
export function useSearchIndex(): SearchIndex | null {
  const platform = usePlatform();
  const { locale } = useLocale();
  const [index, setIndex] = useState<SearchIndex | null>(
    () => loadSearchIndex(platform, locale).index,
  );
  useEffect(() => {
    let live = true;
    const entry = loadSearchIndex(platform, locale);
    if (entry.index) setIndex(entry.index);
    else
      entry.promise.then(
        (loaded) => live && setIndex(loaded),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [platform, locale]);
  return index;
}
