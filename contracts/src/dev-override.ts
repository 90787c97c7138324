/**
 * Developing a remote inside the site: a developer's browser may load its own development build of one remote
 * in place of the released one, from an origin in the site's allow-list (DEV_OVERRIDE_ORIGINS). The backend
 * validates the list and widens the CSP for the browsers that carry the cookie; the shell matches URLs
 * against it. Pure, zod-free: the shell imports it.
 */

/** Where a browser keeps its overrides (localStorage: `{ <remote>: <manifest URL> }`). */
export const DEV_OVERRIDES_STORAGE_KEY = 'ofertas.mfDev';
/** Query parameter: `mf-dev=<remote>=<manifest URL>` (repeatable), or `mf-dev=off` to clear. */
export const DEV_OVERRIDE_PARAM = 'mf-dev';

/** Cookie the shell sets while an override is active (value `1`: it names no URL); the server's CSP reads it. */
export const DEV_OVERRIDE_COOKIE = 'mf_dev';

/** The allow-list when DEV_OVERRIDE_ORIGINS is not set: the visitor's own machine, any port. */
export const DEFAULT_DEV_OVERRIDE_ORIGINS: readonly string[] = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * One allow-list entry, a CSP host-source with scheme: `http(s)://host[:port|:*]`, host a name, `*.name`,
 * an IPv4 address or `[IPv6]`. No path, so the entry goes into the CSP as written.
 */
const ORIGIN_PATTERN = /^(https?):\/\/(\*\.[a-z0-9.-]+|[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?$/i;

export function isDevOverrideOrigin(pattern: string): boolean {
  return ORIGIN_PATTERN.test(pattern);
}

/** The WebSocket source of an allow-list entry (the dev server's hot-update socket): `ws://…` for `http://…`. */
export function websocketSource(pattern: string): string {
  return pattern.replace(/^http/i, 'ws');
}

const DEFAULT_PORTS: Readonly<Record<string, string>> = { 'http:': '80', 'https:': '443' };

/** Whether `url` (absolute) has an origin the entry `pattern` allows, with CSP's host-source rules. */
export function originAllowed(url: string, pattern: string): boolean {
  const m = ORIGIN_PATTERN.exec(pattern);
  if (!m) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const [, scheme = '', host = '', port] = m;
  if (parsed.protocol !== `${scheme.toLowerCase()}:`) return false;
  const wantedHost = host.toLowerCase();
  const hostOk = wantedHost.startsWith('*.') ? parsed.hostname.endsWith(wantedHost.slice(1)) : parsed.hostname === wantedHost;
  if (!hostOk) return false;
  if (port === '*') return true;
  const actual = parsed.port || DEFAULT_PORTS[parsed.protocol];
  return actual === (port ?? DEFAULT_PORTS[parsed.protocol]);
}

/** Whether any entry of the allow-list allows `url`. */
export function devOverrideAllowed(url: string, allowList: readonly string[]): boolean {
  return allowList.some((pattern) => originAllowed(url, pattern));
}

/**
 * Window event a remote's development build dispatches after it applied a hot update. In the released site the
 * shell's React is a production build, which React Refresh cannot update in place: the shell remounts the
 * remote's page instead, after `forget()` has made the remote re-run its own source modules.
 */
export const REMOTE_HOT_UPDATE_EVENT = 'ofertas:remote-hot-update';
export interface RemoteHotUpdate {
  remote: string;
  forget(): void;
}
