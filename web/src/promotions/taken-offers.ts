/**
 * Offers taken during this visit. After a take the server stops counting the player as
 * satisfying the offer (its limit is reached), which alone would read "not available": the
 * pages say "taken" instead until the next full load.
 */
import { useSyncExternalStore } from 'react';

let taken: ReadonlySet<number> = new Set();
const listeners = new Set<() => void>();

/** Remembers that the player took offer `id`. */
export function markOfferTaken(id: number): void {
  taken = new Set([...taken, id]);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids of offers taken during this visit. */
export function useTakenOffers(): ReadonlySet<number> {
  return useSyncExternalStore(
    subscribe,
    () => taken,
    () => taken,
  );
}
