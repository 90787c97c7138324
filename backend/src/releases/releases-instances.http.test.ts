import { ReleasesListSchema } from '@ofertas/contracts';
import { minimalShellDir } from '../frontends/minimal-shell';
import { freshConfig } from '../test-support/databases';
import { fakeRemoteBuild, uploadBody } from '../test-support/remote-build';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { ReleaseTokens } from './release-tokens';
import { ReleasesService } from './releases.service';

/** Two backend instances on one PostgreSQL database, as docker-compose runs them. */
const twoInstances = process.env.DATABASE_URL ? describe : describe.skip;

/** Polls until `check` holds (the change travels by LISTEN/NOTIFY); fails after a generous deadline, never on speed. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

twoInstances('release registry across two instances on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let token: string;

  beforeAll(async () => {
    const config = await freshConfig('postgres', { FRONTENDS_DIR: minimalShellDir() });
    a = await startTestApp(config);
    b = await startTestApp(config);
    token = await a.app.get(ReleaseTokens).create('equipo-cupones', ['coupons']);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('two instances seeding an empty registry at once seed it once', async () => {
    await a.db.query(`TRUNCATE release_history, remote_channel, remote_file, remote_version`);
    await Promise.all([a.app.get(ReleasesService).seed(), b.app.get(ReleasesService).seed()]);
    const rows = (await a.db.query(`SELECT remote, count(*)::int AS n FROM release_history WHERE action = 'seed' GROUP BY remote ORDER BY remote`)) as unknown[];
    expect(rows).toEqual([
      { remote: 'blog', n: 1 },
      { remote: 'coupons', n: 1 },
      { remote: 'editor', n: 1 },
      { remote: 'offers', n: 1 },
    ]);
  });

  it('a release through one instance is served by the other (its cached registry is dropped by the notification)', async () => {
    const remotesOf = async (t: TestApp) => ((await t.send('GET', '/remotes.json', undefined, { cookie: 'mf_bucket=0' })).body as Record<string, string>).coupons;
    expect(await remotesOf(b)).toBe('/mfe/coupons/mf-manifest.json'); // b now holds the registry in memory
    const published = (await a.send('POST', '/api/releases/coupons/versions', uploadBody(fakeRemoteBuild({ marker: 'dos' })), { authorization: `Bearer ${token}` })).body as { version: string };
    const revision = ReleasesListSchema.parse((await a.get('/api/releases')).body).find((c) => c.remote === 'coupons')?.revision ?? -1;
    const released = await a.send('POST', '/api/releases/coupons/release', { version: published.version, expectedRevision: revision, stable: true }, { authorization: `Bearer ${token}` });
    expect(released.status).toBe(200);
    const wanted = `/mfe/coupons/v/${published.version}/mf-manifest.json`;
    expect(await eventually(async () => (await remotesOf(b)) === wanted)).toBe(true);
    // and b serves the stored files of a version published through a
    expect((await b.get(`/mfe/coupons/v/${published.version}/remoteEntry.js`)).status).toBe(200);
  });
});
