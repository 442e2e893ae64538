/** Whether the device is online, as the host reports it (`network` events). */
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
