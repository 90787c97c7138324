import * as fs from 'node:fs';
import type { Backend } from './servers';
import { readState, STATE_FILE } from './servers';

export default async function globalTeardown(): Promise<void> {
  const backend = (globalThis as { __E2E_BACKEND__?: Backend }).__E2E_BACKEND__;
  if (backend) {
    await backend.stop();
  } else if (fs.existsSync(STATE_FILE)) {
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
  fs.rmSync(STATE_FILE, { force: true });
}
