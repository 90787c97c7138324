import { formatProgress } from './progress';

describe('formatProgress', () => {
  it('shows the bar, the rows and the rate', () => {
    const progress: Parameters<typeof formatProgress>[0] = { rowsRead: 1_000_000, rejected: 12_345, bytesRead: 50, totalBytes: 100, elapsedMs: 10_000 };
    const line = formatProgress(progress, 10);
    expect(line).toBe('[#####-----]  50% 1.000.000 rows, 100.000 rows/s, 12.345 rejected');
  });

  it('writes its counts as es-ES does: four digits stay ungrouped', () => {
    const es = new Intl.NumberFormat('es-ES');
    const progress: Parameters<typeof formatProgress>[0] = { rowsRead: 1234, rejected: 7, bytesRead: 0, totalBytes: null, elapsedMs: 1000 };
    expect(formatProgress(progress)).toBe(`${es.format(1234)} rows, ${es.format(1234)} rows/s, ${es.format(7)} rejected`);
  });
});
