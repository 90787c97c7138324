import { isManifestUrl, parseRemoteManifest } from './remote-manifest';

const manifest = (metaData: Record<string, unknown>, exposes: unknown[] = []) => ({ id: 'mfe_x', name: 'mfe_x', metaData, exposes });
const entry = { name: 'remoteEntry.js', path: '', type: 'global' };

test('publicPath "auto" is the manifest’s folder, resolved against the page (same origin or a CDN)', () => {
  const body = manifest({ globalName: 'mfe_x', publicPath: 'auto', remoteEntry: entry }, [
    { path: './routes', assets: { js: { sync: ['__federation_expose_routes.1.js'], async: ['page.2.js'] } } },
    { path: './Card', assets: { js: { sync: ['7.3.js', '__federation_expose_Card.4.js'] } } },
  ]);
  const info = parseRemoteManifest(body, '/mfe/x/mf-manifest.json?v=2', 'http://site.example/ofertas/tv');
  expect(info.entry).toBe('http://site.example/mfe/x/remoteEntry.js');
  expect(info.entryGlobalName).toBe('mfe_x');
  expect(info.type).toBe('global');
  expect(info.exposeChunks.get('./routes')).toEqual(['http://site.example/mfe/x/__federation_expose_routes.1.js']);
  expect(info.exposeChunks.get('./Card')).toEqual(['http://site.example/mfe/x/7.3.js', 'http://site.example/mfe/x/__federation_expose_Card.4.js']);
  expect(parseRemoteManifest(body, 'https://cdn.example/x/v2/mf-manifest.json', 'http://site.example/').entry).toBe(
    'https://cdn.example/x/v2/remoteEntry.js',
  );
});

test('an explicit publicPath and a remoteEntry folder are joined as the sdk joins them', () => {
  const at = (publicPath: string, path: string) =>
    parseRemoteManifest(manifest({ publicPath, remoteEntry: { ...entry, path } }), '/m/mf-manifest.json', 'http://s.example/').entry;
  expect(at('https://cdn.example/x/', '')).toBe('https://cdn.example/x/remoteEntry.js');
  expect(at('https://cdn.example/x/', '.')).toBe('https://cdn.example/x/remoteEntry.js');
  expect(at('https://cdn.example/x/', './js/')).toBe('https://cdn.example/x/js/remoteEntry.js');
  expect(at('/static/', '/js')).toBe('http://s.example/static/js/remoteEntry.js');
  expect(at('', 'js')).toBe('http://s.example/m/js/remoteEntry.js');
});

test('a manifest without what the shell needs is refused with its URL', () => {
  expect(() => parseRemoteManifest(null, '/a/mf-manifest.json', 'http://s/')).toThrow('manifiesto /a/mf-manifest.json: sin metaData');
  expect(() => parseRemoteManifest(manifest({ publicPath: 'auto', remoteEntry: {} }), '/a.json', 'http://s/')).toThrow('remoteEntry.name');
  expect(() => parseRemoteManifest(manifest({ getPublicPath: 'return "/x/"', remoteEntry: entry }), '/a.json', 'http://s/')).toThrow(
    'getPublicPath no se admite',
  );
  // exposes are optional (a remote with no expose in use); odd entries are skipped
  const info = parseRemoteManifest({ metaData: { publicPath: 'auto', remoteEntry: entry }, exposes: [null, { path: './a' }] }, '/a/m.json', 'http://s/');
  expect(info.exposeChunks.get('./a')).toEqual([]);
  expect(info.entryGlobalName).toBeUndefined();
});

test('manifest URLs are told from remoteEntry URLs', () => {
  expect(isManifestUrl('/mfe/offers/mf-manifest.json')).toBe(true);
  expect(isManifestUrl('https://cdn.example/o/mf-manifest.json?v=3')).toBe(true);
  expect(isManifestUrl('https://cdn.example/o/remoteEntry.js')).toBe(false);
});

test('pages (page chunk name → files) are read and resolved like the exposes; odd entries skipped', () => {
  const body = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    pages: { list: ['787.1.js', 'list.2.js', 7], bad: 'x' },
  };
  const info = parseRemoteManifest(body, '/mfe/x/mf-manifest.json', 'http://s.example/');
  expect(info.pageChunks.get('list')).toEqual(['http://s.example/mfe/x/787.1.js', 'http://s.example/mfe/x/list.2.js']);
  expect(info.pageChunks.has('bad')).toBe(false);
  expect(parseRemoteManifest({ metaData: body.metaData }, '/m.json', 'http://s/').pageChunks.size).toBe(0);
});
