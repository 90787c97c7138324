/** Price display rules (SPEC §3 "Price display"). */

export type PriceDisplay =
  | { kind: 'none' }
  | { kind: 'single'; now: number }
  | { kind: 'range'; before: number; now: number; discountPercent: number };

export type PriceInput = number | string | null | undefined;

/**
 * Feeds mix numbers and numeric strings; anything else (NaN, Infinity, '') means "no price". Negative values
 * are feed errors and are ignored too: they would make the discount meaningless.
 */
export function toPrice(value: PriceInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string') {
    const t = value.trim();
    if (t === '') return null;
    const n = Number(t);
    return Number.isFinite(n) && n >= 0 ? n : null;
  }
  return null;
}

function round2(n: number): number {
  const r = Math.round(n * 100) / 100;
  return r === 0 ? 0 : r; // avoid -0 reaching the UI as "-0 %"
}

export function priceDisplay(prices: ReadonlyArray<PriceInput>): PriceDisplay {
  const valid = prices.map(toPrice).filter((p): p is number => p !== null);
  if (valid.length === 0) return { kind: 'none' };
  const before = Math.max(...valid);
  const now = Math.min(...valid);
  if (before === now) return { kind: 'single', now };
  // before > now ≥ 0, so before is never 0 here.
  return { kind: 'range', before, now, discountPercent: round2((now * 100) / before - 100) };
}

export { formatEuro, formatPercent } from './spanish-numbers';
