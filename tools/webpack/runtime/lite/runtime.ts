/**
 * Shell (host), production: stands in for `@module-federation/runtime` (2.9.2), the module behind
 * `@module-federation/enhanced/runtime` (shell/src/federation/remotes.ts: `registerRemotes`, `loadRemote`) and the
 * `runtime` object webpack's federation entry hands to the bundler runtime (./bundler.ts calls its `init`).
 * Same global instance bookkeeping as the package (one instance per container name, found again by build id);
 * over ./core.ts instead of runtime-core. Its other exports throw an error naming this file.
 */
import { CurrentGlobal, ModuleFederation, getRemoteEntry, getRemoteInfo, setGlobalFederationInstance, shellBuildId } from './core';
import { liteError } from './share';
import type { Remote, UserOptions } from './types';

let FederationInstance: ModuleFederation | null = null;

/** @module-federation/runtime's getGlobalFederationInstance: by the container build's id, else by name (and version). */
function findInstance(name: string, version: string | undefined, buildId: string): ModuleFederation | undefined {
  const instances = (CurrentGlobal.__FEDERATION__?.__INSTANCES__ ?? []) as ModuleFederation[];
  return instances.find(
    (i) => (buildId && i.options.id === buildId) || (i.options.name === name && (version ? i.options.version === version : !i.options.version)),
  );
}

/**
 * The container's instance: made once, then given the new options (webpack's federation entry calls it at startup).
 * The remotes call it too, with their own build id (../bundler-runtime-from-host.js); the first instance made is
 * the shell's, the one `loadRemote` and `registerRemotes` use.
 */
export function init(options: UserOptions, buildId = shellBuildId()): ModuleFederation {
  const found = findInstance(options.name, options.version, buildId);
  const normalized = { ...options, id: options.id || '' };
  if (found) {
    found.initOptions(normalized);
    FederationInstance ??= found;
    return found;
  }
  const instance = new ModuleFederation(normalized);
  setGlobalFederationInstance(instance);
  FederationInstance ??= instance;
  return instance;
}

function current(): ModuleFederation {
  if (!FederationInstance) throw liteError('no federation instance: the container’s startup did not run init()');
  return FederationInstance;
}

export function loadRemote<T = unknown>(id: string, options?: { loadFactory?: boolean; from?: string }): Promise<T> {
  return current().loadRemote<T>(id, options);
}

export function registerRemotes(remotes: Remote[], options?: { force?: boolean }): void {
  current().registerRemotes(remotes, options);
}

export function getInstance(): ModuleFederation | null {
  return FederationInstance;
}

function leftOut(name: string): () => never {
  return () => {
    throw liteError(`@module-federation/runtime's ${name} is left out of the shell's lite runtime`);
  };
}
export const createInstance = leftOut('createInstance');
export const loadShare = leftOut('loadShare');
export const loadShareSync = leftOut('loadShareSync');
export const preloadRemote = leftOut('preloadRemote');
export const registerPlugins = leftOut('registerPlugins');
export const registerShared = leftOut('registerShared');
export const registerGlobalPlugins = leftOut('registerGlobalPlugins');
export const loadScript = leftOut('loadScript');
export const loadScriptNode = leftOut('loadScriptNode');
export const satisfy = leftOut('satisfy');
export const Module = leftOut('Module');
export { ModuleFederation, getRemoteEntry, getRemoteInfo };
