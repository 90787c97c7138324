// @ts-check
/**
 * Shell (host), production: stands in for `@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js`.
 *
 * The snapshot handler fetches a remote's mf-manifest.json, turns it into a "snapshot" and feeds the snapshot and
 * preload plugins. The shell reads the manifests itself (shell/src/federation/manifest.ts: remoteEntry URL and the
 * expose's first chunks) and registers remotes by their remoteEntry.js URL, with the snapshot plugin off
 * (`experiments.optimization.disableSnapshot`). Then runtime-core reaches its snapshot handler only through
 * `preloadRemote` (unused) and the bookkeeping of `registerRemotes(…, { force })`; the real handler (with
 * the manifest-to-snapshot code it pulls from @module-federation/sdk and the preload helpers) is ~13 KB minified of
 * the shell's main chunk on every first visit (issue 14). Same shape as runtime-core's own DisabledSnapshotHandler
 * (used when remotes are disabled), plus what removeRemote touches; anything else fails loudly.
 */
import { getGlobalSnapshot } from '@module-federation/runtime-core';

const SNAPSHOT_HOOKS = ['beforeLoadRemoteSnapshot', 'loadSnapshot', 'loadRemoteSnapshot', 'afterLoadSnapshot', 'beforeLoadManifest', 'afterLoadManifest'];

function unavailable(what) {
  return new Error(
    `Module Federation: ${what} needs the snapshot handler, left out of the shell's build (tools/webpack/runtime/snapshot-handler-off.js): register remotes by remoteEntry URL`,
  );
}

/** Nothing records a snapshot in this build, so removeRemote finds no host snapshot to clean. */
export function getGlobalRemoteInfo() {
  return { hostGlobalSnapshot: undefined, globalSnapshot: getGlobalSnapshot(), remoteSnapshot: undefined };
}

export class SnapshotHandler {
  constructor() {
    /** removeRemote deletes the remote's manifest from it. */
    this.manifestCache = new Map();
    this.hooks = {
      lifecycle: {},
      /** registerPlugins hands every runtime plugin to each hook system: one that taps snapshot hooks would never run. */
      applyPlugin(plugin) {
        const tapped = SNAPSHOT_HOOKS.filter((k) => plugin && typeof plugin[k] === 'function');
        if (tapped.length) throw unavailable(`runtime plugin "${plugin.name}" (${tapped.join(', ')})`);
      },
      removePlugin() {},
    };
  }

  loadRemoteSnapshotInfo() {
    throw unavailable('preloadRemote / a manifest URL');
  }
}
