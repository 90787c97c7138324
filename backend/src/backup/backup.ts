import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { processAlive } from '../common/process-alive';
import type { AppConfig } from '../config/config';
import { openPglite } from '../database/pglite';
import { BACKUP_TOKEN_FILE, SNAPSHOT_PATH } from './pglite-snapshot';

const run = promisify(execFile);

/** The file a backup goes to when none is named: DATA_DIR/backups/ofertas-<UTC time>.(dump|tar.gz). */
export function defaultBackupFile(config: AppConfig, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  return path.join(config.DATA_DIR, 'backups', `ofertas-${stamp}.${config.databaseKind === 'postgres' ? 'dump' : 'tar.gz'}`);
}

/** The pid in DATA_DIR/pglite.lock when that process is alive: the site holds the embedded database. */
function embeddedHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8'));
    return Number.isInteger(pid) && pid > 0 && processAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export interface BackupOptions {
  /** The running site's address, for the embedded database (default http://127.0.0.1:PORT). */
  siteUrl?: string;
}

/**
 * PostgreSQL: `pg_dump -Fc` (consistent: one snapshot of the database). Embedded: the running site packs its
 * own folder between statements (POST /internal/backup); with the site stopped, the folder is opened here.
 */
export async function backupDatabase(config: AppConfig, file: string, options: BackupOptions = {}): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (config.DATABASE_URL) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${config.DATABASE_URL}`]);
    return;
  }
  const tmp = `${file}.partial`;
  if (embeddedHolder(config.DATA_DIR) !== null) {
    const token = fs.readFileSync(path.join(config.DATA_DIR, BACKUP_TOKEN_FILE), 'utf8').trim();
    const res = await fetch(`${options.siteUrl ?? `http://127.0.0.1:${config.PORT}`}${SNAPSHOT_PATH}`, { method: 'POST', headers: { 'x-backup-token': token } });
    if (res.status !== 200) throw new Error(`the running site refused the snapshot (${res.status}): is it the one on port ${config.PORT}?`);
    fs.writeFileSync(tmp, Buffer.from(await res.arrayBuffer()));
  } else {
    if (!fs.existsSync(path.join(config.DATA_DIR, 'pglite', 'PG_VERSION'))) throw new Error(`no embedded database in ${config.DATA_DIR}`);
    const { db, release } = await openPglite(config.DATA_DIR);
    try {
      await db.exec('CHECKPOINT');
      fs.writeFileSync(tmp, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    } finally {
      await db.close();
      release();
    }
  }
  fs.renameSync(tmp, file);
}

export interface RestoreOptions {
  /** Embedded: move an existing database folder aside (to pglite.before-restore-<time>) instead of refusing. */
  replace?: boolean;
}

/**
 * PostgreSQL: `pg_restore` into DATABASE_URL, in one transaction (replacing the objects it holds). Embedded:
 * unpacks the snapshot into DATA_DIR/pglite with the site stopped.
 */
export async function restoreDatabase(config: AppConfig, file: string, options: RestoreOptions = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`backup file not found: ${file}`);
  if (config.DATABASE_URL) {
    await run('pg_restore', ['--no-owner', '--clean', '--if-exists', '--single-transaction', '--exit-on-error', `--dbname=${config.DATABASE_URL}`, file]);
    return;
  }
  const holder = embeddedHolder(config.DATA_DIR);
  if (holder !== null) throw new Error(`the embedded database in ${config.DATA_DIR} is in use by process ${holder}: stop the site first`);
  const dir = path.resolve(config.DATA_DIR, 'pglite');
  if (fs.existsSync(dir)) {
    if (!options.replace) throw new Error(`${dir} exists: pass --replace to move it aside and restore`);
    fs.renameSync(dir, `${dir}.before-restore-${Date.now()}`);
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const building = `${dir}.restoring`;
  fs.rmSync(building, { recursive: true, force: true });
  const db = new PGlite({ dataDir: building, loadDataDir: new Blob([fs.readFileSync(file)]), extensions: { pg_trgm, unaccent } });
  await db.waitReady;
  await db.close();
  fs.renameSync(building, dir);
}
