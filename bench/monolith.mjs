// node bench/monolith.mjs [--skip-build]
// Prints first-visit JS per page kind of the federated build with its federated / monolith ratios, then the
// monolith's table. Target (docs/performance.md, first-visit JavaScript): federated ≤ 1.15× the monolith.
// Builds bench/monolith/webpack.config.js (the shell and the shopper remotes as one ordinary webpack app),
// serves each build with the real backend and weighs the same pages the same way (bench/weight.mjs). Build the
// federated front ends first (node scripts/build-frontends.mjs).
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT, OUT } from './lib.mjs';
import { printTable, startBackend, weigh } from './weight.mjs';

const monolithDir = path.join(OUT, 'monolith');
if (!process.argv.includes('--skip-build')) {
  execFileSync(process.execPath, [path.join(ROOT, 'tools/webpack/cli.js'), 'build', '--mode', 'production', '-c', path.join(ROOT, 'bench/monolith/webpack.config.js')], {
    cwd: path.join(ROOT, 'shell'),
    stdio: 'inherit',
  });
}

async function weighServed(frontendsDir) {
  const server = await startBackend(frontendsDir);
  try {
    return await weigh(server.url);
  } finally {
    await server.stop();
  }
}

const monolith = await weighServed(monolithDir);
const federated = await weighServed('');
fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'weight-monolith.json'), JSON.stringify(monolith, null, 2));
fs.writeFileSync(path.join(OUT, 'weight-federated.json'), JSON.stringify(federated, null, 2));
console.log('federated (ratio = federated / monolith, target ≤ 1.15)');
printTable(federated, monolith);
console.log('\nmonolith');
printTable(monolith);
