/**
 * A developer's own build of a remote in place of the released one, in this browser only (in the spirit of
 * import-map-overrides): `?mf-dev=coupons=http://127.0.0.1:5002/mf-manifest.json`, or from the console
 * `ofertasDev.override('coupons', url)` / `ofertasDev.clear()`. Kept in localStorage; the cookie `mf_dev=1`
 * tells the server to widen this browser's CSP to the allow-list (docs/decisions/dev-override.md).
 */
import { DEV_OVERRIDE_COOKIE, devOverrideAllowed } from '@ofertas/contracts/dev-override';
import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@ofertas/contracts/federation';
import { DEV_OVERRIDE_PARAM, DEV_OVERRIDES_STORAGE_KEY, type DevConsole } from './devOverrideGate';

export type DevOverrides = Partial<Record<RemoteName, string>>;
/** The cookie outlives a browser restart as long as the stored overrides usually do; each visit renews it. */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** A version the release registry serves from this site: `/mfe/<remote>/v/<version>/mf-manifest.json`. */
const REGISTERED_VERSION = /^\/mfe\/([a-z]+)\/v\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}\/mf-manifest\.json$/;

/**
 * Whether `url` may stand in for remote `name`: an allow-listed origin, or a version of that remote the site's own
 * registry serves (it passed the release gate; a team forces its candidate this way for a smoke run before
 * promoting it, and a crafted link can only point at code the site already publishes).
 */
export function overrideAllowed(name: RemoteName, url: string, allowList: readonly string[], siteOrigin: string): boolean {
  if (devOverrideAllowed(url, allowList)) return true;
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return false;
  }
  return parsed.origin === siteOrigin && parsed.search === '' && REGISTERED_VERSION.exec(parsed.pathname)?.[1] === name;
}

function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

/**
 * The remotes manifest with the overrides whose URL the allow-list (or the site's registry) accepts; `applied` lists those, `ignored` the
 * others (a crafted link cannot point a visitor's browser anywhere but an allow-listed origin, by default their
 * own machine).
 */
export function layerDevOverrides(
  manifest: RemotesManifest,
  overrides: DevOverrides,
  allowList: readonly string[],
  siteOrigin: string = pageOrigin(),
): { manifest: RemotesManifest; applied: DevOverrides; ignored: DevOverrides } {
  const layered: RemotesManifest = { ...manifest };
  const applied: DevOverrides = {};
  const ignored: DevOverrides = {};
  for (const name of REMOTE_NAMES) {
    const url = overrides[name];
    if (!url) continue;
    if (overrideAllowed(name, url, allowList, siteOrigin)) {
      layered[name] = url;
      applied[name] = url;
    } else {
      ignored[name] = url;
    }
  }
  return { manifest: layered, applied, ignored };
}

/** The overrides kept in this browser (unreadable or foreign entries are dropped). */
export function readStoredOverrides(storage: Storage = localStorage): DevOverrides {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(DEV_OVERRIDES_STORAGE_KEY) ?? '{}');
  } catch {
    return {};
  }
  const out: DevOverrides = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [name, url] of Object.entries(raw as Record<string, unknown>)) {
    if (isRemoteName(name) && typeof url === 'string' && url) out[name] = url;
  }
  return out;
}

function hasCookie(doc: Document): boolean {
  return doc.cookie.split(';').some((part) => part.trim().startsWith(`${DEV_OVERRIDE_COOKIE}=`));
}

function writeCookie(active: boolean, doc: Document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = active
    ? `${DEV_OVERRIDE_COOKIE}=1; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`
    : `${DEV_OVERRIDE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Stores the overrides (none: removes them) and sets or removes the cookie to match. */
export function storeOverrides(overrides: DevOverrides, storage: Storage = localStorage, doc: Document = document): void {
  const active = Object.keys(overrides).length > 0;
  if (active) storage.setItem(DEV_OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
  else storage.removeItem(DEV_OVERRIDES_STORAGE_KEY);
  writeCookie(active, doc);
}

/**
 * Reads `?mf-dev=` from a URL: the overrides it sets (merged over `current`), `null` when the URL has none.
 * `mf-dev=off` (or `clear`) clears them all.
 */
export function overridesFromQuery(search: string, current: DevOverrides): DevOverrides | null {
  const values = new URLSearchParams(search).getAll(DEV_OVERRIDE_PARAM);
  if (values.length === 0) return null;
  let next: DevOverrides = { ...current };
  for (const value of values) {
    if (value === 'off' || value === 'clear') {
      next = {};
      continue;
    }
    const eq = value.indexOf('=');
    const name = value.slice(0, eq);
    if (eq > 0 && isRemoteName(name) && value.length > eq + 1) next[name] = value.slice(eq + 1);
  }
  return next;
}

export interface DevOverrideSession {
  /** The overrides this page applies (the allow-list accepted them). */
  applied: DevOverrides;
  /** Layers them onto /remotes.json's answer. */
  layer(manifest: RemotesManifest): RemotesManifest;
}

/** What a page needs to reload itself (tests pass their own). */
export interface PageControls {
  storage: Storage;
  doc: Document;
  reload(url: string): void;
}

function browserControls(): PageControls {
  return { storage: localStorage, doc: document, reload: (url) => location.replace(url) };
}

/**
 * Starts the overrides of this page view: a `?mf-dev=` in the address is stored and the page reloads without it
 * (this page's CSP came without the cookie); stored overrides without their cookie (it expired) renew it and
 * reload once, for the same reason. Returns null when the page is reloading.
 */
export function startDevOverrides(allowList: readonly string[], controls: PageControls = browserControls()): DevOverrideSession | null {
  const { storage, doc } = controls;
  const stored = readStoredOverrides(storage);
  const href = doc.location.href;
  const fromQuery = overridesFromQuery(new URL(href).search, stored);
  if (fromQuery) {
    const accepted = layerDevOverrides({}, fromQuery, allowList, doc.location.origin);
    for (const [name, url] of Object.entries(accepted.ignored)) {
      console.warn(`[mf-dev] ${name}: ${url} no está en la lista de orígenes permitidos; se ignora`);
    }
    storeOverrides(accepted.applied, storage, doc);
    const clean = new URL(href);
    clean.searchParams.delete(DEV_OVERRIDE_PARAM);
    controls.reload(clean.href);
    return null;
  }
  const { applied } = layerDevOverrides({}, stored, allowList, doc.location.origin);
  const active = Object.keys(applied).length > 0;
  if (active && !hasCookie(doc)) {
    writeCookie(true, doc);
    controls.reload(href);
    return null;
  }
  if (active) writeCookie(true, doc);
  return { applied, layer: (manifest) => layerDevOverrides(manifest, stored, allowList, doc.location.origin).manifest };
}

/** `window.ofertasDev`: the console's way to set and clear overrides (each reloads the page). */
export function devConsole(allowList: readonly string[], controls: PageControls = browserControls()): DevConsole & { list(): DevOverrides } {
  const reload = () => controls.reload(controls.doc.location.href);
  return {
    override(name: string, url: string): void {
      if (!isRemoteName(name)) throw new Error(`remoto desconocido: ${name}; son ${REMOTE_NAMES.join(', ')}`);
      if (!overrideAllowed(name, url, allowList, controls.doc.location.origin)) {
        throw new Error(`${url} no está permitido; orígenes permitidos: ${allowList.join(', ') || '(ninguno)'}`);
      }
      storeOverrides({ ...readStoredOverrides(controls.storage), [name]: url }, controls.storage, controls.doc);
      reload();
    },
    clear(name?: string): void {
      const next = name ? { ...readStoredOverrides(controls.storage) } : {};
      if (name && isRemoteName(name)) delete next[name];
      storeOverrides(next, controls.storage, controls.doc);
      reload();
    },
    list(): DevOverrides {
      return readStoredOverrides(controls.storage);
    },
  };
}
