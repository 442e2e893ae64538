/**
 * The miniapp's location: the browser's history under the `/miniapp` base, so a reload stays
 * on the page and Telegram's back button can follow in-app history. The router reads paths
 * without the base and hashes without Telegram's launch parameters. Each entry records its
 * depth in `history.state`, which survives reloads: depth 0 is where the launch began.
 */
import type { Navigation } from '@croupier/web';
import { useSyncExternalStore } from 'react';
import { stripLaunchHash } from '../launch/index.ts';

/** The location adapter plus what the back button needs. */
export interface MiniappNavigation extends Navigation {
  /** In-app history entries behind the current one. */
  depth(): number;
  /** Calls `listener` after every move (navigate, back, forward). */
  subscribe(listener: () => void): () => void;
  /** One entry back in the app's history. */
  back(): void;
}

/** Options of {@link miniappNavigation}. */
export interface MiniappNavigationOptions {
  /** Where the build is served, without the trailing slash: '/miniapp'. */
  base: string;
  /** Leaves the app for an external URL (Telegram's openLink / openTelegramLink). */
  leave: Navigation['leave'];
  win?: Window;
}

const DEPTH_KEY = 'croupierDepth';

function depthOf(state: unknown): number {
  const value =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[DEPTH_KEY] : 0;
  return typeof value === 'number' && value >= 0 ? value : 0;
}

/** `/miniapp/game/x` → `/game/x`; the base itself → `/`. */
export function inAppPath(pathname: string, base: string): string {
  if (pathname === base || pathname === `${base}/`) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

/** Builds the adapter over `win`'s history. */
export function miniappNavigation(options: MiniappNavigationOptions): MiniappNavigation {
  const { base } = options;
  const win = options.win ?? window;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  win.addEventListener('popstate', notify);
  if (depthOf(win.history.state) === 0) {
    win.history.replaceState({ ...(win.history.state as object | null), [DEPTH_KEY]: 0 }, '');
  }

  const path = () => inAppPath(win.location.pathname, base);
  const search = () => win.location.search;
  const navigate: Navigation['navigate'] = (to, navigateOptions) => {
    const url = to.startsWith('/') ? `${base}${to}` : `${base}/${to}`;
    const depth = depthOf(win.history.state);
    if (navigateOptions?.replace) {
      win.history.replaceState({ [DEPTH_KEY]: depth }, '', url);
    } else {
      win.history.pushState({ [DEPTH_KEY]: depth + 1 }, '', url);
    }
    notify();
  };

  return {
    hook: () => [useSyncExternalStore(subscribe, path, path), navigate],
    searchHook: () => useSyncExternalStore(subscribe, search, search),
    current: () => ({
      pathname: path(),
      search: search(),
      hash: stripLaunchHash(win.location.hash),
    }),
    navigate,
    leave: options.leave,
    depth: () => depthOf(win.history.state),
    subscribe,
    back: () => win.history.back(),
  };
}
