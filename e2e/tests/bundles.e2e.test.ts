import * as fs from 'node:fs';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { ROOT } from '../support/servers';

/**
 * No schema library in shoppers' pages. Reads the production builds the global setup made (the ones
 * the other e2e files drive) — every JS file of the shell and of the shopper remotes, whether a page loads it
 * on first visit or later (mfe-blog's article page loads offers' fragment chunks, for instance).
 * The editor remote keeps zod (it validates what an author writes) and is not checked.
 */
const SHOPPER_BUILDS = ['shell', 'mfe-offers', 'mfe-coupons', 'mfe-blog'];
const SCHEMA_LIBRARIES = ['zod', 'valibot', 'yup', 'joi', 'ajv', 'superstruct', 'io-ts', 'arktype', '@sinclair/typebox', 'class-validator'];
/**
 * zod 4's own marks in minified code (its internal `_zod` slot, its `$ZodType` class name). Not the word
 * 'ZodError': web-kit's errorCause names it as a string to recognise the editor's validation errors.
 */
const ZOD_SIGNATURE = /\b_zod\b|\$ZodType/;

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f));
}

/** The npm packages a built file was made from, read from its source map. */
function packagesIn(file: string): string[] {
  // A chunk of webpack glue only (an expose that re-exports another chunk) gets no source map; its code is
  // still scanned for zod's marks below.
  if (!fs.existsSync(`${file}.map`)) return [];
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  const pkgs = map.sources.map((s) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(s)?.[1]).filter((p): p is string => !!p);
  return [...new Set(pkgs)];
}

test.each(SHOPPER_BUILDS)('%s: no schema library in any built chunk', (pkg) => {
  const dist = path.join(ROOT, pkg, 'dist');
  const files = jsFiles(dist);
  expect(files.length).toBeGreaterThan(1);
  const offending: string[] = [];
  for (const file of files) {
    const rel = path.relative(ROOT, file);
    for (const lib of packagesIn(file).filter((p) => SCHEMA_LIBRARIES.includes(p))) offending.push(`${rel}: ${lib}`);
    if (ZOD_SIGNATURE.test(fs.readFileSync(file, 'utf8'))) offending.push(`${rel}: zod's code`);
  }
  expect(offending).toEqual([]);
});

test('the checks recognise zod when it is there (source maps name it; its code carries its marks)', () => {
  const zodDir = path.dirname(require.resolve('zod/package.json'));
  const core = fs.readFileSync(path.join(zodDir, 'v4', 'core', 'core.js'), 'utf8');
  expect(ZOD_SIGNATURE.test(core)).toBe(true);
  expect(/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec('webpack://x/../node_modules/zod/v4/core/core.js')?.[1]).toBe('zod');
});

/** The `@module-federation/*` packages (and their dist files) a built file was made from, read from its source map. */
function federationSources(file: string): string[] {
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((s) => /node_modules\/(@module-federation\/.+)$/.exec(s)?.[1]).filter((m): m is string => !!m);
}
const packageOf = (source: string) => source.split('/').slice(0, 2).join('/');

/**
 * The published federation runtime, once: runtime-core (ES build only, no CommonJS copy beside it) is in the
 * shell's main chunk, which provides it to the remotes; a remoteEntry.js carries its own container code (the
 * webpack bundler runtime) but no runtime-core. No source outside node_modules/@module-federation/ names itself
 * a federation runtime (tools/webpack/federation-guard.js fails such a build).
 */
test('the federation runtime is the published one, in the shell once, not in each remoteEntry.js', () => {
  const shellMain = jsFiles(path.join(ROOT, 'shell', 'dist')).filter((f) => /[\\/]main\.[0-9a-f]+\.js$/.test(f));
  expect(shellMain).toHaveLength(1);
  const shell = federationSources(shellMain[0]!);
  expect(new Set(shell.map(packageOf))).toEqual(
    new Set(['@module-federation/runtime-core', '@module-federation/runtime', '@module-federation/sdk', '@module-federation/error-codes', '@module-federation/webpack-bundler-runtime', '@module-federation/inject-external-runtime-core-plugin', '@module-federation/retry-plugin']),
  );
  expect(shell.filter((s) => s.endsWith('.cjs'))).toEqual([]);
  for (const pkg of ['mfe-offers', 'mfe-coupons', 'mfe-blog', 'mfe-editor']) {
    const entry = federationSources(path.join(ROOT, pkg, 'dist', 'remoteEntry.js'));
    expect({ pkg, runtimeCore: entry.filter((s) => packageOf(s) === '@module-federation/runtime-core') }).toEqual({ pkg, runtimeCore: [] });
    expect(entry.map(packageOf)).toContain('@module-federation/webpack-bundler-runtime');
  }
  const standIns = SHOPPER_BUILDS.concat('mfe-editor').flatMap((pkg) =>
    jsFiles(path.join(ROOT, pkg, 'dist'))
      .filter((f) => fs.existsSync(`${f}.map`))
      .flatMap((f) => (JSON.parse(fs.readFileSync(`${f}.map`, 'utf8')) as { sources: string[] }).sources)
      .filter((s) => /(runtime-core|webpack-bundler-runtime|federation[\\/-]?runtime)/i.test(s) && !s.includes('node_modules/@module-federation/')),
  );
  expect(standIns).toEqual([]);
});

/** A page fetches each remote's manifest on first visit: the build leaves its brotli and gzip copies beside it. */
test.each(['mfe-offers', 'mfe-coupons', 'mfe-blog', 'mfe-editor'])('%s: mf-manifest.json has precompressed copies of the same bytes', (pkg) => {
  const manifest = path.join(ROOT, pkg, 'dist', 'mf-manifest.json');
  const bytes = fs.readFileSync(manifest);
  expect(zlib.brotliDecompressSync(fs.readFileSync(`${manifest}.br`)).equals(bytes)).toBe(true);
  expect(zlib.gunzipSync(fs.readFileSync(`${manifest}.gz`)).equals(bytes)).toBe(true);
});
