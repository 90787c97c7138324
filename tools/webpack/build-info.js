// @ts-check
/**
 * Writes `build-info.json` beside a production build's files: the package's name and version, the version of
 * `contracts` it was built against and the ranges it asks of the shared singletons. The release registry's gate
 * reads a remote's (beside its mf-manifest.json) and the shell's (beside index.html) to refuse a remote built for
 * another contracts major or outside the shell's ranges (docs/releasing.md).
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

const NAME = 'BuildInfoPlugin';
const SINGLETONS = ['react', 'react-dom', 'react-router', 'jotai'];

class BuildInfoPlugin {
  /**
   * @param {{ name: string, version: string, dependencies?: Record<string, string> }} pkg
   * @param {string} root the repository root (for contracts/package.json)
   */
  constructor(pkg, root) {
    this.pkg = pkg;
    this.root = root;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const contracts = JSON.parse(fs.readFileSync(path.join(this.root, 'contracts', 'package.json'), 'utf8'));
    const deps = this.pkg.dependencies || {};
    const info = {
      name: this.pkg.name,
      version: this.pkg.version,
      contractsVersion: contracts.version,
      shared: Object.fromEntries(SINGLETONS.filter((n) => deps[n]).map((n) => [n, deps[n]])),
    };
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('build-info.json', new webpack.sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}

module.exports = { BuildInfoPlugin };
