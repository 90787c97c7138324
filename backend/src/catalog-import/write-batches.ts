import { databaseErrorCode } from '../common/database-errors';
import { ImportConnection } from './import-connection';
import type { ImportContext } from './import-context';
import { prepareStaging, ReceivedBatch, StagedBatch, stagingFor, writeRows, type WrittenBatch, type WriteMode } from './product-writer';

/**
 * The write stage: each batch in a transaction of its own, up to `writers` at once, written while the next
 * ones are parsed, so the database and the parser work side by side.
 */
export class BatchWrites {
  private readonly inFlight = new Set<Promise<void>>();
  private failure: unknown = null;
  /**
   * Hashes of the ids of each batch being written, sorted. Typed arrays rather than one Map of counts: the
   * Map's tables, grown and shrunk a batch at a time, were most of what the importing thread's collector
   * promoted and then had to find.
   */
  private readonly idsInFlight = new Set<Int32Array>();
  private batchNumber = 0;
  /** Batches handed to the writers so far (the first ones are smaller: batch-size.ts). */
  handed = 0;

  constructor(private readonly ctx: ImportContext) {}

  /**
   * Gives a batch to a writer once one is free. A batch holding an id that a batch still in flight holds too
   * (a feed repeating an id) waits until every earlier batch is committed: written side by side, the later
   * line could commit first and the earlier one then overwrite it (a load's retry as an upsert, a refresh's
   * update), where the feed's last line of an id wins.
   */
  async handOver(rows: StagedBatch | ReceivedBatch): Promise<void> {
    const ids = rows.idHashes().sort();
    await this.settle(this.sharesAnId(ids) ? 0 : this.ctx.writers - 1);
    // Here, in the order the batches were made, which their chunk numbers need.
    await rows.prepareVectors(this.ctx.searchVectors);
    this.handed++;
    this.idsInFlight.add(ids);
    const p: Promise<void> = this.write(rows)
      .finally(() => {
        rows.release();
        this.idsInFlight.delete(ids);
      })
      .then(
        () => void this.inFlight.delete(p),
        (e: unknown) => {
          this.inFlight.delete(p);
          this.failure ??= e;
        },
      );
    this.inFlight.add(p);
  }

  /** Waits until at most `limit` batches are in flight; throws the first batch's failure. */
  async settle(limit: number): Promise<void> {
    while (this.inFlight.size > limit) await Promise.race(this.inFlight);
    if (this.failure !== null) throw this.failure;
  }

  /** Every batch committed (or the first failure thrown). */
  drain(): Promise<void> {
    return this.settle(0);
  }

  /** After a failure: the batches still in flight end, whichever way. */
  async abandon(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private sharesAnId(ids: Int32Array): boolean {
    for (const held of this.idsInFlight) if (ids.some((h) => sortedHas(held, h))) return true;
    return false;
  }

  private async write(rows: StagedBatch | ReceivedBatch): Promise<void> {
    const { ctx } = this;
    let r: WrittenBatch | undefined;
    // Into an empty catalogue a batch is first tried as all-new rows; a unique violation (an id of an
    // earlier batch repeated) rolls it back and it runs again as an upsert.
    let mode: WriteMode = ctx.empty ? 'fresh' : 'refresh';
    for (let attempt = 1; r === undefined; attempt++) {
      // A connection per batch, given back between batches: on PGlite (one connection) requests interleave.
      const conn = await ImportConnection.open(ctx.db);
      try {
        const m = mode;
        await prepareStaging(conn, stagingFor(m));
        r = await conn.transaction(() =>
          m === 'refresh' ? writeRows(conn, refreshRows(rows), m, { known: ctx.words, trustKeys: ctx.trustKeys }) : writeRows(conn, rows, m, { known: ctx.words }),
        );
        ctx.words.committed(r.words);
      } catch (e) {
        // Load batches are written in category order, so two that share an id (a feed repeating it) can
        // deadlock; the loser rolled back and simply runs again. Refresh batches lock in id order.
        const code = databaseErrorCode(e);
        if (!ctx.empty || attempt > 3 || (code !== '40P01' && code !== '23505')) throw e;
        if (code === '23505') mode = 'load';
      } finally {
        await conn.release();
      }
    }
    ctx.report.inserted += r.inserted;
    ctx.report.updated += r.updated;
    this.batchNumber++;
    await ctx.options.afterBatch?.(this.batchNumber);
  }
}

/** A refresh's batches are parsed on the importing thread (StagedBatch); only a load's come from the parse worker. */
function refreshRows(rows: StagedBatch | ReceivedBatch): StagedBatch {
  if (!(rows instanceof StagedBatch)) throw new Error('a refresh batch came from the parse worker, which parses only loads');
  return rows;
}

/** Whether the sorted `a` holds `v` (binary search). */
function sortedHas(a: Int32Array, v: number): boolean {
  let lo = 0;
  let hi = a.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const x = a[mid] as number;
    if (x === v) return true;
    if (x < v) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
