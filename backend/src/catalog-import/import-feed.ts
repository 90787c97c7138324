import type { DataSource } from 'typeorm';
import { rebuildIndexesAfterBulk } from './bulk-indexes';
import { closeImport, failRun, finishRun, settleRunPriceTrust } from './finish-import';
import type { ImportOptions, ImportReport } from './import-report';
import { openFeed, startImport } from './open-import';
import { parseFeed } from './parse-feed';
import { retireUnlisted } from './retire-unlisted';
import { RowStager } from './stage-rows';
import { BatchWrites } from './write-batches';

export type { ImportOptions, ImportProgress, ImportReport, Rejection } from './import-report';

/**
 * Streams an Awin product feed into the catalogue, stage by stage:
 *   open    repair what a killed import left, start the run, choose how the feed is compared with the
 *           catalogue (into an empty one: not at all; in memory: catalogue-snapshot.ts; on the database side
 *           in two passes: feed-line-diff.ts), open the feed, drop a bulk import's indexes (open-import.ts);
 *   parse   each line hashed, and parsed unless the catalogue holds it as it stands (parse-feed.ts);
 *   stage   the rows to write gathered into batches (stage-rows.ts);
 *   write   each batch one transaction, an interruption leaving every earlier one committed (write-batches.ts);
 *   retire  only after the whole feed was read, the feed's merchants' products it no longer lists
 *           (retire-unlisted.ts);
 *   finish  the verified-discount figures of the rows the run touched (database/price-trust.ts), the
 *           run's totals recorded; whichever way it ended, indexes and temporary state restored
 *           (finish-import.ts).
 */
export async function importFeed(db: DataSource, options: ImportOptions): Promise<ImportReport> {
  const ctx = await startImport(db, options);
  const writes = new BatchWrites(ctx);
  try {
    await openFeed(ctx);
    await parseFeed(ctx, new RowStager(ctx, writes), writes);
    await writes.drain();
    // Before a bulk import's indexes are rebuilt: a load's figures are written to every row, unindexed.
    await settleRunPriceTrust(ctx);
    await rebuildIndexesAfterBulk(ctx);
    await retireUnlisted(ctx);
    return await finishRun(ctx);
  } catch (e) {
    await failRun(ctx, writes);
    throw e;
  } finally {
    await closeImport(ctx);
  }
}
