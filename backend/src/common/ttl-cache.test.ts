import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('expires entries after the TTL', () => {
    const c = new TtlCache<number>(10, 1000);
    c.set('a', 1, 0);
    expect(c.get('a', 999)).toBe(1);
    expect(c.get('a', 1000)).toBeUndefined();
  });

  it('evicts the least recently used entry beyond the bound', () => {
    const c = new TtlCache<number>(2, 1000);
    c.set('a', 1, 0);
    c.set('b', 2, 0);
    c.get('a', 1); // a is now the most recent
    c.set('c', 3, 2);
    expect(c.get('b', 3)).toBeUndefined();
    expect(c.get('a', 3)).toBe(1);
    expect(c.size).toBe(2);
  });

  it('shares one computation between concurrent misses and does not cache failures', async () => {
    const c = new TtlCache<number>(10, 60_000);
    let calls = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++calls), 10));
    expect(await Promise.all([c.getOrCompute('k', slow), c.getOrCompute('k', slow)])).toEqual([1, 1]);
    expect(calls).toBe(1);
    await expect(c.getOrCompute('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.getOrCompute('bad', async () => 7)).toBe(7);
  });
});
