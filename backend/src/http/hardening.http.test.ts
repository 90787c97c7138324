import { ApiErrorSchema } from '@ofertas/contracts';
import type { Database } from '../database/data-source';
import { DATABASE } from '../database/database.module';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { BODY_LIMITS, MAX_JSON_DEPTH } from './body-limits';

describe.each(databaseKinds())('request limits and headers on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(
      await freshConfig(kind, {
        AI_RATE_LIMIT_PER_MINUTE: '3',
        PAGEVIEW_RATE_LIMIT_PER_MINUTE: '4',
        PUBLIC_URL: 'https://ofertas.example',
        REMOTE_BLOG_URL: 'https://blog.cdn.example/mf-manifest.json',
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a page view body over its limit with 413, before reading it all', async () => {
    const res = await t.send('POST', '/api/analytics/pageview', { path: '/x', query: 'q'.repeat(BODY_LIMITS.pageView) });
    expect(res.status).toBe(413);
    expect(ApiErrorSchema.parse(res.body).statusCode).toBe(413);
  });

  it('accepts only application/json on JSON routes (415 for form posts and text)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await t.send('POST', '/api/analytics/pageview', 'path=%2Fsolo-json&query=', { 'content-type': type });
      expect(res.status).toBe(415);
    }
    // Its own path: other tests' page views do not matter.
    expect((await t.db.query(`SELECT count(*)::int AS n FROM page_view WHERE path = '/solo-json'`))[0].n).toBe(0);
  });

  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with 400`, async () => {
    const nested = `{"path":"/x","query":${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}}`;
    const res = await t.send('POST', '/api/analytics/pageview', nested);
    expect(res.status).toBe(400);
  });

  it('rejects NUL bytes, lone surrogates and int4 overflow with 400, naming the field', async () => {
    expect((await t.get('/api/products/get/?search=port%00atil')).status).toBe(400);
    const nul = await t.send('POST', '/api/analytics/pageview', '{"path":"/x\\u0000","query":""}');
    expect(nul.status).toBe(400);
    expect(ApiErrorSchema.parse(nul.body).message).toContain('path: must not contain NUL bytes');
    const surrogate = await t.send('POST', '/api/ai/generate', '{"title":"x\\ud800"}');
    expect(surrogate.status).toBe(400);
    expect(ApiErrorSchema.parse(surrogate.body).issues?.[0]?.path).toBe('title');
    const big = await t.send('POST', '/api/vouncher/vounchers', { filters: { advertiserIds: [2147483648] } });
    expect(big.status).toBe(400);
    expect(ApiErrorSchema.parse(big.body).issues?.[0]?.path).toBe('filters.advertiserIds.0');
    expect((await t.get('/go/1%00')).status).toBe(400);
  });

  it('a page path with malformed escapes goes to /error; the API keeps its JSON 400; a bad query alone changes nothing', async () => {
    for (const p of ['/ofertas/%E0%A4%A', '/ofertas/x/%ZZ', '/%']) {
      const res = await fetch(t.url + p, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/error');
    }
    for (const p of ['/api/blog/%ZZ', '/go/%ZZ']) {
      const res = await fetch(t.url + p, { redirect: 'manual' });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    expect((await fetch(t.url + '/links?x=%ZZ', { redirect: 'manual' })).status).not.toBe(302);
  });

  it('a page URL holding a NUL byte or a lone surrogate goes to /error too; the API keeps its JSON 400', async () => {
    for (const p of ['/ofertas/a%00b', '/cupones/%ED%A0%80', '/links?x=%00']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(t.url + p, { method, redirect: 'manual' });
        expect([p, method, res.status, res.headers.get('location')]).toEqual([p, method, 302, '/error']);
      }
    }
    const api = await fetch(t.url + '/api/blog/a%00b', { redirect: 'manual' });
    expect(api.status).toBe(400);
    expect(ApiErrorSchema.parse(await api.json()).message).toBe('La dirección contiene caracteres no válidos');
    expect((await fetch(t.url + '/ofertas/a%00b', { method: 'POST', redirect: 'manual' })).status).toBe(400);
  });

  describe('per-client limits', () => {
    // An app of their own: no other test of this file spends these clients' budgets (AI calls, page views).
    let l: TestApp;
    beforeAll(async () => {
      l = await startTestApp(await freshConfig(kind, { AI_RATE_LIMIT_PER_MINUTE: '3', PAGEVIEW_RATE_LIMIT_PER_MINUTE: '4' }));
    });
    afterAll(async () => {
      await l?.close();
    });

    it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot pick a fresh address per request', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await l.send('POST', '/api/ai/generateInfo', { title: `Tienda ${i}` }, { 'x-forwarded-for': `203.0.113.${i}` });
        statuses.push(res.status);
      }
      // The limit is 3 per minute for this one client; were the forwarded addresses believed, each request would
      // be a new client and none refused.
      expect(statuses.map((s) => s === 429)).toEqual([false, false, false, true, true]);
    });

    it('counts a page reported twice by one client once, and limits page views per client', async () => {
      const view = { path: '/ofertas/portatil', query: '' };
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await l.send('POST', '/api/analytics/pageview', view)).status);
      statuses.push((await l.send('POST', '/api/analytics/pageview', { path: '/cupones', query: '' })).status);
      statuses.push((await l.send('POST', '/api/analytics/pageview', { path: '/blog', query: '' })).status);
      expect(statuses).toEqual([204, 204, 204, 204, 429]);
      const rows = (await l.db.query(`SELECT path FROM page_view ORDER BY path`)) as Array<{ path: string }>;
      expect(rows.map((r) => r.path)).toEqual(['/cupones', '/ofertas/portatil']);
    });
  });

  it('HEAD error answers carry no body', async () => {
    for (const p of ['/api/products/product?id=nada', '/api/products/get/?page=0', '/api/no-such-route']) {
      const res = await fetch(t.url + p, { method: 'HEAD' });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await res.text()).toBe('');
    }
  });

  it('sends a CSP naming exactly the remotes’ origins, no framing, a referrer policy, HSTS on https and nosniff on JSON', async () => {
    const res = await t.get('/api/site');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://blog.cdn.example");
    expect(csp).toContain("frame-ancestors 'none'");
    // An article section's video players may be framed (the sanitiser keeps no other iframe); nothing else.
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://player.vimeo.com;');
    expect(csp).toMatch(/img-src 'self' data: https: http:(;|$)/);
    expect(csp).not.toContain('googletagmanager');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 503 with Retry-After, not 500, while the database is unreachable', async () => {
    const db = t.app.get<Database>(DATABASE);
    if (kind === 'postgres') {
      const name = new URL(t.config.DATABASE_URL as string).pathname.slice(1);
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name]);
      try {
        const res = await t.get('/api/products/get/?search=zzz-nada');
        expect(res.status).toBe(503);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      } finally {
        await admin.query(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      expect((await t.get('/api/products/get/?search=otra-cosa')).status).toBe(200);
    } else {
      // The embedded database cannot go away on its own; closing it is the nearest thing (last test: it stays closed).
      await db.close();
      const res = await t.get('/api/products/get/?search=zzz-nada');
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
