// @ts-check
/* global __MF_BUNDLER_RUNTIME_GLOBAL__, __MF_BUNDLER_RUNTIME_VERSION__ -- DefinePlugin constants (tools/webpack/federation.js) */
/**
 * Shell (host), production: a federation runtime plugin whose module publishes the shell's webpack bundler
 * runtime (the lite one, ./lite/bundler.ts: consumes, sharing, init, initContainerEntry) and the lite runtime's
 * `init` on `globalThis`, so each remote's remoteEntry.js takes them from here instead of carrying its own copy
 * (~11 KB minified each; an article loads two remotes). The remotes' side is ./bundler-runtime-from-host.js. Same
 * idea as `experiments.provideExternalRuntime` / `externalRuntime`, one layer up (issue 14).
 *
 * The functions are stateless: every call gets the calling container's `webpackRequire`, and per-container state
 * lives on `webpackRequire.federation`. Built once per shell; the shell is the only host, and it and the remotes
 * are built from one lockfile, so their versions agree (checked by the remotes against this version).
 */
// In the shell's production build this import is ./lite/bundler.ts (tools/webpack/federation.js LITE_RUNTIME).
import { attachShareScopeMap, bundlerRuntime, runtime } from '@module-federation/webpack-bundler-runtime';

globalThis[__MF_BUNDLER_RUNTIME_GLOBAL__] = Object.freeze({
  version: __MF_BUNDLER_RUNTIME_VERSION__,
  bundlerRuntime,
  attachShareScopeMap,
  // ./lite/runtime.ts `init(options, buildId)`: a remote container's instance, found again by its build id
  init: runtime.init,
});

export default function hostBundlerRuntimePlugin() {
  return { name: 'ofertas-host-bundler-runtime' };
}
