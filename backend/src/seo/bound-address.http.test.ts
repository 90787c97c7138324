import { databaseKinds, freshConfig } from '../test-support/databases';
import { minimalShellDir } from '../frontends/minimal-shell';
import { startTestApp, type TestApp } from '../test-support/test-app';

/** A server started with PORT=3999 and no PUBLIC_URL: every absolute link names that address. */
describe.each(databaseKinds())('links without PUBLIC_URL on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind, { PORT: '3999', FRONTENDS_DIR: minimalShellDir() }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('canonical, og:url, the site settings and robots.txt name http://localhost:3999, not localhost:3000', async () => {
    const html = String((await t.send('GET', '/links', undefined, { accept: 'text/html' })).body);
    expect(html).toContain('<link data-server-head rel="canonical" href="http://localhost:3999/links">');
    expect(html).toContain('content="http://localhost:3999/links"');
    expect(html).not.toContain('localhost:3000');
    expect(((await t.get('/api/site')).body as { publicUrl: string }).publicUrl).toBe('http://localhost:3999');
    expect(String((await t.get('/robots.txt')).body)).toContain('Sitemap: http://localhost:3999/');
  });
});
