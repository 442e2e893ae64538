/**
 * Whether the device is online: the browser's `online`/`offline` events in a plain browser
 * and the Mini App, the host's `network` events in the web view (which set it too). One status
 * per platform drives the offline banner, money actions and reconnects alike.
 */
export interface NetworkStatus {
  online(): boolean;
  set(online: boolean): void;
  /** Calls `listener` after every change; returns the remover. */
  subscribe(listener: () => void): () => void;
}

/** Creates the status, starting from `initial` (the browser's `navigator.onLine`). */
export function createNetworkStatus(initial: boolean): NetworkStatus {
  let online = initial;
  const listeners = new Set<() => void>();
  return {
    online: () => online,
    set(next) {
      if (next === online) return;
      online = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The status of `win`'s connection, following its events (always online without a window). */
export function browserNetworkStatus(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): NetworkStatus {
  const status = createNetworkStatus(win?.navigator.onLine !== false);
  win?.addEventListener('online', () => status.set(true));
  win?.addEventListener('offline', () => status.set(false));
  return status;
}
