// @ts-check
/**
 * Adds `pages` to a remote's mf-manifest.json: each named lazy chunk group of the remote (its pages'
 * `import(/* webpackChunkName: "list" *\/ …)`) → the JS files that chunk group loads, in load order. The server
 * hints the files of the page a route names (contracts ROUTES `chunk`, backend/src/frontends/remote-hints.ts), so
 * a first visit fetches them beside the remote's remoteEntry.js instead of after it has run. The
 * shell's reader ignores the field.
 */
const webpack = require('webpack');

const NAME = 'ManifestPagesPlugin';

class ManifestPagesPlugin {
  /** @param {string} fileName the federation manifest's file name */
  constructor(fileName) {
    this.fileName = fileName;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the federation plugin wrote the manifest (PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER).
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(this.fileName);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.pages = this.pages(compilation);
          compilation.updateAsset(this.fileName, new webpack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        },
      );
    });
  }

  /**
   * @param {import('webpack').Compilation} compilation
   * @returns {Record<string, string[]>}
   */
  pages(compilation) {
    /** @type {Record<string, string[]>} */
    const out = {};
    for (const group of compilation.chunkGroups) {
      // Entrypoints and the federation's own groups (exposes, the container) are not pages.
      if (!group.name || group.isInitial() || group.name.startsWith('__federation_')) continue;
      const files = new Set(out[group.name] ?? []);
      for (const chunk of group.chunks) for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
      out[group.name] = [...files];
    }
    return out;
  }
}

module.exports = { ManifestPagesPlugin };
