import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { DataSource } from 'typeorm';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { backupDatabase, restoreDatabase } from './backup';

const PASSWORD = 'contraseña-de-copias';
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
/** Products, coupons and their stores, articles, their revisions and images. */
const TABLES = ['product', 'price_history', 'promotion', 'advertiser', 'blog_article', 'blog_article_revision', 'blog_image'];

/** Row count and a digest of every row, per table: equal fingerprints = the same data. */
async function fingerprint(db: DataSource): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const [row] = (await db.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM ${table} t`)) as Array<{
      n: number;
      digest: string;
    }>;
    result[table] = `${row?.n} ${row?.digest}`;
  }
  return result;
}

describe.each(databaseKinds())('npm run backup / restore on %s', (kind) => {
  let site: TestApp;
  let file: string;
  let target: Awaited<ReturnType<typeof freshConfig>>;

  beforeAll(async () => {
    site = await startTestApp(await freshConfig(kind, { SEED: 'auto', SAMPLE_SIZE: '60', EDITOR_PASSWORD: PASSWORD, SERVE_FRONTENDS: 'false' }));
    const login = await site.send('POST', '/api/blog/session', { password: PASSWORD }, { 'sec-fetch-site': 'same-origin' });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] as string;
    const write = (method: string, p: string, body: unknown) => site.send(method, p, body, { cookie, 'sec-fetch-site': 'same-origin' });
    const article = {
      title: 'Copia de seguridad',
      slug: 'copia-de-seguridad',
      description: 'Un artículo con portada',
      category: 'Ahorro',
      image: PNG,
      tags: ['ahorro'],
      content: [{ section: 'Primera', text: 'Texto' }],
      keySearch: 'portatil',
    };
    expect((await write('POST', '/api/blog/new', article)).status).toBeLessThan(300);
    const [saved] = (await site.db.query(`SELECT id, version FROM blog_article WHERE slug = $1`, [article.slug])) as Array<{ id: number; version: number }>;
    expect((await write('PUT', '/api/blog/', { ...article, title: 'Copia de seguridad, revisada', id: saved?.id, version: saved?.version })).status).toBeLessThan(300);
  });
  afterAll(async () => {
    await site.close();
  });

  it('takes a copy while the site runs and restores it into a fresh database with the same data', async () => {
    const before = await fingerprint(site.db);
    for (const table of TABLES) expect(before[table]).not.toMatch(/^0 /);
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-backup-')), kind === 'postgres' ? 'copia.dump' : 'copia.tar.gz');
    await backupDatabase(site.config, file, { siteUrl: site.url });
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    target = await freshConfig(kind, { SERVE_FRONTENDS: 'false' });
    await restoreDatabase(target, file);
    const restored = await startTestApp(target);
    try {
      expect(await fingerprint(restored.db)).toEqual(before);
      expect((await restored.get('/api/blog/copia-de-seguridad')).status).toBe(200);
    } finally {
      await restored.close();
    }
  });

  (kind === 'pglite' ? it : it.skip)('never restores over the running site, nor over a database folder unless told to replace it', async () => {
    await expect(restoreDatabase(site.config, file)).rejects.toThrow(`in use by process ${process.pid}`);
    await expect(restoreDatabase(target, file)).rejects.toThrow('pass --replace');
    await restoreDatabase(target, file, { replace: true });
    expect(fs.readdirSync(target.DATA_DIR).filter((name) => name.startsWith('pglite.before-restore-'))).toHaveLength(1);
    await expect(restoreDatabase(target, '/no/such/file.tar.gz')).rejects.toThrow('backup file not found');
  });
});
