/** The names of the constraints on `table` (its keys, as a bulk import drops and adds them back). */
export async function constraintNames(db: { query(sql: string, params?: unknown[]): Promise<unknown> }, table: string): Promise<string[]> {
  const rows = (await db.query(`SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass`, [table])) as Array<{ conname: string }>;
  return rows.map((r) => r.conname);
}
