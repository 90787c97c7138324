/**
 * What the shell reads of a remote's mf-manifest.json, and what the server reads of it to hint a
 * page's first remote chunks in its HTML (backend/src/frontends/remote-hints.ts). The federation runtime could read manifests
 * itself (its snapshot handler and snapshot/preload plugins), but that code would ride in the shell's main chunk on
 * every first visit for three facts: where remoteEntry.js is, its global name, and the chunks an expose needs
 * first. The shell registers the remoteEntry.js URL and starts those chunks beside it, as the runtime's snapshot
 * plugin does (the shell's build leaves the snapshot handler out: experiments.optimization.disableSnapshot).
 */

/** A registered remote: what `registerRemotes` takes, and the first chunks of each expose. */
export interface RemoteEntryInfo {
  /** remoteEntry.js URL, absolute (webpack compares chunk URLs it loads with the scripts in the page). */
  entry: string;
  /** The container's global (`var` library name): the runtime reads the container from it. */
  entryGlobalName?: string;
  /** remoteEntry's library type ('global' for our builds). */
  type?: string;
  /** Expose path ('./routes') → absolute URLs of its synchronous JS chunks (empty when given a remoteEntry URL). */
  exposeChunks: ReadonlyMap<string, readonly string[]>;
  /**
   * Page chunk name ('list') → absolute URLs of the JS files its lazy import loads: the manifest's `pages`
   * (tools/webpack/manifest-pages.js), which the server hints for the route that names the page.
   */
  pageChunks: ReadonlyMap<string, readonly string[]>;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The strings of a manifest's file list (anything else in it is skipped). */
const fileNames = (v: unknown): string[] => (Array.isArray(v) ? v.filter((f): f is string => typeof f === 'string') : []);

function invalid(url: string, what: string): Error {
  return new Error(`manifiesto ${url}: ${what}`);
}

/** A remote URL from /remotes.json is a manifest (…mf-manifest.json / .json) or a remoteEntry.js URL. */
export function isManifestUrl(url: string): boolean {
  return /\.json(?:[?#]|$)/.test(url);
}

/**
 * Reads a manifest as @module-federation/sdk's generateSnapshotFromManifest does for a browser: publicPath 'auto'
 * (or '') is the manifest's own folder; remoteEntry is `publicPath + path/ + name`. `getPublicPath` (code to run)
 * is not supported: our builds never emit it.
 */
export function parseRemoteManifest(body: unknown, manifestUrl: string, base: string): RemoteEntryInfo {
  const meta = isObject(body) ? body['metaData'] : undefined;
  if (!isObject(meta)) throw invalid(manifestUrl, 'sin metaData');
  const remoteEntry = meta['remoteEntry'];
  if (!isObject(remoteEntry) || typeof remoteEntry['name'] !== 'string' || !remoteEntry['name']) {
    throw invalid(manifestUrl, 'sin metaData.remoteEntry.name');
  }
  const publicPath = meta['publicPath'];
  if (typeof publicPath !== 'string') throw invalid(manifestUrl, 'sin metaData.publicPath (getPublicPath no se admite)');
  const manifestAbs = new URL(manifestUrl, base).href;
  const root = publicPath === 'auto' || publicPath === '' ? manifestAbs : new URL(publicPath, manifestAbs).href;
  const resolve = (file: string) => new URL(file, root).href;
  const folder = typeof remoteEntry['path'] === 'string' ? joinFolder(remoteEntry['path']) : '';

  const exposeChunks = new Map<string, readonly string[]>();
  const exposes = Array.isArray((body as Json)['exposes']) ? ((body as Json)['exposes'] as unknown[]) : [];
  for (const e of exposes) {
    if (!isObject(e) || typeof e['path'] !== 'string') continue;
    const js = isObject(e['assets']) && isObject(e['assets']['js']) ? e['assets']['js']['sync'] : undefined;
    exposeChunks.set(e['path'], fileNames(js).map(resolve));
  }
  const pageChunks = new Map<string, readonly string[]>();
  const pages = (body as Json)['pages'];
  if (isObject(pages)) {
    for (const [page, files] of Object.entries(pages)) {
      if (Array.isArray(files)) pageChunks.set(page, fileNames(files).map(resolve));
    }
  }
  return {
    entry: resolve(folder + remoteEntry['name']),
    entryGlobalName: typeof meta['globalName'] === 'string' && meta['globalName'] ? meta['globalName'] : undefined,
    type: typeof remoteEntry['type'] === 'string' && remoteEntry['type'] ? remoteEntry['type'] : undefined,
    exposeChunks,
    pageChunks,
  };
}

/** The sdk's simpleJoinRemoteEntry: '' and '.' are the publicPath itself; leading './' or '/' is dropped. */
function joinFolder(p: string): string {
  const trimmed = p === '.' ? '' : p.replace(/^\.?\//, '').replace(/\/$/, '');
  return trimmed ? `${trimmed}/` : '';
}
