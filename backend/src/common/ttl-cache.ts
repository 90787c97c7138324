import { LRUCache } from 'lru-cache';
import { cacheLookups } from '../metrics/metrics-registry';

/** lru-cache keeps no `null`/`undefined` values: each value travels in a box. */
interface Box<V> {
  value: V;
}

/** Where a cache reads the time (lru-cache's `perf`); tests move it by hand. */
export interface Clock {
  now(): number;
}

/**
 * A bounded LRU cache with expiry (lru-cache's `max` and `ttl`), counting its hits and misses in the metrics.
 * Used for listing totals and facet lists, which are expensive on broad searches and change only when a feed
 * is imported: the importer clears it in-process, and the TTL bounds staleness when another process (the
 * import CLI) changed the catalogue.
 */
export class TtlCache<V> {
  private readonly entries: LRUCache<string, Box<V>, () => Promise<V>>;
  private readonly hits;
  private readonly misses;

  /** `name` labels the cache's hits and misses in the metrics (ofertas_cache_lookups_total). */
  constructor(maxEntries: number, ttlMs: number, name: string, clock?: Clock) {
    this.entries = new LRUCache<string, Box<V>, () => Promise<V>>({
      max: maxEntries,
      ttl: ttlMs,
      // Expiry is read from the clock on every lookup, not from a timer-refreshed copy of it.
      ttlResolution: 0,
      ...(clock ? { perf: clock } : {}),
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
    this.hits = cacheLookups.labels({ cache: name, result: 'hit' });
    this.misses = cacheLookups.labels({ cache: name, result: 'miss' });
  }

  get(key: string): V | undefined {
    const status: LRUCache.Status<string, Box<V>> = {};
    const box = this.entries.get(key, { status });
    this.count(status.get === 'hit');
    return box?.value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, { value });
  }

  /** Returns the cached value or computes, stores and returns it. Concurrent misses share one computation. */
  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const status: LRUCache.Status<string, Box<V>> = {};
    // A plain get first: most look-ups are hits, and lru-cache's fetch costs a hit more than the look-up itself.
    const cached = this.entries.get(key, { status });
    if (cached) {
      this.count(true);
      return cached.value;
    }
    const pending = this.entries.fetch(key, { context: compute, status });
    this.count(status.fetch === 'hit');
    const box = await pending;
    // fetchMethod always answers a box; a failed computation rejects above and is not kept.
    if (!box) throw new Error(`cache entry ${key} was evicted while it was computed`);
    return box.value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private count(hit: boolean): void {
    (hit ? this.hits : this.misses).inc();
  }
}
