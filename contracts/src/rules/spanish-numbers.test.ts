import { formatEuro, formatNumber, formatPercent } from './spanish-numbers';

const euro = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('es-ES', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('es-ES');

/** Deterministic pseudo-random doubles (no Math.random: a failure must be reproducible). */
function* doubles(count: number): Generator<number> {
  let s = 0x9e3779b9;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
  for (let i = 0; i < count; i++) {
    const scale = 10 ** Math.floor(next() * 14 - 6);
    const sign = next() < 0.2 ? -1 : 1;
    yield sign * next() * scale;
  }
}

const EDGES = [
  0, -0, 0.001, -0.001, 0.005, -0.005, 0.0049999, 0.995, 0.9951, 1.005, 1.015, 2.675, 9.995, 9.999, 99.995, 999.995,
  1234.5, 9999.995, 9999.994, 10000, 12345.5, 99999.999, 123456789.125, 1e-7, -1e-7, 5e-324, 1e15, 1e21, 1.5e22,
  1.7976931348623157e308, -66.6, -23.22, 100, -100, 33.333333, 66.666666, 0.1 + 0.2,
];
const halves = Array.from({ length: 2000 }, (_, i) => i / 1000 + 0.005);
const cents = Array.from({ length: 20000 }, (_, i) => i / 100);
const values = [...EDGES, ...halves, ...cents, ...doubles(20000)];

describe('Spanish number text is what Intl es-ES writes', () => {
  it('formatEuro = Intl currency EUR', () => {
    const wrong = values.filter((v) => formatEuro(v) !== euro.format(v));
    expect(wrong.map((v) => `${v}: ${formatEuro(v)} ≠ ${euro.format(v)}`)).toEqual([]);
  });

  it('formatPercent(n) = Intl percent of n / 100 with two decimals', () => {
    const wrong = values.filter((v) => formatPercent(v) !== percent.format(v / 100));
    expect(wrong.map((v) => `${v}: ${formatPercent(v)} ≠ ${percent.format(v / 100)}`)).toEqual([]);
  });

  it('formatNumber = toLocaleString("es-ES")', () => {
    const wrong = values.filter((v) => formatNumber(v) !== plain.format(v));
    expect(wrong.map((v) => `${v}: ${formatNumber(v)} ≠ ${plain.format(v)}`)).toEqual([]);
  });

  it('writes nothing for what is not a number', () => {
    for (const f of [formatEuro, formatPercent, formatNumber]) {
      expect([Number.NaN, Infinity, -Infinity].map(f)).toEqual(['', '', '']);
    }
  });

  it('spells the forms the pages show', () => {
    expect(formatEuro(1234.5)).toBe('1234,50\u00a0€');
    expect(formatEuro(12345.5)).toBe('12.345,50\u00a0€');
    expect(formatPercent(-25.5)).toBe('-25,50\u00a0%');
    expect(formatNumber(4.5)).toBe('4,5');
  });
});
