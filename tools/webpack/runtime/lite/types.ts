/**
 * Shapes the lite federation runtime (./core.ts, ./runtime.ts, ./bundler.ts) reads and writes: what webpack's
 * generated federation code hands it (share options, consume data, `__webpack_require__`) and what a remote's
 * container (`remoteEntry.js`) exports. Field names are @module-federation 2.9.2's, because the generated code and
 * the remotes' remoteEntry.js (built against that version) use them.
 */

/** What a shared module's getter resolves to: calling it returns the module's exports. */
export type Factory = () => unknown;

export interface ShareConfig {
  requiredVersion?: string | false;
  singleton?: boolean;
  strictVersion?: boolean;
  eager?: boolean;
  layer?: string | null;
}

/** One provider's entry for a shared module, as the build writes it (`initOptions.shared[name][i]`). */
export interface ShareArgs {
  version?: string;
  get?: () => Promise<Factory> | Factory;
  lib?: Factory;
  loaded?: boolean;
  scope?: string | string[];
  shareConfig?: ShareConfig;
  strategy?: string;
  /** Kept as given: every build keeps the same react-router exports (REACT_ROUTER_EXPORTS), so any copy serves. */
  treeShaking?: Record<string, unknown>;
}

/**
 * A provided version in a share scope (`shareScopeMap[scope][name][version]`), the same object for every container
 * that uses the scope: `lib` set once loaded, so a singleton loads once.
 */
export interface Shared {
  version: string;
  from: string;
  get: () => Promise<Factory> | Factory;
  lib?: Factory | null;
  loaded?: boolean;
  loading?: Promise<Factory> | null;
  scope: string[];
  shareConfig: ShareConfig;
  strategy: string;
  useIn: string[];
  treeShaking?: Record<string, unknown>;
}

/** name → version → provider */
export type ShareScope = Record<string, Record<string, Shared>>;
/** scope name → scope */
export type ShareScopeMap = Record<string, ShareScope>;

/** What a consumer asks for (the consume data of webpack's `consumes` runtime module). */
export interface ShareRequest {
  shareConfig?: ShareConfig;
  scope?: string[];
  strategy?: string;
  from?: string;
  get?: () => Promise<Factory> | Factory;
}

export interface Remote {
  name: string;
  entry: string;
  entryGlobalName?: string;
  type?: string;
  shareScope?: string;
  alias?: string;
  version?: string;
}

/** A remote as loaded: entry URL made absolute, defaults filled in. */
export interface RemoteInfo {
  name: string;
  entry: string;
  entryGlobalName: string;
  type: string;
  shareScope: string;
  version?: string;
}

/** The init options a container's `init` receives (third argument); `shareScopeMap` is not enumerable. */
export interface RemoteEntryInitOptions {
  version: string;
  shareScopeKeys: string | string[];
  shareScopeMap?: ShareScopeMap;
}

/** A container (`remoteEntry.js`'s global): webpack's `get` and `init`. */
export interface RemoteEntryExports {
  get(expose: string): Promise<Factory | undefined> | Factory | undefined;
  init(shareScope: ShareScope, initScope: unknown[], options: RemoteEntryInitOptions): unknown;
}

/** What the timeout plugin (shell/src/federation/timeoutPlugin.ts) returns from `createScript`. */
export type CreateScriptResult = HTMLScriptElement | { script?: HTMLScriptElement; timeout?: number } | undefined | void;

export interface BeforeInitArgs {
  origin: unknown;
  userOptions: UserOptions;
  options: FederationOptions;
}

/** A runtime plugin: the hooks the lite runtime runs (others make it throw: ./core.ts `registerPlugins`). */
export interface RuntimePlugin {
  name: string;
  version?: string;
  beforeInit?(args: BeforeInitArgs): BeforeInitArgs;
  createScript?(args: { url: string; attrs?: Record<string, unknown>; remoteInfo?: RemoteInfo }): CreateScriptResult;
  [hook: string]: unknown;
}

export interface UserOptions {
  name: string;
  id?: string;
  version?: string;
  remotes?: Remote[];
  shared?: Record<string, ShareArgs | ShareArgs[]>;
  plugins?: RuntimePlugin[];
  shareStrategy?: string;
  [key: string]: unknown;
}

export interface FederationOptions {
  id: string;
  name: string;
  remotes: Remote[];
  shared: Record<string, Shared[]>;
  plugins: RuntimePlugin[];
  shareStrategy?: string;
  [key: string]: unknown;
}
