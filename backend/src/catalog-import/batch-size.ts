// Why: Batches ramp up at the start and shrink near the end, so the writers neither wait for a first batch nor finish alone.
// Decision: docs/decisions/import-batch-sizes.md

/** Rows per batch of a load into an empty catalogue (every line is written). */
export const LOAD_BATCH_ROWS = 5000;
/**
 * Rows per batch of a refresh. Only new and changed lines are written — a tenth of a daily feed — so a batch
 * of LOAD_BATCH_ROWS filled late: the writers idled while the parser read, then the parser idled while the
 * last batches were written. Smaller batches start writing sooner; the write costs the same per row.
 */
export const REFRESH_BATCH_ROWS = 2000;
/** Rows of the first batch when the batch size is the import's own; each next batch doubles up to it. */
export const RAMP_FIRST_ROWS = 1000;
/** A refresh's first batch: only its changed and new lines fill it, about one in nine of a daily feed. */
export const REFRESH_FIRST_ROWS = 250;

/**
 * Rows of the next batch, after `handed` batches went to the writers. The first batches are smaller
 * (`first`, doubling up to `size`) unless the size was asked for: the writers wait for the first batch
 * to be parsed.
 */
export function batchTarget(handed: number, size: number, asked: boolean, first = RAMP_FIRST_ROWS): number {
  return asked ? size : Math.min(size, first * 2 ** Math.min(handed, 16));
}

/** Fewest rows of a refresh batch near the end of the feed (tailTarget): below, a batch's own cost would show. */
export const TAIL_MIN_ROWS = 250;

/**
 * Most rows of a refresh's next batch near the end of the feed: the rows still to come, estimated from the
 * rows staged so far over the share of the feed's bytes read, split among the writers, so the writers finish
 * side by side instead of one writing the last full batch alone. Infinity while far from the end.
 */
export function tailTarget(staged: number, bytesRead: number, totalBytes: number | null, writers: number): number {
  if (totalBytes === null || totalBytes <= 0 || bytesRead <= 0) return Infinity;
  if (bytesRead >= totalBytes) return TAIL_MIN_ROWS;
  const toCome = (staged * (totalBytes - bytesRead)) / bytesRead;
  return Math.max(TAIL_MIN_ROWS, Math.ceil(toCome / Math.max(1, writers)));
}
