// Why: Staging tables are filled through each database's bulk path (COPY; PGlite's blob COPY) rather than bound parameters.
// Decision: docs/decisions/import-binary-copy.md
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { PoolClient } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { DataSource, QueryRunner } from 'typeorm';
import type { PGlite } from '@electric-sql/pglite';
import { embeddedPglite } from '../database/data-source';
import { CopyLines } from './copy-lines';
import { copyRowLine, type CopyValue } from './copy-text';

/** A column of a staging table and how a value of it is taken from an input row. */
export interface StageColumn<T> {
  name: string;
  type: string;
  pick: (row: T) => CopyValue;
}

/**
 * One connection of the pool, held for one batch: its statements run in one transaction, and staging tables
 * are filled through the database's bulk path, COPY text (PGlite takes it as a blob: `copyBuffers`).
 */
export class ImportConnection {
  private constructor(
    private readonly runner: QueryRunner,
    private readonly client: PoolClient | null,
    private readonly pglite: PGlite | null,
  ) {}

  static async open(db: DataSource): Promise<ImportConnection> {
    const runner = db.createQueryRunner();
    const raw = (await runner.connect()) as PoolClient;
    const pglite = embeddedPglite(db) ?? null;
    return new ImportConnection(runner, pglite === null ? raw : null, pglite);
  }

  /** The database session this connection is (a pooled client, or PGlite's one): temporary tables live as long as it. */
  get session(): object | null {
    return this.client ?? this.pglite;
  }

  query<T>(sql: string, params?: unknown[]): Promise<T[]> {
    return this.runner.query(sql, params) as Promise<T[]>;
  }

  async transaction<R>(work: () => Promise<R>): Promise<R> {
    await this.runner.startTransaction();
    try {
      const result = await work();
      await this.runner.commitTransaction();
      return result;
    } catch (e) {
      if (this.runner.isTransactionActive) await this.runner.rollbackTransaction().catch(() => undefined);
      throw e;
    }
  }

  /** Whether `copyOut` is available (PostgreSQL). COPY in (`copyBuffers`) works on both databases. */
  get canCopyOut(): boolean {
    return this.client !== null;
  }

  /**
   * COPY of ready-made text (or binary COPY data). On PostgreSQL the buffers are taken one at a time (backpressure: the next is read
   * when the socket drains); PGlite reads them as one blob through its `/dev/blob` device.
   */
  async copyBuffers(table: string, columns: readonly string[], data: Iterable<Buffer>, format: 'text' | 'binary' = 'text'): Promise<void> {
    const sql = `COPY ${table} (${columns.join(', ')})`;
    const options = format === 'binary' ? ' WITH (FORMAT binary)' : '';
    if (this.pglite !== null) {
      await this.pglite.exec(`${sql} FROM '/dev/blob'${options}`, { blob: new Blob([...data]) });
      return;
    }
    const client = this.client;
    if (client === null) throw new Error('COPY is not available on this connection');
    await pipeline(Readable.from(data, { objectMode: false }), client.query(copyFrom(`${sql} FROM STDIN${options}`)));
  }

  /** The bytes of a `COPY … TO STDOUT` statement, as they arrive (PostgreSQL only). */
  copyOut(sql: string): AsyncIterable<Buffer> {
    const client = this.client;
    if (client === null) throw new Error('COPY is not available on the embedded database');
    return client.query(copyTo(sql)) as AsyncIterable<Buffer>;
  }

  /** Rows into a staging table as COPY text (`copyBuffers`: the bulk path on both databases), one line per row. */
  async copyRows<T>(table: string, columns: ReadonlyArray<StageColumn<T>>, rows: Iterable<T>): Promise<void> {
    const lines = new CopyLines();
    try {
      for (const row of rows) lines.append(copyRowLine(columns, row));
      if (lines.length === 0) return;
      await this.copyBuffers(table, columns.map((c) => c.name), lines.views());
    } finally {
      lines.release();
    }
  }

  async release(): Promise<void> {
    await this.runner.release();
  }
}
