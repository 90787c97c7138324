import { parseArgs } from 'node:util';
import { backupDatabase, defaultBackupFile } from '../backup/backup';
import { runCommand } from './run-database-cli';

/** npm run backup [-- FILE]: see docs/operations.md, "Backups". */
void runCommand(
  async () => undefined,
  async () => undefined,
  async (_nothing, config) => {
    const { positionals } = parseArgs({ allowPositionals: true });
    const file = positionals[0] ?? defaultBackupFile(config);
    await backupDatabase(config, file);
    console.log(`backup written: ${file}`);
  },
);
