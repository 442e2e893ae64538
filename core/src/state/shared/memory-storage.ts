/** An in-memory key/value storage for tests and for hosts without storage. */
import type { KeyValueStorage } from './effects.ts';

/** A {@link KeyValueStorage} kept in a Map; `entries()` shows what was stored. */
export interface MemoryStorage extends KeyValueStorage {
  entries(): Record<string, string>;
}

/** Creates a {@link MemoryStorage}, optionally pre-filled. */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    entries: () => Object.fromEntries(map),
  };
}
