import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ReleaseHistorySchema, ReleasesListSchema, RemoteChannelSchema, PublishedVersionSchema, GateRefusalSchema } from '@ofertas/contracts';
import { minimalShellDir } from '../frontends/minimal-shell';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { fakeRemoteBuild, uploadBody } from '../test-support/remote-build';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { ReleaseTokens } from './release-tokens';
import { ReleasesService } from './releases.service';

/** A team's own host for a build registered by URL (the gate reads it there). */
async function hostBuild(files: ReturnType<typeof fakeRemoteBuild>): Promise<{ origin: string; close: () => Promise<void> }> {
  const byPath = new Map(files.map((f) => [`/coupons/${f.path}`, f.body]));
  const server = http.createServer((req, res) => {
    const body = byPath.get(req.url ?? '');
    res.writeHead(body === undefined ? 404 : 200, { 'access-control-allow-origin': '*' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(databaseKinds())('release registry on %s', (kind) => {
  let t: TestApp;
  let coupons: string;
  let blog: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const channel = async (remote: string) => ReleasesListSchema.parse((await t.get('/api/releases')).body).find((c) => c.remote === remote);
  const remotesFor = async (bucket: number) => (await t.send('GET', '/remotes.json', undefined, { cookie: `mf_bucket=${bucket}` })).body as Record<string, string>;

  beforeAll(async () => {
    const config = await freshConfig(kind, {
      FRONTENDS_DIR: minimalShellDir(),
      REMOTE_BLOG_URL: 'https://blog.example.com/mf-manifest.json',
      RELEASE_ROLLBACK_MIN_VIEWS: '5',
      RELEASE_ROLLBACK_MARGIN: '0.05',
    });
    t = await startTestApp(config);
    coupons = await t.app.get(ReleaseTokens).create('equipo-cupones', ['coupons']);
    blog = await t.app.get(ReleaseTokens).create('equipo-blog', ['blog']);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('seeds an empty registry from REMOTE_<NAME>_URL once, also when seeding runs twice at once', async () => {
    await Promise.all([t.app.get(ReleasesService).seed(), t.app.get(ReleasesService).seed()]);
    const list = ReleasesListSchema.parse((await t.get('/api/releases')).body);
    expect(list.map((c) => c.remote)).toEqual(['blog', 'coupons', 'editor', 'offers']);
    expect(list.every((c) => c.revision === 0 && c.canary === null && c.stable?.startsWith('seed-'))).toBe(true);
    expect(list.find((c) => c.remote === 'blog')?.versions[0]?.manifestUrl).toBe('https://blog.example.com/mf-manifest.json');
    const history = ReleaseHistorySchema.parse((await t.get('/api/releases/coupons/history')).body);
    expect(history.map((h) => h.action)).toEqual(['seed']);
    expect(await remotesFor(0)).toEqual({
      offers: '/mfe/offers/mf-manifest.json',
      coupons: '/mfe/coupons/mf-manifest.json',
      blog: 'https://blog.example.com/mf-manifest.json',
      editor: '/mfe/editor/mf-manifest.json',
    });
    // no canary runs yet: a first visit gets no cookie at all
    expect((await t.get('/cupones')).headers.get('set-cookie')).toBeNull();
  });

  it('writes need a release token of the remote’s team: 401 without or unknown, 403 for another team', async () => {
    const body = uploadBody(fakeRemoteBuild());
    const none = await t.send('POST', '/api/releases/coupons/versions', body);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ statusCode: 401 });
    expect((await t.send('POST', '/api/releases/coupons/versions', body, auth('rt_no-such-token-here'))).status).toBe(401);
    const other = await t.send('POST', '/api/releases/coupons/promote', { expectedRevision: 0 }, auth(blog));
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ message: 'El equipo equipo-blog no publica el remoto coupons' });
  });

  it('the gate refuses with every reason: react 18, a missing expose, another contracts major, a missing file', async () => {
    const react18 = await t.send('POST', '/api/releases/coupons/versions', uploadBody(fakeRemoteBuild({ react: '18.3.1' })), auth(coupons));
    expect(react18.status).toBe(422);
    expect(GateRefusalSchema.parse(react18.body).reasons).toEqual(['react 18.3.1 no cumple el rango del shell ^19.3.1']);
    const noRoutes = await t.send('POST', '/api/releases/coupons/versions', uploadBody(fakeRemoteBuild({ exposes: ['./Other'] })), auth(coupons));
    expect(noRoutes.status).toBe(422);
    expect(GateRefusalSchema.parse(noRoutes.body).reasons).toEqual(['falta el expose ./routes que necesita el shell']);
    const offers = await t.app.get(ReleaseTokens).create('equipo-ofertas', ['offers']);
    const fragments = await t.send('POST', '/api/releases/offers/versions', uploadBody(fakeRemoteBuild({ remote: 'offers', exposes: ['./routes', './ProductCard'] })), auth(offers));
    expect(GateRefusalSchema.parse(fragments.body).reasons).toEqual(['falta el expose ./ProductStrip que necesita el shell', 'falta el expose ./Carousel que necesita el shell']);
    const several = await t.send('POST', '/api/releases/coupons/versions', uploadBody(fakeRemoteBuild({ contractsVersion: '1.0.0', missingFile: true })), auth(coupons));
    expect(GateRefusalSchema.parse(several.body).reasons).toEqual([
      'compilado con contracts 1.0.0; el shell usa 0.1.0 (otra versión mayor)',
      expect.stringMatching(/^el archivo http:\/\/candidate\.invalid\/mfe\/coupons\/v\/[^/]+\/gone\.12345678\.js respondió 404$/),
    ]);
    expect(ReleaseHistorySchema.parse((await t.get('/api/releases/coupons/history')).body).map((h) => h.action)).toEqual(['seed']);
  });

  let v2 = '';
  it('stores a build as an immutable version served under /mfe/<remote>/v/<version>/ (same build, same id)', async () => {
    const first = await t.send('POST', '/api/releases/coupons/versions', uploadBody(fakeRemoteBuild({ marker: 'v2' })), auth(coupons));
    expect(first.status).toBe(201);
    const published = PublishedVersionSchema.parse(first.body);
    expect(published.version).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
    expect(published.manifestUrl).toBe(`/mfe/coupons/v/${published.version}/mf-manifest.json`);
    v2 = published.version;
    const again = await t.send('POST', '/api/releases/coupons/versions', uploadBody(fakeRemoteBuild({ marker: 'v2' })), auth(coupons));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ version: v2, created: false });
    const chunk = await t.get(`/mfe/coupons/v/${v2}/__federation_expose_routes.00000000.js`);
    expect(chunk.status).toBe(200);
    expect(String(chunk.body)).toContain('"v2"');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.get(`/mfe/coupons/v/${v2}/remoteEntry.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await t.get(`/mfe/coupons/v/${v2}/mf-manifest.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const revalidated = await t.send('GET', `/mfe/coupons/v/${v2}/mf-manifest.json`, undefined, { 'if-none-match': manifest.headers.get('etag') ?? '' });
    expect(revalidated.status).toBe(304);
    expect((await t.get(`/mfe/coupons/v/${v2}/nothing.js`)).status).toBe(404);
    expect((await t.get('/mfe/coupons/v/0.1.0-000000000000/remoteEntry.js')).status).toBe(404);
  });

  it('two concurrent releases on one revision: exactly one wins, the other is 409', async () => {
    const revision = (await channel('coupons'))?.revision ?? -1;
    const answers = await Promise.all([
      t.send('POST', '/api/releases/coupons/release', { version: v2, expectedRevision: revision, canaryShare: 50 }, auth(coupons)),
      t.send('POST', '/api/releases/coupons/release', { version: v2, expectedRevision: revision, canaryShare: 30 }, auth(coupons)),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toMatchObject({ statusCode: 409, revision: revision + 1 });
    const won = RemoteChannelSchema.parse(answers.find((a) => a.status === 200)?.body);
    expect(won).toMatchObject({ canary: v2, revision: revision + 1 });
    // the share of the test's canary: 50 % whichever won
    await t.send('POST', '/api/releases/coupons/share', { expectedRevision: won.revision, share: 50 }, auth(coupons));
  });

  it('the mf_bucket cookie picks canary or stable for /remotes.json and the page’s hints alike', async () => {
    expect((await remotesFor(10)).coupons).toBe(`/mfe/coupons/v/${v2}/mf-manifest.json`);
    expect((await remotesFor(49)).coupons).toBe(`/mfe/coupons/v/${v2}/mf-manifest.json`);
    expect((await remotesFor(50)).coupons).toBe('/mfe/coupons/mf-manifest.json');
    const first = await t.get('/cupones');
    expect(first.headers.get('set-cookie')).toMatch(/^mf_bucket=\d{1,2}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const canaryPage = await t.send('GET', '/cupones', undefined, { cookie: 'mf_bucket=3' });
    expect(canaryPage.headers.get('set-cookie')).toBeNull();
    expect(String(canaryPage.body)).toContain(`<link rel="preload" href="/mfe/coupons/v/${v2}/mf-manifest.json" as="fetch" crossorigin="anonymous">`);
    expect(String(canaryPage.body)).toContain(`<link rel="preload" href="/mfe/coupons/v/${v2}/remoteEntry.js" as="script" fetchpriority="low">`);
    const stablePage = await t.send('GET', '/cupones', undefined, { cookie: 'mf_bucket=97' });
    expect(String(stablePage.body)).toContain('<link rel="preload" href="/mfe/coupons/mf-manifest.json" as="fetch" crossorigin="anonymous">');
    expect(String(stablePage.body)).not.toContain('/v/');
  });

  it('beacons count views and errors per version; a canary over the error budget rolls itself back', async () => {
    const beacon = (body: unknown) => t.send('POST', '/api/releases/beacon', body);
    expect((await beacon({ remote: 'coupons', version: v2, kind: 'explode' })).status).toBe(400);
    for (let i = 0; i < 4; i++) expect((await beacon({ remote: 'coupons', version: v2, kind: 'view' })).status).toBe(204);
    await beacon({ remote: 'coupons', version: v2, kind: 'render-error' });
    // under RELEASE_ROLLBACK_MIN_VIEWS (5): not judged yet
    expect((await channel('coupons'))?.canary).toBe(v2);
    await beacon({ remote: 'coupons', version: v2, kind: 'view' });
    const after = await channel('coupons');
    expect(after).toMatchObject({ canary: null, canaryShare: 0 });
    expect(after?.versions.find((v) => v.id === v2)).toMatchObject({ pageViews: 5, errors: 1, errorRate: 0.2 });
    const [last] = ReleaseHistorySchema.parse((await t.get('/api/releases/coupons/history')).body);
    expect(last).toMatchObject({ action: 'auto-rollback', version: v2, actor: 'registro' });
    expect(last?.reason).toContain('tasa de errores 0.200 frente a 0.000');
    expect((await remotesFor(0)).coupons).toBe('/mfe/coupons/mf-manifest.json');
  });

  it('release as canary, promote, then roll back to the previous stable in one call', async () => {
    let rev = (await channel('coupons'))?.revision ?? -1;
    const canary = RemoteChannelSchema.parse((await t.send('POST', '/api/releases/coupons/release', { version: v2, expectedRevision: rev, canaryShare: 100 }, auth(coupons))).body);
    const promoted = RemoteChannelSchema.parse((await t.send('POST', '/api/releases/coupons/promote', { expectedRevision: canary.revision }, auth(coupons))).body);
    expect(promoted).toMatchObject({ stable: v2, canary: null, canaryShare: 0 });
    expect((await remotesFor(99)).coupons).toBe(`/mfe/coupons/v/${v2}/mf-manifest.json`);
    rev = promoted.revision;
    const stale = await t.send('POST', '/api/releases/coupons/rollback', { expectedRevision: rev - 1 }, auth(coupons));
    expect(stale.status).toBe(409);
    const rolled = RemoteChannelSchema.parse((await t.send('POST', '/api/releases/coupons/rollback', { expectedRevision: rev, reason: 'vuelta atrás' }, auth(coupons))).body);
    expect(rolled.stable).toMatch(/^seed-/);
    expect((await remotesFor(0)).coupons).toBe('/mfe/coupons/mf-manifest.json');
    const noMore = await t.send('POST', '/api/releases/coupons/rollback', { expectedRevision: rolled.revision }, auth(coupons));
    expect(noMore.status).toBe(422);
    expect(ReleaseHistorySchema.parse((await t.get('/api/releases/coupons/history')).body).slice(0, 3).map((h) => h.action)).toEqual(['rollback', 'promote', 'canary']);
  });

  it('a build hosted elsewhere is registered by URL, gated there, and its origin joins the page’s CSP', async () => {
    const host = await hostBuild(fakeRemoteBuild({ marker: 'cdn' }));
    try {
      const res = await t.send('POST', '/api/releases/coupons/versions', { manifestUrl: `${host.origin}/coupons/mf-manifest.json` }, auth(coupons));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ version: expect.stringMatching(/^url-[0-9a-f]{12}$/), manifestUrl: `${host.origin}/coupons/mf-manifest.json` });
      const csp = (await t.get('/')).headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(new RegExp(`script-src [^;]*${host.origin.replace(/[.:/]/g, '\\$&')}`));
      const gone = await t.send('POST', '/api/releases/coupons/versions', { manifestUrl: `${host.origin}/coupons/otro/mf-manifest.json` }, auth(coupons));
      expect(gone.status).toBe(422);
      expect(GateRefusalSchema.parse(gone.body).reasons).toEqual([`el manifiesto ${host.origin}/coupons/otro/mf-manifest.json respondió 404`]);
    } finally {
      await host.close();
    }
  });

  it('the API is in the OpenAPI document, writes marked as needing a bearer token', async () => {
    const docs = (await t.get('/api/docs-json')).body as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    expect(Object.keys(docs.paths).filter((p) => p.startsWith('/api/releases')).sort()).toEqual([
      '/api/releases',
      '/api/releases/beacon',
      '/api/releases/{remote}/history',
      '/api/releases/{remote}/promote',
      '/api/releases/{remote}/release',
      '/api/releases/{remote}/rollback',
      '/api/releases/{remote}/share',
      '/api/releases/{remote}/versions',
    ]);
    expect(docs.paths['/api/releases/{remote}/promote']?.post?.security).toEqual([{ bearer: [] }]);
  });

  it('bad input is a 400, never a 5xx', async () => {
    expect((await t.send('POST', '/api/releases/nadie/release', { version: v2, expectedRevision: 0, stable: true }, auth(coupons))).status).toBe(400);
    expect((await t.send('POST', '/api/releases/coupons/release', { version: '../x', expectedRevision: 0, stable: true }, auth(coupons))).status).toBe(400);
    expect((await t.send('POST', '/api/releases/coupons/share', { expectedRevision: 0, share: 101 }, auth(coupons))).status).toBe(400);
    expect((await t.send('POST', '/api/releases/coupons/versions', { packageVersion: '0.1.0', files: [{ path: '../../etc/passwd', base64: '' }] }, auth(coupons))).status).toBe(400);
    const unknownVersion = await t.send('POST', '/api/releases/coupons/release', { version: '9.9.9-000000000000', expectedRevision: (await channel('coupons'))?.revision ?? 0, stable: true }, auth(coupons));
    expect(unknownVersion.status).toBe(422);
  });
});
