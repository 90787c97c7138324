import { formatEuro, formatPercent, priceDisplay, toPrice } from './prices';

const NBSP = '\u00a0';

describe('toPrice', () => {
  it.each([
    [12.5, 12.5],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['0', 0],
    [0, 0],
    ['', null],
    ['abc', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    ['Infinity', null],
    [-3, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, out) => {
    expect(toPrice(input)).toBe(out);
  });
});

describe('priceDisplay', () => {
  it('none when no price is usable', () => {
    expect(priceDisplay([])).toEqual({ kind: 'none' });
    expect(priceDisplay([null, undefined, '', Number.NaN, Infinity, -Infinity])).toEqual({ kind: 'none' });
  });
  it('single when all usable prices are equal', () => {
    expect(priceDisplay([10, '10', null, Infinity])).toEqual({ kind: 'single', now: 10 });
    expect(priceDisplay(['0'])).toEqual({ kind: 'single', now: 0 });
  });
  it('range: before is the highest, now the lowest, discount negative with 2 decimals', () => {
    expect(priceDisplay([100, 74.5, 80])).toEqual({ kind: 'range', before: 100, now: 74.5, discountPercent: -25.5 });
    expect(priceDisplay(['30', 20, NaN])).toEqual({ kind: 'range', before: 30, now: 20, discountPercent: -33.33 });
    expect(priceDisplay([3, 2])).toEqual({ kind: 'range', before: 3, now: 2, discountPercent: -33.33 });
  });
  it('a zero price is a real price', () => {
    expect(priceDisplay([50, '0'])).toEqual({ kind: 'range', before: 50, now: 0, discountPercent: -100 });
  });
  it('never reports -0 for a tiny difference', () => {
    const d = priceDisplay([100, 99.999]);
    // toEqual tells -0 from 0 (Object.is), so this fails on a negative zero.
    expect(d).toEqual({ kind: 'range', before: 100, now: 99.999, discountPercent: 0 });
  });
});

describe('formatEuro', () => {
  it('uses the es-ES currency format', () => {
    expect(formatEuro(1234.5)).toBe(`1234,50${NBSP}€`);
    expect(formatEuro(12345.5)).toBe(`12.345,50${NBSP}€`);
    expect(formatEuro(0)).toBe(`0,00${NBSP}€`);
    expect(formatEuro(9.999)).toBe(`10,00${NBSP}€`);
  });
  it('is empty for non-finite numbers', () => {
    expect(formatEuro(Number.NaN)).toBe('');
    expect(formatEuro(Infinity)).toBe('');
  });
});

describe('formatPercent', () => {
  it('formats percent units', () => {
    expect(formatPercent(-25.5)).toBe(`-25,50${NBSP}%`);
    expect(formatPercent(-66.6)).toBe(`-66,60${NBSP}%`);
    expect(formatPercent(-33.333)).toBe(`-33,33${NBSP}%`);
    expect(formatPercent(10)).toBe(`10,00${NBSP}%`);
    expect(formatPercent(Number.NaN)).toBe('');
  });
});
