/** Runs the start-up once per platform and reports its state. */
import { baseRouteName, matchRoute, type LocaleConfig } from '@croupier/core/routing';
import type { AppI18n as I18n } from '../i18n/app-i18n.ts';
import { useEffect, useState } from 'react';
import { ROUTE_SCREENS } from '../router/routes.tsx';
import type { ScreenBinding } from '../router/route-screens.ts';
import { boot } from './boot.ts';
import type { Platform } from './platform.ts';

/** Where the start-up is; `i18n` is there as soon as it exists (also for the fatal page). */
export type BootState =
  | { status: 'loading'; i18n: I18n | null }
  | { status: 'ready'; i18n: I18n }
  | { status: 'failed'; i18n: I18n | null; error: unknown };

interface Run {
  readonly done: Promise<I18n>;
  readonly i18n: I18n | null;
}

const runs = new WeakMap<Platform, Run>();

/** The screen of the address the app starts at; null for an address no route matches. */
function firstScreen(platform: Platform, config: LocaleConfig): ScreenBinding | null {
  try {
    const match = matchRoute(platform.navigation.current().pathname, config);
    return (match && ROUTE_SCREENS[baseRouteName(match.route.name)]) ?? null;
  } catch {
    // An invalid address gets its fatal page from the router; nothing to preload.
    return null;
  }
}

/**
 * Starts loading the first screen's code as soon as the address can be matched; resolves when
 * it is there (or failed: the router's chunk boundary shows that).
 */
export function preloadFirstScreen(platform: Platform, config: LocaleConfig): Promise<unknown> {
  const screen = firstScreen(platform, config);
  return screen ? screen.preload().catch(() => undefined) : Promise.resolve();
}

/**
 * Asks for the first screen's answers before it renders, once the player and the locale are
 * known (a start-up that renders in the browser: the Mini App). `uid`: the player, when the
 * session does not know them yet (default: the session's). Never rejects.
 */
export function preloadFirstScreenData(
  platform: Platform,
  config: LocaleConfig,
  uid?: number,
): Promise<void> {
  const screen = firstScreen(platform, config);
  return screen?.preloadData?.(platform, uid).catch(platform.log) ?? Promise.resolve();
}

function start(platform: Platform): Run {
  let created: I18n | null = null;
  const done = boot(platform, {
    onI18n: (i18n) => {
      created = i18n;
    },
    onLocaleConfig: (config) => void preloadFirstScreen(platform, config),
  });
  return {
    done,
    get i18n() {
      return created;
    },
  };
}

/**
 * The start-up of `platform`, run once even when React mounts twice; ready at once when the
 * host has booted already (`booted`: server rendering and hydration).
 */
export function useBoot(platform: Platform, booted?: I18n): BootState {
  const [state, setState] = useState<BootState>(
    booted ? { status: 'ready', i18n: booted } : { status: 'loading', i18n: null },
  );
  useEffect(() => {
    if (booted) return;
    let live = true;
    let run = runs.get(platform);
    if (!run) {
      run = start(platform);
      runs.set(platform, run);
    }
    const current = run;
    current.done.then(
      (i18n) => live && setState({ status: 'ready', i18n }),
      (error: unknown) => live && setState({ status: 'failed', i18n: current.i18n, error }),
    );
    return () => {
      live = false;
    };
  }, [platform, booted]);
  return state;
}
