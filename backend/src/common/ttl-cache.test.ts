import { metricsRegistry } from '../metrics/metrics-registry';
import { TtlCache } from './ttl-cache';

/** A clock the test moves by hand. */
function manualClock(): { now(): number; at: number } {
  return {
    at: 10_000,
    now() {
      return this.at;
    },
  };
}

async function lookups(cache: string, result: 'hit' | 'miss'): Promise<number> {
  const metric = (await metricsRegistry.getSingleMetric('ofertas_cache_lookups_total')?.get())?.values ?? [];
  return metric.find((v) => v.labels.cache === cache && v.labels.result === result)?.value ?? 0;
}

describe('TtlCache', () => {
  it('expires entries after the TTL', () => {
    const clock = manualClock();
    const c = new TtlCache<number>(10, 1000, 'test-expiry', clock);
    c.set('a', 1);
    clock.at += 1000;
    expect(c.get('a')).toBe(1);
    clock.at += 1;
    expect(c.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond the bound', () => {
    const c = new TtlCache<number>(2, 1000, 'test-eviction', manualClock());
    c.set('a', 1);
    c.set('b', 2);
    c.get('a'); // a is now the most recent
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.size).toBe(2);
  });

  it('keeps null values apart from missing ones', () => {
    const c = new TtlCache<string | null>(10, 1000, 'test-null');
    c.set('none', null);
    expect(c.get('none')).toBeNull();
    expect(c.get('other')).toBeUndefined();
  });

  it('shares one computation between concurrent misses and does not cache failures', async () => {
    const c = new TtlCache<number>(10, 60_000, 'test-compute');
    let calls = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++calls), 10));
    expect(await Promise.all([c.getOrCompute('k', slow), c.getOrCompute('k', slow)])).toEqual([1, 1]);
    expect(calls).toBe(1);
    await expect(c.getOrCompute('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.getOrCompute('bad', async () => 7)).toBe(7);
  });

  it('counts hits and misses under its name', async () => {
    const c = new TtlCache<number>(10, 60_000, 'test-metrics');
    c.get('a');
    await c.getOrCompute('a', async () => 1);
    c.get('a');
    await c.getOrCompute('a', async () => 2);
    expect(await lookups('test-metrics', 'miss')).toBe(2);
    expect(await lookups('test-metrics', 'hit')).toBe(2);
  });
});
