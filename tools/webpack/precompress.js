// @ts-check
/**
 * Writes a zopfli `.gz` and a brotli `.br` beside each emitted JS/CSS file and federation manifest of a production
 * build. The server (backend/src/frontends: static-files.ts, remote-files.ts) sends the copy the client takes,
 * and the file as it is otherwise: it compresses no file per request. Zopfli is gzip (every browser reads it),
 * smaller than zlib's level 9 (docs/decisions/zopfli.md); brotli at quality 11 is smaller still, at a cost paid
 * once per build.
 */
const { brotliCompressSync, constants } = require('node:zlib');
const { gzipAsync } = require('@gfx/zopfli');
const webpack = require('webpack');

// mf-manifest.json is fetched on every first visit, once per remote on the page.
const WORTH = /\.(js|css)$|(^|\/)mf-manifest\.json$/;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // Last: after the federation manifest is emitted and ManifestPagesPlugin (REPORT) has added its pages.
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async (assets) => {
          for (const name of Object.keys(assets)) {
            if (!WORTH.test(name)) continue;
            const source = assets[name].buffer();
            if (source.length <= 1024) continue; // a compressed copy would save less than its headers cost
            // 15 iterations: zopfli's default; more saves a few bytes for much longer builds.
            const gz = Buffer.from(await gzipAsync(source, { numiterations: 15 }));
            compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz), { development: true });
            const br = brotliCompressSync(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            });
            compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(br), { development: true });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
