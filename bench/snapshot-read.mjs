// The refresh's snapshot read alone (CatalogueSnapshot.read: one COPY of the active products' id, line hash and
// merchant), on an existing database, repeated: a refresh can do nothing else until it is read.
//   DATABASE_URL=postgres://…/db node bench/snapshot-read.mjs [--runs 5] [--dist dist]
import { arg, dist, processCpu } from './lib.mjs';

const runs = Number(arg('runs', '5'));
const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL to a database holding an imported catalogue');
const { parseEnv } = dist('config/config.js');
const { openDatabase } = dist('database/data-source.js');
const { CatalogueSnapshot } = dist('catalog-import/catalogue-snapshot.js');
const { ImportConnection } = dist('catalog-import/import-connection.js');
const db = await openDatabase(parseEnv({ NODE_ENV: 'production', SEED: 'never', DATABASE_URL: url }));
const conn = await ImportConnection.open(db.dataSource);
const [{ pid }] = await conn.query('SELECT pg_backend_pid() AS pid');
const serverCpu = () => processCpu(pid);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
for (let r = 0; r < runs; r++) {
  global.gc?.();
  const estimate = await CatalogueSnapshot.estimate(conn);
  const [t0, c0, s0] = [performance.now(), cpu(), serverCpu()];
  const s = await CatalogueSnapshot.read(conn, 1_000_001, estimate);
  const [t1, c1, s1] = [performance.now(), cpu(), serverCpu()];
  console.log(`${s.size} products: ${(t1 - t0).toFixed(0)} ms (node ${((c1 - c0) * 1000).toFixed(0)} ms CPU, server ${((s1 - s0) * 1000).toFixed(0)} ms CPU)`);
}
await conn.release();
await db.close();
