/**
 * A list of games loaded page by page on demand (the virtualised hall asks for the rows in
 * view). A small store: subscribe + a version number for
 * `useSyncExternalStore`, so React reads it without copying 10,000 games per render.
 */
import type { contract } from '@croupier/core';

type Game = contract.games.Game;

/** One page as games.get answers it. */
export interface GamePage {
  items: readonly Game[];
  total: number;
}

/** Loads `count` games from `offset`. */
export type FetchGamePage = (offset: number, count: number) => Promise<GamePage>;

/** Options of {@link createGamePager}. */
export interface GamePagerOptions {
  fetchPage: FetchGamePage;
  /** Games per request (games.get allows at most 300). */
  pageSize: number;
  /** Called with a failed page's error (the pager keeps going with other pages). */
  onError?: (error: unknown) => void;
}

/** The games of one query, loaded page by page. */
export interface GamePager {
  /** Games matching the query; null until the first page answers. */
  readonly total: number | null;
  /** Number of games loaded so far. */
  readonly loaded: number;
  /** The first failure, until `retry()`. */
  readonly error: unknown;
  /** Changes whenever anything above changes. */
  readonly version: number;
  /** The game at `index`, or undefined while its page is not loaded. */
  gameAt(index: number): Game | undefined;
  /** Loads the pages covering indexes `start..end` (inclusive) that are not loaded yet. */
  ensure(start: number, end: number): void;
  /** Forgets the failure and loads the failed pages again on the next `ensure`. */
  retry(): void;
  /**
   * Takes the first page as already loaded (a server render's answer) without telling
   * subscribers: it is called while rendering, before anything was shown without it.
   */
  seedFirst(page: GamePage): void;
  subscribe(listener: () => void): () => void;
}

/** Creates a pager; nothing is fetched until `ensure`. */
export function createGamePager({ fetchPage, pageSize, onError }: GamePagerOptions): GamePager {
  const pages = new Map<number, readonly Game[]>();
  const pending = new Map<number, Promise<void>>();
  const failed = new Set<number>();
  const listeners = new Set<() => void>();
  let total: number | null = null;
  let loaded = 0;
  let error: unknown = null;
  let version = 0;

  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };

  const pageCount = () => (total === null ? 1 : Math.ceil(total / pageSize));

  const store = (page: number, result: GamePage) => {
    pages.set(page, result.items);
    loaded += result.items.length;
    total = result.total;
  };

  const load = (page: number): Promise<void> => {
    const known = pending.get(page);
    if (known) return known;
    const request = fetchPage(page * pageSize, pageSize).then(
      (result) => {
        pending.delete(page);
        store(page, result);
        changed();
      },
      (reason: unknown) => {
        pending.delete(page);
        failed.add(page);
        if (error === null) error = reason ?? new Error('Games could not be loaded');
        onError?.(reason);
        changed();
      },
    );
    pending.set(page, request);
    return request;
  };

  const wanted = (page: number) =>
    !pages.has(page) && !pending.has(page) && !failed.has(page) && page < pageCount();

  return {
    get total() {
      return total;
    },
    get loaded() {
      return loaded;
    },
    get error() {
      return error;
    },
    get version() {
      return version;
    },
    gameAt(index) {
      return pages.get(Math.floor(index / pageSize))?.[index % pageSize];
    },
    ensure(start, end) {
      const first = Math.max(0, Math.floor(start / pageSize));
      const last = Math.max(first, Math.floor(Math.max(start, end) / pageSize));
      for (let page = first; page <= last; page++) if (wanted(page)) void load(page);
    },
    seedFirst(result) {
      if (!pages.has(0) && !pending.has(0)) store(0, result);
    },
    retry() {
      failed.clear();
      error = null;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
