/**
 * Share negotiation of the lite federation runtime (issue 14): which provided copy of a shared module a consumer
 * gets. Pure functions over the share scope, unit-tested without a browser (shell/src/federation/lite-runtime.test.ts).
 *
 * Mirrors @module-federation/runtime-core 2.9.2 (utils/share.ts and shared/index.ts) for what our builds use:
 * singletons with a `requiredVersion` (semver-lite ranges), the "version-first" strategy, nothing eager.
 * Left out, failing loudly: eager shares (they need loadShareSync), the "loaded-first" strategy.
 * Tree-shaken shares (react-router) are used as provided: every build keeps the same exports
 * (REACT_ROUTER_EXPORTS in tools/webpack/federation.js), so the full fallback copy runtime-core could pick
 * instead is never needed (it never picked it in our builds either: no snapshot, so no "no use" status).
 */
import { satisfy } from '../semver-lite.js';
import type { Factory, ShareArgs, Shared, ShareRequest, ShareScope, ShareScopeMap } from './types';

export const LITE = 'tools/webpack/runtime/lite';

/** An error naming this runtime, for what it leaves out or refuses. */
export function liteError(message: string): Error {
  return new Error(`Module Federation (${LITE}): ${message}`);
}

/** A build's share options → the scope entry runtime-core's formatShare makes of them. */
export function formatShared(name: string, args: ShareArgs, from: string, shareStrategy?: string): Shared {
  const strategy = args.strategy ?? shareStrategy ?? 'version-first';
  if (strategy !== 'version-first') throw liteError(`share strategy "${strategy}" of "${name}" is left out: only version-first`);
  if (args.shareConfig?.eager) throw liteError(`"${name}" is shared eagerly (loadShareSync): left out, our production builds share nothing eagerly`);
  const lib = args.lib;
  const get = args.get ?? (lib ? () => Promise.resolve(lib) : undefined);
  if (!get) throw liteError(`shared "${name}" from "${from}" has neither get nor lib`);
  return {
    useIn: [],
    from,
    loading: null,
    ...args,
    shareConfig: { requiredVersion: `^${args.version}`, singleton: false, eager: false, strictVersion: false, ...args.shareConfig },
    get,
    loaded: args.loaded || lib ? true : undefined,
    version: args.version ?? '0',
    scope: Array.isArray(args.scope) ? args.scope : [args.scope ?? 'default'],
    strategy,
  };
}

/**
 * initializeSharing's `register`: a container's own copy goes into the scope unless one of that version is there
 * already and is loaded, or comes from a container whose name sorts after this one (webpack's tie-break).
 */
export function registerShared(scope: ShareScope, name: string, shared: Shared, hostName: string): void {
  const versions = (scope[name] ??= {});
  const active = versions[shared.version];
  if (!active || (!active.loaded && hostName > active.from)) versions[shared.version] = shared;
}

const isLoaded = (s: Shared | undefined): boolean => Boolean(s && (s.loaded || typeof s.lib === 'function'));

/** runtime-core's versionLt: a ≤ b, a bare number read as major (1 → 1.0.0). */
export function versionLt(a: string, b: string): boolean {
  const fix = (v: string) => (Number.isNaN(Number(v)) ? v : v + '.0'.repeat(Math.max(0, 3 - v.split('.').length)));
  return satisfy(fix(a), `<=${fix(b)}`);
}

/** The version "version-first" picks: the highest, unless a lower one is loaded already (runtime-core's findVersion). */
export function pickVersion(versions: Record<string, Shared>): string {
  let prev = '';
  for (const cur of Object.keys(versions)) {
    if (!prev || (!isLoaded(versions[prev]) && versionLt(prev, cur)) || prev === '0') prev = cur;
  }
  return prev;
}

/**
 * The provider a request gets from the share map, or undefined (the consumer then uses its own fallback).
 * A singleton is served whatever its version, with a warning when it does not satisfy the request (an error with
 * strictVersion), as runtime-core does; a non-singleton needs a satisfying version.
 */
export function findShared(map: ShareScopeMap, name: string, request: ShareRequest): Shared | undefined {
  const config = request.shareConfig;
  for (const sc of request.scope ?? ['default']) {
    const versions = map[sc]?.[name];
    if (!config || !versions) continue;
    const version = pickVersion(versions);
    const shared = versions[version];
    const required = config.requiredVersion;
    if (config.singleton) {
      if (typeof required === 'string' && !satisfy(version, required)) {
        const msg = `Version ${version} from ${shared?.from} of shared singleton module ${name} does not satisfy the requirement of ${request.from} which needs ${required})`;
        if (config.strictVersion) throw liteError(msg);
        console.warn(`[ Federation Runtime ]: ${msg}`);
      }
      return shared;
    }
    if (required === false || required === '*' || (required !== undefined && satisfy(version, required))) return shared;
    for (const [v, s] of Object.entries(versions)) if (required !== undefined && satisfy(v, required)) return s;
    return undefined;
  }
  return undefined;
}

/**
 * runtime-core's getTargetSharedOptions: the container's own options for `name` (its highest version not loaded),
 * deep-merged with what the consuming module asks (its shareConfig and scope win).
 */
export function targetShareRequest(own: Shared[] | undefined, custom: ShareRequest | undefined): ShareRequest {
  let base: Shared | undefined;
  if (own) {
    const byVersion: Record<string, Shared> = {};
    for (const s of own) byVersion[s.version] = s;
    base = byVersion[pickVersion(byVersion)];
  }
  return {
    ...base,
    ...custom,
    shareConfig: { ...base?.shareConfig, ...definedOnly(custom?.shareConfig) },
    scope: custom?.scope ?? base?.scope,
  };
}

function definedOnly<T extends object>(o: T | undefined): Partial<T> {
  const out: Partial<T> = {};
  if (o) for (const [k, v] of Object.entries(o)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}

/** Loads (once) the provider's module: `lib` and `loaded` set on the shared entry itself, `loading` meanwhile. */
export async function loadShared(shared: Shared, hostName: string): Promise<Factory> {
  const useIn = () => {
    if (!shared.useIn.includes(hostName)) shared.useIn.push(hostName);
  };
  if (shared.lib) {
    useIn();
    return shared.lib;
  }
  if (shared.loading && !shared.loaded) {
    const factory = await shared.loading;
    shared.loaded = true;
    shared.lib ??= factory;
    useIn();
    return factory;
  }
  const loading = (async () => {
    const factory = await shared.get();
    useIn();
    shared.loaded = true;
    shared.lib = factory;
    return factory;
  })();
  shared.loading ??= loading;
  // runtime-core records which container loaded it (e2e federation: react is the shell's)
  shared.from = hostName;
  return loading;
}
