import { spawn, type ChildProcess } from 'node:child_process';
import * as path from 'node:path';

/** The compiled server, as `npm start` and the Docker image run it (`bash scripts/build-backend.sh` builds it). */
export const DIST_MAIN = path.join(__dirname, '..', '..', 'dist', 'main.js');

export interface BackendProcess {
  readonly url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `node backend/dist/main.js` with `env` on `port` and resolves once /api/health/ready answers 200. */
export async function startBackendProcess(env: Record<string, string>, port: number): Promise<BackendProcess> {
  const child: ChildProcess = spawn(process.execPath, [DIST_MAIN], {
    env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`backend exited ${child.exitCode}:\n${output}`);
    if (i > 600) throw new Error(`backend not ready after 60 s:\n${output}`);
    const ready = await fetch(`${url}/api/health/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}
