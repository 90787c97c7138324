import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { loadConfig, type AppConfig } from '../config/config';

export type DbKind = 'pglite' | 'postgres';

/** The embedded database always; PostgreSQL too when DATABASE_URL is set (CI sets it). */
export function databaseKinds(): DbKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A configuration on a fresh, empty database of the given kind: a new temp folder for PGlite, an emptied
 * `public` schema for PostgreSQL (test files run one at a time, see jest --runInBand).
 */
export async function freshConfig(kind: DbKind, env: Record<string, string> = {}): Promise<AppConfig> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-test-'));
  const base: Record<string, string> = { NODE_ENV: 'test', SEED: 'never', DATA_DIR: dataDir, ENABLE_DOCS: 'true', ...env };
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL as string;
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('DROP SCHEMA IF EXISTS public CASCADE');
      await client.query('CREATE SCHEMA public');
    } finally {
      await client.end();
    }
    base.DATABASE_URL = url;
  }
  return loadConfig(base);
}
