import { formatProgress, spanishCount } from './progress';

describe('spanishCount', () => {
  it('writes counts as es-ES does, without loading its locale data', () => {
    const es = new Intl.NumberFormat('es-ES');
    for (const n of [0, 7, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 999999, 1000000, 1234567, 98765432, -5, -12345]) {
      expect(spanishCount(n)).toBe(es.format(n));
    }
  });
});

describe('formatProgress', () => {
  it('shows the bar, the rows and the rate', () => {
    const progress: Parameters<typeof formatProgress>[0] = { rowsRead: 1_000_000, rejected: 12_345, bytesRead: 50, totalBytes: 100, elapsedMs: 10_000 };
    const line = formatProgress(progress, 10);
    expect(line).toBe('[#####-----]  50% 1.000.000 rows, 100.000 rows/s, 12.345 rejected');
  });
});
