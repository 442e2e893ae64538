/**
 * The effects every store takes by injection (DESIGN §1): timers, clock, storage, activity
 * sources and a logger. Nothing here touches a browser global; the web app wires defaults.
 */

/** Opaque handle returned by {@link Timers.setTimeout}. */
export type TimerHandle = unknown;

/** One-shot timers; tests pass the Node/Vitest ones, web passes the window's. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** Milliseconds since the epoch, like `Date.now()`. */
export type Clock = () => number;

/** A synchronous string key/value store (web wires `localStorage`). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A stream of user activity (key, click, scroll, navigation …). `subscribe` starts listening
 * and returns the function that stops it.
 */
export interface ActivitySource {
  subscribe(listener: () => void): () => void;
}

/** Where "logged only" failures go (§8). */
export type Logger = (error: unknown) => void;

/**
 * Timers that look up `globalThis.setTimeout` on every call, so fake timers installed after
 * import (and any host) still apply. Never captured at import time.
 */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) =>
    globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};

/** `Date.now()` looked up on every call. */
export const globalClock: Clock = () => Date.now();
