// The shell's production build runs the lite federation runtime (tools/webpack/runtime/lite/) instead of
// @module-federation/runtime-core: share selection must answer as runtime-core's does for our builds' shapes,
// remote registration must let a failed remote load afresh, and what it leaves out must fail loudly.
import { getRegisteredShare } from '@module-federation/runtime-core';
import { ModuleFederation, CurrentGlobal } from '../../../tools/webpack/runtime/lite/core';
import { bundlerRuntime, type WebpackRequire } from '../../../tools/webpack/runtime/lite/bundler';
import { findShared, formatShared, pickVersion, registerShared } from '../../../tools/webpack/runtime/lite/share';
import type { Factory, RemoteEntryExports, Shared, ShareScopeMap } from '../../../tools/webpack/runtime/lite/types';

const factory = (value: unknown): Factory => () => value;
const provided = (version: string, from: string, loaded = false): Shared => ({
  ...formatShared('react', { version, get: () => Promise.resolve(factory(`${from}@${version}`)), shareConfig: { singleton: true, requiredVersion: `^${version}` } }, from),
  ...(loaded ? { loaded: true, lib: factory(`${from}@${version}`) } : {}),
});

// what the ModuleFederationPlugin defines in the shell's build (the lite runtime is compiled there)
beforeAll(() => {
  (globalThis as Record<string, unknown>).FEDERATION_BUILD_IDENTIFIER = 'ofertas_shell:0.1.0';
});
afterAll(() => {
  delete (globalThis as Record<string, unknown>).FEDERATION_BUILD_IDENTIFIER;
});
afterEach(() => {
  const g = CurrentGlobal.__FEDERATION__!;
  g.__INSTANCES__.length = 0;
  for (const k of Object.keys(g.__SHARE__)) delete g.__SHARE__[k];
  jest.restoreAllMocks();
});

describe('share selection (./share.ts) answers as runtime-core’s getRegisteredShare', () => {
  const scopes: Record<string, Shared[]> = {
    'one version': [provided('19.3.1', 'ofertas_shell')],
    'highest wins': [provided('19.3.1', 'ofertas_shell'), provided('19.4.0', 'mfe_offers'), provided('18.2.0', 'mfe_blog')],
    'a loaded lower one stays': [provided('19.3.1', 'ofertas_shell', true), provided('19.4.0', 'mfe_offers')],
    'loaded higher': [provided('18.2.0', 'ofertas_shell'), provided('19.4.0', 'mfe_offers', true)],
    'pre-release': [provided('20.0.0-rc.1', 'mfe_editor'), provided('19.3.1', 'ofertas_shell')],
    'major mismatch': [provided('18.2.0', 'ofertas_shell')],
  };
  const requests = [
    { singleton: true, requiredVersion: '^19.3.1' },
    { singleton: true, requiredVersion: '^18.0.0' },
    { singleton: false, requiredVersion: '^19.0.0' },
    { singleton: false, requiredVersion: '^18.0.0' },
    { singleton: false, requiredVersion: '^17.0.0' },
    { singleton: false, requiredVersion: '*' },
    { singleton: false, requiredVersion: false as const },
  ];
  const mapOf = (list: Shared[]): ShareScopeMap => ({ default: { react: Object.fromEntries(list.map((s) => [s.version, s])) } });
  const noHook = { emit: () => undefined };

  test.each(Object.keys(scopes))('%s', (name) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const shareConfig of requests) {
      const map = mapOf(scopes[name]!);
      const request = { shareConfig, scope: ['default'], strategy: 'version-first', from: 'mfe_offers' };
      const lite = findShared(map, 'react', request);
      const core = getRegisteredShare(map as never, 'react', request as never, noHook as never)?.shared;
      expect([JSON.stringify(shareConfig), lite?.version]).toEqual([JSON.stringify(shareConfig), core?.version]);
    }
  });

  test('a singleton whose version does not satisfy is still served, with a warning; strictVersion refuses it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const map = mapOf([provided('18.2.0', 'ofertas_shell')]);
    expect(findShared(map, 'react', { shareConfig: { singleton: true, requiredVersion: '^19.3.1' }, scope: ['default'] })?.version).toBe('18.2.0');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('does not satisfy'));
    expect(() => findShared(map, 'react', { shareConfig: { singleton: true, strictVersion: true, requiredVersion: '^19.3.1' }, scope: ['default'] })).toThrow(
      /tools\/webpack\/runtime\/lite.*does not satisfy/,
    );
  });

  test('registration keeps a loaded copy and breaks ties by container name, as webpack does', () => {
    const scope = { react: { '19.3.1': provided('19.3.1', 'ofertas_shell', true) } };
    registerShared(scope, 'react', provided('19.3.1', 'mfe_offers'), 'zz_later');
    expect(scope.react['19.3.1'].from).toBe('ofertas_shell');
    const open = { react: { '19.3.1': provided('19.3.1', 'mfe_offers') } };
    registerShared(open, 'react', provided('19.3.1', 'mfe_blog'), 'mfe_blog');
    expect(open.react['19.3.1'].from).toBe('mfe_offers');
    registerShared(open, 'react', provided('19.3.1', 'ofertas_shell'), 'ofertas_shell');
    expect(open.react['19.3.1'].from).toBe('ofertas_shell');
    expect(pickVersion({})).toBe('');
  });
});

/** A share option as webpack's generated code writes it into initOptions.shared. */
const option = (version: string, get: () => Promise<Factory>) => ({ version, get, scope: ['default'], shareConfig: { singleton: true, requiredVersion: `^${version}`, eager: false, strictVersion: false } });

describe('instances (./core.ts)', () => {
  test('a singleton is loaded once, from the shell, for the shell and a remote container', async () => {
    const shellGet = jest.fn(() => Promise.resolve(factory('shell react')));
    const remoteGet = jest.fn(() => Promise.resolve(factory('offers react')));
    const shell = new ModuleFederation({ name: 'ofertas_shell', shared: { react: [option('19.3.1', shellGet)] } });
    const offers = new ModuleFederation({ name: 'mfe_offers', shared: { react: [option('19.3.1', remoteGet)], jotai: [option('3.0.1', () => Promise.resolve(factory('jotai')))] } });
    // what the remote's initContainerEntry does with the host's scope
    offers.initShareScopeMap('default', shell.shareScopeMap.default!);
    offers.initializeSharing('default');
    const ask = { customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^19.3.1' }, scope: ['default'] } };
    const [a, b] = await Promise.all([shell.loadShare('react', ask), offers.loadShare('react', ask)]);
    expect([(a as Factory)(), (b as Factory)()]).toEqual(['shell react', 'shell react']);
    expect(shellGet).toHaveBeenCalledTimes(1);
    expect(remoteGet).not.toHaveBeenCalled();
    const entry = shell.shareScopeMap.default!.react!['19.3.1']!;
    expect([entry.from, entry.loaded]).toEqual(['ofertas_shell', true]);
    // a module only a remote provides goes into the shared scope too
    expect(shell.shareScopeMap.default!.jotai!['3.0.1']!.from).toBe('mfe_offers');
    // e2e federation reads the scopes from __FEDERATION__.__SHARE__: one map, the shell's
    expect(Object.values(CurrentGlobal.__FEDERATION__!.__SHARE__)).toEqual([shell.shareScopeMap]);
    // no provider at all: false, so webpack's consumes loads the consumer's own fallback
    await expect(shell.loadShare('left-pad', { customShareInfo: { shareConfig: { singleton: true }, scope: ['default'] } })).resolves.toBe(false);
  });

  test('runtime plugins: beforeInit runs; a hook it does not implement fails loudly', () => {
    const seen: string[] = [];
    new ModuleFederation({ name: 'a', plugins: [{ name: 'p', beforeInit: (args) => (seen.push(args.userOptions.name), args) }] });
    expect(seen).toEqual(['a']);
    expect(() => new ModuleFederation({ name: 'b', plugins: [{ name: 'retry', errorLoadRemote: () => undefined }] })).toThrow(
      /tools\/webpack\/runtime\/lite.*"retry" taps errorLoadRemote/,
    );
    expect(() => new ModuleFederation({ name: 'c', shared: { react: [{ version: '19.3.1', get: () => Promise.resolve(factory(1)), shareConfig: { eager: true } }] } })).toThrow(/eager/);
    expect(() => new ModuleFederation({ name: 'd' }).preloadRemote()).toThrow(/tools\/webpack\/runtime\/lite.*preloadRemote/);
  });
});

describe('remote registration and loading (./core.ts)', () => {
  /** A createScript plugin that hands each script to the test instead of the network. */
  function harness(timeout?: number) {
    const scripts: HTMLScriptElement[] = [];
    const host = new ModuleFederation({
      name: 'ofertas_shell',
      plugins: [
        {
          name: 'capture',
          createScript: ({ url }) => {
            const script = document.createElement('script');
            script.src = url;
            scripts.push(script);
            return timeout ? { script, timeout } : script;
          },
        },
      ],
    });
    return { host, scripts };
  }
  const container = (label: string): RemoteEntryExports => ({
    init: jest.fn(),
    get: jest.fn((expose: string) => (expose === './routes' ? factory({ label }) : undefined)),
  });

  test('registers by remoteEntry URL (made absolute), loads the container once and inits it with the host scope', async () => {
    const { host, scripts } = harness();
    host.registerRemotes([{ name: 'mfe_offers', entry: '/mfe/offers/remoteEntry.js' }]);
    expect(host.options.remotes[0]).toMatchObject({ entry: `${location.origin}/mfe/offers/remoteEntry.js`, shareScope: 'default', type: 'global' });
    const first = host.loadRemote('mfe_offers/routes');
    const second = host.loadRemote('mfe_offers/routes');
    await Promise.resolve();
    expect(scripts).toHaveLength(1);
    const c = container('v1');
    CurrentGlobal.mfe_offers = c;
    scripts[0]!.onload!(new Event('load'));
    expect(await first).toEqual({ label: 'v1' });
    expect(await second).toEqual({ label: 'v1' });
    expect(c.init).toHaveBeenCalledTimes(1);
    expect((c.init as jest.Mock).mock.calls[0]![0]).toBe(host.shareScopeMap.default);
    await expect(host.loadRemote('mfe_offers/nope')).rejects.toThrow(/no expose "\.\/nope"/);
    await expect(host.loadRemote('mfe_coupons/routes')).rejects.toThrow(/tools\/webpack\/runtime\/lite.*no registered remote/);
    delete CurrentGlobal.mfe_offers;
  });

  test('a failed script rejects; re-registering with force loads a fresh remoteEntry.js (Reintentar, remote swapped)', async () => {
    const { host, scripts } = harness();
    host.registerRemotes([{ name: 'mfe_coupons', entry: 'http://127.0.0.1:1/remoteEntry.js' }]);
    const failed = host.loadRemote('mfe_coupons/routes');
    await Promise.resolve();
    scripts[0]!.onerror!(new Event('error'));
    await expect(failed).rejects.toThrow(/ScriptNetworkError/);
    // without force the registration stays as it was
    host.registerRemotes([{ name: 'mfe_coupons', entry: 'http://127.0.0.1:2/remoteEntry.js' }]);
    expect(host.options.remotes.map((r) => r.entry)).toEqual(['http://127.0.0.1:1/remoteEntry.js']);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    host.registerRemotes([{ name: 'mfe_coupons', entry: 'http://127.0.0.1:2/remoteEntry.js' }], { force: true });
    expect(host.options.remotes.map((r) => r.entry)).toEqual(['http://127.0.0.1:2/remoteEntry.js']);
    const retried = host.loadRemote('mfe_coupons/routes');
    await Promise.resolve();
    expect(scripts.map((s) => s.src)).toEqual(['http://127.0.0.1:1/remoteEntry.js', 'http://127.0.0.1:2/remoteEntry.js']);
    CurrentGlobal.mfe_coupons = container('coupons');
    scripts[1]!.onload!(new Event('load'));
    expect(await retried).toEqual({ label: 'coupons' });

    // forcing again (a new URL in /remotes.json) forgets the loaded container and its global
    host.registerRemotes([{ name: 'mfe_coupons', entry: 'http://127.0.0.1:3/remoteEntry.js' }], { force: true });
    expect(CurrentGlobal.mfe_coupons).toBeUndefined();
    const swapped = host.loadRemote('mfe_coupons/routes');
    await Promise.resolve();
    CurrentGlobal.mfe_coupons = container('coupons v2');
    scripts[2]!.onload!(new Event('load'));
    expect(await swapped).toEqual({ label: 'coupons v2' });
    delete CurrentGlobal.mfe_coupons;
  });

  test('a script that times out, or defines no container, rejects', async () => {
    const { host, scripts } = harness(20);
    host.registerRemotes([{ name: 'mfe_blog', entry: 'http://127.0.0.1:1/remoteEntry.js' }]);
    await expect(host.loadRemote('mfe_blog/routes')).rejects.toThrow(/timed out after 20 ms/);
    const empty = host.loadRemote('mfe_blog/routes');
    await Promise.resolve();
    scripts[1]!.onload!(new Event('load'));
    await expect(empty).rejects.toThrow(/defines no container "mfe_blog"/);
    expect(() => host.registerRemotes([{ name: 'x', alias: 'y', entry: '/e.js' }])).toThrow(/alias/);
  });
});

describe('webpack bundler runtime (./bundler.ts)', () => {
  test('consumes: a chunk’s shared module becomes the scope’s copy, or the consumer’s fallback when none is provided', async () => {
    const shell = new ModuleFederation({ name: 'ofertas_shell', shared: { react: [option('19.3.1', () => Promise.resolve(factory('shell react')))] } });
    const modules: Record<string, (m: { exports: unknown }) => void> = {};
    const wr = Object.assign((id: string | number) => {
      const module = { exports: undefined as unknown };
      modules[id]!(module);
      return module.exports;
    }, {
      m: modules,
      c: {},
      o: (obj: object, key: PropertyKey) => Object.hasOwn(obj, key),
      S: {},
      consumesLoadingData: {
        moduleIdToConsumeDataMapping: {
          1: { shareKey: 'react', shareScope: 'default', singleton: true, requiredVersion: '^19.3.1', fallback: () => Promise.resolve(factory('own react')) },
          2: { shareKey: 'jotai', shareScope: ['default'], singleton: true, requiredVersion: '^3.0.1', fallback: () => Promise.resolve(factory('own jotai')) },
        },
      },
      federation: { instance: shell, runtime: { init: () => shell } },
    }) as unknown as WebpackRequire;
    const promises: Promise<unknown>[] = [];
    bundlerRuntime.consumes({ chunkId: 'c', promises, installedModules: {}, webpackRequire: wr, chunkMapping: { c: [1, 2] } });
    await Promise.all(promises);
    expect([wr(1), wr(2)]).toEqual(['shell react', 'own jotai']);
    expect(wr.S).toBe(shell.shareScopeMap);
    expect(() => bundlerRuntime.remotes()).toThrow(/tools\/webpack\/runtime\/lite.*remotes/);
    expect(() => bundlerRuntime.installInitialConsumes()).toThrow(/eager/);
  });

  test('initContainerEntry: a remote container’s instance takes the host’s scope, then adds its own shared modules', async () => {
    const shell = new ModuleFederation({ name: 'ofertas_shell', shared: { react: [option('19.3.1', () => Promise.resolve(factory('shell react')))] } });
    const offers = new ModuleFederation({ name: 'mfe_offers', shared: { jotai: [option('3.0.1', () => Promise.resolve(factory('jotai')))] } });
    const I = jest.fn((scope: string, initScope?: object[]) => {
      offers.initializeSharing(scope, { initScope });
      return Promise.resolve(true as const);
    });
    const wr = { S: {}, I, federation: { instance: offers, initOptions: { name: 'mfe_offers' } } } as unknown as WebpackRequire;
    const options = { version: '', shareScopeKeys: 'default' };
    await bundlerRuntime.initContainerEntry({ webpackRequire: wr, shareScope: shell.shareScopeMap.default!, initScope: [], remoteEntryInitOptions: options });
    expect(offers.shareScopeMap.default).toBe(shell.shareScopeMap.default);
    expect(wr.S).toBe(offers.shareScopeMap);
    expect(Object.keys(shell.shareScopeMap.default!).sort()).toEqual(['jotai', 'react']);
    expect(() =>
      bundlerRuntime.initContainerEntry({ webpackRequire: wr, shareScope: {}, shareScopeKey: ['default', 'other'], remoteEntryInitOptions: options }),
    ).toThrow(/several share scopes/);
  });
});
