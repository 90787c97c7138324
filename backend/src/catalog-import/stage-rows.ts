import { batchTarget, RAMP_FIRST_ROWS, REFRESH_FIRST_ROWS, TAIL_MIN_ROWS, tailTarget } from './batch-size';
import { rejectLine, type ImportContext } from './import-context';
import type { ParsedLine } from './feed-line-parser';
import { hashText } from './line-hash';
import { StagedBatch } from './product-writer';
import type { BatchWrites } from './write-batches';

/**
 * The stage stage: the lines the parse stage chose to write, validated, gathered into batches (a load's rows
 * carry their search vectors, search-vector-parts.ts; a refresh's few written rows keep SQL's) and handed to
 * the writers when a batch is full.
 */
export class RowStager {
  private batch: StagedBatch;
  /** Rows this pass staged (a refresh's batches shrink as the feed ends: tailTarget). */
  private stagedRows = 0;
  /** The ids and lines written, noted in the database-side comparison batch by batch. */
  private written: Array<{ id: string; line: number }> = [];

  constructor(
    private readonly ctx: ImportContext,
    private readonly writes: BatchWrites,
  ) {
    this.batch = this.newBatch();
  }

  /** A new pass over the feed counts its rows from 0. */
  startPass(): void {
    this.stagedRows = 0;
  }

  /** Stages a parsed line (`hash`: its line hash) to write; answers the product's id, or null (rejected, blank). */
  stage(parsed: ParsedLine, hash: Uint32Array, line: number): string | null {
    if (parsed === null) return null;
    const { ctx } = this;
    ctx.report.rowsRead++;
    if (!parsed.ok) {
      rejectLine(ctx, line, parsed.reason);
      return null;
    }
    const { product } = parsed;
    if (product.merchantId) ctx.merchants.add(product.merchantId);
    const { snapshot } = ctx;
    if (snapshot !== null) {
      const e = snapshot.findId(product.id);
      if (e >= 0) snapshot.markWritten(e);
    }
    if (ctx.diff !== null) this.written.push({ id: product.id, line });
    this.batch.add(product, hashText(hash));
    this.stagedRows++;
    return product.id;
  }

  /** Whether the batch being staged is as large as the next batch should be. */
  full(): boolean {
    const { ctx, batch } = this;
    if (batch.size >= batchTarget(this.writes.handed, ctx.batchSize, ctx.asked, ctx.empty ? RAMP_FIRST_ROWS : REFRESH_FIRST_ROWS)) return true;
    if (ctx.empty || ctx.asked || ctx.source === null || batch.size < TAIL_MIN_ROWS) return false;
    return batch.size >= tailTarget(this.stagedRows, ctx.source.bytesRead(), ctx.source.totalBytes, ctx.writers);
  }

  /** Hands the staged rows to the writers (and their lines to the database-side comparison). */
  async flush(): Promise<void> {
    const { diff } = this.ctx;
    if (diff !== null && this.written.length > 0) {
      const rows = this.written;
      this.written = [];
      await diff.addWritten(rows);
    }
    if (this.batch.size === 0) return this.writes.settle(this.ctx.writers - 1);
    const rows = this.batch;
    this.batch = this.newBatch();
    await this.writes.handOver(rows);
  }

  private newBatch(): StagedBatch {
    return new StagedBatch(this.ctx.empty ? this.ctx.chunks : null);
  }
}
