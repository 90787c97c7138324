/**
 * Shell (host), production: stands in for `@module-federation/webpack-bundler-runtime` (2.9.2), the functions
 * webpack's generated federation code calls with the calling container's `__webpack_require__`: `init` (at startup),
 * `consumes` (a chunk's shared modules), `I` (initialise a share scope), `initContainerEntry` (a remote container's
 * `init`) and `attachShareScopeMap`. The shell uses them,
 * and publishes them to the remotes (../host-bundler-runtime.js → ../bundler-runtime-from-host.js), so every
 * container's shared modules go through ./core.ts. Per-container state stays on `__webpack_require__`.
 * Left out (they throw, naming this file): static `remotes` (our builds have `remotes: {}`: the shell registers
 * them at run time), `installInitialConsumes` (eager shares), the tree-shaking fallback getters (./share.ts says why).
 */
import * as runtime from './runtime';
import type { ModuleFederation } from './core';
import { liteError } from './share';
import type { Factory, RemoteEntryInitOptions, ShareConfig, ShareScope, ShareScopeMap, UserOptions } from './types';

/** A consume webpack generated (`consumesLoadingData.moduleIdToConsumeDataMapping[id]`). */
interface ConsumeData extends ShareConfig {
  shareKey: string;
  shareScope?: string | string[];
  fallback: () => Promise<Factory>;
}

type ModuleId = string | number;

/** The container's `__webpack_require__`, as far as the federation code uses it. */
export interface WebpackRequire {
  (id: ModuleId): unknown;
  m: Record<ModuleId, (module: { exports: unknown }) => void>;
  c: Record<ModuleId, unknown>;
  o(obj: object, key: PropertyKey): boolean;
  S?: ShareScopeMap;
  consumesLoadingData?: { moduleIdToConsumeDataMapping?: Record<ModuleId, ConsumeData> };
  initializeSharingData?: unknown;
  I(scope: string, initScope?: object[]): Promise<true>;
  federation: {
    instance?: ModuleFederation;
    initOptions?: UserOptions;
    runtime: { init(options: UserOptions): ModuleFederation };
    hasAttachShareScopeMap?: boolean;
  };
}

/** The container's `__webpack_require__.S` becomes its instance's share scope map (the host's scopes once inited). */
export function attachShareScopeMap(wr: WebpackRequire): void {
  const map = wr.federation.instance?.shareScopeMap;
  if (!wr.S || wr.federation.hasAttachShareScopeMap || !map) return;
  wr.S = map;
  wr.federation.hasAttachShareScopeMap = true;
}

function init({ webpackRequire: wr }: { webpackRequire: WebpackRequire }): ModuleFederation {
  const { initOptions } = wr.federation;
  if (!initOptions) throw liteError('initOptions is required');
  if (wr.initializeSharingData) throw liteError('initializeSharingData (share data outside init options) is left out');
  return wr.federation.runtime.init(initOptions);
}

/** `__webpack_require__.f.consumes`: each shared module of `chunkId` becomes the scope's copy (or the consumer's fallback). */
function consumes(o: {
  chunkId: ModuleId;
  promises: Promise<unknown>[];
  installedModules: Record<ModuleId, Promise<void> | 0>;
  webpackRequire: WebpackRequire;
  chunkMapping: Record<ModuleId, ModuleId[]>;
}): void {
  const { chunkId, promises, installedModules, webpackRequire: wr, chunkMapping } = o;
  attachShareScopeMap(wr);
  if (!wr.o(chunkMapping, chunkId)) return;
  for (const id of chunkMapping[chunkId] ?? []) {
    if (wr.o(installedModules, id)) {
      promises.push(Promise.resolve(installedModules[id]));
      continue;
    }
    const onFactory = (factory: Factory) => {
      installedModules[id] = 0;
      wr.m[id] = (module) => {
        delete wr.c[id];
        module.exports = factory();
      };
    };
    const onError = (error: unknown) => {
      delete installedModules[id];
      wr.m[id] = () => {
        delete wr.c[id];
        throw error;
      };
    };
    try {
      const instance = wr.federation.instance;
      if (!instance) throw liteError('federation instance not found');
      const data = wr.consumesLoadingData?.moduleIdToConsumeDataMapping?.[id];
      if (!data) throw liteError(`no consume data for module ${id}`);
      if (data.layer) throw liteError(`shared "${data.shareKey}" in layer "${data.layer}": layers are left out`);
      const { shareKey, fallback, requiredVersion, strictVersion, singleton, eager } = data;
      const promise = instance
        .loadShare(shareKey, {
          customShareInfo: { shareConfig: { requiredVersion, strictVersion, singleton, eager }, scope: ([] as string[]).concat(data.shareScope || 'default') },
        })
        .then((factory) => (factory === false ? fallback() : factory));
      promises.push((installedModules[id] = promise.then(onFactory, onError)));
    } catch (e) {
      onError(e);
    }
  }
}

/** `__webpack_require__.I`: the container's own shared modules into the scope, once per scope and init round. */
function initializeSharing(o: {
  shareScopeName: string | string[];
  webpackRequire: WebpackRequire;
  initPromises: Record<string, true | Promise<unknown>>;
  initTokens: Record<string, object>;
  initScope?: object[];
}): Promise<true> {
  const { webpackRequire: wr, initPromises, initTokens } = o;
  const initScope = (o.initScope ??= []);
  const instance = wr.federation.instance;
  if (!instance) return Promise.reject(liteError('federation instance not found'));
  for (const key of ([] as string[]).concat(o.shareScopeName)) {
    const token = (initTokens[key] ??= { from: instance.name });
    if (initScope.includes(token)) continue;
    initScope.push(token);
    if (initPromises[key]) continue;
    instance.initializeSharing(key, { strategy: instance.options.shareStrategy, initScope, from: 'build' });
    attachShareScopeMap(wr);
    initPromises[key] = true;
  }
  return Promise.resolve(true);
}

/**
 * A remote container's `init` (its remoteEntry.js calls it with the host's scope): the container's instance takes
 * the host's options and scope, then puts its own shared modules into it. One scope per container (ours: default).
 */
function initContainerEntry(o: {
  webpackRequire: WebpackRequire;
  shareScope: ShareScope;
  initScope?: object[];
  shareScopeKey?: string | string[];
  remoteEntryInitOptions?: RemoteEntryInitOptions;
}): Promise<true> | undefined {
  const { webpackRequire: wr, remoteEntryInitOptions: options } = o;
  const { instance, initOptions } = wr.federation;
  if (!wr.S || !instance || !initOptions) return undefined;
  const key = o.shareScopeKey || 'default';
  if (typeof key !== 'string' || Array.isArray(options?.shareScopeKeys)) throw liteError('a container with several share scopes is left out');
  instance.initOptions({ name: initOptions.name, remotes: [], ...options });
  instance.initShareScopeMap(key, o.shareScope);
  attachShareScopeMap(wr);
  return wr.I(key, o.initScope);
}

function leftOut(name: string): () => never {
  return () => {
    throw liteError(`the webpack bundler runtime's ${name} is left out of the shell's lite runtime`);
  };
}

export const bundlerRuntime = {
  remotes: leftOut('remotes (static remotes in the build config)'),
  consumes,
  I: initializeSharing,
  S: {},
  installInitialConsumes: leftOut('installInitialConsumes (eager shared modules)'),
  // the shell has no exposes: the remotes' containers use it (../bundler-runtime-from-host.js)
  initContainerEntry,
  init,
  getSharedFallbackGetter: leftOut('getSharedFallbackGetter (tree-shaking fallbacks)'),
};

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
export const instance = undefined;
export const initOptions = undefined;
export const bundlerRuntimeOptions = federation.bundlerRuntimeOptions;
export { runtime };
export default federation;
