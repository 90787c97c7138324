// @ts-check
/**
 * Shell (host), production: stands in for `@module-federation/runtime-core/dist/utils/preload.js`. Its callers are
 * `preloadRemote` (which needs the snapshot handler this build leaves out: ./snapshot-handler-off.js), the snapshot
 * plugins (off: `disableSnapshot`) and the `helpers.utils` object handed to runtime plugins (ours do not preload).
 * The shell starts an expose's first chunks itself (shell/src/federation/manifest.ts). ~2.7 KB minified, plus the
 * sdk's `createLink`, off every first visit (issue 14).
 */
function unavailable() {
  throw new Error(
    "Module Federation: preloading is left out of the shell's build (tools/webpack/runtime/preload-off.js); the shell preloads an expose's chunks from its manifest",
  );
}

export const defaultPreloadArgs = unavailable;
export const formatPreloadArgs = unavailable;
export const normalizePreloadExposes = unavailable;
export const preloadAssets = unavailable;
