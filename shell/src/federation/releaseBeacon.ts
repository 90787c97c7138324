import { RELEASE_BEACON_PATH, remoteVersionOf, type BeaconKind, type ReleaseBeacon } from '@ofertas/contracts/rules';
import type { RemoteName } from '@ofertas/contracts/federation';
import { loadRemotesManifest } from './remotes';

/** Remotes this browser overrides (a developer's build, a forced candidate): what they do is not what shoppers get. */
const unreported = new Set<RemoteName>();

/** Stops the reports of `remotes` for this page view (the dev session, for the remotes it overrides). */
export function stopReporting(remotes: readonly RemoteName[]): void {
  for (const remote of remotes) unreported.add(remote);
}

/**
 * Tells the release registry that a remote was shown or failed, with the version /remotes.json named for it
 * (the canary's error budget, docs/releasing.md). No personal data: remote, version, kind. Fire and forget:
 * `sendBeacon` survives the page being left, and a failed report never touches the page.
 */
export function reportRemote(remote: RemoteName, kind: BeaconKind): void {
  if (unreported.has(remote)) return;
  loadRemotesManifest().then(
    (remotes) => {
      const beacon: ReleaseBeacon = { remote, version: remoteVersionOf(remotes[remote] ?? ''), kind };
      navigator.sendBeacon?.(RELEASE_BEACON_PATH, new Blob([JSON.stringify(beacon)], { type: 'application/json' }));
    },
    () => undefined,
  );
}
