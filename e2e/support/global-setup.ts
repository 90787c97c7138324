import * as fs from 'node:fs';
import { E2E_EDITOR_PASSWORD, run, startBackend, stateFile, SWAPPED_LABEL, SWAPPED_OFFERS_DIR } from './servers';

/**
 * Builds what `npm start` builds (front ends incrementally, contracts, backend), a second mfe-offers build
 * for the "remote swapped" test, then starts the backend on a free port with a fresh embedded database.
 */
export default async function globalSetup(): Promise<void> {
  const node = process.execPath;
  if (!process.env.E2E_SKIP_BUILD) {
    run(node, ['scripts/build-frontends.mjs']);
    run(node, ['scripts/build-frontends.mjs', 'mfe-offers'], { OUTPUT_DIR: SWAPPED_OFFERS_DIR, BUILD_LABEL: SWAPPED_LABEL });
    run('npm', ['run', 'build', '-w', 'contracts']);
    run('npm', ['run', 'build', '-w', 'backend']);
  }
  const backend = await startBackend({ SEED: 'auto', SAMPLE_SIZE: '300', EDITOR_PASSWORD: E2E_EDITOR_PASSWORD });
  fs.writeFileSync(stateFile(), JSON.stringify({ baseUrl: backend.url, backendPid: backend.child.pid, dataDir: backend.dataDir }));
  process.env.E2E_BASE_URL = backend.url;
  (globalThis as { __E2E_BACKEND__?: unknown }).__E2E_BACKEND__ = backend;
}
