// Why: A load writes without the indexes and keys row-by-row upkeep would cost, and builds them once at the end.
// Decision: docs/decisions/import-bulk-indexes.md
import { PRICE_HISTORY_KEY, PRICE_HISTORY_PRIMARY_KEY, PRODUCT_INDEXES } from '../database/product-indexes';
import type { ImportContext } from './import-context';
import {
  addPriceHistoryKeyUnchecked,
  analyzeProducts,
  buildProductIndexes,
  dropPriceHistoryConstraint,
  restorePriceHistoryKey,
  restorePriceHistoryPrimaryKey,
} from './import-runs';

/**
 * A bulk import (a load into an empty catalogue by default) writes without the product table's secondary
 * indexes and price_history's keys, and builds them once at the end: cheaper than maintaining them row by row.
 */
export async function dropIndexesForBulk(ctx: ImportContext): Promise<void> {
  const { db } = ctx;
  ctx.indexesDropped = true;
  await dropPriceHistoryConstraint(db, PRICE_HISTORY_KEY);
  if (ctx.empty) {
    ctx.historyKeyDropped = true;
    await dropPriceHistoryConstraint(db, PRICE_HISTORY_PRIMARY_KEY);
  }
  for (const index of PRODUCT_INDEXES) await db.query(`DROP INDEX IF EXISTS ${index.name}`);
}

/** After the last batch of a bulk import: the statistics, indexes and keys it left out. */
export async function rebuildIndexesAfterBulk(ctx: ImportContext): Promise<void> {
  if (!ctx.indexesDropped) return;
  const { db } = ctx;
  // ANALYZE and the index builds conflict (each waits for the other's lock), so they run in turn; the
  // history's primary key is built and its foreign key checked beside both, on a connection of their own
  // (PostgreSQL), in what would otherwise be the idle core of the single-threaded ANALYZE.
  await addPriceHistoryKeyUnchecked(db);
  // Both sides settle before a failure is thrown: the clean-up must not build what one still builds.
  const closing = await Promise.allSettled([
    (async () => {
      await restorePriceHistoryPrimaryKey(db);
      ctx.historyKeyDropped = false;
      await restorePriceHistoryKey(db);
    })(),
    (async () => {
      await analyzeProducts(db);
      await buildProductIndexes(db);
    })(),
  ]);
  for (const side of closing) if (side.status === 'rejected') throw side.reason;
  ctx.indexesDropped = false;
}

/** A failed bulk import still leaves the catalogue with every index and key. */
export async function restoreIndexesAfterFailure(ctx: ImportContext): Promise<void> {
  if (ctx.historyKeyDropped) await restorePriceHistoryPrimaryKey(ctx.db);
  if (ctx.indexesDropped) {
    await restorePriceHistoryKey(ctx.db);
    await buildProductIndexes(ctx.db);
  }
}
