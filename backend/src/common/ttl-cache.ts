/**
 * A small bounded cache with expiry. Used for listing totals and facet lists, which are expensive on broad
 * searches and change only when a feed is imported: the importer clears it in-process, and the TTL bounds
 * staleness when another process (the import CLI) changed the catalogue.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, now = Date.now()): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-insert so Map order doubles as recency order for eviction.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: V, now = Date.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Returns the cached value or computes, stores and returns it. Concurrent misses share one computation. */
  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = compute().then(
        (v) => {
          this.inflight.delete(key);
          this.set(key, v);
          return v;
        },
        (e: unknown) => {
          this.inflight.delete(key);
          throw e;
        },
      );
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private readonly inflight = new Map<string, Promise<V>>();

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
