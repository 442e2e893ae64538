/** Lazily loaded screens (DESIGN §5: web binds route names to lazily loaded screens). */
import type { ComponentType } from 'react';
import type { RouteLayout } from '@croupier/core/routing';
import { retryingLazy } from '../app/retrying-lazy.ts';
import type { Platform } from '../app/platform.ts';

/** What every screen receives: the route's params, decoded and validated by core. */
export interface ScreenProps {
  params: Readonly<Record<string, string>>;
}

/** A screen bound to a route name: loaded on demand, shown in a layout. */
export interface ScreenBinding {
  /** Suspends while its chunk loads; after a failed load, the next render loads it again. */
  Screen: ComponentType<ScreenProps>;
  /** Starts loading the screen's code (before it is rendered, e.g. during start-up). */
  preload(): Promise<unknown>;
  /** Overrides the route table's layout. */
  layout?: RouteLayout;
  /**
   * Asks for the answers the screen is first drawn from, under its hooks' keys, before it
   * renders (a start-up that renders in the browser, once the player and locale are known;
   * `uid`: the player, when the session does not know them yet).
   */
  preloadData?(platform: Platform, uid?: number): Promise<void>;
}

/** Screen loaders by route name, as an area chunk exports them (`router/areas/`). */
export type ScreenLoaders = Readonly<Record<string, () => Promise<ComponentType<ScreenProps>>>>;

/**
 * Binds the screen `name` of an area chunk: the area's loaders load first (one small chunk),
 * then the screen's own chunk.
 */
export function areaScreen<A extends { SCREENS: ScreenLoaders }>(
  area: () => Promise<A>,
  name: keyof A['SCREENS'] & string,
  layout?: RouteLayout,
): ScreenBinding {
  return lazyScreen(() => area().then((m) => m.SCREENS[name]!()), layout);
}

/**
 * Binds a lazily imported screen; `load` resolves the component (named exports welcome). It
 * loads through the retrying wrapper (backoff, inline retry, one reload after a deploy).
 */
export function lazyScreen(
  load: () => Promise<ComponentType<ScreenProps>>,
  layout?: RouteLayout,
): ScreenBinding {
  const { Component, preload } = retryingLazy(load);
  return { Screen: Component, preload, layout };
}
