import * as fs from 'node:fs';
import * as path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { processAlive } from '../common/process-alive';

/**
 * Opens (or creates) the embedded PostgreSQL under `dataDir/pglite`. The same SQL, extensions and migrations
 * as production PostgreSQL run on it, so there is one dialect everywhere.
 */
export async function openPglite(dataDir: string): Promise<{ db: PGlite; release(): void }> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const release = takeLock(path.join(dataDir, 'pglite.lock'));
  const db = new PGlite({
    dataDir: dir,
    extensions: { pg_trgm, unaccent },
    // Without a cap the WAL of a bulk import grows to gigabytes inside the WebAssembly heap. The buffer
    // cache lives in that heap too, and the heap never shrinks: PostgreSQL's default 128 MB, once touched,
    // stays resident (measured on reopening a database: 284 MB RSS at 128 MB, 175 MB at 32 MB); the OS
    // page cache still holds the data files, so 32 MB costs little speed.
    // Nothing replicates or archives an embedded database, and PGlite runs with fsync off (a crash of the
    // machine, not of the process, can lose it either way): minimal WAL skips logging what a transaction
    // creates itself (the index builds after a bulk import) and no full-page images follow each checkpoint.
    // Measured on a 100,000-row first import: 25.5-25.8 -> 24.2-24.3 CPU s (the load statement 1.1 s less).
    postgresqlconf: [
      'max_wal_size = 64MB',
      'min_wal_size = 32MB',
      'shared_buffers = 32MB',
      'wal_level = minimal',
      'max_wal_senders = 0',
      'full_page_writes = off',
    ],
  });
  try {
    await db.waitReady;
  } catch (e) {
    release();
    throw e;
  }
  return { db, release };
}


/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. The lock
 * names the holder so the operator knows what to stop; a lock left by a dead process is taken over.
 */
function takeLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
        throw new Error(
          `the embedded database in ${path.dirname(file)} is in use by process ${holder} (is the site running?). ` +
            'Stop it first, or set DATABASE_URL to use PostgreSQL, which allows several processes.',
          { cause: e },
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${file}`);
}
