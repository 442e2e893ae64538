/**
 * The one lazy-import wrapper for route screens, dialogs and other chunks: loads through
 * {@link loadChunk} (backoff, offline detection, one reload after a deploy), and unlike a bare
 * `React.lazy` — which keeps a rejected load for good — loads again after a failure once a
 * retry is asked for ({@link allowChunkRetry}: the inline retry, the connection returning).
 */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkOnce } from './load-chunk.ts';

// Bumped by every retry request. A failed component keeps its rejected lazy until then, so
// React's own re-render after an error does not start a second load.
let retryEpoch = 0;

/** Lets every component whose chunk failed load again on its next render. */
export function allowChunkRetry(): void {
  retryEpoch += 1;
}

/** A lazily loaded component and its loader. */
export interface RetryingLazy<P> {
  /** Renders the component, suspending while its chunk loads. */
  Component: ComponentType<P>;
  /** Starts loading (e.g. during start-up); shares the load with rendering. */
  preload(): Promise<ComponentType<P>>;
}

/** Wraps `load` (a dynamic import resolving the component; named exports welcome). */
export function retryingLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): RetryingLazy<P> {
  let current: LazyExoticComponent<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  let failedIn: number | null = null;
  const once = chunkOnce(load);
  const preload = () =>
    once().then(
      (component) => (loaded = component),
      (error: unknown) => {
        failedIn = retryEpoch;
        throw error;
      },
    );
  function Component(props: P) {
    // Loaded before it was ever rendered (preloaded before hydration): rendered at once. Even
    // a settled React.lazy suspends once, and a screen that suspends while it hydrates is
    // dropped and drawn again on the next update from above. Once the lazy has been rendered
    // it stays (another element type would remount what it shows).
    if (loaded && !current) return createElement(loaded, props);
    if (failedIn !== null && failedIn !== retryEpoch) {
      failedIn = null;
      current = null;
    }
    current ??= lazy(() => preload().then((component) => ({ default: component })));
    return createElement(current as ComponentType<P>, props);
  }
  return { Component, preload };
}
