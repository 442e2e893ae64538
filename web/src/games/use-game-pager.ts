/**
 * The hall's games for a query as a {@link GamePager}, shared per query and locale so going
 * back to the hall shows the pages already loaded. React reads the pager's version through
 * `useSyncExternalStore`; the grid asks it for the pages of the rows in view.
 */
import type { contract } from '@croupier/core';
import { games } from '@croupier/core/refs';
import { useMemo, useSyncExternalStore } from 'react';
import { unstable_serialize } from 'swr';
import { useHydratedSWR } from '../app/use-api.ts';
import { usePlatform } from '../app/platform-context.ts';
import type { Platform } from '../app/platform.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { createGamePager, type GamePager } from './game-pager.ts';

type GamesQuery = contract.games.GamesQuery;

/**
 * Games per request of the hall grid: about what a measured grid draws on its first screen
 * (a phone's rows in view and the virtualiser's overscan). The server render hands the first
 * page to the browser inside the HTML, so every game of it is paid for by every first load
 * (120 were 81 KB of the hall's payload for the 24 tiles the server draws).
 */
const HALL_PAGE_SIZE = 48;

/** Pagers kept for going back and forth (the oldest is dropped first). */
const KEPT = 8;
// Per platform: a server renders many requests, each with its own platform (no shared state).
const pagersOf = new WeakMap<Platform, Map<string, GamePager>>();

/** The shared pager of `query` in `locale` (created on first use). */
export function gamePagerFor(
  platform: Platform,
  locale: string,
  query: Omit<GamesQuery, 'offset' | 'count'>,
  pageSize = HALL_PAGE_SIZE,
): GamePager {
  let pagers = pagersOf.get(platform);
  if (!pagers) pagersOf.set(platform, (pagers = new Map()));
  const key = JSON.stringify([locale, pageSize, query]);
  const known = pagers.get(key);
  if (known && !known.error) return known;
  const pager = createGamePager({
    pageSize,
    fetchPage: (offset, count) => platform.api.call(games.get, { ...query, offset, count }),
    onError: platform.log,
  });
  pagers.delete(key);
  pagers.set(key, pager);
  if (pagers.size > KEPT) pagers.delete(pagers.keys().next().value!);
  return pager;
}

/**
 * The first page of a server-rendered grid: loaded by the server render, handed to the
 * hydrating browser with the page. Null elsewhere (the pager loads its pages itself).
 */
export function useRenderedFirstPage(
  pager: GamePager | null,
  locale: string,
  query: Omit<GamesQuery, 'offset' | 'count'> | null,
  pageSize: number,
): void {
  const platform = usePlatform();
  const { ssr } = platform;
  const params = query && { ...query, offset: 0, count: pageSize };
  const key = params && [games.get.path, locale, params];
  const wanted = Boolean(
    key && ssr && pager?.total === null && (ssr.load || unstable_serialize(key) in ssr.answers),
  );
  const first = useHydratedSWR(wanted ? key : null, () => platform.api.call(games.get, params!), {
    revalidateOnMount: false,
  });
  if (first.data) pager?.seedFirst(first.data);
}

/** The pager of `query` (null: nothing to show yet), re-rendering when it changes. */
export function useGamePager(query: Omit<GamesQuery, 'offset' | 'count'> | null): GamePager | null {
  const platform = usePlatform();
  const { locale } = useLocale();
  const key = query ? JSON.stringify(query) : null;
  const pager = useMemo(
    () => (key ? gamePagerFor(platform, locale, JSON.parse(key) as GamesQuery) : null),
    [platform, locale, key],
  );
  useRenderedFirstPage(pager, locale, query, HALL_PAGE_SIZE);
  useSyncExternalStore(
    pager ? pager.subscribe : noSubscribe,
    () => pager?.version ?? 0,
    () => 0,
  );
  return pager;
}

const noSubscribe = () => () => {};
