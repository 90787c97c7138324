import * as fs from 'node:fs';
import type { Backend } from './servers';
import { readState, stateFile } from './servers';

export default async function globalTeardown(): Promise<void> {
  const backend = (globalThis as { __E2E_BACKEND__?: Backend }).__E2E_BACKEND__;
  if (backend) {
    await backend.stop();
  } else if (fs.existsSync(stateFile())) {
    try {
      process.kill(readState().backendPid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  try {
    const { dataDir } = readState();
    fs.rmSync(dataDir, { recursive: true, force: true });
  } catch {
    /* ignore */
  }
  fs.rmSync(stateFile(), { force: true });
}
