import { spawn } from 'node:child_process';

/**
 * The V8 heap bounds the server runs under (docs/decisions/server-heap-flags.md): a 4 MB young generation and a
 * 256 MB old space. scripts/start.sh, the Dockerfile and `npm start` pass them; main.js adds those missing.
 */
export const HEAP_FLAGS = ['--max-semi-space-size=4', '--max-old-space-size=256'] as const;

/** `--max_old_space_size=1` and `--max-old-space-size=1` are the same option to Node. */
const optionName = (arg: string) => (arg.split('=')[0] ?? '').replace(/_/g, '-');

/** The heap flags neither the command line nor NODE_OPTIONS sets (a value chosen there is kept). */
export function missingHeapFlags(execArgv: readonly string[], nodeOptions = ''): string[] {
  const given = new Set([...execArgv, ...nodeOptions.split(/\s+/)].map(optionName));
  return HEAP_FLAGS.filter((flag) => !given.has(optionName(flag)));
}

/**
 * Runs this very script again in a child with the missing heap flags, and stays only as its shell: signals go
 * to the child, and this process ends as the child does (its exit code, or its signal).
 */
export function rerunWithHeapFlags(flags: readonly string[]): void {
  const child = spawn(process.execPath, [...flags, ...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP'];
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  for (const signal of signals) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    for (const s of signals) process.off(s, forward);
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
