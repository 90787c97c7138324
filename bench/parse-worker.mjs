// A load's parse worker (parse-worker.ts) on its own: the sample feed read, gunzipped, parsed, validated and
// staged into batches on the worker thread as a first import does, with this thread only taking each batch
// and giving its buffers back (no database, no search-vector rendering). Prints, per pass, the wall seconds
// and this process's CPU seconds (the worker, gunzip's thread and this thread), so a change to the worker
// is seen without the database's share of a shared machine's noise (bench/import.mjs).
//   node bench/parse-worker.mjs [--rows 100000] [--passes 3] [--recipes no|yes] [--dist dist]
import * as path from 'node:path';
import { arg, dist, distDir, feedFile, ROOT } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const passes = Number(arg('passes', '3'));
/** Whether the worker makes the vectors' recipes and the words, as on PGlite (yes), or leaves them to the importer, as on PostgreSQL (no, the default). */
const vectorRecipes = arg('recipes', 'no') === 'yes';
const { startParseWorker } = dist('catalog-import/parse-worker.js');
const { LOAD_BATCH_ROWS } = dist('catalog-import/batch-size.js');
const script = path.join(ROOT, 'backend', distDir, 'catalog-import', 'parse-worker.js');
const source = feedFile(rows);

console.log(`parse worker over ${rows} rows of ${source}, recipes ${vectorRecipes ? 'on the worker' : 'left to the importer'} (${distDir})`);
for (let pass = 1; pass <= passes; pass++) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  // As importFeed starts it for a load (two writers on PostgreSQL: three batches ahead).
  const worker = startParseWorker(script, { source, batchSize: LOAD_BATCH_ROWS, asked: false, keepRejections: 100, credits: 3, vectorRecipes });
  let read = 0;
  for await (const m of worker.messages()) {
    read = m.rowsRead;
    if (m.type !== 'batch') continue;
    worker.recycle(m.batch.buffers);
    worker.ack();
  }
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  console.log(`pass ${pass}: ${read} rows in ${seconds.toFixed(2)} s (${Math.round(read / seconds)} rows/s), ${((used.user + used.system) / 1e6).toFixed(2)} CPU s`);
}
