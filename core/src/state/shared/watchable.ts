/**
 * Subscription with first/last hooks, after TanStack query-core's `Subscribable`: work that
 * only matters while watched (polling, sockets) starts with the first listener and stops with
 * the last.
 */
import { subscribe } from 'valtio/vanilla';

/** Hooks run when the listener count leaves or returns to zero. */
export interface WatchHooks {
  onFirstSubscriber(): void;
  onLastUnsubscribed(): void;
}

/** A valtio proxy's subscribe that counts listeners and reports the first and the last. */
export interface Watchable {
  /** Listens to changes of the store's proxy; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** True while at least one listener is attached. */
  isWatched(): boolean;
}

/** Wraps `subscribe(state, …)` so the first and last listener start and stop work. */
export function createWatchable(state: object, hooks: WatchHooks): Watchable {
  let count = 0;
  return {
    subscribe(listener) {
      const unsubscribe = subscribe(state, () => listener());
      count += 1;
      if (count === 1) hooks.onFirstSubscriber();
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        unsubscribe();
        count -= 1;
        if (count === 0) hooks.onLastUnsubscribed();
      };
    },
    isWatched: () => count > 0,
  };
}
