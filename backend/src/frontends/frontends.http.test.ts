import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { RemotesManifestSchema, SiteInfoSchema } from '@ofertas/contracts';
import { AnalyticsService } from '../analytics/analytics.service';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { cacheControlFor, isHashed } from './static-files';
import { preloadTags } from './head-tags';
import { ConfigError, parseEnv } from '../config/config';
import { devOverrideCsp } from '../http/security-headers';

/** The status of a GET sent with exactly these headers. */
function statusOf(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

/** A fake set of front-end builds laid out like the repository (shell/dist, mfe-<name>/dist). */
function fakeBuilds(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-frontends-'));
  const write = (rel: string, body: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), body);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang=es><head><title>Ofertas Flash</title><meta name=description content="x"></head><body><div id=root></div></body></html>',
  );
  const shellJs = 'console.log("shell");'.repeat(200);
  write('shell/dist/main.0123abcd.js', shellJs);
  // The build's precompressed copies (tools/webpack/precompress.js); the server compresses nothing itself.
  write('shell/dist/main.0123abcd.js.gz', gzipSync(shellJs));
  write('shell/dist/main.0123abcd.js.br', brotliCompressSync(shellJs));
  write('shell/dist/plain.0123abcd.js', 'console.log("sin copias");'.repeat(200));
  write(
    'mfe-offers/dist/mf-manifest.json',
    JSON.stringify({
      name: 'mfe_offers',
      metaData: { globalName: 'mfe_offers', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['__federation_expose_routes.89abcdef.js'], async: ['home.2.js', 'list.1.js'] } } }],
      pages: { home: ['home.2.js'], list: ['787.3.js', 'list.1.js'] },
    }),
  );
  write('mfe-offers/dist/remoteEntry.js', 'var mfe_offers;');
  write('mfe-offers/dist/__federation_expose_routes.89abcdef.js', 'export{}');
  write('secret.txt', 'do not serve');
  return root;
}

describe.each(databaseKinds())('front ends, site and analytics on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    const env = {
      FRONTENDS_DIR: fakeBuilds(),
      REMOTE_BLOG_URL: 'https://blog.example.com/mf-manifest.json',
      SITE_NAME: 'Ofertas de Prueba',
      SITE_SOCIAL: 'X|https://x.com/prueba,Facebook|https://facebook.com/prueba',
    };
    t = await startTestApp(await freshConfig(kind, env));
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /remotes.json: defaults under /mfe/<name>/, overridable per remote, never cached', async () => {
    const res = await t.get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(RemotesManifestSchema.parse(res.body)).toEqual({
      offers: '/mfe/offers/mf-manifest.json',
      coupons: '/mfe/coupons/mf-manifest.json',
      blog: 'https://blog.example.com/mf-manifest.json',
      editor: '/mfe/editor/mf-manifest.json',
    });
  });

  it('serves the shell at / and every client route (history fallback) with per-route head tags', async () => {
    const home = await t.get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(String(home.body)).toContain('<div id=root>');
    expect(String(home.body)).toContain('<link rel="preload" href="/mfe/offers/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    // the owner's remoteEntry.js, pages expose chunks and this page's chunk (from its manifest), at low priority
    expect(String(home.body)).toContain(
      '<link rel="preload" href="/mfe/offers/remoteEntry.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/mfe/offers/__federation_expose_routes.89abcdef.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/mfe/offers/home.2.js" as="script" fetchpriority="low">',
    );
    expect(String(home.body)).not.toContain('list.1.js');
    expect(String((await t.get('/ofertas/tele')).body)).toContain(
      '<link rel="preload" href="/mfe/offers/787.3.js" as="script" fetchpriority="low"><link rel="preload" href="/mfe/offers/list.1.js" as="script" fetchpriority="low">',
    );
    const contact = await t.get('/contacto');
    expect(String(contact.body)).toContain('<title>Contacto | Ofertas de Prueba</title>');
    const inline = /<script id="site-info" type="application\/json">(.*?)<\/script>/.exec(String(contact.body));
    expect(JSON.parse(inline?.[1] ?? 'null')).toMatchObject({ siteName: 'Ofertas de Prueba' });
    // Unknown paths: a real 404 carrying the shell (which shows its error page in place) and the status marker.
    const unknown = await t.get('/no/existe/para/nada');
    expect(unknown.status).toBe(404);
    expect(String(unknown.body)).toContain('<div id=root>');
    expect(String(unknown.body)).toContain('<meta data-server-head name="x-status" content="404">');
    expect(String(unknown.body)).not.toContain('as="script"');
    // a remote on another origin (REMOTE_BLOG_URL above): its manifest is not read by the server, nothing hinted
    expect(String((await t.get('/blog')).body)).not.toContain('as="script"');
  });

  it('hashed files are immutable; manifests and remoteEntry.js are no-cache; gzip when accepted', async () => {
    const js = await t.send('GET', '/main.0123abcd.js', undefined, { 'accept-encoding': 'gzip' });
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(String(js.body)).toContain('console.log("shell")'); // fetch decompresses
    const raw = await fetch(`${t.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(raw.headers.get('content-encoding')).toBe('gzip');
    const br = await fetch(`${t.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toContain('console.log("shell")');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const none = await fetch(`${t.url}/main.0123abcd.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toContain('console.log("shell")');
    // Without copies from the build, a file goes as it is.
    const uncopied = await fetch(`${t.url}/plain.0123abcd.js`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(uncopied.headers.get('content-encoding')).toBeNull();
    expect(await uncopied.text()).toContain('sin copias');
    const manifest = await t.get('/mfe/offers/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const entry = await t.get('/mfe/offers/remoteEntry.js');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toContain('javascript');
    const chunk = await t.get('/mfe/offers/__federation_expose_routes.89abcdef.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // node:http, not fetch: fetch adds `cache-control: no-cache` to a conditional request, which asks for a reload.
    const again = await statusOf(`${t.url}/mfe/offers/remoteEntry.js`, { 'if-none-match': entry.headers.get('etag') ?? '' });
    expect(again).toBe(304);
  });

  it("a remote's build file: the build's copy when it matches, the new bytes once the file is rebuilt", async () => {
    const dist = t.config.frontends.remoteDist.offers;
    const first = 'export const v = "uno";'.repeat(100);
    fs.writeFileSync(path.join(dist, 'rebuilt.js'), first);
    fs.writeFileSync(path.join(dist, 'rebuilt.js.br'), brotliCompressSync(first));
    const br = await fetch(`${t.url}/mfe/offers/rebuilt.js`, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(first);
    // A rebuild while the server runs (seen within the second a look-up is trusted); its .br is now stale
    // (another body) and must never be sent.
    const second = 'export const v = "dos, más largo";'.repeat(100);
    fs.writeFileSync(path.join(dist, 'rebuilt.js'), second);
    const seen = new Set<string>();
    for (const deadline = Date.now() + 5000; !seen.has(second) && Date.now() < deadline; ) {
      seen.add(await (await fetch(`${t.url}/mfe/offers/rebuilt.js`, { headers: { 'accept-encoding': 'br' } })).text());
      await new Promise((r) => setTimeout(r, 100));
    }
    expect([...seen].filter((text) => text !== first)).toEqual([second]);
  });

  it('unknown /api/* stays a JSON 404; missing assets and unknown remotes are 404; no path traversal', async () => {
    const api = await t.get('/api/no-existe');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await t.get('/missing.12345678.js')).status).toBe(404);
    expect((await t.get('/mfe/offers/nothing.js')).status).toBe(404);
    expect((await t.get('/mfe/unknown/mf-manifest.json')).status).toBe(404);
    expect((await t.get('/mfe/coupons/mf-manifest.json')).status).toBe(404); // not built in this fake tree
    const traversal = await t.get('/mfe/offers/..%2F..%2Fsecret.txt');
    expect(traversal.status).toBe(404);
    expect(String(traversal.body)).not.toContain('do not serve');
  });

  it('GET /api/site answers the configured identity', async () => {
    const res = await t.get('/api/site');
    expect(res.status).toBe(200);
    const site = SiteInfoSchema.parse(res.body);
    expect(site.siteName).toBe('Ofertas de Prueba');
    expect(site.social).toEqual([
      { name: 'X', url: 'https://x.com/prueba' },
      { name: 'Facebook', url: 'https://facebook.com/prueba' },
    ]);
    expect(site.ga4Id).toBeNull();
  });

  it('POST /api/analytics/pageview stores a cookieless page view and answers 204', async () => {
    const ok = await t.send('POST', '/api/analytics/pageview', { path: '/ofertas/tv', query: 'page=2', referrer: '/' });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('set-cookie')).toBeNull();
    await t.send('POST', '/api/analytics/pageview', { path: '/ofertas/tv', query: '' });
    const bad = await t.send('POST', '/api/analytics/pageview', { path: 'sin-barra' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ statusCode: 400 });
    const rows = await t.db.query(`SELECT path, query, referrer FROM page_view ORDER BY id`);
    expect(rows).toEqual([
      { path: '/ofertas/tv', query: 'page=2', referrer: '/' },
      { path: '/ofertas/tv', query: '', referrer: null },
    ]);
    expect(await t.app.get(AnalyticsService).countByPath()).toEqual([{ path: '/ofertas/tv', views: 2 }]);
  });

  it('a page for a browser with the mf_dev cookie allows the dev origins (and their ws:); everyone else keeps the strict CSP', async () => {
    const directives = (csp: string | null) =>
      new Map((csp ?? '').split(';').map((d) => { const [name = '', ...values] = d.trim().split(/\s+/); return [name, values] as const; }));
    const strict = await t.get('/cupones');
    const dev = await t.send('GET', '/cupones', undefined, { cookie: 'ofertas_otra=x; mf_dev=1' });
    const after = await t.get('/cupones');
    const strictCsp = strict.headers.get('content-security-policy');
    // everyone's page: the policy of every other answer, no dev origin, and the released remote's hints
    expect(strictCsp).toBe((await t.get('/api/site')).headers.get('content-security-policy'));
    expect(strictCsp).not.toContain('localhost');
    expect(String(strict.body)).toContain('href="/mfe/coupons/mf-manifest.json"');
    expect(strict.headers.get('vary')).toContain('cookie');
    expect(strict.headers.get('cache-control')).toBe('no-cache');
    // the developer's page: exactly the allow-listed origins added, in scripts, styles, fonts and connections
    const base = directives(strictCsp);
    const widened = directives(dev.headers.get('content-security-policy'));
    const added = (name: string) => (widened.get(name) ?? []).filter((v) => !(base.get(name) ?? []).includes(v));
    const origins = ['http://localhost:*', 'http://127.0.0.1:*'];
    for (const name of ['script-src', 'style-src', 'font-src']) expect(added(name)).toEqual(origins);
    expect(added('connect-src')).toEqual([...origins, 'ws://localhost:*', 'ws://127.0.0.1:*']);
    const others = [...base.keys()].filter((name) => !['script-src', 'style-src', 'font-src', 'connect-src'].includes(name));
    expect(others.flatMap(added)).toEqual([]);
    expect(dev.headers.get('cache-control')).toBe('private, no-cache');
    // no hint of the released remotes (the developer's build replaces one of them); /remotes.json still hinted
    expect(String(dev.body)).not.toContain('/mfe/coupons/');
    expect(String(dev.body)).toContain('href="/remotes.json"');
    const inline = /<script id="site-info" type="application\/json">(.*?)<\/script>/.exec(String(dev.body));
    expect(JSON.parse(inline?.[1] ?? 'null')).toMatchObject({ devOverrideOrigins: origins });
    // nothing of the developer's answer is kept for the next visitor (the served head cache holds no CSP)
    expect(after.headers.get('content-security-policy')).toBe(strictCsp);
    // a cookie of another value, or API answers, never widen the policy
    expect((await t.send('GET', '/cupones', undefined, { cookie: 'mf_dev=0' })).headers.get('content-security-policy')).toBe(strictCsp);
    expect((await t.send('GET', '/api/site', undefined, { cookie: 'mf_dev=1' })).headers.get('content-security-policy')).toBe(strictCsp);
  });
});

describe('configuration', () => {
  it('preloads the manifest of the remote that owns the path (route table ranking)', () => {
    const manifests = { offers: '/mfe/offers/mf-manifest.json', coupons: '/mfe/coupons/mf-manifest.json', blog: '/mfe/blog/mf-manifest.json', editor: '/mfe/editor/mf-manifest.json' };
    const preloaded = (path: string) => /href="(\/mfe\/[^"]+)"/.exec(preloadTags(path, manifests))?.[1] ?? null;
    expect(preloaded('/')).toBe(manifests.offers);
    expect(preloaded('/ofertas/black-friday')).toBe(manifests.offers);
    expect(preloaded('/ofertas/portatil-hp/123')).toBe(manifests.offers);
    expect(preloaded('/categorias')).toBe(manifests.offers);
    expect(preloaded('/cupones/pandora')).toBe(manifests.coupons);
    expect(preloaded('/blog/new')).toBe(manifests.editor);
    expect(preloaded('/blog/mi-articulo')).toBe(manifests.blog);
    expect(preloaded('/mi-articulo')).toBe(manifests.blog);
    expect(preloaded('/contacto')).toBeNull();
    expect(preloaded('/legal/privacy')).toBeNull();
    expect(preloaded('/a/b/c')).toBeNull();
    expect(preloadTags('/cupones', { coupons: 'http://cdn.example/remoteEntry.js' })).not.toContain('remoteEntry');
  });

  it('DEV_OVERRIDE_ORIGINS: `none` turns overrides off; an entry with a path or another scheme stops start-up', () => {
    const off = parseEnv({ DEV_OVERRIDE_ORIGINS: 'none' });
    expect(off.frontends.devOverrideOrigins).toEqual([]);
    expect(off.site.devOverrideOrigins).toEqual([]);
    expect(devOverrideCsp(off.frontends.remotes, off.site, off.PUBLIC_URL, off.frontends.devOverrideOrigins)).toBeNull();
    expect(parseEnv({ DEV_OVERRIDE_ORIGINS: ' https://*.preview.example:8443 ,http://[::1]:*' }).frontends.devOverrideOrigins).toEqual([
      'https://*.preview.example:8443',
      'http://[::1]:*',
    ]);
    expect(() => parseEnv({ DEV_OVERRIDE_ORIGINS: 'http://localhost:5002/mf-manifest.json' })).toThrow(ConfigError);
    expect(() => parseEnv({ DEV_OVERRIDE_ORIGINS: "'unsafe-inline'" })).toThrow('DEV_OVERRIDE_ORIGINS');
  });

  it('cache policy by file name', () => {
    expect(isHashed('main.0123abcd.js')).toBe(true);
    expect(isHashed('remoteEntry.js')).toBe(false);
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
  });
});
