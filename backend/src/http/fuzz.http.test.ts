import * as path from 'node:path';
import { HealthSchema } from '@ofertas/contracts';
import { importFeed } from '../catalog-import/import-feed';
import { Rng } from '../sample/prng';
import { minimalShellDir } from '../frontends/minimal-shell';
import { ReleaseTokens } from '../releases/release-tokens';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { fakeRemoteBuild, uploadBody } from '../test-support/remote-build';
import { startSmtpMailbox, type SmtpMailbox } from '../test-support/smtp-mailbox';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { importVouchers } from '../vouchers/import-vouchers';

const FEED = path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv');
const PROMOTIONS = path.join(__dirname, '..', 'vouchers', 'fixtures', 'promotions-small.json');

/** Values that broke or could break something: NUL, lone surrogates, int4 overflow, floats, huge, nested, odd types. */
const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -0,
  0.5,
  '2147483648',
  '99999999999999999999',
  '1e309',
  '-1',
  'NaN',
  'a'.repeat(3000),
  '',
  ' ',
  null,
  true,
  [],
  {},
  [[[[[[]]]]]],
  { __proto__: { polluted: true } },
  '%00',
  "'; DROP TABLE product; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '😀',
];
/** Query-string values as raw (already encoded) text: the encoded NUL and a UTF-8-encoded lone surrogate. */
const HOSTILE_QUERY = ['%00', 'a%00b', '%ED%A0%80', '%F0%9F%98%80', '2147483648', '-2147483649', '1e309', '99999999999999999999', '%FF', '%', 'all', '1', 'x'.repeat(400), '%5B%5D', 'null'];

const GET_ROUTES: Array<{ path: string; params: string[] }> = [
  { path: '/api/products/get/', params: ['search', 'category', 'brand', 'price', 'page', 'limit'] },
  { path: '/api/products/categories', params: ['category', 'brand', 'price', 'page', 'limit'] },
  { path: '/api/products/product', params: ['id'] },
  { path: '/api/products/price-history/', params: ['id'] },
  { path: '/api/categories/get/', params: ['search', 'brand', 'price'] },
  { path: '/api/brand/get/', params: ['search', 'category', 'price'] },
  { path: '/api/categories/categories', params: [] },
  { path: '/api/vouncher/stores', params: ['region'] },
  { path: '/api/site', params: [] },
  { path: '/remotes.json', params: [] },
  { path: '/api/alerts/status', params: [] },
  { path: '/api/alerts/confirm', params: ['token'] },
  { path: '/api/alerts/unsubscribe', params: ['token'] },
  { path: '/api/releases', params: [] },
  { path: '/api/releases/coupons/history', params: [] },
];
const PATH_ROUTES = ['/go/', '/go/cupon/', '/api/images/', '/mfe/offers/', '/api/products/', '/api/releases/', '/mfe/coupons/v/'];

/** `token`: sent with the release token of the coupons team (most of the time; else none or a hostile one). */
const POST_ROUTES: Array<{ path: string; valid: Record<string, unknown>; token?: true }> = [
  { path: '/api/ai/generate', valid: { title: 'Portátil', description: 'Ligero.' } },
  { path: '/api/ai/generateInfo', valid: { title: 'Pandora' } },
  { path: '/api/analytics/pageview', valid: { path: '/ofertas', query: '', referrer: '/' } },
  { path: '/api/vouncher/vounchers', valid: { filters: { advertiserIds: [100], regionCodes: ['ES'] }, pagination: { page: 1, pageSize: 10 } } },
  { path: '/api/vouncher/vounchermerchant', valid: { filters: { advertiserIds: [] }, pagination: { page: 1 } } },
  { path: '/api/alerts', valid: { email: 'marta@example.es', productId: '1001', ceiling: 80 } },
  { path: '/api/alerts', valid: { email: 'luis@example.es', list: { search: 'zapatillas', category: 'Calzado', price: '50-100' } } },
  { path: '/api/alerts/unsubscribe?token=x', valid: { 'List-Unsubscribe': 'One-Click' } },
  { path: '/api/releases/beacon', valid: { remote: 'coupons', version: 'v1', kind: 'view' } },
  { path: '/api/releases/coupons/versions', valid: uploadBody(fakeRemoteBuild()), token: true },
  { path: '/api/releases/coupons/versions', valid: { manifestUrl: 'https://cdn.example.com/coupons/mf-manifest.json' }, token: true },
  { path: '/api/releases/coupons/release', valid: { version: 'v1', expectedRevision: 0, canaryShare: 10 }, token: true },
  { path: '/api/releases/coupons/promote', valid: { expectedRevision: 0, reason: 'ok' }, token: true },
  { path: '/api/releases/coupons/share', valid: { expectedRevision: 0, share: 20 }, token: true },
  { path: '/api/releases/coupons/rollback', valid: { expectedRevision: 0 }, token: true },
];
// Header values fetch can send (no NUL, no lone surrogate: it refuses them before sending).
const HOSTILE_AUTH = ['Bearer ', 'Bearer rt_%00', 'Basic YTpi', 'Bearer ' + 'x'.repeat(5000), 'bearer rt_nope', 'Bearer rt_é'];
const CONTENT_TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml', ''];

type Random = () => number;
const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** A valid body with one field (at any depth) replaced by a hostile value. */
function mutate(r: Random, value: unknown): unknown {
  if (Array.isArray(value)) return value.length && r() < 0.7 ? value.map((v) => mutate(r, v)) : [pick(r, HOSTILE_VALUES)];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    const [key] = pick(r, entries.length ? entries : [['x', 1]]);
    return { ...value, [key]: r() < 0.5 ? mutate(r, (value as Record<string, unknown>)[key]) : pick(r, HOSTILE_VALUES) };
  }
  return pick(r, HOSTILE_VALUES);
}

function rawBody(r: Random, valid: Record<string, unknown>): string {
  const roll = r();
  if (roll < 0.55) return JSON.stringify(mutate(r, valid));
  if (roll < 0.65) return `{"title":"${pick(r, ['\\u0000', '\\ud800', '\\udc00x', 'ok'])}","path":"/\\u0000","query":"\\ud800"}`;
  if (roll < 0.72) return '['.repeat(5 + Math.floor(r() * 3000)) + ']'.repeat(3);
  if (roll < 0.78) return `{"a":${'{"a":'.repeat(40)}1${'}'.repeat(41)}`;
  if (roll < 0.84) return pick(r, ['{', 'nul', '{"title":', '"\\x"', '\u0000', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}']);
  if (roll < 0.9) return 'title=Port%C3%A1til&path=%2F';
  return JSON.stringify({ ...valid, pad: 'x'.repeat(Math.floor(r() * 60_000)) });
}

describe.each(databaseKinds())('fuzzed requests on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpMailbox;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpMailbox();
    t = await startTestApp(
      await freshConfig(kind, {
        AI_RATE_LIMIT_PER_MINUTE: '0',
        PAGEVIEW_RATE_LIMIT_PER_MINUTE: '100000',
        CLICK_RATE_LIMIT_PER_MINUTE: '100000',
        SMTP_URL: smtp.url,
        ALERTS_SEND_INTERVAL_MS: '3600000',
        FRONTENDS_DIR: minimalShellDir(),
      }),
    );
    await importFeed(t.db, { source: FEED });
    await importVouchers(t.db, { source: PROMOTIONS });
    token = await t.app.get(ReleaseTokens).create('equipo-cupones', ['coupons']);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  const raw = async (method: string, url: string, body?: string, contentType?: string, authorization?: string) => {
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    if (authorization !== undefined) headers['authorization'] = authorization;
    const res = await fetch(t.url + url, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    return { status: res.status, text, headers: res.headers };
  };

  it('answers 4,000 generated hostile requests over every route without a single 5xx, and stays healthy', async () => {
    const rng = new Rng(kind === 'pglite' ? 13 : 31);
    const r: Random = () => rng.next();
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const requests: Array<() => Promise<void>> = [];
    const record = (label: string, status: number, text: string) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status >= 500) failures.push(`${status} ${label} → ${text.slice(0, 160)}`);
    };
    for (let i = 0; i < 4000; i++) {
      const roll = r();
      if (roll < 0.45) {
        const route = pick(r, GET_ROUTES);
        const params = route.params.filter(() => r() < 0.7).map((p) => `${p}=${pick(r, HOSTILE_QUERY)}`);
        if (r() < 0.1) params.push(`${pick(r, HOSTILE_QUERY)}=${pick(r, HOSTILE_QUERY)}`);
        const url = `${route.path}?${params.join('&')}`;
        const method = r() < 0.15 ? 'HEAD' : 'GET';
        requests.push(async () => {
          const res = await raw(method, url);
          record(`${method} ${url}`, res.status, res.text);
          if (method === 'HEAD' && res.text !== '') failures.push(`HEAD ${url} answered with a body`);
        });
      } else if (roll < 0.6) {
        const url = `${pick(r, PATH_ROUTES)}${pick(r, HOSTILE_QUERY)}${r() < 0.3 ? `/${pick(r, HOSTILE_QUERY)}` : ''}`;
        requests.push(async () => {
          const res = await raw('GET', url);
          record(`GET ${url}`, res.status, res.text);
        });
      } else {
        const route = pick(r, POST_ROUTES);
        const body = rawBody(r, route.valid);
        const type = r() < 0.75 ? 'application/json' : pick(r, CONTENT_TYPES);
        const method = r() < 0.93 ? 'POST' : pick(r, ['PUT', 'PATCH', 'DELETE', 'GET']);
        const authorization = route.token ? (r() < 0.8 ? `Bearer ${token}` : r() < 0.5 ? undefined : pick(r, HOSTILE_AUTH)) : undefined;
        requests.push(async () => {
          const res = await raw(method, route.path, method === 'GET' ? undefined : body, type, authorization);
          record(`${method} ${route.path} [${type}] ${body.slice(0, 80)}`, res.status, res.text);
        });
      }
    }
    // Eight clients at once, as a scanner would send them.
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < requests.length) await (requests[next++] as () => Promise<void>)();
      }),
    );
    expect(failures).toEqual([]);
    // The fuzz reached validation and the handlers, not only one kind of refusal.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(300);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(413) ?? 0).toBeGreaterThan(10);
    expect(statuses.get(415) ?? 0).toBeGreaterThan(10);
    // …and the release registry's token check and gate behind the validation.
    expect(statuses.get(401) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(422) ?? 0).toBeGreaterThan(0);

    const health = await t.get('/api/health');
    expect(health.status).toBe(200);
    expect(HealthSchema.parse(health.body).status).toBe('ok');
    expect((await t.get('/api/products/get/?search=portatil')).status).toBe(200);
  });
});
