import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { openPglite } from './pglite';

/** Data sources on the embedded PGlite (one session, COPY only through PGlite's own exec, no second process), with their instance. */
const embedded = new WeakMap<DataSource, PGlite>();

export function isEmbedded(dataSource: DataSource): boolean {
  return embedded.has(dataSource);
}

/**
 * The PGlite instance under an embedded data source: its own `exec` takes COPY data as a blob, which the
 * node-postgres adapter cannot. Its one session is the pool's one connection, so a statement sent here by
 * the holder of that connection runs inside the holder's transaction.
 */
export function embeddedPglite(dataSource: DataSource): PGlite | undefined {
  return embedded.get(dataSource);
}

export interface Database {
  dataSource: DataSource;
  kind: 'postgres' | 'pglite';
  /** Releases the pool and, for the embedded database, the PGlite instance (ending the pool does not). */
  close(): Promise<void>;
}

/** How the site's sessions are named on PostgreSQL (pg_stat_activity.application_name). */
export const APPLICATION_NAME = 'ofertas-flash';

/**
 * Connects to PostgreSQL (DATABASE_URL) or opens the embedded PGlite, then brings the schema up to date.
 * `applicationName` names the sessions on PostgreSQL: a command names its own, so an operator (or a test)
 * tells them from the site's.
 * PGlite goes through its own node-postgres adapter with a pool of exactly one connection, so that a
 * transaction's statements never interleave with another request's on its single session.
 */
export async function openDatabase(config: AppConfig, applicationName = APPLICATION_NAME): Promise<Database> {
  let pglite: PGlite | undefined;
  let release = () => undefined as void;
  let dataSource: DataSource;
  if (config.DATABASE_URL) {
    dataSource = new DataSource({
      type: 'postgres',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsTableName: 'migrations',
      synchronize: false,
      logging: ['error'],
      extra: { application_name: applicationName },
    });
  } else {
    const opened = await openPglite(config.DATA_DIR);
    pglite = opened.db;
    release = opened.release;
    dataSource = new DataSource({
      type: 'postgres',
      poolSize: 1,
      entities: ENTITIES,
      migrations: MIGRATIONS,
      migrationsTableName: 'migrations',
      synchronize: false,
      logging: ['error'],
      extra: { ...createPgConfig(pglite) },
    });
    embedded.set(dataSource, pglite);
  }
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (e) {
    if (dataSource.isInitialized) await dataSource.destroy();
    if (pglite && !pglite.closed) await pglite.close();
    release();
    throw e;
  }
  return {
    dataSource,
    kind: pglite ? 'pglite' : 'postgres',
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      if (pglite && !pglite.closed) await pglite.close();
      release();
    },
  };
}
