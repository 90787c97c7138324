// The CPU a load spends per feed row on the parse worker (parse-worker.ts), stage by stage, in one thread and
// without a database: the sample feed is read into memory (gunzipped, cut into lines) once, then each pass runs
// over all of it and prints µs per row.
//   line scan + hash — hashLine over each line (what a refresh does for every line);
//   parse            — the line decoded, split (splitRecord) and validated (normaliseRow);
//   parse + stage    — as the load's worker does: hashLine, parse, and StagedBatch.add (binary COPY row; with
//                      --recipes yes, as on PGlite, the search vector recipe and vocabulary words too, which on
//                      PostgreSQL the importing thread makes: ParseJob.vectorRecipes), one batch per 5,000
//                      rows, detached as the worker sends it.
// A load's parse worker is its bottleneck on PostgreSQL (import-feed.ts), so its rows/s follow these figures.
//   node bench/parse.mjs [--rows 100000] [--lines 30000] [--passes 5] [--recipes no|yes] [--dist dist]
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { arg, dist, distDir, feedFile } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const lineCount = Number(arg('lines', '30000'));
const passes = Number(arg('passes', '5'));
/** Whether the stage makes the recipes and words, as the worker does on PGlite (yes), or not, as on PostgreSQL (no, the default). */
const recipes = arg('recipes', 'no') === 'yes';
const { FeedLineParser } = dist('catalog-import/feed-line-parser.js');
const { StagedBatch } = dist('catalog-import/product-writer.js');
const { ChunkTable } = dist('catalog-import/search-vector-parts.js');
const { hashText } = dist('catalog-import/line-hash.js');

const text = zlib.gunzipSync(fs.readFileSync(feedFile(rows)));
const lines = [];
for (let start = 0; start < text.length && lines.length <= lineCount; ) {
  let end = text.indexOf(10, start);
  if (end === -1) end = text.length;
  lines.push([start, end]);
  start = end + 1;
}
const [header, ...body] = lines;
const h = new Uint32Array(4);

function parserWithHeader() {
  const parser = new FeedLineParser();
  parser.header(text, header[0], header[1]);
  return parser;
}

/** µs per row of `work` over every body line, best of `passes` (the first passes also warm the JIT). */
function measure(name, prepare, work) {
  let best = Infinity;
  for (let p = 0; p < passes; p++) {
    const state = prepare();
    const t0 = process.cpuUsage();
    for (const [start, end] of body) work(state, start, end);
    const t = process.cpuUsage(t0);
    best = Math.min(best, (t.user + t.system) / body.length);
  }
  console.log(`${name.padEnd(18)} ${best.toFixed(2)} µs/row`);
  return best;
}

console.log(`${body.length} lines of ${path.basename(feedFile(rows))}, best of ${passes} passes, recipes ${recipes ? 'staged' : 'left to the importer'} (${distDir})`);
measure('line scan + hash', parserWithHeader, (parser, start, end) => parser.hashLine(text, start, end, h));
measure('parse', parserWithHeader, (parser, start, end) => parser.parse(text, start, end));
measure(
  'parse + stage',
  () => ({ parser: parserWithHeader(), recipes: recipes ? new ChunkTable() : 'writer', batch: null }),
  (s, start, end) => {
    s.batch ??= new StagedBatch(s.recipes);
    s.parser.hashLine(text, start, end, h);
    const r = s.parser.parse(text, start, end);
    if (r === null || !r.ok) return;
    s.batch.add(r.product, hashText(h));
    if (s.batch.size >= 5000) {
      s.batch.detach();
      s.batch = null;
    }
  },
);
