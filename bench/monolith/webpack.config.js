// @ts-check
/**
 * Monolith baseline: the shell and the shopper remotes built as ONE ordinary webpack app — no Module
 * Federation, no shared scope, no remoteEntry — from the same sources, loaders and CSS handling as the
 * federated builds (tools/webpack/federation.js): the shell's CSS extracted, the remotes' CSS in their JS.
 * The shell's federation/remotes.ts is swapped for ./remotes.ts (plain dynamic imports). Output:
 * bench/out/monolith/shell/dist, served by the real backend with FRONTENDS_DIR=bench/out/monolith.
 *
 *   node tools/webpack/cli.js build --mode production -c bench/monolith/webpack.config.js
 *   (or: node bench/monolith.mjs — builds it and prints federated / monolith per page)
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const { createFederatedConfig } = require('../../tools/webpack/federation');
const { PrecompressPlugin } = require('../../tools/webpack/precompress');

const ROOT = path.resolve(__dirname, '../..');
/** The shell's production config from the federated factory: its resolve settings and rules are reused. */
const federated = /** @type {import('webpack').Configuration} */ (
  createFederatedConfig({ dir: path.join(ROOT, 'shell'), kind: 'host', name: 'shell', port: 0 })({}, { mode: 'production' })
);
const federatedRules = /** @type {any[]} */ (federated.module?.rules ?? []);
// No CSS source maps (as the federated builds, tools/webpack/federation.js).
const cssModules = { loader: 'css-loader', options: { sourceMap: false, modules: { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: '[hash:base64:8]' } } };
const SHELL = path.join(ROOT, 'shell');

module.exports = {
  mode: 'production',
  context: ROOT,
  devtool: 'source-map',
  // No async boundary needed: nothing is negotiated at run time.
  entry: { main: path.join(SHELL, 'src/bootstrap.tsx') },
  output: {
    path: path.join(ROOT, 'bench/out/monolith/shell/dist'),
    publicPath: '/',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    clean: true,
  },
  resolve: {
    ...federated.resolve,
    alias: {
      ...federated.resolve?.alias,
      // ./remotes.ts reaches each remote's source by name (it replaces a file of the shell, whose folder it resolves from)
      ...Object.fromEntries(['offers', 'coupons', 'blog', 'editor'].map((n) => [`@remote-src/${n}`, path.join(ROOT, `mfe-${n}/src`)])),
    },
  },
  module: {
    rules: [
      // contracts' sideEffects flag and the swc rule: the very rules of the federated builds
      ...federatedRules.filter((r) => !String(r.test).includes('css') && r.type !== 'asset'),
      // CSS extracted to .css files, as in the federated production builds
      { test: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, cssModules] },
      { test: /\.css$/, exclude: /\.module\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { sourceMap: false } }] },
      ...federatedRules.filter((r) => r.type === 'asset'),
    ],
  },
  plugins: [
    // zopfli .gz copies, as the federated builds (tools/webpack/precompress.js)
    new PrecompressPlugin(),
    // the shell's federation/remotes.ts (imported as './federation/remotes' and './remotes') → plain imports
    new webpack.NormalModuleReplacementPlugin(/shell[\\/]src[\\/]federation[\\/]remotes\.ts$/, path.join(__dirname, 'remotes.ts')),
    new webpack.DefinePlugin({ __MFE_NAME__: JSON.stringify('monolith'), __MFE_VERSION__: JSON.stringify('0.1.0'), __BUILD_LABEL__: JSON.stringify('') }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
    new HtmlWebpackPlugin({ template: path.join(SHELL, 'src/index.html'), title: 'Ofertas Flash', scriptLoading: 'defer', minify: true }),
  ],
  target: ['web', 'es2022'],
  optimization: { minimize: true, moduleIds: 'deterministic' },
  performance: { hints: false },
  stats: 'errors-warnings',
};
