import { openSession, type Session } from '../support/browser';

let s: Session;
beforeEach(async () => {
  s = await openSession();
});
afterEach(async () => {
  await s.close();
});

/** Which shared library a JS file carries, from its license banner file (webpack's extracted comments). */
async function librariesIn(url: string, body: string): Promise<string[]> {
  const libs: string[] = [];
  const m = /^\/\*! For license information please see (\S+) \*\//.exec(body);
  if (m) {
    const license = await (await fetch(new URL(m[1]!, url))).text();
    if (/react\.production\.js/.test(license)) libs.push('react');
    if (/react-jsx-runtime\.production\.js/.test(license)) libs.push('react/jsx-runtime');
    if (/react-dom\.production\.js/.test(license)) libs.push('react-dom');
    if (/react-dom-client\.production\.js/.test(license)) libs.push('react-dom/client');
    if (/react-router v/.test(license)) libs.push('react-router');
  }
  if (/INTERNAL_overrideCreateStore/.test(body)) libs.push('jotai');
  return libs;
}

test('react, react-dom, react-router and jotai are downloaded once across four remotes', async () => {
  const { page } = s;
  await s.goto('/');
  await page.locator('[data-boundary="offers"] h1').first().waitFor();
  await page.getByRole('link', { name: 'Nuevo! Cupones Descuento!' }).click();
  await page.locator('[data-boundary="coupons"] h1').first().waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await page.locator('[data-boundary="blog"] h1').first().waitFor();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/blog/new');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator('[data-boundary="editor"] h1').first().waitFor();

  const counts: Record<string, number> = {};
  const js = s.responses.filter((r) => r.request().resourceType() === 'script' || r.url().endsWith('.js'));
  for (const r of js) {
    for (const lib of await librariesIn(r.url(), await r.text())) counts[lib] = (counts[lib] ?? 0) + 1;
  }
  expect(counts).toEqual({ react: 1, 'react/jsx-runtime': 1, 'react-dom': 1, 'react-dom/client': 1, 'react-router': 1, jotai: 1 });
  // from each remote only its manifest, entry and exposed modules were fetched (no fallback copies of shared libs)
  const fromRemotes = s.requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/mfe/'));
  for (const p of fromRemotes) expect(p).toMatch(/^\/mfe\/(offers|coupons|blog|editor)\/(mf-manifest\.json|remoteEntry\.js|__federation_expose_\w+\.[0-9a-f]+\.js)$/);
  for (const name of ['offers', 'coupons', 'blog', 'editor']) expect(fromRemotes).toContain(`/mfe/${name}/remoteEntry.js`);
  // every shared singleton in the share scope is served by the shell's copy
  const loadedFrom = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; loading?: unknown }>>>> } }).__FEDERATION__.__SHARE__;
    const out: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [lib, versions] of Object.entries(scopes.default ?? {})) {
        for (const v of Object.values(versions)) if (v.loaded || v.loading) (out[lib] ??= []).push(v.from);
      }
    }
    return out;
  });
  for (const lib of ['react', 'react-dom', 'react-router', 'jotai']) expect(loadedFrom[lib]).toEqual(['ofertas_shell']);
  expect(s.pageErrors).toEqual([]);
});

test('remotes load lazily: the home page downloads offers only', async () => {
  await s.goto('/');
  await s.page.locator('[data-boundary="offers"] h1').first().waitFor();
  await s.page.waitForLoadState('networkidle');
  const paths = s.requests.map((r) => new URL(r.url()).pathname);
  expect(paths.some((p) => p.startsWith('/mfe/offers/'))).toBe(true);
  for (const other of ['coupons', 'blog', 'editor']) expect(paths.filter((p) => p.startsWith(`/mfe/${other}/`))).toEqual([]);
});

test('static pages load no remote at all', async () => {
  await s.goto('/nosotros');
  await s.page.getByRole('heading', { name: 'Sobre nosotros' }).waitFor();
  await s.page.waitForLoadState('networkidle');
  expect(s.requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/mfe/'))).toEqual([]);
});

test('first visit of the home page: JavaScript transferred by shell + offers (gzip)', async () => {
  await s.goto('/');
  await s.page.locator('[data-boundary="offers"] h1').first().waitFor();
  await s.page.waitForLoadState('networkidle');
  let shell = 0;
  let offers = 0;
  for (const r of s.responses) {
    const p = new URL(r.url()).pathname;
    if (!p.endsWith('.js')) continue;
    const size = (await r.request().sizes()).responseBodySize;
    if ((await r.body()).length > 1024) expect(r.headers()['content-encoding']).toBe('gzip');
    if (p.startsWith('/mfe/offers/')) offers += size;
    else if (!p.startsWith('/mfe/')) shell += size;
  }
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  console.log(`first-load JS (gzip): shell ${kb(shell)} KB + offers ${kb(offers)} KB = ${kb(shell + offers)} KB`);
  // Budget guard (sizes, not time): far above would mean a shared library got bundled twice.
  expect(shell + offers).toBeLessThan(260 * 1024);
});

test('a page view is posted for every location change (path + query), cookieless', async () => {
  const { page } = s;
  await s.goto('/');
  await page.locator('[data-boundary="offers"] h1').first().waitFor();
  await page.getByRole('navigation', { name: 'Categorías destacadas' }).getByRole('link', { name: 'Hogar' }).click();
  await page.waitForURL(/\/categorias\/accesorios-para-el-hogar$/);
  await page.getByPlaceholder('Buscar Ofertas').fill('lámpara de pie');
  await page.getByPlaceholder('Buscar Ofertas').press('Enter');
  await page.waitForURL(/\/ofertas\/lampara-de-pie$/);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/ofertas/lampara-de-pie?page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
  await page.getByRole('heading', { level: 1, name: 'Aviso legal' }).waitFor();
  await page.waitForTimeout(300);
  const views = s.requests.filter((r) => r.url().endsWith('/api/analytics/pageview') && r.method() === 'POST');
  const bodies = views.map((r) => JSON.parse(r.postData() ?? '{}') as { path: string; query: string });
  expect(bodies.map((b) => `${b.path}?${b.query}`)).toEqual([
    '/?',
    '/categorias/accesorios-para-el-hogar?',
    '/ofertas/lampara-de-pie?',
    '/ofertas/lampara-de-pie?page=2',
    '/legal/aviso-legal?',
  ]);
  for (const v of views) {
    const res = await v.response();
    expect(res?.status()).toBe(204);
    expect(v.headers()['cookie']).toBeUndefined();
  }
});
