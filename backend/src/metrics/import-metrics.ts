import type { DataSource } from 'typeorm';
import { importDuration, importRows, importRuns } from './metrics-registry';

interface FinishedRun {
  kind: string;
  status: string;
  rows_read: number | string | null;
  seconds: number | string | null;
}

/** Counts a run that ends in this process, as its import_run row says (kind, result, rows read, duration). */
export async function recordImportRun(db: DataSource, id: number): Promise<void> {
  try {
    const [run] = (await db.query(
      `SELECT kind, status, rows_read, EXTRACT(EPOCH FROM (coalesce(finished_at, now()) - started_at)) AS seconds FROM import_run WHERE id = $1`,
      [id],
    )) as FinishedRun[];
    if (!run) return;
    importRuns.inc({ kind: run.kind, result: run.status });
    importRows.inc({ kind: run.kind }, Number(run.rows_read ?? 0));
    importDuration.observe({ kind: run.kind, result: run.status }, Number(run.seconds ?? 0));
  } catch {
    // Metrics never fail an import: a database gone at this point is the import's own error to report.
  }
}
