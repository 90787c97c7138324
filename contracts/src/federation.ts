/**
 * Module Federation seam between the shell (host) and the four remotes (DESIGN "Teams and seams").
 * Types and names only: no runtime dependency, safe to import from any bundle. Which remote owns which URL is
 * in the route table (./routes.ts).
 */

/** Remote names: the keys of /remotes.json and the `<name>` of /mfe/<name>/. */
export const REMOTE_NAMES = ['offers', 'coupons', 'blog', 'editor'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name of a remote (the global its remoteEntry registers). */
export function remoteContainerName(name: RemoteName): string {
  return `mfe_${name}`;
}

/** One page contributed by a remote. `Component` is a React component type (kept generic: no React types here). */
export interface RemoteRoute<C = unknown> {
  /** One of the remote's patterns in the route table (contracts/src/routes.ts `routesOf(name)`), verbatim. */
  path: string;
  Component: C;
}

/** The expose every remote serves its pages from (a RemoteRoutesModule). */
export const PAGES_EXPOSE = './routes';

/** Shape of every remote's `./routes` expose (its default export). */
export interface RemoteRoutesModule<C = unknown> {
  name: RemoteName;
  /** The remote's package version (+ build label), shown by the `?boundaries=1` debug outline. */
  version: string;
  routes: ReadonlyArray<RemoteRoute<C>>;
}

/** The answer of GET /remotes.json: remote name → manifest (or remoteEntry.js) URL. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/**
 * Fragments across remotes (e.g. mfe-blog shows mfe-offers' `./ProductCard`): consumers render web-kit's
 * `<RemoteFragment id=… props=…>`, which calls the loader the host installed under this global: the shell's
 * federation instance (same /remotes.json, timeouts and caching), or a remote's standalone dev host's.
 */
export const FRAGMENT_LOADER_GLOBAL = '__ofertasLoadFragment';
export type FragmentLoader = <M = unknown>(remote: RemoteName, expose: string) => Promise<M>;
