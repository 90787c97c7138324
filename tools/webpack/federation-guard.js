// @ts-check
/**
 * Fails a build in which any `@module-federation/*` module is not the published one: every import that names
 * `@module-federation/` (a package request, or a path through node_modules/@module-federation/) must resolve to
 * a file inside node_modules/@module-federation/, and such a file must reach the bundle without a loader. That
 * catches a NormalModuleReplacementPlugin (before or after resolution), a resolve.alias and a rewriting loader.
 * Production and development then run the same runtime, the one the lockfile names.
 */
const path = require('node:path');
const webpack = require('webpack');

const NAME = 'FederationModulesGuard';
/** A request for a federation module: `@module-federation/x…` or a path through its install folder. */
const NAMES_FEDERATION = /^@module-federation\/|[\\/]node_modules[\\/]@module-federation[\\/]/;
const INSIDE_FEDERATION = /[\\/]node_modules[\\/]@module-federation[\\/]/;

/** The module request of a webpack request: inline loaders and the query left out. */
function bareRequest(request) {
  const withoutLoaders = request.slice(request.lastIndexOf('!') + 1);
  return withoutLoaders.replace(/\?.*$/, '');
}

class FederationModulesGuard {
  /** @param {{ root?: string }} [options] root: paths in messages are relative to it */
  constructor(options = {}) {
    this.root = options.root ?? process.cwd();
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation, { normalModuleFactory }) => {
      /** The request as the importer wrote it, before any other plugin's beforeResolve could change it. */
      const written = new WeakMap();
      normalModuleFactory.hooks.beforeResolve.tap({ name: NAME, stage: -1000 }, (data) => {
        written.set(data, data.request);
      });
      const fail = (message) => compilation.errors.push(new webpack.WebpackError(`${NAME}: ${message}`));
      normalModuleFactory.hooks.afterResolve.tap({ name: NAME, stage: 1000 }, (data) => {
        const requests = [written.get(data) ?? data.request, data.request].filter((r) => !r.startsWith('data:')).map(bareRequest);
        const create = /** @type {{ resource?: string, loaders?: unknown[] }} */ (data.createData);
        const resource = create.resource ? bareRequest(create.resource) : '';
        const shown = path.relative(this.root, resource) || resource || '(no file)';
        const request = requests.find((r) => NAMES_FEDERATION.test(r));
        if (request && !INSIDE_FEDERATION.test(resource)) {
          fail(`"${request}" resolved to ${shown}, not to the published package in node_modules/@module-federation/`);
        } else if (INSIDE_FEDERATION.test(resource) && (create.loaders?.length ?? 0) > 0) {
          fail(`${shown} goes through a loader: the published federation code must be bundled as it is`);
        }
      });
    });
  }
}

module.exports = { FederationModulesGuard };
