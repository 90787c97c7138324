import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { processAlive } from '../common/process-alive';

/**
 * Opens (or creates) the embedded PostgreSQL under `dataDir/pglite`. The same SQL, extensions and migrations
 * as production PostgreSQL run on it, so there is one dialect everywhere.
 */
export async function openPglite(dataDir: string): Promise<{ db: PGlite; release(): void }> {
  // Absolute: the database may be created by a child process that runs in another folder.
  const dir = path.resolve(dataDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const release = takeLock(path.join(dataDir, 'pglite.lock'));
  try {
    await createIfMissing(dir);
  } catch (e) {
    release();
    throw e;
  }
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

/** Marks a PostgreSQL data folder that initdb completed (PGlite resumes a folder that has it). */
const DATA_FOLDER_MARK = 'PG_VERSION';

/**
 * Creates a new embedded database in a child process, then moves it into place. PGlite creates a database by
 * running initdb in a second PostgreSQL instance inside the calling process, and that instance's memory stays
 * resident after it is closed: a site started on a new data folder held 628 MB right after opening it, against
 * 200–240 MB on reopening the same folder. The child's memory goes back to the system when it exits. The folder
 * is built under another name and renamed only once complete, so a kill during creation leaves no half-made
 * database behind: the next start removes the leftover and creates it again.
 *
 * A folder that exists with files but no PG_VERSION is not ours to remove: PGlite opens it as before.
 */
async function createIfMissing(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, DATA_FOLDER_MARK))) return;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) return;
  const building = `${dir}.creating`;
  fs.rmSync(building, { recursive: true, force: true });
  try {
    await promisify(execFile)(process.execPath, ['-e', CREATE_IN_CHILD, building], {
      // Resolves @electric-sql/pglite as this module does (from the backend's folder up).
      cwd: __dirname,
      env: { ...process.env, NODE_OPTIONS: '' },
      timeout: 120_000,
    });
  } catch (e) {
    fs.rmSync(building, { recursive: true, force: true });
    const stderr = (e as { stderr?: string }).stderr?.trim();
    throw new Error(`could not create the embedded database in ${dir}${stderr ? `: ${stderr}` : ''}`, { cause: e });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(building, dir);
}

/** The child's program: initdb into the folder named by its argument, then exit (exit code 1 and the error on failure). */
const CREATE_IN_CHILD = `
const { PGlite } = require('@electric-sql/pglite');
const db = new PGlite({ dataDir: process.argv[1] });
db.waitReady.then(() => db.close()).then(
  () => process.exit(0),
  (e) => { console.error(e instanceof Error ? e.message : String(e)); process.exit(1); },
);`;

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
