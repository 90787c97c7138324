#!/usr/bin/env node
/**
 * The smoke suite against a running site (docs/releasing.md), in Debian's Chromium:
 *
 *   npm run smoke -- --site https://ofertas.example                          the site as shoppers get it
 *   npm run smoke -- --site <url> --candidate coupons=<version> [--candidate …]  with release candidates forced
 *
 * A candidate is a version published with `npm run release -- <remote>` (no --canary: no shopper gets it yet); it
 * is forced in the smoke run's own browser only. Exit status 0 when every page kind renders without an error.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, VERSION_ID_PATTERN } from '@ofertas/contracts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    candidate: { type: 'string', multiple: true, default: [] },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
/** `<remote>=<version>`, with the registry's own names and version ids. */
const isCandidate = (c) => {
  const [remote, version = ''] = c.split(/=(.*)/s);
  return REMOTE_NAMES.includes(remote) && VERSION_ID_PATTERN.test(version);
};
const bad = values.candidate.filter((c) => !isCandidate(c));
if (values.help || !values.site || bad.length > 0) {
  if (bad.length > 0) console.error(`smoke: not <remote>=<version>: ${bad.join(', ')}`);
  console.log('usage: npm run smoke -- --site <url> [--candidate <remote>=<version> …]');
  process.exit(values.help ? 0 : 2);
}
const run = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--ci', '-c', path.join(ROOT, 'e2e/smoke.config.js')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, SMOKE_SITE: values.site, SMOKE_CANDIDATES: values.candidate.join(',') },
});
process.exit(run.status ?? 1);
