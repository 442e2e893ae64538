/** A size-bounded LRU of rendered images (Map keeps insertion order: oldest first). */

/** An LRU whose budget is the total byte size of its values. */
export class LruCache<V extends { byteLength: number }> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The cached value (and marks it most recently used). */
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  /** Stores a value, evicting the least recently used ones beyond the budget. */
  set(key: string, value: V): void {
    if (value.byteLength > this.maxBytes) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.byteLength;
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += value.byteLength;
    for (const [k, v] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= v.byteLength;
    }
  }

  /** Number of cached values. */
  get size(): number {
    return this.#entries.size;
  }

  /** Total bytes cached. */
  get bytes(): number {
    return this.#bytes;
  }
}
