/**
 * Monolith stand-in for shell/src/federation/remotes.ts (bench/monolith only): the same API, but each remote's
 * `./routes` and fragments are ordinary dynamic imports of its source — one webpack app, no federation runtime,
 * no manifests. Used to measure what Module Federation costs a shopper.
 */
import type { ComponentType } from 'react';
import type { RemoteName, RemoteRoutesModule, RemotesManifest } from '@ofertas/contracts/federation';

export type LoadedRoutes = RemoteRoutesModule<ComponentType>;

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    override readonly cause: unknown,
  ) {
    super(`No se pudo cargar el remoto "${remote}": ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

type Loaded<M> = Promise<{ default: M }>;

const ROUTES: Record<RemoteName, () => Loaded<LoadedRoutes>> = {
  offers: () => import('@remote-src/offers/routes'),
  coupons: () => import('@remote-src/coupons/routes'),
  blog: () => import('@remote-src/blog/routes'),
  editor: () => import('@remote-src/editor/routes'),
};

const FRAGMENTS: Record<string, () => Loaded<unknown>> = {
  'offers/ProductCard': () => import('@remote-src/offers/fragments/ProductCard'),
  'offers/ProductStrip': () => import('@remote-src/offers/fragments/ProductStrip'),
  'offers/Carousel': () => import('@remote-src/offers/fragments/Carousel'),
};

export function loadRemotesManifest(): Promise<RemotesManifest> {
  return Promise.resolve({});
}

export async function loadRemoteRoutes(name: RemoteName): Promise<LoadedRoutes> {
  try {
    return (await ROUTES[name]()).default;
  } catch (err) {
    throw new RemoteLoadError(name, err);
  }
}

export async function loadRemoteModule<M = unknown>(name: RemoteName, expose: string): Promise<M> {
  const load = FRAGMENTS[`${name}/${expose.replace(/^\.\//, '')}`];
  if (!load) throw new RemoteLoadError(name, new Error(`${expose} no existe`));
  return (await load()) as M;
}

export function resetRemote(_name: RemoteName): void {}

export function __resetFederationState(): void {}

/** Development overrides have nothing to lay over in a monolith: the shell's dev session finds these and does nothing. */
export function setManifestLayer(_layer: (manifest: RemotesManifest) => RemotesManifest): void {}
export function forgetRemoteRoutes(_name: RemoteName): void {}
