/** Rows per batch of a load into an empty catalogue (every line is written). */
export const LOAD_BATCH_ROWS = 5000;
/**
 * Rows per batch of a refresh. Only new and changed lines are written — a tenth of a daily feed — so a batch
 * of LOAD_BATCH_ROWS filled only after ~45,000 lines were read: the writers idled while the parser read, then
 * the parser idled while the last batches were written. Smaller batches start writing sooner and leave a
 * shorter tail; the write costs the same per row (bench/refresh-statements.mjs).
 */
export const REFRESH_BATCH_ROWS = 2000;
/** Rows of the first batch when the batch size is the import's own; each next batch doubles up to it. */
export const RAMP_FIRST_ROWS = 1000;

/**
 * Rows of the next batch, after `handed` batches went to the writers. The first batches are smaller
 * (RAMP_FIRST_ROWS, doubling up to `size`) unless the size was asked for: the writers wait for the first batch
 * to be parsed, and a load's first 5,000 rows kept one core idle for ≈ 0.1 s before anything was written, and
 * the second writer for twice that.
 */
export function batchTarget(handed: number, size: number, asked: boolean): number {
  return asked ? size : Math.min(size, RAMP_FIRST_ROWS * 2 ** Math.min(handed, 16));
}
