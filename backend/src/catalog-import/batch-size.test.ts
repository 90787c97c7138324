import { batchTarget, RAMP_FIRST_ROWS, REFRESH_BATCH_ROWS, REFRESH_FIRST_ROWS, TAIL_MIN_ROWS, tailTarget } from './batch-size';

describe('batch sizes', () => {
  it('ramp up from RAMP_FIRST_ROWS to the batch size, unless the size was asked for', () => {
    expect([0, 1, 2, 3].map((handed) => batchTarget(handed, 5000, false))).toEqual([RAMP_FIRST_ROWS, 2000, 4000, 5000]);
    expect(batchTarget(0, 5000, true)).toBe(5000);
    // A refresh starts smaller: it writes only its changed lines, so its first batch fills slowly.
    expect([0, 1, 2, 3, 4].map((handed) => batchTarget(handed, REFRESH_BATCH_ROWS, false, REFRESH_FIRST_ROWS))).toEqual([250, 500, 1000, 2000, 2000]);
  });

  it('near the end of a refresh, hold the rows still to come split among the writers, never fewer than TAIL_MIN_ROWS', () => {
    // Far from the end the estimate exceeds the batch size, which then decides.
    expect(tailTarget(1000, 10, 100, 2)).toBe(4500);
    expect(tailTarget(1000, 10, 100, 2)).toBeGreaterThan(REFRESH_BATCH_ROWS);
    // 9,000 rows staged over 90 % of the bytes: about 1,000 to come, 500 for each of two writers.
    expect(tailTarget(9000, 90, 100, 2)).toBe(500);
    expect(tailTarget(9000, 90, 100, 1)).toBe(1000);
    expect(tailTarget(9900, 99, 100, 2)).toBe(TAIL_MIN_ROWS);
    expect(tailTarget(10_000, 100, 100, 2)).toBe(TAIL_MIN_ROWS);
    // Unknown size (a download without a length), or nothing read yet: no limit.
    expect(tailTarget(10, 5, null, 2)).toBe(Infinity);
    expect(tailTarget(0, 0, 100, 2)).toBe(Infinity);
  });
});
