/**
 * The location and navigation adapter: the only way the app reads the address or moves.
 * The web binds the History API; tests and shells pass a memory location.
 */
import type { LocationParts } from '@croupier/core/routing';
import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import {
  navigate as browserNavigate,
  useBrowserLocation,
  useSearch as useBrowserSearch,
} from 'wouter/use-browser-location';

/** Options of an in-app navigation. */
export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
}

/** How the app reads and changes the address. */
export interface Navigation {
  /** wouter's location hook (path without query). */
  hook: BaseLocationHook;
  /** wouter's search hook (query without `?`). */
  searchHook: BaseSearchHook;
  /** The address now, read synchronously (hash included). */
  current(): LocationParts;
  /** Goes to an in-app `path?query#hash`. */
  navigate(to: string, options?: NavigateOptions): void;
  /** Leaves the app for an external URL that passed the allowlist. */
  leave(url: string, options?: { newTab?: boolean }): void;
}

/** The browser's History API. */
export function browserNavigation(win: Window = window): Navigation {
  return {
    hook: useBrowserLocation,
    searchHook: useBrowserSearch,
    current: () => ({
      pathname: win.location.pathname,
      search: win.location.search,
      hash: win.location.hash,
    }),
    navigate: (to, options) => browserNavigate(to, { replace: options?.replace ?? false }),
    leave: (url, options) => {
      if (options?.newTab) win.open(url, '_blank', 'noopener,noreferrer');
      else win.location.assign(url);
    },
  };
}

/** An in-memory location (tests, server rendering, shells without history). */
export function memoryNavigation(initial = '/'): Navigation & { left: string[] } {
  const split = (to: string) => {
    const hashAt = to.indexOf('#');
    const hash = hashAt === -1 ? '' : to.slice(hashAt);
    const rest = hashAt === -1 ? to : to.slice(0, hashAt);
    const queryAt = rest.indexOf('?');
    return queryAt === -1
      ? { pathname: rest, search: '', hash }
      : { pathname: rest.slice(0, queryAt), search: rest.slice(queryAt), hash };
  };
  let current = split(initial);
  const memory = memoryLocation({ path: `${current.pathname}${current.search}` });
  const left: string[] = [];
  const navigate = (to: string, options?: NavigateOptions) => {
    current = split(to);
    memory.navigate(`${current.pathname}${current.search}`, { replace: options?.replace });
  };
  // Every move, wouter's included, goes through `navigate` so `current()` keeps the hash.
  const hook: BaseLocationHook = () => [memory.hook()[0], navigate];
  return {
    left,
    hook,
    searchHook: memory.searchHook,
    current: () => current,
    navigate,
    leave: (url) => {
      left.push(url);
    },
  };
}
