/** Local storage that never throws: private modes and full quotas fall back to memory. */
import { createMemoryStorage, type KeyValueStorage } from '@croupier/core/state';

/** `localStorage` when it works, else an in-memory storage for this page's life. */
export function browserStorage(win: Pick<Window, 'localStorage'> = window): KeyValueStorage {
  const memory = createMemoryStorage();
  let local: Storage | null;
  try {
    local = win.localStorage;
    const probe = '__croupier_probe__';
    local.setItem(probe, probe);
    local.removeItem(probe);
  } catch {
    local = null;
  }
  if (!local) return memory;
  const store = local;
  return {
    getItem(key) {
      try {
        return store.getItem(key);
      } catch {
        return memory.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        store.setItem(key, value);
      } catch {
        memory.setItem(key, value);
      }
    },
    removeItem(key) {
      try {
        store.removeItem(key);
      } catch {
        memory.removeItem(key);
      }
    },
  };
}
