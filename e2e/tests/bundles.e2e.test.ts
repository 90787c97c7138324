import * as fs from 'node:fs';
import * as path from 'node:path';
import { ROOT } from '../support/servers';

/**
 * Issue 14: no schema library in shoppers' pages. Reads the production builds the global setup made (the ones
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

/** The webpack bundler runtime's modules (`@module-federation/webpack-bundler-runtime`) a built file holds. */
function bundlerRuntimeModules(file: string): string[] {
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((s) => /node_modules\/@module-federation\/webpack-bundler-runtime\/dist\/(.+)$/.exec(s)?.[1]).filter((m): m is string => !!m);
}

/** The lite federation runtime's files (tools/webpack/runtime/lite/) a built file holds. */
function liteRuntimeFiles(file: string): string[] {
  const map = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((s) => /tools\/webpack\/runtime\/lite\/(.+)$/.exec(s)?.[1]).filter((m): m is string => !!m);
}

/**
 * Issue 14: the shell runs the lite federation runtime (tools/webpack/runtime/lite/) instead of runtime-core and the
 * webpack bundler runtime, and the remotes take it from the shell (its `initContainerEntry` too): only the shell's
 * main chunk holds it; a remoteEntry.js holds no federation runtime code of its own.
 */
test('the federation runtime is in the shell once (the lite one), not in each remoteEntry.js', () => {
  const shellMain = jsFiles(path.join(ROOT, 'shell', 'dist')).filter((f) => /[\\/]main\.[0-9a-f]+\.js$/.test(f));
  expect(shellMain).toHaveLength(1);
  expect(liteRuntimeFiles(shellMain[0]!)).toEqual(expect.arrayContaining(['core.ts', 'share.ts', 'runtime.ts', 'bundler.ts']));
  expect(bundlerRuntimeModules(shellMain[0]!)).toEqual([]);
  const map = JSON.parse(fs.readFileSync(`${shellMain[0]!}.map`, 'utf8')) as { sources: string[] };
  expect(map.sources.filter((s) => /node_modules\/@module-federation\/(runtime-core|runtime|sdk|error-codes)\//.test(s))).toEqual([]);
  for (const pkg of ['mfe-offers', 'mfe-coupons', 'mfe-blog', 'mfe-editor']) {
    const entry = path.join(ROOT, pkg, 'dist', 'remoteEntry.js');
    expect({ pkg, modules: bundlerRuntimeModules(entry), lite: liteRuntimeFiles(entry) }).toEqual({ pkg, modules: [], lite: [] });
  }
});
