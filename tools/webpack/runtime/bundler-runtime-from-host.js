// @ts-check
/* global __MF_BUNDLER_RUNTIME_GLOBAL__, __MF_BUNDLER_RUNTIME_VERSION__ -- DefinePlugin constants (tools/webpack/federation.js) */
/* global FEDERATION_BUILD_IDENTIFIER -- set by the ModuleFederationPlugin (this container's name:version) */
/**
 * Remotes, production: stands in for `@module-federation/webpack-bundler-runtime/dist/bundler.js`, the object
 * the federation entry of every container copies into `__webpack_require__.federation`. Everything comes from the
 * shell's lite federation runtime (./host-bundler-runtime.js publishes it; ./lite/): the bundler runtime's functions
 * (consumes, sharing, `initContainerEntry` for this container's `init`) and the runtime's `init`, given this build's
 * identifier so it finds this container's instance again. What is this container's own stays here: fresh
 * `instance` / `initOptions` / `bundlerRuntimeOptions` / `S` slots, as the original module's object has.
 */
const fromHost = globalThis[__MF_BUNDLER_RUNTIME_GLOBAL__];
if (!fromHost) {
  throw new Error('Module Federation: the host did not provide the webpack bundler runtime (load this remote from the shell)');
}
if (fromHost.version !== __MF_BUNDLER_RUNTIME_VERSION__) {
  throw new Error(
    `Module Federation: host bundler runtime ${fromHost.version}, remote built with ${__MF_BUNDLER_RUNTIME_VERSION__}: rebuild both from one lockfile`,
  );
}

const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

const federation = {
  runtime: { init: (options) => fromHost.init(options, buildId) },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...fromHost.bundlerRuntime, S: {} },
  attachShareScopeMap: fromHost.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
