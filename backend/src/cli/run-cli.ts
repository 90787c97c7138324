import { ConfigError, parseEnv, type AppConfig } from '../config/config';
import { openDatabase, type Database } from '../database/data-source';

/** Runs a command-line task against the configured database and turns failures into a message + exit code. */
export async function runCli(task: (db: Database, config: AppConfig) => Promise<void>): Promise<void> {
  let db: Database | undefined;
  try {
    const config = parseEnv(process.env);
    db = await openDatabase(config);
    await task(db, config);
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : `error: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}
