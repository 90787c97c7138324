// @ts-check
/* global __MF_BUNDLER_RUNTIME_GLOBAL__, __MF_BUNDLER_RUNTIME_VERSION__ -- DefinePlugin constants (tools/webpack/federation.js) */
/* global FEDERATION_BUILD_IDENTIFIER -- set by the ModuleFederationPlugin (this container's name:version) */
/**
 * Remotes, production: stands in for `@module-federation/webpack-bundler-runtime/dist/bundler.js`, the object
 * the federation entry of every container copies into `__webpack_require__.federation`. The bundler runtime's
 * functions come from the shell (./host-bundler-runtime.js); what is this container's own stays here:
 *  - `runtime`: the two calls the bundler runtime makes on it (`init`, `getRemoteEntry`), over the federation
 *    runtime core the shell provides (`experiments.externalRuntime`). `init` is @module-federation/runtime's
 *    (2.9.2, checked at build time by tools/webpack/federation.js): it finds this container's instance by this
 *    build's identifier, so it cannot be the shell's copy, and the package's other exports (loadRemote, …,
 *    error texts) are not used by a remote;
 *  - `initContainerEntry`: a host without exposes builds its bundler runtime without it;
 *  - fresh `instance` / `initOptions` / `bundlerRuntimeOptions` slots, as the original module's object has.
 */
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  getRemoteEntry,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
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

const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

/** @module-federation/runtime 2.9.2 `init`: this container's instance (made once, then given the new options). */
function init(options) {
  const found = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (i) =>
      (buildId && i.options.id === buildId) ||
      (i.options.name === options.name && (options.version ? i.options.version === options.version : !i.options.version)),
  );
  const normalized = { ...options, id: options.id || '' };
  if (found) {
    found.initOptions(normalized);
    return found;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Federation({ id: `${options.name}@${options.version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(instance);
  return instance;
}

const runtime = { init, getRemoteEntry };

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...fromHost.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: fromHost.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
