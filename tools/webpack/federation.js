// @ts-check
/**
 * One webpack + Module Federation factory for the shell (host) and the four remotes.
 * Every front-end package's webpack.config.js is a call to `createFederatedConfig({...})`.
 *
 *  - TypeScript/TSX through swc-loader, CSS Modules (`*.module.css`) per package, plain `*.css` global.
 *  - Shared singletons (react, react-dom, react-dom/client, react/jsx-runtime, react-router, jotai) with
 *    `requiredVersion` taken from the package's own package.json; nothing eager in production.
 *  - Production and development run the published Module Federation runtime (`@module-federation/enhanced`);
 *    FederationModulesGuard fails the build if any of its modules is replaced. In production the shell provides
 *    runtime-core once (the published inject-external-runtime-core plugin) and the remotes use it
 *    (`experiments.externalRuntime`); in development every package runs standalone with its own runtime.
 *  - `shareStrategy: 'loaded-first'`: the shell's copies, loaded at start, serve every remote
 *    (docs/decisions/federation-runtime.md).
 *  - `dts: false`; manifests (`mf-manifest.json`) are emitted by every remote. The shell reads them itself
 *    (shell/src/federation/manifest.ts) and registers remoteEntry URLs.
 *  - Development: hot module replacement with React Refresh (swc's refresh transform and its webpack plugin).
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { PrecompressPlugin } = require('./precompress');
const { BootstrapPreloadPlugin } = require('./bootstrap-preload');
const { ManifestPagesPlugin } = require('./manifest-pages');
const { FederationModulesGuard } = require('./federation-guard');
const { BuildInfoPlugin } = require('./build-info');

const ROOT = path.resolve(__dirname, '../..');

/**
 * The ES module build of a package's entry (its `exports['.'].import`). runtimePlugins are imported by path, and
 * `require.resolve` gives the CommonJS build, which pulls CommonJS copies of runtime-core and sdk beside the ES
 * ones everything else imports (two runtimes in one page).
 */
function esmEntry(name) {
  // Up from the CommonJS entry to the package's own package.json (its `exports` hide it from require.resolve).
  let dir = path.dirname(require.resolve(name, { paths: [ROOT] }));
  while (!isPackageDir(dir, name)) {
    if (dir === path.dirname(dir)) throw new Error(`${name}: package.json not found`);
    dir = path.dirname(dir);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const entry = pkg.exports?.['.']?.import;
  const file = typeof entry === 'string' ? entry : (entry?.default ?? pkg.module);
  if (typeof file !== 'string') throw new Error(`${name}: no ES module entry in its package.json`);
  return path.join(dir, file);
}
function isPackageDir(dir, name) {
  const file = path.join(dir, 'package.json');
  return fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === name;
}
/** Publishes runtime-core on globalThis for the remotes' `experiments.externalRuntime` (what provideExternalRuntime adds). */
const PROVIDE_EXTERNAL_RUNTIME = () => esmEntry('@module-federation/inject-external-runtime-core-plugin');
/** A remote's hot development build inside the released site: shares and hot updates (see the file's header). */
const DEV_REMOTE_PLUGIN = path.join(__dirname, 'runtime', 'dev-remote-plugin.js');

/**
 * The part of react-router our front ends may use. Shared modules are not tree-shaken by default, and the
 * whole of react-router 8 (framework mode, RSC, SSR) is ~65 KB gzip; every build keeps only these exports, the
 * same list everywhere, so whichever copy the share scope picks offers them all. Need another export? Add it
 * here (one place) and rebuild the front ends.
 */
const REACT_ROUTER_EXPORTS = [
  // used by the front ends' source today (declarative mode: BrowserRouter + useRoutes)
  'BrowserRouter', 'useRoutes', 'Link', 'NavLink', 'Outlet', 'useLocation', 'useNavigate', 'useParams',
  'useSearchParams', 'useNavigationType',
  // small, and what a page is likely to reach for next (redirects, links, matching)
  'Navigate', 'useHref', 'useInRouterContext', 'useMatch', 'generatePath', 'matchPath', 'createSearchParams',
  'useBeforeUnload',
  // Left out: the data router (createBrowserRouter, RouterProvider, useBlocker, useNavigation, useRouteError,
  // redirect, …), most of the share's weight (docs/decisions/react-router-shared-export-list.md), and nothing uses
  // loaders/actions (the editor's leave guard listens to the DOM instead of useBlocker).
  // createMemoryRouter (tests only: they import react-router directly), Routes/Route (useRoutes takes the
  // table), ScrollRestoration, useMatches, useOutletContext, matchRoutes — unused.
];

/**
 * Fails the build when source code imports from react-router a name missing from REACT_ROUTER_EXPORTS:
 * the shared copy would not contain it and the page would crash at run time (inside its error boundary).
 */
class ReactRouterExportsGuard {
  apply(compiler) {
    const allowed = new Set(REACT_ROUTER_EXPORTS);
    compiler.hooks.compilation.tap('ReactRouterExportsGuard', (compilation, { normalModuleFactory }) => {
      const check = (parser) => {
        const report = (name) => {
          const resource = parser.state.module?.resource ?? '?';
          if (/[\\/]node_modules[\\/]/.test(resource)) return;
          const err = new webpack.WebpackError(
            `${path.relative(ROOT, resource)}: react-router export "${name}" is not in REACT_ROUTER_EXPORTS ` +
              '(tools/webpack/federation.js). Add it there: react-router is shared tree-shaken to that list.',
          );
          compilation.errors.push(err);
        };
        parser.hooks.importSpecifier.tap('ReactRouterExportsGuard', (_statement, source, exportName) => {
          if (source !== 'react-router') return;
          if (exportName === null) report('* (namespace import)');
          else if (exportName !== 'default' && !allowed.has(exportName)) report(exportName);
        });
      };
      for (const type of ['javascript/auto', 'javascript/esm']) normalModuleFactory.hooks.parser.for(type).tap('ReactRouterExportsGuard', check);
    });
  }
}

/**
 * `[name].[contenthash:8].js`, or `[name].js` while the chunk has no content hash yet. The federation runtime
 * module reads its chunk's file name (for the path back to the output root) while webpack hashes it, before the
 * content hash exists, and webpack ≥ 5.111 fails the build on that (docs/decisions/federation-runtime.md).
 * Both names are in the same folder, so that path is the same; emitted files keep their hash.
 * @param {import('webpack').PathData} data
 */
function hashedOnceKnown(data) {
  return data.contentHash || data.chunk?.contentHash?.javascript ? '[name].[contenthash:8].js' : '[name].js';
}

/** The libraries that must exist once in the browser. */
function sharedSingletons(pkg, prod = true) {
  const deps = { ...(pkg.dependencies || {}) };
  const req = (name) => {
    if (!deps[name]) throw new Error(`${pkg.name}: shared dependency ${name} missing from package.json`);
    return deps[name];
  };
  const one = (requiredVersion) => ({ singleton: true, requiredVersion, strictVersion: false, eager: false });
  return {
    react: one(req('react')),
    'react/jsx-runtime': one(req('react')),
    'react-dom': one(req('react-dom')),
    'react-dom/client': one(req('react-dom')),
    'react-router': {
      ...one(req('react-router')),
      // Production only: the tree-shaken share is built by a second compiler, which under webpack-dev-server
      // (a plugin of every compiler) starts a second server and stops the first.
      ...(!prod || process.env.MF_TREE_SHAKE_ROUTER === '0'
        ? {}
        : { treeShaking: { mode: 'runtime-infer', usedExports: REACT_ROUTER_EXPORTS } }),
    },
    jotai: one(req('jotai')),
    ky: one(req('ky')),
  };
}

/** Dev ports: fixed so the dev /remotes.json can point at them. */
const DEV_PORTS = { shell: 5000, offers: 5001, coupons: 5002, blog: 5003, editor: 5004 };
/** Where the dev servers proxy /api, /go (and /remotes.json with REMOTES_FROM_BACKEND=1): the backend. */
const DEV_BACKEND = process.env.BACKEND_URL || 'http://127.0.0.1:3000';
/** The dev /remotes.json: every remote's own dev server. */
const DEV_REMOTES = Object.fromEntries(
  ['offers', 'coupons', 'blog', 'editor'].map((name) => [name, `http://127.0.0.1:${DEV_PORTS[name]}/mf-manifest.json`]),
);
/** REMOTES_FROM_BACKEND=1: dev servers proxy the backend's /remotes.json (built remotes) instead. */
const remotesFromBackend = process.env.REMOTES_FROM_BACKEND === '1';

/**
 * @param {object} o
 * @param {string} o.dir              package directory (__dirname of the webpack.config.js)
 * @param {'host'|'remote'} o.kind
 * @param {string} o.name             short remote name (offers, coupons, blog, editor) or 'shell'
 * @param {number} o.port             dev-server port
 * @param {Record<string,string>} [o.exposes]   remote exposes
 * @param {string[]} [o.runtimePlugins]          absolute paths of MF runtime plugins
 * @param {Record<string,string>} [o.devProxy]   dev-server proxy: path prefix → target
 * @param {string} [o.title]          html title (dev host / shell)
 * @param {Record<string,string>} [o.devRemotes] the /remotes.json its dev server answers (default DEV_REMOTES)
 */
function createFederatedConfig(o) {
  const pkg = JSON.parse(fs.readFileSync(path.join(o.dir, 'package.json'), 'utf8'));
  const isHost = o.kind === 'host';
  const containerName = isHost ? 'ofertas_shell' : `mfe_${o.name}`;

  return (_env = {}, argv = {}) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const prod = mode === 'production';
    // Build-time overrides (used by the e2e "remote swapped" test and by deployments):
    //   OUTPUT_DIR=... build into another folder; BUILD_LABEL=... a visible label baked into the build.
    const outDir = process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(o.dir, 'dist');
    const buildLabel = process.env.BUILD_LABEL || '';
    const devServing = !!process.env.WEBPACK_SERVE;
    // DEV_SERVER_PORT=…: another port than DEV_PORTS' (a second checkout, a test); the hot-update socket follows it.
    const devPort = Number(process.env.DEV_SERVER_PORT) || o.port;
    // Hot module replacement with React Refresh: development served by webpack-dev-server only (the refresh
    // transform's calls need the runtime the plugin adds, which needs HMR).
    const hot = !prod && devServing;
    // CSS: production builds extract it to .css files, a remote's loaded with the chunk that needs it
    // (docs/decisions/remote-css-files.md); development keeps style-loader, which hot-reloads.
    const styleLoader = prod ? MiniCssExtractPlugin.loader : 'style-loader';

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: o.dir,
      // A remote's development build also runs inside the released site, whose CSP has no 'unsafe-eval' even for
      // a developer's browser: its source maps are files, not eval() (docs/decisions/dev-override.md).
      devtool: prod ? 'source-map' : isHost ? 'eval-cheap-module-source-map' : 'cheap-module-source-map',
      // Production remotes have no page of their own: only the container entry added by the MF plugin.
      // In development every package has an entry: the shell, or the remote's tiny standalone host.
      entry: isHost || !prod ? { main: './src/index.ts' } : {},
      output: {
        path: outDir,
        publicPath: isHost ? '/' : 'auto',
        uniqueName: containerName,
        filename: prod ? hashedOnceKnown : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        // The tree-shaken share's full fallback (the federation runtime loads it when a share lacks an export a
        // build needs) is written by a second compiler before this one emits: clean must leave it.
        clean: { keep: (asset) => asset.startsWith('independent-packages/') },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
        alias: {
          // Contracts are consumed from source: `@ofertas/contracts` or a deep path such as
          // `@ofertas/contracts/rules/categories` (keeps zod out of bundles that only need pure rules).
          '@ofertas/contracts': path.join(ROOT, 'contracts/src'),
          // The front-end kit is bundled into each package from source (not a shared module: see web-kit/README.md).
          '@ofertas/web-kit$': path.join(ROOT, 'web-kit/src/index.ts'),
        },
      },
      module: {
        rules: [
          // Pure rules in contracts: let webpack drop what a bundle does not use.
          { test: /[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // A remote's JSX is the production form (react/jsx-runtime, a shared singleton) in development too:
                  // inside the released site its elements are made by the shell's production React, which has none
                  // of the development runtime's internals (jsxDEV fails there).
                  transform: { react: { runtime: 'automatic', development: !prod && isHost, refresh: hot } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.module\.css$/,
            use: [
              styleLoader,
              {
                loader: 'css-loader',
                options: {
                  // css-loader follows `devtool`: with source maps on, style-loader's CSS carried its whole map
                  // (sourcesContent included) as a string inside the JS chunk — a third of offers' UI CSS module
                  // and most of the blog's, on every shopper's first visit. JS keeps its maps.
                  sourceMap: !prod,
                  modules: {
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: prod ? `${o.name}_[hash:base64:6]` : `${o.name}_[local]_[hash:base64:4]`,
                  },
                },
              },
            ],
          },
          {
            test: /\.css$/,
            exclude: /\.module\.css$/,
            use: [styleLoader, { loader: 'css-loader', options: { sourceMap: !prod } }],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __MFE_NAME__: JSON.stringify(o.name),
          __MFE_VERSION__: JSON.stringify(pkg.version + (buildLabel ? `+${buildLabel}` : '')),
          __BUILD_LABEL__: JSON.stringify(buildLabel),
        }),
        new ModuleFederationPlugin({
          name: containerName,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: o.exposes || {} }),
          remotes: {},
          shared: sharedSingletons(pkg, prod),
          dts: false,
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            ...(o.runtimePlugins || []),
            ...(isHost && prod ? [PROVIDE_EXTERNAL_RUNTIME()] : []),
            ...(!isHost && hot ? [DEV_REMOTE_PLUGIN] : []),
          ],
          experiments: prod
            ? {
                ...(isHost ? {} : { externalRuntime: true }),
                // Browser only (ENV_TARGET). The shell reads the remotes' manifests itself
                // (shell/src/federation/manifest.ts) and registers remoteEntry URLs: no snapshot handler.
                optimization: { target: 'web', ...(isHost ? { disableSnapshot: true } : {}) },
              }
            : {},
        }),
        new FederationModulesGuard({ root: ROOT }),
        ...(hot ? [new ReactRefreshWebpackPlugin({ overlay: false })] : []),
        ...(process.env.MF_TREE_SHAKE_ROUTER === '0' ? [] : [new ReactRouterExportsGuard()]),
        ...(prod ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })] : []),
        ...(prod ? [new PrecompressPlugin(), new BuildInfoPlugin(pkg, ROOT)] : []),
        ...(isHost || !prod
          ? [
              new HtmlWebpackPlugin({
                // Remotes share one page for their standalone dev host; the shell has its own.
                template: isHost ? path.join(o.dir, 'src/index.html') : path.join(__dirname, '..', 'dev-host', 'index.html'),
                title: o.title || 'Ofertas Flash',
                scriptLoading: 'defer',
                // A remote's standalone page runs its host (main) only: remoteEntry.js there would be a second
                // webpack runtime with its own hot-update client.
                ...(isHost ? {} : { chunks: ['main'] }),
                minify: prod,
              }),
            ]
          : []),
        ...(isHost && prod ? [new BootstrapPreloadPlugin('./bootstrap')] : []),
        ...(!isHost && prod ? [new ManifestPagesPlugin('mf-manifest.json')] : []),
      ],
      // Browsers of 2022 on (the swc target): webpack's own runtime code uses arrow functions and const too.
      target: ['web', 'es2022'],
      optimization: {
        minimize: prod,
        moduleIds: prod ? 'deterministic' : 'named',
        // The shell provides every shared library (react, react-dom, react-router) and every page needs them all:
        // one file instead of one per shared module (react, react-dom, its client, jsx-runtime, react-router), so
        // they compress together and cost one request. Remotes' copies are fallbacks, rarely loaded.
        ...(isHost && prod
          ? { splitChunks: { cacheGroups: { framework: { test: /[\\/]node_modules[\\/](?!react-hook-form[\\/])/, name: 'framework', chunks: 'async', enforce: true } } } }
          : {}),
      },
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      stats: devServing ? 'errors-warnings' : 'errors-warnings',
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        hot,
        // When a change cannot be applied in place (a module outside React components), reload the page.
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        // Absolute socket URL: a remote's client also runs inside the shell's page (port 5000) and must talk to
        // the remote's own dev server, so editing a remote updates the shell's page too.
        client: { overlay: { errors: true, warnings: false }, webSocketURL: `ws://127.0.0.1:${devPort}/ws` },
        setupMiddlewares: (middlewares, server) => {
          if (server.app && !remotesFromBackend) {
            // Dev stand-in for the backend's GET /remotes.json: the remotes' own dev servers. The shell loads
            // pages from it; a remote's standalone host loads other remotes' fragments from it.
            server.app.get('/remotes.json', (_req, res) => {
              res.setHeader('Cache-Control', 'no-cache');
              res.json(o.devRemotes || DEV_REMOTES);
            });
          }
          return middlewares;
        },
        proxy: Object.entries({ ...(o.devProxy || {}), ...(remotesFromBackend ? { '/remotes.json': DEV_BACKEND } : {}) }).map(
          ([context, target]) => ({ context: [context], target, changeOrigin: true }),
        ),
      },
    };
    return config;
  };
}


module.exports = { createFederatedConfig, sharedSingletons, DEV_PORTS, DEV_BACKEND, DEV_REMOTES, ROOT };
