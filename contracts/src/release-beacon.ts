/**
 * What the shell tells the release registry about a remote it showed (zod-free: the shell's bundle imports it).
 * No personal data: a remote, the registry version it came from, and what happened.
 */
import type { RemoteName } from './federation';

/** POST target of `navigator.sendBeacon` (answers 204). */
export const RELEASE_BEACON_PATH = '/api/releases/beacon';

/** `view`: a remote page was shown; `load-error`: its files did not load; `render-error`: it threw while rendering. */
export const BEACON_KINDS = ['view', 'load-error', 'render-error'] as const;
export type BeaconKind = (typeof BEACON_KINDS)[number];

export interface ReleaseBeacon {
  remote: RemoteName;
  /** The registry version id from the remote's URL (`/mfe/<remote>/v/<version>/…`); null for a URL without one. */
  version: string | null;
  kind: BeaconKind;
}

/** A version id: `<package version>-<content hash>` (or `seed-<hash>` for a URL from the environment). */
export const VERSION_ID_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

/** The registry version a stored remote's URL names (`/mfe/coupons/v/0.1.0-ab12cd34ef56/mf-manifest.json`), else null. */
export function remoteVersionOf(url: string): string | null {
  // Short on purpose (it rides in the shell's first-visit bundle): the server checks the id (VERSION_ID_PATTERN).
  return /\/v\/([\w.+-]+)\//.exec(url)?.[1] ?? null;
}

/** Where the backend serves a stored version's file. */
export function storedVersionUrl(remote: RemoteName, version: string, file = 'mf-manifest.json'): string {
  return `/mfe/${remote}/v/${version}/${file}`;
}
