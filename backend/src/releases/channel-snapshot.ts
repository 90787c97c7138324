import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@ofertas/contracts';

export interface ServedVersion {
  id: string;
  url: string;
}

/** Which versions of a remote are reachable right now. */
export interface ChannelState {
  stable: ServedVersion | null;
  canary: ServedVersion | null;
  canaryShare: number;
}

/** The registry as every page view reads it: kept in memory, reloaded when any instance changes it. */
export interface RegistrySnapshot {
  channels: ReadonlyMap<RemoteName, ChannelState>;
  /** Origins of every registered version hosted elsewhere (the page's CSP allows them). */
  foreignOrigins: readonly string[];
}

/** The sticky canary bucket of a visitor (0–99); a visitor without one is served the stable versions. */
export type Bucket = number | null;

/** The version a visitor in `bucket` gets: the canary when bucket < share, else the stable. */
export function chosenVersion(state: ChannelState, bucket: Bucket): ServedVersion | null {
  if (state.canary && state.canaryShare > 0 && bucket !== null && bucket < state.canaryShare) return state.canary;
  return state.stable ?? null;
}

/** Whether any remote serves a canary to some share of visitors (only then does a visitor need a bucket). */
export function canaryRunning(snapshot: RegistrySnapshot): boolean {
  for (const state of snapshot.channels.values()) if (state.canary && state.canaryShare > 0) return true;
  return false;
}

/** The versions one page view gets, remote by remote (the one place /remotes.json and the HTML hints read). */
export function chosenVersions(snapshot: RegistrySnapshot, bucket: Bucket): Map<RemoteName, ServedVersion> {
  const out = new Map<RemoteName, ServedVersion>();
  for (const name of REMOTE_NAMES) {
    const state = snapshot.channels.get(name);
    const chosen = state ? chosenVersion(state, bucket) : null;
    if (chosen) out.set(name, chosen);
  }
  return out;
}

/** /remotes.json for one bucket: remote name → manifest URL of its chosen version. */
export function remotesManifest(chosen: ReadonlyMap<RemoteName, ServedVersion>): RemotesManifest {
  const out: RemotesManifest = {};
  for (const [name, v] of chosen) out[name] = v.url;
  return out;
}
