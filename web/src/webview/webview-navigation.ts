/**
 * The web view app's location: the browser's history, with each entry's depth recorded in
 * `history.state` (it survives reloads), so the Android back event knows whether there is an
 * in-app page to go back to or the host should close. Leaving for an external URL goes to the
 * host (the system browser) instead of replacing the app's page.
 */
import { usePathname, useSearch } from 'wouter/use-browser-location';
import type { Navigation } from '../app/navigation.ts';

/** The location adapter plus what the back event needs. */
export interface WebviewNavigation extends Navigation {
  /** In-app history entries behind the current one. */
  depth(): number;
  /** One entry back in the app's history. */
  back(): void;
}

/** Options of {@link webviewNavigation}. */
export interface WebviewNavigationOptions {
  /**
   * Leaves for `url` (absolute, already through the navigation rule). Cross-origin URLs go to
   * the host; our own (a full page load such as the OAuth start) load in place.
   */
  openExternal(url: string): boolean;
  win?: Window;
}

const DEPTH_KEY = 'croupierDepth';

function depthOf(state: unknown): number {
  const value =
    state && typeof state === 'object' ? (state as Record<string, unknown>)[DEPTH_KEY] : 0;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
}

/** Builds the adapter over `win`'s history (wouter's patched pushState tells the router). */
export function webviewNavigation(options: WebviewNavigationOptions): WebviewNavigation {
  const win = options.win ?? window;
  if (!(DEPTH_KEY in ((win.history.state as object | null) ?? {}))) {
    win.history.replaceState({ ...(win.history.state as object | null), [DEPTH_KEY]: 0 }, '');
  }

  const navigate: Navigation['navigate'] = (to, navigateOptions) => {
    const depth = depthOf(win.history.state);
    if (navigateOptions?.replace) win.history.replaceState({ [DEPTH_KEY]: depth }, '', to);
    else win.history.pushState({ [DEPTH_KEY]: depth + 1 }, '', to);
  };

  return {
    // wouter's own navigations (its Link, useLocation's setter) go through `navigate` too.
    hook: () => [usePathname(), navigate],
    searchHook: useSearch,
    current: () => ({
      pathname: win.location.pathname,
      search: win.location.search,
      hash: win.location.hash,
    }),
    navigate,
    leave: (url) => {
      const ours = new URL(url, win.location.href).origin === win.location.origin;
      if (!ours && options.openExternal(url)) return;
      win.location.assign(url);
    },
    depth: () => depthOf(win.history.state),
    back: () => win.history.back(),
  };
}
