/** A hand-driven {@link ActivitySource}: tests and adapters call `emit()` to report activity. */
import type { ActivitySource } from './effects.ts';

/** An activity source that also lets its owner emit activity and count listeners. */
export interface ActivityHub extends ActivitySource {
  emit(): void;
  listenerCount(): number;
}

/** Creates an {@link ActivityHub}; web adapters feed DOM events into `emit`. */
export function createActivityHub(): ActivityHub {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      const entry = () => listener();
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    emit() {
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
}
