// @ts-check
/**
 * One webpack + Module Federation factory for the shell (host) and the four remotes.
 * Every front-end package's webpack.config.js is a call to `createFederatedConfig({...})`.
 *
 *  - TypeScript/TSX through swc-loader, CSS Modules (`*.module.css`) per package, plain `*.css` global.
 *  - Shared singletons (react, react-dom, react-dom/client, react/jsx-runtime, react-router, jotai) with
 *    `requiredVersion` taken from the package's own package.json; nothing eager in production.
 *  - The host has `remotes: {}` (remote URLs come from /remotes.json at run time) and provides the federation
 *    runtime once (`experiments.provideExternalRuntime`); remotes use it (`experiments.externalRuntime`) in
 *    production, so no remoteEntry carries its own runtime copy. The webpack bundler runtime (consumes, sharing,
 *    container init) goes the same way: the shell publishes it, the remotes' remoteEntry.js use it (./runtime/).
 *    In development every package runs standalone with its own runtime.
 *  - The shell's production runtime is our lite federation runtime (./runtime/lite/, issue 14), not
 *    @module-federation/runtime-core, runtime and webpack-bundler-runtime (71 → 26 KB minified main chunk): what
 *    our builds call — script remotes registered by URL (with `force`), version-first singleton sharing with
 *    requiredVersion checks (./runtime/semver-lite.js), `beforeInit`/`createScript` plugins. What it leaves out
 *    (preloadRemote, snapshots and manifests, eager shares, static remotes, esm/system remotes, aliases, other
 *    hooks) throws an error naming it; LiteRuntimeGuard fails the build if a replaced package's module comes back,
 *    and the build fails when the installed @module-federation packages are not the version it mirrors.
 *  - `dts: false`; manifests (`mf-manifest.json`) are emitted by every remote. The shell reads them itself
 *    (shell/src/federation/manifest.ts) and registers remoteEntry URLs.
 */
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { PrecompressPlugin } = require('./precompress');
const { BootstrapPreloadPlugin } = require('./bootstrap-preload');
const { ManifestPagesPlugin } = require('./manifest-pages');

const ROOT = path.resolve(__dirname, '../..');

/**
 * The webpack bundler runtime of Module Federation (consumes, remotes, sharing, init) is provided by the shell
 * and used by the remotes in production, like the federation runtime core (issue 14): see ./runtime/.
 */
const HOST_BUNDLER_RUNTIME_PLUGIN = path.join(__dirname, 'runtime/host-bundler-runtime.js');
const BUNDLER_RUNTIME_FROM_HOST = path.join(__dirname, 'runtime/bundler-runtime-from-host.js');
const SEMVER_LITE = path.join(__dirname, 'runtime/semver-lite.js');
// The shell's runtime reads shared modules' requiredVersion with ./runtime/semver-lite.js (issue 14): every
// build's ranges must be of the grammar it reads as runtime-core's semver would.
const { isSupportedRange } = require(SEMVER_LITE);
/**
 * The shell's production build runs the lite federation runtime (./runtime/lite/, issue 14) instead of
 * @module-federation/runtime-core, @module-federation/runtime and @module-federation/webpack-bundler-runtime:
 * the modules they resolve to are replaced by these (the remotes get the lite core and bundler runtime from the
 * shell: experiments.externalRuntime, ./runtime/bundler-runtime-from-host.js).
 */
const LITE = (file) => path.join(__dirname, 'runtime/lite', file);
// Matched on the import request, before resolution, so the TypeScript files get the build's loaders.
const LITE_RUNTIME = [
  [/^@module-federation\/runtime-core$/, LITE('core.ts')],
  [/^@module-federation\/runtime\/core$/, LITE('core.ts')],
  [/^@module-federation\/runtime$/, LITE('runtime.ts')],
  [/^@module-federation\/webpack-bundler-runtime$/, LITE('bundler.ts')],
  // webpack's federation entry imports the bundler runtime by absolute path
  [/[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/](bundler|index)\.js$/, LITE('bundler.ts')],
];
/** What must not reach the shell's production build once the lite runtime stands in (LiteRuntimeGuard). */
const REPLACED_BY_LITE = /[\\/]node_modules[\\/]@module-federation[\\/](runtime-core|runtime|webpack-bundler-runtime|sdk|error-codes)[\\/]/;
const CSS_INJECT_LOADER = path.join(__dirname, 'css-inject-loader.js');
const BUNDLER_RUNTIME_VERSION = require('@module-federation/webpack-bundler-runtime/package.json').version;
// ./runtime/lite/ mirrors these packages' 2.9.2 (runtime-core's share selection and remote loading, runtime's
// init, the bundler runtime's consumes/I/init, the container init options a remote expects), and
// ./runtime/bundler-runtime-from-host.js mirrors runtime's `init`: after an upgrade, compare them with the
// packages' sources, then change the version here.
const MIRRORED_RUNTIME_VERSION = '2.9.2';
/** The installed version of a package (found from its entry point up: some packages' exports hide package.json). */
function packageVersion(name) {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === name) return pkg.version;
    }
  }
  throw new Error(`${name}: package.json not found`);
}
for (const name of ['@module-federation/runtime-core', '@module-federation/runtime', '@module-federation/webpack-bundler-runtime', '@module-federation/enhanced']) {
  const installed = packageVersion(name);
  if (installed !== MIRRORED_RUNTIME_VERSION) {
    throw new Error(
      `tools/webpack/runtime/lite/ and bundler-runtime-from-host.js mirror ${name} ${MIRRORED_RUNTIME_VERSION}, ${installed} is installed: check them against it`,
    );
  }
}

/**
 * Fails the shell's production build if a module of the packages the lite runtime replaces is still bundled (a new
 * import path the replacements above miss would bring runtime-core back, ~40 KB minified, and two runtimes).
 */
class LiteRuntimeGuard {
  apply(compiler) {
    compiler.hooks.compilation.tap('LiteRuntimeGuard', (compilation) => {
      compilation.hooks.finishModules.tap('LiteRuntimeGuard', (modules) => {
        for (const m of modules) {
          const resource = m.resource ?? '';
          if (REPLACED_BY_LITE.test(resource)) {
            compilation.errors.push(
              new webpack.WebpackError(
                `${path.relative(ROOT, resource)} is in the shell's production build: tools/webpack/runtime/lite/ replaces it (add its path to LITE_RUNTIME in tools/webpack/federation.js)`,
              ),
            );
          }
        }
      });
    });
  }
}

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
  // Dropped after measuring (issue 14): the data router (createBrowserRouter, RouterProvider, useBlocker,
  // useNavigation, useRouteError, redirect, …): its core is ~17 KB gzip of the 30 KB this share was, and
  // nothing uses loaders/actions (the editor's leave guard listens to the DOM instead of useBlocker).
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

/** The libraries that must exist once in the browser. */
function sharedSingletons(pkg) {
  const deps = { ...(pkg.dependencies || {}) };
  const req = (name) => {
    if (!deps[name]) throw new Error(`${pkg.name}: shared dependency ${name} missing from package.json`);
    if (!isSupportedRange(deps[name])) {
      throw new Error(
        `${pkg.name}: shared dependency ${name}@${deps[name]}: the shell's runtime reads only [op]M.m.p ranges (^ ~ = < <= > >=, spaces, ||): see tools/webpack/runtime/semver-lite.js`,
      );
    }
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
      ...(process.env.MF_TREE_SHAKE_ROUTER === '0'
        ? {}
        : { treeShaking: { mode: 'runtime-infer', usedExports: REACT_ROUTER_EXPORTS } }),
    },
    jotai: one(req('jotai')),
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
    // CSS: the shell extracts it to .css files; a remote's goes into its JS chunks (./css-inject-loader.js in
    // production, style-loader in development).
    const styleLoader = isHost && prod ? MiniCssExtractPlugin.loader : prod ? CSS_INJECT_LOADER : 'style-loader';

    /** @type {import('webpack').Configuration} */
    const config = {
      mode,
      context: o.dir,
      devtool: prod ? 'source-map' : 'eval-cheap-module-source-map',
      // Production remotes have no page of their own: only the container entry added by the MF plugin.
      // In development every package has an entry: the shell, or the remote's tiny standalone host.
      entry: isHost || !prod ? { main: './src/index.ts' } : {},
      output: {
        path: outDir,
        publicPath: isHost ? '/' : 'auto',
        uniqueName: containerName,
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        clean: true,
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
                  transform: { react: { runtime: 'automatic', development: !prod } },
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
                  // and most of the blog's, on every shopper's first visit (issue 14). JS keeps its maps.
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
          __MF_BUNDLER_RUNTIME_GLOBAL__: JSON.stringify('__OFERTAS_MF_BUNDLER_RUNTIME__'),
          __MF_BUNDLER_RUNTIME_VERSION__: JSON.stringify(BUNDLER_RUNTIME_VERSION),
        }),
        new ModuleFederationPlugin({
          name: containerName,
          ...(isHost ? {} : { filename: 'remoteEntry.js', exposes: o.exposes || {} }),
          remotes: {},
          shared: sharedSingletons(pkg),
          dts: false,
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          runtimePlugins: [...(o.runtimePlugins || []), ...(isHost && prod ? [HOST_BUNDLER_RUNTIME_PLUGIN] : [])],
          experiments: prod
            ? {
                ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
                // Browser only (ENV_TARGET). The shell reads the remotes' manifests itself
                // (shell/src/federation/manifest.ts) and registers remoteEntry URLs: no snapshot plugin. (The shell's
                // lite runtime reads neither define; they keep a runtime-core build, development aside, as small.)
                optimization: { target: 'web', ...(isHost ? { disableSnapshot: true } : {}) },
              }
            : {},
        }),
        // provideExternalRuntime adds its runtime plugin by require.resolve(), i.e. the package's CommonJS build,
        // which pulls the CommonJS builds of runtime-core and sdk: a second copy of the federation runtime
        // (~92 KB minified, measured) beside the ESM one everything else imports. Use the ESM build.
        new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
          resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
        }),
        // Remotes in production take the bundler runtime from the shell (./runtime/host-bundler-runtime.js): the
        // federation entry's `import federation from '…/webpack-bundler-runtime/dist/bundler.js'` gets the stand-in
        // that keeps only this container's own parts (−11 KB minified in every remoteEntry.js).
        ...(prod && !isHost
          ? [new webpack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/, BUNDLER_RUNTIME_FROM_HOST)]
          : []),
        // The shell (production) runs the lite federation runtime (./runtime/lite/, issue 14); development keeps
        // the real one (each package standalone, with its own copy).
        ...(prod && isHost
          ? [...LITE_RUNTIME.map(([from, to]) => new webpack.NormalModuleReplacementPlugin(from, to)), new LiteRuntimeGuard()]
          : []),
        ...(process.env.MF_TREE_SHAKE_ROUTER === '0' ? [] : [new ReactRouterExportsGuard()]),
        ...(isHost && prod ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css' })] : []),
        ...(prod ? [new PrecompressPlugin()] : []),
        ...(isHost || !prod
          ? [
              new HtmlWebpackPlugin({
                // Remotes share one page for their standalone dev host; the shell has its own.
                template: isHost ? path.join(o.dir, 'src/index.html') : path.join(__dirname, '..', 'dev-host', 'index.html'),
                title: o.title || 'Ofertas Flash',
                scriptLoading: 'defer',
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
        // they compress together and cost one request (issue 14). Remotes' copies are fallbacks, rarely loaded.
        ...(isHost && prod
          ? { splitChunks: { cacheGroups: { framework: { test: /[\\/]node_modules[\\/]/, name: 'framework', chunks: 'async', enforce: true } } } }
          : {}),
      },
      performance: { hints: false },
      infrastructureLogging: { level: 'warn' },
      stats: devServing ? 'errors-warnings' : 'errors-warnings',
      devServer: {
        port: o.port,
        host: '127.0.0.1',
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        // Absolute socket URL: a remote's live-reload client also runs inside the shell's page (port 5000) and
        // must talk to the remote's own dev server, so editing a remote reloads the shell page too.
        client: { overlay: { errors: true, warnings: false }, webSocketURL: `ws://127.0.0.1:${o.port}/ws` },
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
