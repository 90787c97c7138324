import type { DataSource, QueryRunner } from 'typeorm';
import { databaseErrorCode } from '../common/database-errors';
import { isEmbedded } from '../database/data-source';
import { recordImportRun } from '../metrics/import-metrics';
import { PRICE_HISTORY_KEY, PRICE_HISTORY_PRIMARY_KEY, PRODUCT_INDEXES, PRODUCT_PLANNER_COLUMNS } from '../database/product-indexes';

/**
 * First key of the advisory locks that mark a run alive (the second is the run id). A run holds its lock on
 * a connection of its own for as long as it works; a process killed mid-import loses the connection and
 * with it the lock, which is how a later start tells a dead 'running' run from a live one in another process.
 */
const RUN_LOCK = 0x0f1a;

/** A leftover clustering index (no import builds it); the repair drops it wherever it is found. */
export const CLUSTER_INDEX = 'product_cluster_tmp';

/** How `npm run import:feed` names its PostgreSQL sessions (pg_stat_activity.application_name). */
export const IMPORT_APPLICATION_NAME = 'ofertas-flash-import';

/** Runs of this process (PGlite has one session, where an advisory lock would be re-entrant and prove nothing). */
const liveHere = new Set<number>();

export interface ImportRun {
  id: number;
  /** Ends the run's claim on being alive. */
  release(): Promise<void>;
}

export async function startRun(db: DataSource, kind: string, source: string): Promise<ImportRun> {
  const [row] = (await db.query(`INSERT INTO import_run (kind, source) VALUES ($1, $2) RETURNING id`, [kind, source.slice(0, 1000)])) as Array<{
    id: number;
  }>;
  const id = (row as { id: number }).id;
  liveHere.add(id);
  let holder: QueryRunner | null = null;
  if (!isEmbedded(db)) {
    holder = db.createQueryRunner();
    try {
      await holder.query(`SELECT pg_advisory_lock($1, $2)`, [RUN_LOCK, id]);
    } catch (e) {
      liveHere.delete(id);
      await holder.release();
      throw e;
    }
  }
  return {
    id,
    async release() {
      liveHere.delete(id);
      await recordImportRun(db, id);
      if (holder === null) return;
      await holder.query(`SELECT pg_advisory_unlock($1, $2)`, [RUN_LOCK, id]).catch(() => undefined);
      await holder.release();
      holder = null;
    },
  };
}

export interface DeadRun {
  id: number;
  kind: string;
  source: string;
}

export interface CatalogueDamage {
  /** Runs left 'running' by a process that died. */
  deadRuns: DeadRun[];
  /** Secondary product indexes that are missing (a bulk import dropped them and never rebuilt them). */
  missingIndexes: string[];
  /** An import is alive somewhere (this or another process): missing indexes may be its own to rebuild. */
  liveImport: boolean;
  /** The helper index of a bulk import's clustering step, left by one that died during it. */
  clusterIndexLeft: boolean;
  /** price_history's foreign key is missing or unchecked (a bulk import dropped it and never checked it back in). */
  foreignKeyMissing: boolean;
  /** price_history's primary key is missing (a load into an empty catalogue dropped it and never added it back). */
  primaryKeyMissing: boolean;
}

export function isDamaged(d: CatalogueDamage): boolean {
  return d.deadRuns.length > 0 || ((d.missingIndexes.length > 0 || d.clusterIndexLeft || d.foreignKeyMissing || d.primaryKeyMissing) && !d.liveImport);
}

/** Looks for what an interrupted import leaves behind. Cheap: a few catalogue lookups. */
export async function findDamage(db: DataSource): Promise<CatalogueDamage> {
  const running = (await db.query(`SELECT id, kind, source FROM import_run WHERE status = 'running' ORDER BY id`)) as DeadRun[];
  const others = running.filter((r) => !liveHere.has(r.id));
  let dead = others;
  if (!isEmbedded(db) && others.length > 0) {
    // A transaction-level try-lock succeeds only when no session holds the run's lock, i.e. its process is gone.
    const free = (await db.query(`SELECT id FROM unnest($2::int[]) AS r(id) WHERE pg_try_advisory_xact_lock($1, r.id)`, [
      RUN_LOCK,
      others.map((r) => r.id),
    ])) as Array<{ id: number }>;
    const ids = new Set(free.map((r) => r.id));
    dead = others.filter((r) => ids.has(r.id));
  }
  const present = new Set(
    ((await db.query(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'product'`)) as Array<{ indexname: string }>).map(
      (r) => r.indexname,
    ),
  );
  const foreignKeyMissing = (await constraintState(db, PRICE_HISTORY_KEY)) !== 'valid';
  const primaryKeyMissing = (await constraintState(db, PRICE_HISTORY_PRIMARY_KEY)) === 'missing';
  return {
    deadRuns: dead,
    missingIndexes: PRODUCT_INDEXES.filter((i) => !present.has(i.name)).map((i) => i.name),
    liveImport: running.length > dead.length,
    clusterIndexLeft: present.has(CLUSTER_INDEX),
    foreignKeyMissing,
    primaryKeyMissing,
  };
}

/**
 * Repairs what findDamage found: dead runs are marked 'interrupted',
 * and missing indexes rebuilt (unless a live import is about to rebuild them itself). Every committed batch
 * of a dead run stays: each was one transaction, so nothing in the catalogue is half-written.
 */
export async function repairDamage(db: DataSource, damage: CatalogueDamage): Promise<void> {
  const ids = damage.deadRuns.map((r) => r.id);
  if (ids.length > 0) {
    await db.query(`UPDATE import_run SET status = 'interrupted', finished_at = now() WHERE id = ANY($1::int[]) AND status = 'running'`, [ids]);
  }
  if (damage.liveImport) return;
  if (damage.clusterIndexLeft) await db.query(`DROP INDEX IF EXISTS ${CLUSTER_INDEX}`);
  if (damage.primaryKeyMissing) await restorePriceHistoryPrimaryKey(db);
  if (damage.foreignKeyMissing) await restorePriceHistoryKey(db);
  if (damage.missingIndexes.length > 0) {
    await buildProductIndexes(db, damage.missingIndexes);
    await analyzeProducts(db);
  }
}

/** Repairs whatever an interrupted import left; answers what was found. */
export async function repairInterruptedImports(db: DataSource): Promise<CatalogueDamage> {
  const damage = await findDamage(db);
  if (isDamaged(damage)) await repairDamage(db, damage);
  return damage;
}

/**
 * Builds the named product indexes (IF NOT EXISTS: a no-op for those present). On PostgreSQL they are built
 * two at a time on separate connections, with more sort memory than the default and no parallel workers,
 * the GIN index first (the longest build); PGlite has one session and builds them in turn.
 */
export async function buildProductIndexes(db: DataSource, names: readonly string[] = PRODUCT_INDEXES.map((i) => i.name)): Promise<void> {
  const queue = PRODUCT_INDEXES.filter((i) => names.includes(i.name));
  const lanes = isEmbedded(db) ? 1 : Math.min(2, queue.length);
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      const runner = db.createQueryRunner();
      try {
        if (!isEmbedded(db)) await runner.query(`SET maintenance_work_mem = '256MB'`);
        if (lanes > 1) {
          // The lanes already keep two cores busy: a B-tree build's parallel workers only took CPU from the
          // GIN build beside it (1,000,000 rows: the builds, ANALYZE and the key check 8.3 → 6.9 s).
          await runner.query(`SET max_parallel_maintenance_workers = 0`);
        }
        for (let index = queue.shift(); index; index = queue.shift()) await runner.query(index.ddl);
      } finally {
        if (!isEmbedded(db)) await runner.query(`RESET maintenance_work_mem; RESET max_parallel_maintenance_workers`).catch(() => undefined);
        await runner.release();
      }
    }),
  );
}

/** One of price_history's keys that a bulk load drops and adds back (PRICE_HISTORY_KEY, PRICE_HISTORY_PRIMARY_KEY). */
type PriceHistoryConstraint = typeof PRICE_HISTORY_KEY | typeof PRICE_HISTORY_PRIMARY_KEY;

/** 'unchecked': added back NOT VALID (new rows are checked) and not yet validated over the table. */
async function constraintState(db: DataSource, key: PriceHistoryConstraint): Promise<'missing' | 'unchecked' | 'valid'> {
  const rows = (await db.query(`SELECT convalidated FROM pg_constraint WHERE conrelid = 'price_history'::regclass AND conname = $1`, [
    key.name,
  ])) as Array<{ convalidated: boolean }>;
  const [found] = rows;
  return found === undefined ? 'missing' : found.convalidated ? 'valid' : 'unchecked';
}

/**
 * Drops one of price_history's keys for a bulk load: the foreign key (restorePriceHistoryKey adds it back) or,
 * into an empty catalogue, the primary key (restorePriceHistoryPrimaryKey).
 */
export async function dropPriceHistoryConstraint(db: DataSource, key: PriceHistoryConstraint): Promise<void> {
  await db.query(`ALTER TABLE price_history DROP CONSTRAINT IF EXISTS ${key.name}`);
}

/**
 * Adds price_history's foreign key back unchecked (NOT VALID: no scan, rows written from now on are checked);
 * a no-op when present. It takes a lock that conflicts with ANALYZE and CREATE INDEX on product for an
 * instant; its check (restorePriceHistoryKey) only reads product, beside them.
 */
export async function addPriceHistoryKeyUnchecked(db: DataSource): Promise<void> {
  if ((await constraintState(db, PRICE_HISTORY_KEY)) === 'missing') await db.query(`${PRICE_HISTORY_KEY.ddl} NOT VALID`);
}

/**
 * Adds price_history's foreign key back if missing, and checks it once over the whole table (a no-op when
 * valid). History of a product deleted while the key was away would fail the check: it is removed and the
 * check runs again (the key's ON DELETE CASCADE would have removed it; nothing deletes products during an
 * import, so this normally never happens). A kill between the two steps leaves an unchecked key, which the
 * next start checks (findDamage).
 */
export async function restorePriceHistoryKey(db: DataSource): Promise<void> {
  const state = await constraintState(db, PRICE_HISTORY_KEY);
  if (state === 'valid') return;
  if (state === 'missing') await db.query(`${PRICE_HISTORY_KEY.ddl} NOT VALID`);
  const validate = `ALTER TABLE price_history VALIDATE CONSTRAINT ${PRICE_HISTORY_KEY.name}`;
  try {
    await db.query(validate);
  } catch (e) {
    if (databaseErrorCode(e) !== '23503') throw e;
    await db.query(`DELETE FROM price_history h WHERE NOT EXISTS (SELECT 1 FROM product p WHERE p.id = h.product_id)`);
    await db.query(validate);
  }
}

/**
 * Adds price_history's primary key back if missing. Without it, two history rows of one product at the same
 * instant could have been written (two transactions of one import with equal start times, where the key
 * would have kept the first): should the key not build for that, one row of each such pair is removed and
 * it is built again. It locks price_history for the build (0.1 s at 100,000 rows), not product.
 */
export async function restorePriceHistoryPrimaryKey(db: DataSource): Promise<void> {
  if ((await constraintState(db, PRICE_HISTORY_PRIMARY_KEY)) !== 'missing') return;
  try {
    await db.query(PRICE_HISTORY_PRIMARY_KEY.ddl);
  } catch (e) {
    if (databaseErrorCode(e) !== '23505') throw e;
    await db.query(
      `DELETE FROM price_history a USING price_history b WHERE a.product_id = b.product_id AND a.recorded_at = b.recorded_at AND a.ctid > b.ctid`,
    );
    await db.query(PRICE_HISTORY_PRIMARY_KEY.ddl);
  }
}

/**
 * The statistics target of the ANALYZE that ends a bulk load. ANALYZE reads 300 rows per unit of target
 * whatever the columns: at the default 100 that is 30,000 rows, at 100,000 products nearly every page, a
 * serial step of a first import's end; at 30, 9,000 rows, and listings plan as well on them
 * (docs/decisions/import-bulk-indexes.md). With a column list ANALYZE leaves the table's count of
 * changed rows as it was, so where the autovacuum daemon runs (PostgreSQL's default) it analyses the whole
 * table at the server's own target within its next rounds.
 */
export const BULK_ANALYZE_TARGET = 30;

/** Statistics for the planner after a bulk load: the columns queries use (see PRODUCT_PLANNER_COLUMNS). */
export async function analyzeProducts(db: DataSource): Promise<void> {
  await db.transaction(async (m) => {
    await m.query(`SET LOCAL default_statistics_target = ${BULK_ANALYZE_TARGET}`);
    await m.query(`ANALYZE product (${PRODUCT_PLANNER_COLUMNS.join(', ')})`);
  });
}
