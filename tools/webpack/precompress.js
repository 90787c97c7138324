// @ts-check
/**
 * Writes a zopfli `.gz` beside each emitted JS/CSS file of a production build (issue 14). Zopfli is
 * gzip (every browser reads it) ~3 % smaller than zlib's level 9, at a cost paid once per build instead of per
 * request. The backend sends the `.gz` when it is the gzip of that very file (backend/src/frontends/static-files.ts)
 * and compresses by itself otherwise; brotli is still made by the backend.
 */
const { gzipAsync } = require('@gfx/zopfli');
const webpack = require('webpack');

const WORTH = /\.(js|css)$/;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          for (const name of Object.keys(assets)) {
            if (!WORTH.test(name)) continue;
            const source = assets[name].buffer();
            if (source.length <= 1024) continue; // the backend sends these as they are
            // 15 iterations: zopfli's default; more saves a few bytes for much longer builds.
            const gz = Buffer.from(await gzipAsync(source, { numiterations: 15 }));
            compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gz), { development: true });
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
