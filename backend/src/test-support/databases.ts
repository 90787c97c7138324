import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { processAlive } from '../common/process-alive';
import { parseEnv, type AppConfig } from '../config/config';

export type DbKind = 'pglite' | 'postgres';

/** The embedded database always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DbKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Prefix of the throw-away PostgreSQL databases tests create. */
export const TEST_DB_PREFIX = 'ofertas_t_';
/**
 * One id per Jest run (the parent process's pid, inherited by its workers): several runs may share one
 * PostgreSQL server (CI, several checkouts on one machine), and a run's teardown drops only its own databases
 * plus those of runs whose process is gone.
 */
export function testRunId(): string {
  if (!process.env.OFERTAS_TEST_RUN) process.env.OFERTAS_TEST_RUN = String(process.pid);
  return process.env.OFERTAS_TEST_RUN;
}
let counter = 0;

async function withAdmin<T>(task: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/**
 * A configuration on a fresh, empty database of the given kind: a new temp folder for PGlite, a new
 * database on the DATABASE_URL server for PostgreSQL, so test files can run in parallel workers.
 */
export async function freshConfig(kind: DbKind, env: Record<string, string> = {}): Promise<AppConfig> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-test-'));
  const base: Record<string, string> = { NODE_ENV: 'test', SEED: 'never', DATA_DIR: dataDir, ENABLE_DOCS: 'true', ...env };
  if (kind === 'postgres') {
    const name = `${TEST_DB_PREFIX}${testRunId()}_${process.pid}_${Date.now().toString(36)}_${counter++}`;
    await withAdmin((c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(process.env.DATABASE_URL as string);
    url.pathname = `/${name}`;
    base.DATABASE_URL = url.toString();
  }
  return parseEnv(base);
}

/** Drops the databases this test run created, and those left by runs that are no longer alive. */
export async function dropTestDatabases(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const own = testRunId();
  await withAdmin(async (c) => {
    const rows = (await c.query(`SELECT datname FROM pg_database WHERE datname LIKE '${TEST_DB_PREFIX}%'`)).rows as Array<{ datname: string }>;
    for (const { datname } of rows) {
      const run = datname.slice(TEST_DB_PREFIX.length).split('_')[0] ?? '';
      const orphan = !/^\d+$/.test(run) || !processAlive(Number(run));
      if (run === own || orphan) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}
