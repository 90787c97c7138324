// No compile cache here (the other commands have one): its buffers cost this command ≈ 8 MB of peak RSS at
// 1,000,000 rows for ≈ 0.06 s of start-up, and its peak is held to 200 MB.
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { importFeed } from '../catalog-import/import-feed';
import { IMPORT_APPLICATION_NAME } from '../catalog-import/import-runs';
import { progressPrinter } from '../catalog-import/progress';
import { notifyCatalogChanged } from '../products/catalog-channel';
import { runDatabaseCli } from './run-database-cli';

const USAGE = `usage: npm run import:feed -- <file-or-url> [--batch-size N] [--no-retire] [--show-rejected N]

Imports an Awin product feed (CSV, optionally gzip) into the catalogue. Re-importing the same feed changes
nothing; products of the feed's merchants that are no longer listed are retired unless --no-retire.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'batch-size': { type: 'string' },
    'no-retire': { type: 'boolean', default: false },
    'show-rejected': { type: 'string', default: '20' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

/** Rows per transaction; by default the import's own (a load and a refresh differ: import-feed.ts). */
const batchSize = values['batch-size'] === undefined ? undefined : Number(values['batch-size']);
const show = Number(values['show-rejected']);
if (values.help || positionals.length !== 1 || (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 100_000)) || !Number.isInteger(show) || show < 0) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

const COMPARED = { load: 'nothing: empty catalogue', memory: 'in memory', database: 'on the database side' } as const;

/** npm runs workspace scripts from backend/: resolve a relative feed path from where the user typed the command. */
function resolveSource(source: string): string {
  return /^https?:\/\//i.test(source) ? source : path.resolve(process.env.INIT_CWD ?? process.cwd(), source);
}

void runDatabaseCli(IMPORT_APPLICATION_NAME, async (db, config) => {
  const bar = progressPrinter();
  const report = await importFeed(db.dataSource, {
    source: resolveSource(positionals[0] as string),
    batchSize,
    retire: !values['no-retire'],
    // PostgreSQL builds search vectors on two cores when two batches are in flight; PGlite has one connection.
    writers: config.databaseKind === 'postgres' ? 2 : 1,
    keepRejections: show,
    snapshotMax: config.catalogImport.snapshotMaxProducts,
    onProgress: (p) => bar.update(p),
  });
  bar.done();
  // Running sites on the same PostgreSQL drop their listing caches now instead of when they expire.
  if (config.databaseKind === 'postgres') await notifyCatalogChanged(db.dataSource);
  for (const r of report.rejections) console.error(`  rejected line ${r.line}: ${r.reason}`);
  if (report.rejected > report.rejections.length) console.error(`  … and ${report.rejected - report.rejections.length} more rejected rows`);
  console.log(
    `read ${report.rowsRead} rows in ${report.seconds} s (${report.rowsPerSecond} rows/s): ${report.inserted} new, ${report.updated} updated, ` +
      `${report.unchanged} unchanged, ${report.rejected} rejected, ${report.retired} retired (merchants: ${report.merchants.join(', ') || 'none'}; ` +
      `compared ${COMPARED[report.path]}); peak memory ${peakMemoryMb()} MB`,
  );
});

/** The most memory this process has held (resident set, all threads), as the operator's machine counts it. */
function peakMemoryMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}
