import * as path from 'node:path';
import { importFeed } from '../catalog-import/import-feed';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';

const TOKEN = 'token-de-metricas-de-prueba';

/** The label values of one label over a metric's samples in a scrape. */
function labelValues(scrape: string, metric: string, label: string): Set<string> {
  const values = new Set<string>();
  const pattern = new RegExp(`^${metric}\\{[^}]*${label}="([^"]*)"`, 'gm');
  for (const m of scrape.matchAll(pattern)) values.add(m[1] as string);
  return values;
}

/** The value of one sample line (`name{labels} value`), or undefined when the scrape lacks it. */
function sampleValue(scrape: string, sample: string): number | undefined {
  const line = scrape.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe.each(databaseKinds())('GET /metrics on %s', (kind) => {
  let t: TestApp;
  const scrape = async () => {
    const res = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind, { METRICS_TOKEN: TOKEN, AI_RATE_LIMIT_PER_MINUTE: '1' }));
    await importFeed(t.db, { source: path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv') });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a scraper without the token, or with another one', async () => {
    expect((await t.get('/metrics')).status).toBe(401);
    const wrong = await t.send('GET', '/metrics', undefined, { authorization: 'Bearer otro-token-cualquiera' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ statusCode: 401 });
  });

  it('names requests by route pattern, the pool, the caches, the limits and the imports after some traffic', async () => {
    // The registry is the process's: a test file's earlier apps counted into it too, so each check is a difference.
    const before = await scrape();
    for (let i = 0; i < 2; i++) expect((await t.get('/api/products/get/?search=null&limit=24')).status).toBe(200);
    expect((await t.get('/api/health')).status).toBe(200);
    const ai = [];
    for (let i = 0; i < 2; i++) ai.push((await t.send('POST', '/api/ai/generateInfo', { title: `Tienda ${i}` })).status);
    expect(ai).toEqual([200, 429]);
    const after = await scrape();
    const grew = (sample: string) => (sampleValue(after, sample) ?? 0) - (sampleValue(before, sample) ?? 0);
    expect(grew('http_requests_total{route="/api/health",method="GET",status="200"}')).toBe(1);
    expect(grew('http_requests_total{route="/api/ai/generateInfo",method="POST",status="429"}')).toBe(1);
    expect(grew('http_request_duration_seconds_count{route="/api/products/get",method="GET"}')).toBe(2);
    expect(grew('ofertas_rate_limit_refusals_total{rule="ai"}')).toBe(1);
    expect(grew('ofertas_cache_lookups_total{cache="listing-counts",result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'ofertas_cache_lookups_total{cache="listing-counts",result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'http_request_duration_seconds_bucket{le="+Inf",route="/api/products/get",method="GET"}')).toBeGreaterThanOrEqual(2);
    for (const gauge of ['nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes', 'ofertas_db_pool_waiting']) {
      expect(sampleValue(after, gauge)).toBeGreaterThanOrEqual(0);
    }
    expect(sampleValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sampleValue(after, 'ofertas_db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
    expect(sampleValue(after, 'ofertas_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
    // The beforeAll import of this app's database.
    expect(sampleValue(after, 'ofertas_import_runs_total{kind="products",result="done"}')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(after, 'ofertas_import_rows_total{kind="products"}')).toBeGreaterThanOrEqual(16);
    expect(sampleValue(after, 'ofertas_import_duration_seconds_count{kind="products",result="done"}')).toBeGreaterThanOrEqual(1);
  });

  it('gives every path no route takes one label value', async () => {
    expect((await t.get('/api/no-existe-1')).status).toBe(404);
    const before = labelValues(await scrape(), 'http_requests_total', 'route');
    for (const p of ['/api/no-existe-2', '/api/otra/ruta/desconocida?x=1', '/api/no-existe-3']) expect((await t.get(p)).status).toBe(404);
    const after = labelValues(await scrape(), 'http_requests_total', 'route');
    expect([...after].sort()).toEqual([...before].sort());
    expect([...after].some((route) => route.includes('no-existe'))).toBe(false);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const t = await startTestApp(await freshConfig('pglite'));
    try {
      const res = await t.get('/metrics');
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ statusCode: 404 });
    } finally {
      await t.close();
    }
  });
});
