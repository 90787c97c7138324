import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import {
  PAGES_EXPOSE,
  REMOTE_NAMES,
  remoteContainerName,
  type RemoteName,
  type RemoteRoutesModule,
  type RemotesManifest,
} from '@ofertas/contracts/federation';
import { loadOnce, requestJson } from '@ofertas/web-kit';
import { MANIFEST_TIMEOUT_MS } from './timeoutPlugin';
import { isManifestUrl, parseRemoteManifest, preloadScripts, type RemoteEntryInfo } from './manifest';

export type LoadedRoutes = RemoteRoutesModule<ComponentType>;

/** An error of loading a remote (manifest, entry, expose), as opposed to an error of rendering it. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    override readonly cause: unknown,
  ) {
    super(`No se pudo cargar el remoto "${remote}": ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

const registered = new Map<RemoteName, string>();
const routesCache = new Map<RemoteName, Promise<LoadedRoutes>>();
const needsForce = new Set<RemoteName>();
/** Remotes whose entry loaded and answered at least once: a later failure (a missing expose) does not reset them. */
const healthy = new Set<RemoteName>();

/** GET of /remotes.json or a remote's manifest: JSON within MANIFEST_TIMEOUT_MS (no retry here: the retry plugin's), any other status an error. */
const readJson = (url: string): Promise<unknown> => requestJson(url, { timeoutMs: MANIFEST_TIMEOUT_MS, retries: 0 });

/** This browser's development overrides (./devOverrides.ts), laid over /remotes.json's answer; none by default. */
let layerOverrides: (manifest: RemotesManifest) => RemotesManifest = (manifest) => manifest;

/** Set once at start, before the first remote loads. */
export function setManifestLayer(layer: (manifest: RemotesManifest) => RemotesManifest): void {
  layerOverrides = layer;
}

/** GET /remotes.json once per visit; a failed read is forgotten, so the next load tries again. The shell's bundle holds no remote URL. */
const manifestOnce = loadOnce(async (): Promise<RemotesManifest> => {
  const body = (await readJson('/remotes.json')) as Record<string, unknown>;
  const out: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    const url = body[name];
    if (typeof url === 'string' && url) out[name] = url;
  }
  return layerOverrides(out);
});

export function loadRemotesManifest(): Promise<RemotesManifest> {
  return manifestOnce();
}

/** Each remote's manifest read (by URL); a failed read is forgotten, and `force` reads it again. */
const entries = new Map<string, Promise<RemoteEntryInfo>>();

function remoteEntryInfo(url: string, force: boolean): Promise<RemoteEntryInfo> {
  const cached = force ? undefined : entries.get(url);
  if (cached) return cached;
  const read = (async (): Promise<RemoteEntryInfo> => {
    if (!isManifestUrl(url)) return { entry: new URL(url, location.href).href, exposeChunks: new Map(), pageChunks: new Map() };
    return parseRemoteManifest(await readJson(url), url, location.href);
  })();
  entries.set(url, read);
  read.catch(() => {
    if (entries.get(url) === read) entries.delete(url);
  });
  return read;
}

const retries = new Map<RemoteName, number>();

/**
 * The entry's URL for another attempt, made new (`?retry=N`): the browser otherwise hands the script element the
 * server's failed or still hanging `<link rel="preload">` of the same URL, and Reintentar never recovered a remote
 * that failed on the page's first load. The remote's chunks are unaffected (webpack's automatic public path
 * drops the query).
 */
function retryUrl(entry: string, name: RemoteName): string {
  const n = (retries.get(name) ?? 0) + 1;
  retries.set(name, n);
  const url = new URL(entry, location.href);
  url.searchParams.set('retry', String(n));
  return url.href;
}

/**
 * Registers the remote by its remoteEntry.js URL (read from its manifest: ./manifest.ts) and starts the expose's
 * first chunks beside it.
 */
async function ensureRegistered(name: RemoteName, expose: string, force: boolean): Promise<void> {
  const manifest = await loadRemotesManifest();
  const url = manifest[name];
  if (!url) throw new Error(`"${name}" no figura en /remotes.json`);
  const info = await remoteEntryInfo(url, force);
  if (force || registered.get(name) !== url) {
    const { entryGlobalName, type } = info;
    const entry = force ? retryUrl(info.entry, name) : info.entry;
    registerRemotes([{ name: remoteContainerName(name), entry, ...(entryGlobalName ? { entryGlobalName } : {}), ...(type ? { type } : {}) }], {
      force: force || registered.has(name),
    });
    registered.set(name, url);
  }
  preloadScripts(info.exposeChunks.get(expose) ?? []);
}

/** Loads a remote's `./routes` expose (cached; a failure is not cached, so the next call tries again). */
export function loadRemoteRoutes(name: RemoteName): Promise<LoadedRoutes> {
  let p = routesCache.get(name);
  if (!p) {
    const force = needsForce.delete(name);
    p = (async () => {
      try {
        await ensureRegistered(name, PAGES_EXPOSE, force);
        const mod = await loadRemote<{ default?: LoadedRoutes } & Partial<LoadedRoutes>>(
          `${remoteContainerName(name)}/routes`,
        );
        const routes = (mod && (mod.default ?? (mod as LoadedRoutes))) || null;
        if (!routes || !Array.isArray(routes.routes)) throw new Error('./routes no exporta { routes }');
        healthy.add(name);
        return routes;
      } catch (err) {
        routesCache.delete(name);
        needsForce.add(name);
        const e = err instanceof RemoteLoadError ? err : new RemoteLoadError(name, err);
        console.error(`[federation] ${e.message}`, err);
        throw e;
      }
    })();
    routesCache.set(name, p);
  }
  return p;
}

/**
 * Any exposed module of a remote (fragments such as offers' `./ProductCard`). The bootstrap installs it as the
 * page's fragment loader, which web-kit's RemoteFragment uses.
 */
export async function loadRemoteModule<M = unknown>(name: RemoteName, expose: string): Promise<M> {
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new Error(`remoto desconocido: ${String(name)}`);
  const exposed = expose.replace(/^\.\//, '');
  try {
    await ensureRegistered(name, `./${exposed}`, needsForce.delete(name));
    const mod = await loadRemote<M>(`${remoteContainerName(name)}/${exposed}`);
    if (mod == null) throw new Error(`${expose} vacío`);
    healthy.add(name);
    return mod;
  } catch (err) {
    // Only a remote that never loaded is forgotten; a missing fragment must not reload a remote in use.
    if (!healthy.has(name)) needsForce.add(name);
    const e = err instanceof RemoteLoadError ? err : new RemoteLoadError(name, err);
    console.error(`[federation] ${e.message}`, err);
    throw e;
  }
}

/** Forget everything about a remote so the next load re-reads its manifest and entry. */
export function resetRemote(name: RemoteName): void {
  routesCache.delete(name);
  needsForce.add(name);
}

/** Drops the routes read from a remote whose entry stays registered: the next load reads its `./routes` again. */
export function forgetRemoteRoutes(name: RemoteName): void {
  routesCache.delete(name);
}

/** Test hook. */
export function __resetFederationState(): void {
  layerOverrides = (manifest) => manifest;
  manifestOnce.forget();
  entries.clear();
  registered.clear();
  routesCache.clear();
  needsForce.clear();
  healthy.clear();
  retries.clear();
}
