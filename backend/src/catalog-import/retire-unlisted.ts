import type { DataSource } from 'typeorm';
import type { CatalogueSnapshot } from './catalogue-snapshot';
import { ImportConnection } from './import-connection';
import type { ImportContext } from './import-context';
import { retireGone } from './product-writer';

/**
 * The retire stage, once the whole feed was read (a half-read feed never retires anything): the feed's
 * merchants, those of its written rows and of its unchanged lines, and the active products of those
 * merchants that the feed no longer lists deactivated.
 */
export async function retireUnlisted(ctx: ImportContext): Promise<void> {
  const { snapshot, diff, merchants, report } = ctx;
  if (snapshot !== null) {
    for (const m of ctx.snapshotMerchants) if (snapshot.merchantName(m) !== '') merchants.add(snapshot.merchantName(m));
  }
  if (diff !== null) for (const m of await diff.matchedMerchants()) merchants.add(m);
  report.merchants = [...merchants].sort();
  if (ctx.options.retire === false) return;
  if (snapshot !== null) report.retired = await retireFromSnapshot(ctx.db, snapshot, merchants);
  if (diff !== null) report.retired = await diff.retire(report.merchants, ctx.options.retireChunks);
}

/** Retires the snapshot's products of the feed's merchants that the feed did not list. */
async function retireFromSnapshot(db: DataSource, snapshot: CatalogueSnapshot, merchants: ReadonlySet<string>): Promise<number> {
  const numbers = new Set<number>();
  for (const name of merchants) {
    const m = snapshot.merchantNumber(name);
    if (m !== undefined) numbers.add(m);
  }
  const gone = snapshot.gone(numbers).map((e) => ({ id: snapshot.id(e), rawHash: snapshot.hashText(e) }));
  if (gone.length === 0) return 0;
  const conn = await ImportConnection.open(db);
  try {
    return await retireGone(conn, gone);
  } finally {
    await conn.release();
  }
}
