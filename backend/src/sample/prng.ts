/**
 * Small deterministic PRNG (mulberry32) and a 32-bit integer hash. No Math.random anywhere in the sample:
 * the same seed always yields the same catalogue, on every machine.
 */
// Module-level copies of the Math builtins: inside a vm context (Jest) every global lookup goes through an
// interceptor, which made the hot loop ~25× slower there; a local binding keeps it JIT-friendly everywhere.
const imul = Math.imul;
const floor = Math.floor;

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Re-seed in place (used once per row, so a row depends only on (seed, index), not on the rows before). */
  reset(seed: number): void {
    this.state = seed >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) | 0);
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [0, n). */
  int(n: number): number {
    return floor(this.next() * n);
  }

  /** Integer in [min, max]. */
  range(min: number, max: number): number {
    return min + floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    // Callers only pass non-empty arrays (checked when the tables are built).
    return items[floor(this.next() * items.length)] as T;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Integer hash of two 32-bit values (murmur3 finaliser over a simple mix). */
export function hash2(a: number, b: number): number {
  let h = (imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ imul(b + 0x632be5ab, 0xc2b2ae35)) >>> 0;
  h ^= h >>> 16;
  h = imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export { hashString } from '../common/hash';
