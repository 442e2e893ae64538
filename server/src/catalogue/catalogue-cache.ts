/**
 * The catalogue snapshot shared by every request of this instance. The catalogue is
 * read-mostly: a snapshot serves until it is invalidated (this instance changed the catalogue,
 * or another instance said so through PostgreSQL NOTIFY) or grows older than `maxAgeMs`
 * (changes made straight in the database by an operator's tools); after that the stale
 * snapshot keeps serving while one reload runs.
 */
import type { Db } from '../db/client.ts';
import { loadCatalogue, type CatalogueSnapshot } from './catalogue-snapshot.ts';

/** Keeps the catalogue snapshot. */
export class CatalogueCache {
  #current: CatalogueSnapshot | null = null;
  #loading: Promise<CatalogueSnapshot> | null = null;
  #generation = 0;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The current snapshot (loads the first one; a stale one answers while it reloads). */
  async get(): Promise<CatalogueSnapshot> {
    const current = this.#current;
    if (current && this.now() - current.loadedAt < this.maxAgeMs) return current;
    const loading = this.#reload();
    return current ?? loading;
  }

  /** Forgets the snapshot: the next read loads the catalogue again. */
  invalidate(): void {
    this.#generation += 1;
    this.#current = null;
    this.#loading = null;
    for (const listener of this.#listeners) listener();
  }

  /** Called after every invalidation (ETag versions, other instances). */
  onInvalidate(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #reload(): Promise<CatalogueSnapshot> {
    if (this.#loading) return this.#loading;
    const generation = this.#generation;
    const loading = loadCatalogue(this.db, this.now()).then(
      (snapshot) => {
        // An invalidation while loading makes this read stale: do not keep it.
        if (generation === this.#generation) {
          this.#current = snapshot;
          this.#loading = null;
        }
        return snapshot;
      },
      (err: unknown) => {
        if (generation === this.#generation) this.#loading = null;
        throw err;
      },
    );
    this.#loading = loading;
    // A background reload's failure is reported by the next reader that has to wait on it.
    loading.catch(() => undefined);
    return loading;
  }
}
