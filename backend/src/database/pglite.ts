import * as fs from 'node:fs';
import * as path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * Opens (or creates) the embedded PostgreSQL under `dataDir/pglite`. The same SQL, extensions and migrations
 * as production PostgreSQL run on it, so there is one dialect everywhere.
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const db = new PGlite({
    dataDir: dir,
    extensions: { pg_trgm, unaccent },
    // Without a cap the WAL of a bulk import grows to gigabytes inside the WebAssembly heap.
    postgresqlconf: ['max_wal_size = 64MB', 'min_wal_size = 32MB'],
  });
  await db.waitReady;
  return db;
}
