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
 * A refresh's first batch: only its changed and new lines are written, about one in nine of a daily feed, so
 * 1,000 of them came after ≈ 9,000 lines were read, and the writers started 90–100 ms after the snapshot of a
 * 100,000-line refresh had been read (`bench/refresh-profile.mjs --timeline yes`); with 250, 45–55 ms.
 */
export const REFRESH_FIRST_ROWS = 250;

/**
 * Rows of the next batch, after `handed` batches went to the writers. The first batches are smaller
 * (`first`, doubling up to `size`) unless the size was asked for: the writers wait for the first batch
 * to be parsed, and a load's first 5,000 rows kept one core idle for ≈ 0.1 s before anything was written, and
 * the second writer for twice that.
 */
export function batchTarget(handed: number, size: number, asked: boolean, first = RAMP_FIRST_ROWS): number {
  return asked ? size : Math.min(size, first * 2 ** Math.min(handed, 16));
}

/** Fewest rows of a refresh batch near the end of the feed (tailTarget): below, a batch's own cost would show. */
export const TAIL_MIN_ROWS = 250;

/**
 * Most rows of a refresh's next batch near the end of the feed: the rows still to come, estimated from the
 * rows staged so far over the share of the feed's bytes read, split among the writers. Full-size batches
 * left the last one written alone for up to a whole batch's time, one writer and one core idle while the
 * other finished (a 2,000-row batch: 150–280 ms of a 1.2 s refresh of 100,000 lines); batches that shrink
 * as the feed ends leave the writers a short tail, finished side by side. Infinity while far from the end.
 */
export function tailTarget(staged: number, bytesRead: number, totalBytes: number | null, writers: number): number {
  if (totalBytes === null || totalBytes <= 0 || bytesRead <= 0) return Infinity;
  if (bytesRead >= totalBytes) return TAIL_MIN_ROWS;
  const toCome = (staged * (totalBytes - bytesRead)) / bytesRead;
  return Math.max(TAIL_MIN_ROWS, Math.ceil(toCome / Math.max(1, writers)));
}
