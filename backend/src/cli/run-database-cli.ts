import { ConfigError, parseEnv, type AppConfig } from '../config/config';
import { openDatabase, type Database } from '../database/data-source';

/**
 * Reads the configuration, opens what a command needs, runs the command and closes what was opened, also
 * when it fails: a failure becomes a message (a configuration error as it stands, anything else after
 * `error:`) and exit code 1.
 */
export async function runCommand<T>(
  open: (config: AppConfig) => Promise<T>,
  close: (opened: T) => Promise<void>,
  task: (opened: T, config: AppConfig) => Promise<void>,
): Promise<void> {
  let opened: { value: T } | undefined;
  try {
    const config = parseEnv(process.env);
    opened = { value: await open(config) };
    await task(opened.value, config);
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : `error: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  } finally {
    if (opened) await close(opened.value);
  }
}

/**
 * Runs a command that needs the database and nothing else without booting the Nest application context:
 * the same configuration (parseEnv) and the same openDatabase (migrations included) as the server, without
 * the framework and the feature modules, which cost the feed import 40–60 MB of peak resident memory. Its
 * PostgreSQL sessions are named `applicationName`.
 */
export function runDatabaseCli(applicationName: string, task: (db: Database, config: AppConfig) => Promise<void>): Promise<void> {
  return runCommand((config) => openDatabase(config, applicationName), (db) => db.close(), task);
}
