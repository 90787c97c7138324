import { parseArgs } from 'node:util';
import { restoreDatabase } from '../backup/backup';
import { runCommand } from './run-database-cli';

/** npm run restore -- FILE [--replace]: see docs/operations.md, "Backups". */
void runCommand(
  async () => undefined,
  async () => undefined,
  async (_nothing, config) => {
    const { positionals, values } = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean', default: false } } });
    const file = positionals[0];
    if (!file) throw new Error('name the backup file: npm run restore -- FILE [--replace]');
    await restoreDatabase(config, file, { replace: values.replace });
    console.log(`restored from ${file}; start the site to bring its schema up to date`);
  },
);
