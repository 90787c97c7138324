// @ts-check
/* global __MF_BUNDLER_RUNTIME_GLOBAL__, __MF_BUNDLER_RUNTIME_VERSION__ -- DefinePlugin constants (tools/webpack/federation.js) */
/**
 * Remotes, production: stands in for `@module-federation/webpack-bundler-runtime/dist/bundler.js`, the object
 * the federation entry of every container copies into `__webpack_require__.federation`. The bundler runtime's
 * functions come from the shell (./host-bundler-runtime.js); what is this container's own stays here:
 *  - `runtime` (@module-federation/runtime): its `init` finds this container's instance by this build's
 *    identifier (a DefinePlugin constant), so it cannot be the shell's copy;
 *  - `initContainerEntry`: a host without exposes builds its bundler runtime without it;
 *  - fresh `instance` / `initOptions` / `bundlerRuntimeOptions` slots, as the original module's object has.
 */
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const fromHost = globalThis[__MF_BUNDLER_RUNTIME_GLOBAL__];
if (!fromHost) {
  throw new Error('Module Federation: the host did not provide the webpack bundler runtime (load this remote from the shell)');
}
if (fromHost.version !== __MF_BUNDLER_RUNTIME_VERSION__) {
  throw new Error(
    `Module Federation: host bundler runtime ${fromHost.version}, remote built with ${__MF_BUNDLER_RUNTIME_VERSION__}: rebuild both from one lockfile`,
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...fromHost.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: fromHost.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
