import '../compile-cache';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, type RemoteName } from '@ofertas/contracts';
import { ReleaseTokens } from '../releases/release-tokens';
import { runDatabaseCli } from './run-database-cli';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h', default: false } } });
const [team, ...remotes] = positionals;
if (values.help || !team || remotes.length === 0) {
  console.log(
    `usage: npm run release:token -- <team> <remote...>\n\nCreates a release token for <team> that may publish and release the given remotes (${REMOTE_NAMES.join(', ')}).\nThe token is printed once; only its SHA-256 is stored. Give it to \`npm run release\` as RELEASE_TOKEN.`,
  );
  process.exit(values.help ? 0 : 1);
}

void runDatabaseCli('ofertas-flash-release-token', async (db) => {
  const token = await new ReleaseTokens(db.dataSource).create(team, remotes as RemoteName[]);
  console.log(token);
});
