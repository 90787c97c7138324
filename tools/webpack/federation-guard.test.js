// @ts-check
/* global beforeAll, afterAll, test, expect -- Jest */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { FederationModulesGuard } = require('./federation-guard');

const ROOT = path.resolve(__dirname, '../..');
let dir = '';

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-guard-'));
  fs.writeFileSync(path.join(dir, 'entry.js'), "import { createLogger } from '@module-federation/sdk';\nexport const log = createLogger('x');\n");
  fs.writeFileSync(path.join(dir, 'stand-in.js'), 'export const createLogger = () => console;\n');
  fs.writeFileSync(path.join(dir, 'rewrite-loader.js'), "module.exports = () => 'export const createLogger = () => console;';\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The guard's errors of a build of entry.js (which imports @module-federation/sdk) with `extra` settings. */
function guardErrors(extra = {}) {
  /** @type {import('webpack').Configuration} */
  const config = {
    mode: 'none',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'dist') },
    resolve: { modules: [path.join(ROOT, 'node_modules')], ...extra.resolve },
    module: { rules: extra.rules ?? [] },
    plugins: [new FederationModulesGuard({ root: dir }), ...(extra.plugins ?? [])],
  };
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err || !stats) return reject(err);
      resolve(stats.compilation.errors.map((e) => e.message).filter((m) => m.includes('FederationModulesGuard')));
    });
  });
}

test('the published package passes', async () => {
  expect(await guardErrors()).toEqual([]);
});

test('a NormalModuleReplacementPlugin on the request fails the build', async () => {
  const errors = await guardErrors({ plugins: [new webpack.NormalModuleReplacementPlugin(/^@module-federation\/sdk$/, path.join(dir, 'stand-in.js'))] });
  expect(errors).toEqual([expect.stringContaining('"@module-federation/sdk" resolved to stand-in.js')]);
});

test('a NormalModuleReplacementPlugin on the resolved path fails the build', async () => {
  const replace = new webpack.NormalModuleReplacementPlugin(/[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]/, (data) => {
    if (data.createData?.resource) data.createData.resource = path.join(dir, 'stand-in.js');
  });
  expect(await guardErrors({ plugins: [replace] })).toEqual([expect.stringContaining('resolved to stand-in.js')]);
});

test('a resolve.alias fails the build', async () => {
  const errors = await guardErrors({ resolve: { alias: { '@module-federation/sdk$': path.join(dir, 'stand-in.js') } } });
  expect(errors).toEqual([expect.stringContaining('"@module-federation/sdk" resolved to stand-in.js')]);
});

test('a loader rewriting the package’s code fails the build', async () => {
  const rules = [{ test: /[\\/]@module-federation[\\/]sdk[\\/]/, use: path.join(dir, 'rewrite-loader.js') }];
  expect(await guardErrors({ rules })).toEqual([expect.stringContaining('goes through a loader')]);
});
