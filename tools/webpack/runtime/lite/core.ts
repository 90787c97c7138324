/**
 * Shell (host), production: stands in for `@module-federation/runtime-core` (2.9.2, checked by
 * tools/webpack/federation.js), whose 42 KB minified (shared and remote handlers, hooks, snapshot and preload
 * plumbing, the sdk's DOM loader and logger, error-code tables) were most of the shell's main chunk on every first
 * visit (issue 14). It implements what our builds call, no more:
 *  - `ModuleFederation` instances (the shell's and one per remote container, made by ./bundler.ts `init` and by the
 *    remotes' tools/webpack/runtime/bundler-runtime-from-host.js): options and plugins, `loadShare` (./share.ts),
 *    `initializeSharing`, `initShareScopeMap`, `registerRemotes` (with `force`: a failed remote is loaded afresh),
 *    `loadRemote` (script remoteEntry.js, container init, expose factory);
 *  - the globals remotes read: `CurrentGlobal.__FEDERATION__.__INSTANCES__` and `__SHARE__` (e2e federation reads it),
 *    `getGlobalFederationConstructor`, `setGlobalFederationInstance`, `getRemoteEntry`.
 * The remotes get this module's namespace through `experiments.provideExternalRuntime`: the injected runtime plugin
 * publishes it as `_FEDERATION_RUNTIME_CORE` in its `beforeInit`, which the remotes' externalised runtime-core reads.
 * Runtime plugins may tap `beforeInit` and `createScript` (shell/src/federation/timeoutPlugin.ts) only. Everything
 * else of runtime-core's surface (preloadRemote, loadShareSync, snapshots and manifests, esm/system remotes, aliases,
 * the other hooks) is left out and throws an error naming this file.
 */
import {
  findShared,
  formatShared,
  liteError,
  loadShared,
  registerShared as register,
  targetShareRequest,
} from './share';
import type {
  BeforeInitArgs,
  Factory,
  FederationOptions,
  Remote,
  RemoteEntryExports,
  RemoteEntryInitOptions,
  RemoteInfo,
  RuntimePlugin,
  Shared,
  ShareRequest,
  ShareScope,
  ShareScopeMap,
  UserOptions,
} from './types';

declare const FEDERATION_BUILD_IDENTIFIER: string | undefined;

interface FederationGlobal {
  __INSTANCES__: ModuleFederation[];
  __SHARE__: Record<string, ShareScopeMap>;
}
// Not `typeof globalThis`: runtime-core's types declare a fuller `__FEDERATION__` there; this runtime keeps two lists.
type GlobalWithFederation = { __FEDERATION__?: FederationGlobal } & Record<string, unknown>;

export const CurrentGlobal = globalThis as unknown as GlobalWithFederation;
export const Global = CurrentGlobal;
CurrentGlobal.__FEDERATION__ ??= { __INSTANCES__: [], __SHARE__: {} };
const federationGlobal = CurrentGlobal.__FEDERATION__;

/** runtime-core's getBuilderId: every instance this module makes starts with the shell build's id (see `__SHARE__`). */
export const shellBuildId = (): string => (typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '');

/** Hooks a runtime plugin may tap here; `name`/`version` are data. */
const SUPPORTED_PLUGIN_KEYS = new Set(['name', 'version', 'beforeInit', 'createScript']);

/** remoteEntry.js loads in flight or done, by remote name and URL (one script per entry, shared by instances). */
const entryLoading: Record<string, Promise<RemoteEntryExports> | undefined> = {};
const entryKey = (info: RemoteInfo) => `${info.name}:${info.entry}`;

export function setGlobalFederationInstance(instance: ModuleFederation): void {
  federationGlobal.__INSTANCES__.push(instance);
}

/** runtime-core returns a devtools-registered constructor here; ours is always this module's class. */
export function getGlobalFederationConstructor(): undefined {
  return undefined;
}

function getRemoteInfo(remote: Remote): RemoteInfo {
  return { ...remote, type: remote.type || 'global', entryGlobalName: remote.entryGlobalName || remote.name, shareScope: remote.shareScope || 'default' };
}

/**
 * Loads a remote's remoteEntry.js by `<script>` (a runtime plugin's `createScript` may make the element and set a
 * timeout; 20 s otherwise, as the sdk) and resolves with the container it defines as a global. A network error, a
 * timeout, a script that throws while running or one that defines no container rejects.
 */
function loadEntryScript(host: ModuleFederation, info: RemoteInfo): Promise<RemoteEntryExports> {
  const { entry: url, entryGlobalName: key, name } = info;
  const fail = (what: string) => liteError(`remote "${name}" (${url}): ${what}`);
  return new Promise((resolve, reject) => {
    let script: HTMLScriptElement | undefined;
    let timeout = 20_000;
    const attrs = { fetchpriority: 'high' };
    for (const plugin of host.options.plugins) {
      const made = plugin.createScript?.({ url, attrs, remoteInfo: info });
      if (made instanceof HTMLScriptElement) script = made;
      else if (made) {
        script = made.script ?? script;
        timeout = made.timeout || timeout;
      }
    }
    if (!script) {
      script = document.createElement('script');
      script.setAttribute('fetchpriority', 'high');
    }
    const el = script;
    if (!el.src) el.src = url;
    let thrown: Error | undefined;
    const onError = (e: ErrorEvent) => {
      if (e.filename === el.src) thrown = fail(`ScriptExecutionError: ${e.message}`);
    };
    const done = (error?: Error) => {
      clearTimeout(timer);
      removeEventListener('error', onError);
      el.onload = el.onerror = null;
      el.remove();
      const container = CurrentGlobal[key] as RemoteEntryExports | undefined;
      if (error || thrown) reject(error || thrown);
      else if (!container) reject(fail(`loaded, but it defines no container "${key}"`));
      else resolve(container);
    };
    const timer = setTimeout(() => done(fail(`ScriptNetworkError: timed out after ${timeout} ms`)), timeout);
    addEventListener('error', onError);
    el.onload = () => done();
    el.onerror = () => done(fail('ScriptNetworkError: failed to load (network, 404, CORS…)'));
    document.head.appendChild(el);
  });
}

/**
 * A remote's container: its global if already defined, else one script load per remote name and URL (a failed one
 * is forgotten, so a retry loads it again).
 */
export function getRemoteEntry({ origin, remoteInfo, remoteEntryExports }: { origin: ModuleFederation; remoteInfo: RemoteInfo; remoteEntryExports?: RemoteEntryExports }): Promise<RemoteEntryExports> {
  if (remoteEntryExports) return Promise.resolve(remoteEntryExports);
  if (remoteInfo.type !== 'global' && remoteInfo.type !== 'var' && remoteInfo.type !== 'script') {
    return Promise.reject(liteError(`remote "${remoteInfo.name}" of type "${remoteInfo.type}": only script (global) remotes are implemented`));
  }
  const k = entryKey(remoteInfo);
  let loading = entryLoading[k];
  if (!loading) {
    const existing = CurrentGlobal[remoteInfo.entryGlobalName] as RemoteEntryExports | undefined;
    loading = existing ? Promise.resolve(existing) : loadEntryScript(origin, remoteInfo);
    entryLoading[k] = loading;
    loading.catch(() => {
      if (entryLoading[k] === loading) delete entryLoading[k];
    });
  }
  return loading;
}

/** One remote's container for one instance: loaded, then initialised once with the instance's share scope. */
class RemoteModule {
  entry?: RemoteEntryExports;
  inited = false;
  initing?: Promise<void>;
  constructor(
    readonly host: ModuleFederation,
    readonly remoteInfo: RemoteInfo,
  ) {}

  async init(): Promise<RemoteEntryExports> {
    const entry = (this.entry = await getRemoteEntry({ origin: this.host, remoteInfo: this.remoteInfo, remoteEntryExports: this.entry }));
    if (!this.inited) {
      this.initing ??= (async () => {
        const { shareScopeMap } = this.host;
        const key = this.remoteInfo.shareScope;
        const shareScope = (shareScopeMap[key] ??= {});
        const options: RemoteEntryInitOptions = { version: this.remoteInfo.version || '', shareScopeKeys: key };
        // the container's initContainerEntry reads the host's map from here; runtime-core hides it from JSON too
        Object.defineProperty(options, 'shareScopeMap', { value: shareScopeMap, enumerable: false });
        if (typeof entry.init !== 'function') throw liteError(`remote "${this.remoteInfo.name}": ${this.remoteInfo.entryGlobalName} is not a container (no init)`);
        try {
          await entry.init(shareScope, [], options);
        } catch (e) {
          throw liteError(`remote "${this.remoteInfo.name}" failed to initialise its container: ${String(e)}`);
        }
        this.inited = true;
      })().finally(() => {
        this.initing = undefined;
      });
      await this.initing;
    }
    return entry;
  }

  async get(id: string, expose: string, loadFactory: boolean): Promise<unknown> {
    const entry = await this.init();
    const factory = await entry.get(expose);
    if (!factory) throw liteError(`remote "${this.remoteInfo.name}" has no expose "${expose}" (${id})`);
    return loadFactory ? factory() : factory;
  }
}

/** `name/expose` → the registered remote and `./expose` (runtime-core's matchRemoteWithNameAndExpose, no aliases). */
function matchRemote(remotes: Remote[], id: string): { remote: Remote; expose: string } | undefined {
  for (const remote of remotes) {
    if (id === remote.name) return { remote, expose: '.' };
    if (id.startsWith(remote.name + '/')) return { remote, expose: '.' + id.slice(remote.name.length) };
  }
  return undefined;
}

export class ModuleFederation {
  readonly name: string;
  options: FederationOptions;
  readonly version = '2.9.2-lite';
  shareScopeMap: ShareScopeMap = {};
  readonly moduleCache = new Map<string, RemoteModule>();

  constructor(userOptions: UserOptions) {
    this.name = userOptions.name;
    this.options = { id: shellBuildId(), name: userOptions.name, plugins: [], remotes: [], shared: {} };
    // Keyed by the shell build's id, as runtime-core does (its getBuilderId is compiled into the shell): the first
    // instance, the shell's, is the one listed. Remotes' maps hold the very same scopes once their container inits.
    const key = this.options.id || this.name;
    federationGlobal.__SHARE__[key] ??= this.shareScopeMap;
    this.registerPlugins(userOptions.plugins);
    this.options = this.formatOptions(this.options, userOptions);
  }

  /** The remotes' bundler runtime gives a container's instance its options again (initContainerEntry, init). */
  initOptions(userOptions: UserOptions): FederationOptions {
    if (userOptions.name && userOptions.name !== this.options.name) throw liteError(`an instance cannot be renamed (${this.options.name} → ${userOptions.name})`);
    this.registerPlugins(userOptions.plugins);
    return (this.options = this.formatOptions(this.options, userOptions));
  }

  registerPlugins(plugins: RuntimePlugin[] | undefined): void {
    for (const plugin of plugins ?? []) {
      const unsupported = Object.keys(plugin).filter((k) => !SUPPORTED_PLUGIN_KEYS.has(k) && typeof plugin[k] === 'function');
      if (unsupported.length) {
        throw liteError(`runtime plugin "${plugin.name}" taps ${unsupported.join(', ')}: only beforeInit and createScript are implemented`);
      }
      if (!this.options.plugins.some((p) => p.name === plugin.name)) this.options.plugins.push(plugin);
    }
  }

  private formatOptions(current: FederationOptions, userOptions: UserOptions): FederationOptions {
    let args: BeforeInitArgs = { origin: this, userOptions, options: current };
    for (const plugin of current.plugins) if (plugin.beforeInit) args = plugin.beforeInit(args);
    const { userOptions: user, options } = args;
    for (const remote of user.remotes ?? []) this.registerRemote(remote, options.remotes, false);
    const shared = { ...options.shared };
    for (const [name, value] of Object.entries(user.shared ?? {})) {
      const list = (shared[name] ??= []);
      for (const args of Array.isArray(value) ? value : [value]) {
        const entry = formatShared(name, args, user.name, user.shareStrategy);
        if (list.some((s) => s.version === entry.version)) continue;
        list.push(entry);
        // registerShared: into the instance's own scope when no one provides that module there yet
        for (const sc of entry.scope) {
          const scope = (this.shareScopeMap[sc] ??= {});
          if (!scope[name]) register(scope, name, entry, user.name);
        }
      }
    }
    return { ...options, ...user, plugins: options.plugins, remotes: options.remotes, shared, id: user.id || options.id };
  }

  /** Puts the instance's own shared modules into `scopeName` (webpack's `__webpack_require__.I`). */
  initializeSharing(scopeName = 'default', _extra?: unknown): Promise<void>[] {
    // runtime-core's "version-first" also loads and inits every registered remote here, before a share is chosen:
    // left out — the shell registers remotes only after its own shares are loaded, so it never had one to init.
    const scope = (this.shareScopeMap[scopeName] ??= {});
    for (const [name, list] of Object.entries(this.options.shared)) {
      for (const shared of list) if (shared.scope.includes(scopeName)) register(scope, name, shared, this.options.name);
    }
    return [];
  }

  /** A container's instance takes the host's scope (initContainerEntry): the same objects, so singletons load once. */
  initShareScopeMap(scopeName: string, shareScope: ShareScope, _extra?: unknown): void {
    this.shareScopeMap[scopeName] = shareScope;
  }

  /**
   * The factory of the shared module `name` for a consuming module (webpack's `consumes`), or false when the scope
   * has no provider for it (the consumer then loads its own fallback).
   */
  async loadShare(name: string, extra?: { customShareInfo?: ShareRequest }): Promise<Factory | false> {
    const request = { ...targetShareRequest(this.options.shared[name], extra?.customShareInfo), from: this.options.name };
    for (const sc of request.scope ?? []) this.initializeSharing(sc);
    const shared: Shared | undefined = findShared(this.shareScopeMap, name, request);
    if (shared) return loadShared(shared, this.options.name);
    if (extra?.customShareInfo) return false;
    throw liteError(`loadShare("${name}") outside webpack's consumes, with no provider: left out`);
  }

  loadShareSync(name: string): never {
    throw liteError(`loadShareSync("${name}") (eager shared modules) is left out: nothing is shared eagerly in production`);
  }

  preloadRemote(): never {
    throw liteError('preloadRemote is left out: the shell preloads an expose’s chunks from its manifest (shell/src/federation/manifest.ts)');
  }

  registerShared(): never {
    throw liteError('registerShared is left out: shared modules come from the build’s init options');
  }

  initRawContainer(): never {
    throw liteError('initRawContainer is left out');
  }

  registerRemotes(remotes: Remote[], options?: { force?: boolean }): void {
    for (const remote of remotes) this.registerRemote(remote, this.options.remotes, Boolean(options?.force));
  }

  private registerRemote(remote: Remote, target: Remote[], force: boolean): void {
    if (remote.alias) throw liteError(`remote alias "${remote.alias}" is left out`);
    const registered = target.find((r) => r.name === remote.name);
    if (registered) {
      if (!force) return;
      this.removeRemote(registered);
      console.warn(`[ Federation Runtime ]: The remote "${remote.name}" is already registered. Please note that overriding it may cause unexpected errors.`);
    }
    // an entry relative to the page, made absolute as runtime-core does (the container's publicPath follows it)
    if (typeof location !== 'undefined' && !remote.entry.startsWith('http')) remote.entry = new URL(remote.entry, location.origin).href;
    remote.shareScope ||= 'default';
    remote.type ||= 'global';
    target.push(remote);
  }

  /**
   * Forgets a remote (registerRemotes with `force`): its container global, its entry's script load, its container's
   * instance and the shared modules it provided that nobody loaded, so the next load runs a fresh remoteEntry.js.
   */
  private removeRemote(remote: Remote): void {
    const i = this.options.remotes.findIndex((r) => r.name === remote.name);
    if (i !== -1) this.options.remotes.splice(i, 1);
    const loaded = this.moduleCache.get(remote.name);
    if (!loaded) return;
    const info = loaded.remoteInfo;
    const key = info.entryGlobalName;
    if (CurrentGlobal[key]) {
      if (Object.getOwnPropertyDescriptor(CurrentGlobal, key)?.configurable) delete CurrentGlobal[key];
      else CurrentGlobal[key] = undefined;
    }
    delete entryLoading[entryKey(info)];
    const instances = federationGlobal.__INSTANCES__;
    const at = instances.findIndex((ins) => ins.name === info.name);
    if (at !== -1) {
      for (const scope of Object.values(this.shareScopeMap)) {
        for (const versions of Object.values(scope)) {
          for (const [version, shared] of Object.entries(versions)) {
            if (shared.from !== info.name) continue;
            shared.useIn = shared.useIn.filter((n) => n !== info.name);
            if (!(shared.loaded || shared.loading) || !shared.useIn.length) delete versions[version];
          }
        }
      }
      instances.splice(at, 1);
    }
    this.moduleCache.delete(remote.name);
  }

  /** `remote/expose` → the expose's module (or its factory with `loadFactory: false`). */
  async loadRemote<T = unknown>(id: string, options?: { loadFactory?: boolean; from?: string }): Promise<T> {
    const match = matchRemote(this.options.remotes, id);
    if (!match) throw liteError(`no registered remote matches "${id}" (host ${this.options.name})`);
    const { remote, expose } = match;
    let module = this.moduleCache.get(remote.name);
    if (!module) this.moduleCache.set(remote.name, (module = new RemoteModule(this, getRemoteInfo(remote))));
    return (await module.get(id, expose, options?.loadFactory ?? true)) as T;
  }
}

/** The rest of runtime-core's exports: named, so a caller (a remote reads them off `_FEDERATION_RUNTIME_CORE`) fails loudly. */
function leftOut(name: string): () => never {
  return () => {
    throw liteError(`runtime-core's ${name} is left out of the shell's lite runtime`);
  };
}
export const Module = leftOut('Module');
export const addGlobalSnapshot = leftOut('addGlobalSnapshot');
export const assert = leftOut('assert');
export const error = leftOut('error');
export const getGlobalSnapshot = leftOut('getGlobalSnapshot');
export const getInfoWithoutType = leftOut('getInfoWithoutType');
export const getRegisteredShare = leftOut('getRegisteredShare');
export const helpers = new Proxy({}, { get: (_t, key) => leftOut(`helpers.${String(key)}`)() });
export const isStaticResourcesEqual = leftOut('isStaticResourcesEqual');
export const loadScript = leftOut('loadScript');
export const loadScriptNode = leftOut('loadScriptNode');
export const matchRemoteWithNameAndExpose = leftOut('matchRemoteWithNameAndExpose');
export const registerGlobalPlugins = leftOut('registerGlobalPlugins');
export const resetFederationGlobalInfo = leftOut('resetFederationGlobalInfo');
export const safeWrapper = leftOut('safeWrapper');
export const satisfy = leftOut('satisfy');
export const setGlobalFederationConstructor = leftOut('setGlobalFederationConstructor');
export const types = {};
export { getRemoteInfo };
