// @ts-check
/**
 * Monolith baseline (issue 14): the shell and the shopper remotes built as ONE ordinary webpack app — no Module
 * Federation, no shared scope, no remoteEntry — from the same sources, loaders and CSS handling as the
 * federated builds (tools/webpack/federation.js): the shell's CSS extracted, the remotes' CSS by style-loader.
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

const ROOT = path.resolve(__dirname, '../..');
const SHELL = path.join(ROOT, 'shell');
const isShellFile = (/** @type {string} */ f) => f.startsWith(SHELL + path.sep);

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
    extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
    alias: {
      '@ofertas/contracts': path.join(ROOT, 'contracts/src'),
      '@ofertas/web-kit$': path.join(ROOT, 'web-kit/src/index.ts'),
      // ./remotes.ts reaches each remote's source by name (it replaces a file of the shell, whose folder it resolves from)
      ...Object.fromEntries(['offers', 'coupons', 'blog', 'editor'].map((n) => [`@remote-src/${n}`, path.join(ROOT, `mfe-${n}/src`)])),
    },
  },
  module: {
    rules: [
      { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
      {
        test: /\.[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: false } },
              target: 'es2022',
            },
          },
        },
      },
      {
        test: /\.module\.css$/,
        use: [
          { loader: MiniCssExtractPlugin.loader, options: {} },
          { loader: 'css-loader', options: { modules: { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: '[hash:base64:8]' } } },
        ],
        // the shell's CSS is extracted (as in its federated build)…
        include: isShellFile,
      },
      {
        test: /\.module\.css$/,
        exclude: isShellFile,
        // …the remotes' CSS goes through style-loader (as in theirs)
        use: ['style-loader', { loader: 'css-loader', options: { modules: { namedExport: false, exportLocalsConvention: 'as-is', localIdentName: '[hash:base64:8]' } } }],
      },
      { test: /\.css$/, exclude: /\.module\.css$/, include: isShellFile, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      { test: /\.css$/, exclude: (f) => /\.module\.css$/.test(f) || isShellFile(f), use: ['style-loader', 'css-loader'] },
      { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
    ],
  },
  plugins: [
    // the shell's federation/remotes.ts (imported as './federation/remotes' and './remotes') → plain imports
    new webpack.NormalModuleReplacementPlugin(/shell[\\/]src[\\/]federation[\\/]remotes\.ts$/, path.join(__dirname, 'remotes.ts')),
    new webpack.DefinePlugin({ __MFE_NAME__: JSON.stringify('monolith'), __MFE_VERSION__: JSON.stringify('0.1.0'), __BUILD_LABEL__: JSON.stringify('') }),
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' }),
    new HtmlWebpackPlugin({ template: path.join(SHELL, 'src/index.html'), title: 'Ofertas Flash', scriptLoading: 'defer', minify: true }),
  ],
  optimization: { minimize: true, moduleIds: 'deterministic' },
  performance: { hints: false },
  stats: 'errors-warnings',
};
