/**
 * Write a sample feed: `node dist/sample/cli.js <out.csv[.gz]> [count] [seed]`.
 * Prints the row count, the time taken and the rate.
 */
import { DEFAULT_SAMPLE_SIZE, DEFAULT_SEED } from './generator';
import { writeSampleFeed } from './csv';

function parseNonNegativeInt(text: string | undefined, name: string, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a non-negative whole number, got '${text}'`);
  return n;
}

export async function main(argv: readonly string[]): Promise<number> {
  const [file, countText, seedText] = argv;
  if (!file || file === '-h' || file === '--help') {
    process.stderr.write('usage: node dist/sample/cli.js <out.csv[.gz]> [count=3200] [seed=42]\n');
    return file ? 0 : 2;
  }
  const count = parseNonNegativeInt(countText, 'count', DEFAULT_SAMPLE_SIZE);
  const seed = parseNonNegativeInt(seedText, 'seed', DEFAULT_SEED);
  const t0 = performance.now();
  const { rows } = await writeSampleFeed(file, { count, seed });
  const seconds = (performance.now() - t0) / 1000;
  process.stdout.write(`${file}: ${rows} rows (seed ${seed}) in ${seconds.toFixed(2)} s, ${Math.round(rows / Math.max(seconds, 1e-6))} rows/s\n`);
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
