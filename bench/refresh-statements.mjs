// The refresh's write statement alone, on a clone of refresh-profile.mjs's template database: the rows a
// refresh of the sample feed writes (its 11 % changed or new lines, kept once in the template as
// `refresh_rows`) staged in batches and written by writeRows, with the server backend's CPU per batch.
//   node bench/refresh-statements.mjs [--rows 100000] [--batch 5000] [--runs 3] [--prep 'SQL; SQL'] [--explain yes] [--finally 'SQL; SQL'] [--trust-keys yes|no]
import { spawn } from 'node:child_process';
import * as os from 'node:os';
import { arg, clonePostgres, connectTo, dist, dropPostgres, processCpu as pidCpu } from './lib.mjs';

const rows = Number(arg('rows', '100000'));
const batch = Number(arg('batch', '5000'));
const runs = Number(arg('runs', '3'));
// As the import does for a role that may (refreshMayTrustKeys): history rows' key checks left out; --trust-keys no keeps them.
const trustKeys = arg('trust-keys', 'yes') === 'yes';
const template = `ofertas_refresh_template_${rows}`;
const { writeRows, prepareStaging } = dist('catalog-import/product-writer.js');
const STAGE = 'id, title, merchant, merchant_id, price, rrp_price, store_price, deep_link, merchant_deep_link, image_url, images, description, category, category_id, category_label, brand, brand_id, delivery_cost, delivery_time, rating, currency, in_stock, ean, raw_hash';
const asConn = (c) => ({ query: async (sql, params) => (await c.query(sql, params)).rows, canCopy: true });

const t = await connectTo(template);
const has = (await t.query(`SELECT to_regclass('refresh_rows') IS NOT NULL AS has`)).rows[0].has;
if (!has) {
  // The rows a refresh writes: run it once on a clone and keep what it wrote, as staging rows.
  await t.end();
  throw new Error('run bench/refresh-profile.mjs --keep-rows yes first');
}
await t.end();

for (let r = 0; r < runs; r++) {
  const name = `ofertas_refresh_stmt_${process.pid}`;
  await clonePostgres(name, template);
  const c = await connectTo(name);
  for (const sql of arg('prep', '').split(';').filter((x) => x.trim())) await c.query(sql);
  const pid = (await c.query(`SELECT pg_backend_pid() AS p`)).rows[0].p;
  const conn = asConn(c);
  await prepareStaging(conn);
  // --perf FILE: perf record of the backend through the writes (root; perf report -i FILE).
  const perf = arg('perf', '') ? spawn('perf', ['record', '-F', '2000', '-g', '-p', String(pid), '-o', arg('perf', '')], { stdio: 'ignore' }) : null;
  if (perf) await new Promise((r) => setTimeout(r, 500));
  const [{ n }] = (await c.query(`SELECT count(*)::int AS n FROM refresh_rows`)).rows;
  const times = [];
  let cpu = 0;
  let ms = 0;
  for (let off = 0; off < n; off += batch) {
    const fake = {
      size: Math.min(batch, n - off),
      stage: async () => {
        await c.query(`INSERT INTO import_stage SELECT ${STAGE} FROM refresh_rows ORDER BY ord OFFSET ${off} LIMIT ${batch}`);
        // --after-stage: SQL run in the batch's transaction once it is staged (an experiment).
        for (const sql of arg('after-stage', '').split(';').filter((x) => x.trim())) await c.query(sql);
      },
      // The typo vocabulary already holds these rows' words (the template's import wrote them); writing them
      // again is a primary-key probe per word, left out of the statement's figures.
      wordsOf: () => [],
    };
    await c.query('BEGIN');
    const c0 = pidCpu(pid);
    const t0 = performance.now();
    if (arg('explain', '') === 'yes') {
      const q = conn.query;
      conn.query = async (sql) => {
        if (!sql.startsWith('\nWITH')) return q(sql);
        const plan = await q(`EXPLAIN (ANALYZE, BUFFERS, VERBOSE false) ${sql}`);
        console.log(plan.map((p) => p['QUERY PLAN']).join('\n'));
        return [{ inserted: 0, updated: 0 }];
      };
    }
    await writeRows(conn, fake, 'refresh', { trustKeys });
    await c.query('COMMIT');
    const dt = performance.now() - t0;
    const dc = pidCpu(pid) - c0;
    times.push(`${dt.toFixed(0)} ms/${dc.toFixed(2)} s`);
    ms += dt;
    cpu += dc;
  }
  if (perf) {
    perf.kill('SIGINT');
    await new Promise((r) => perf.on('exit', r));
  }
  const retire0 = pidCpu(pid);
  const rt0 = performance.now();
  await c.query(
    `UPDATE product p SET active = false, updated_at = now() FROM (SELECT id FROM product WHERE active AND id NOT IN (SELECT id FROM refresh_rows) ORDER BY md5(id) LIMIT ${Math.round(rows / 100)}) g WHERE p.id = g.id`,
  );
  const rcpu = pidCpu(pid) - retire0;
  // --finally: SQL run (and timed) after the retirement, e.g. cleaning GIN pending lists the writes left.
  const fin0 = pidCpu(pid);
  const ft0 = performance.now();
  for (const sql of arg('finally', '').split(';').filter((x) => x.trim())) await c.query(sql);
  const finallyNote = arg('finally', '') ? `; finally: ${(performance.now() - ft0).toFixed(0)} ms, ${(pidCpu(pid) - fin0).toFixed(2)} s` : '';
  console.log(
    `run ${r + 1}: ${n} rows in batches of ${batch}: ${ms.toFixed(0)} ms, server CPU ${cpu.toFixed(2)} s (${((cpu * 1e6) / n).toFixed(0)} µs/row) [${times.join(', ')}]; retire ${Math.round(rows / 100)}: ${(performance.now() - rt0).toFixed(0)} ms, ${rcpu.toFixed(2)} s; load ${os.loadavg()[0].toFixed(1)}${finallyNote}`,
  );
  await c.end();
  await dropPostgres(name);
}
