import * as fs from 'node:fs';
import * as path from 'node:path';
import { FRAGMENT_LOADER_GLOBAL, ROUTES, type FragmentId } from '@ofertas/contracts';
import { ALERTS_EMAIL_LABEL, ALERTS_HEADING, ALERTS_OFF } from '@ofertas/contracts/rules';
import { ROOT } from '../support/servers';
import type { Request } from 'playwright-core';
import { firstLoadJs, kb, librariesIn, openSession, type Session } from '../support/browser';

/** KB gzip as sent on a first visit, per page kind (bench/weight.mjs reads the same file). */
const TARGET_KB = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')) as Record<'home' | 'static', number>;

let s: Session;
beforeEach(async () => {
  s = await openSession();
});
afterEach(async () => {
  await s.close();
});

test('react, react-dom, react-router, ky (and jotai when used) are downloaded once across four remotes', async () => {
  const { page } = s;
  await s.goto('/');
  await page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
  await page.getByRole('link', { name: 'Nuevo! Cupones Descuento!' }).click();
  await page.locator('[data-boundary="coupons"][data-boundary-label^="coupons@"]').first().waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }).click();
  await page.locator('[data-boundary="blog"][data-boundary-label^="blog@"]').first().waitFor();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/blog/new');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator('[data-boundary="editor"][data-boundary-label^="editor@"]').first().waitFor();

  const counts: Record<string, number> = {};
  const js = s.responses.filter((r) => r.request().resourceType() === 'script' || r.url().endsWith('.js'));
  for (const r of js) {
    for (const lib of await librariesIn(r.url(), await r.text())) counts[lib] = (counts[lib] ?? 0) + 1;
  }
  const { jotai = 0, ...ui } = counts;
  expect(ui).toEqual({ react: 1, 'react/jsx-runtime': 1, 'react-dom': 1, 'react-dom/client': 1, 'react-router': 1, ky: 1 });
  expect(jotai).toBeLessThanOrEqual(1); // only downloaded when a remote uses it, and then once
  // every remote was loaded (and, per the counts above, none brought its own copy of a shared library)
  const fromRemotes = s.requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/mfe/'));
  for (const name of ['offers', 'coupons', 'blog', 'editor']) expect(fromRemotes).toContain(`/mfe/${name}/remoteEntry.js`);
  // every shared singleton in the share scope is served by the shell's copy
  const loadedFrom = await page.evaluate(() => {
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; loading?: unknown; treeShaking?: { loaded?: boolean } }>>>> } }).__FEDERATION__.__SHARE__;
    const out: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [lib, versions] of Object.entries(scopes.default ?? {})) {
        for (const v of Object.values(versions)) if (v.loaded || v.loading || v.treeShaking?.loaded) (out[lib] ??= []).push(v.from);
      }
    }
    return out;
  });
  for (const lib of ['react', 'react-dom', 'react-router']) expect(loadedFrom[lib]).toEqual(['ofertas_shell']);
  expect((loadedFrom.jotai ?? []).length).toBeLessThanOrEqual(1);
  expect(s.pageErrors).toEqual([]);
});

test('remotes load lazily: the home page downloads offers only', async () => {
  await s.goto('/');
  await s.page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
  await s.page.waitForLoadState('networkidle');
  const paths = s.requests.map((r) => new URL(r.url()).pathname);
  expect(paths.some((p) => p.startsWith('/mfe/offers/'))).toBe(true);
  for (const other of ['coupons', 'blog', 'editor']) expect(paths.filter((p) => p.startsWith(`/mfe/${other}/`))).toEqual([]);
  // /remotes.json and the offers manifest are preloaded by index.html and fetched once (the preload is reused)
  expect(paths.filter((p) => p === '/remotes.json')).toHaveLength(1);
  expect(paths.filter((p) => p === '/mfe/offers/mf-manifest.json')).toHaveLength(1);
  expect(s.consoleErrors.filter((m) => /preload/i.test(m))).toEqual([]);
});

test("index.html hints the shell's bootstrap chunks (framework, shell chunk, its CSS), each fetched once", async () => {
  await s.goto('/');
  await s.page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
  await s.page.waitForLoadState('networkidle');
  const hints = await s.page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="script"], head link[rel="preload"][as="style"]')].map((l) => ({
      path: new URL(l.href).pathname,
      as: l.getAttribute('as'),
      priority: l.getAttribute('fetchpriority'),
    })),
  );
  const scripts = hints.filter((h) => h.as === 'script');
  expect(scripts.map((h) => h.path)).toEqual(expect.arrayContaining([expect.stringMatching(/^\/framework\.[0-9a-f]+\.js$/)]));
  // low, as webpack's own <script async> for them: a high-priority hint counts as render-blocking
  // (docs/decisions/low-priority-hints.md)
  expect(scripts.map((h) => h.priority)).toEqual(scripts.map(() => 'low'));
  expect(hints.filter((h) => h.as === 'style').length).toBeGreaterThan(0);
  const paths = s.requests.map((r) => new URL(r.url()).pathname);
  // the preloads are what webpack's chunk loading then uses: one request each, no unused-preload warning
  for (const h of hints) expect(paths.filter((p) => p === h.path)).toHaveLength(1);
  expect(s.consoleErrors.filter((m) => /preload/i.test(m))).toEqual([]);
});

test('a list page hints its listing call for the window’s page size and its first card’s image: each fetched once', async () => {
  const from = s.requests.length;
  const warnings: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text());
  };
  s.page.on('console', onConsole);
  await s.goto('/ofertas/auriculares');
  const firstImage = s.page.locator('ul[aria-label^="Ofertas de"] article img').first();
  await firstImage.waitFor();
  await s.page.waitForLoadState('networkidle');
  // Chrome names an unused preload a few seconds after load.
  await s.page.waitForTimeout(3500);
  s.page.off('console', onConsole);
  const hinted = await s.page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="fetch"][href^="/api/"]')]
      .filter((l) => matchMedia(l.media || 'all').matches)
      .map((l) => l.href),
  );
  expect(hinted).toHaveLength(1);
  const urls = s.requests.slice(from).map((r) => r.url());
  // One listing request, the hinted one: the remote's fetch took the preloaded answer instead of asking again.
  expect(urls.filter((u) => u.includes('/api/products/get/'))).toEqual(hinted);
  const image = await s.page.evaluate(() => document.querySelector<HTMLLinkElement>('head link[rel="preload"][as="image"]')?.href ?? null);
  expect(image).toBe(await firstImage.evaluate((i: HTMLImageElement) => i.src));
  expect(urls.filter((u) => u === image)).toHaveLength(1);
  expect(warnings).toEqual([]);
});

test('every page chunk the route table names is in its owner’s built manifest (what the server hints)', () => {
  const missing = ROUTES.filter((r) => r.chunk).filter((r) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, `mfe-${r.owner}`, 'dist', 'mf-manifest.json'), 'utf8')) as { pages?: Record<string, string[]> };
    return !(manifest.pages?.[r.chunk as string]?.length);
  });
  expect(missing.map((r) => `${r.pattern} → ${r.owner}/${r.chunk}`)).toEqual([]);
});

test('static pages load no remote at all', async () => {
  await s.goto('/nosotros');
  await s.page.getByRole('heading', { name: 'Sobre nosotros' }).waitFor();
  await s.page.waitForLoadState('networkidle');
  expect(s.requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/mfe/'))).toEqual([]);
});

test('first visit of the home page: JavaScript of shell + offers, as sent (brotli) and gzip', async () => {
  await s.goto('/');
  await s.page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
  await s.page.waitForLoadState('networkidle');
  const { shell, remote: offers } = await firstLoadJs(s, 'offers');
  console.log(
    `first-load JS gzip: shell ${kb(shell.gzip)} KB + offers ${kb(offers.gzip)} KB = ${kb(shell.gzip + offers.gzip)} KB; ` +
      `as sent (brotli): ${kb(shell.sent)} + ${kb(offers.sent)} = ${kb(shell.sent + offers.sent)} KB`,
  );
  // The budgets of bench/weight.mjs: a static page (the shell alone) and the home page. Above would mean a shared
  // library or the federation runtime got bundled twice, or zod came back (docs/decisions/federation-runtime.md).
  expect(shell.gzip).toBeLessThan(TARGET_KB.static * 1024);
  expect(shell.gzip + offers.gzip).toBeLessThan(TARGET_KB.home * 1024);
});

test("the 'Avísame' fields (react-hook-form) download only as their box nears the screen", async () => {
  const { page } = s;
  await s.goto('/ofertas/auriculares');
  const box = page.locator('[data-alert-form]');
  await box.getByRole('heading', { name: ALERTS_HEADING }).waitFor();
  await page.waitForLoadState('networkidle');
  // The premise: the box starts more than the 200 px of AlertSection below the screen.
  expect(await box.evaluate((el) => el.getBoundingClientRect().top - window.innerHeight)).toBeGreaterThan(200);
  const isFormChunk = (url: string) => /^\/mfe\/offers\/alert-form\.\w+\.js$/.test(new URL(url).pathname);
  expect(s.requests.some((r) => isFormChunk(r.url()))).toBe(false);
  const requested = page.waitForRequest((r) => isFormChunk(r.url()));
  await box.scrollIntoViewIfNeeded();
  await requested;
  // The fields, or the notice of a site whose alerts are off (this one sends no mail).
  await box.getByLabel(ALERTS_EMAIL_LABEL).or(box.getByText(ALERTS_OFF)).waitFor();
  expect(s.pageErrors).toEqual([]);
});

test('a page view is posted for every location change (path + query), cookieless', async () => {
  const { page } = s;
  await s.goto('/');
  await page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
  await page.getByRole('navigation', { name: 'Categorías destacadas' }).getByRole('link', { name: 'Hogar' }).click();
  await page.waitForURL(/\/categorias\/accesorios-para-el-hogar$/);
  const posted = async (fragment: string) => {
    const matches = (r: Request) => r.url().endsWith('/api/analytics/pageview') && (r.postData() ?? '').includes(fragment);
    // Already sent (it may leave before the URL settles), or the next one that matches.
    if (!s.requests.some(matches)) await page.waitForRequest(matches);
    expect(s.requests.some(matches)).toBe(true);
  };
  await posted('accesorios-para-el-hogar');
  await page.getByPlaceholder('Buscar Ofertas').fill('lámpara de pie');
  await page.getByPlaceholder('Buscar Ofertas').press('Enter');
  await page.waitForURL(/\/ofertas\/lampara-de-pie$/);
  await posted('"/ofertas/lampara-de-pie"');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/links?ref=boletin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('heading', { level: 1, name: 'Links a las mejores ofertas' }).waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
  await page.getByRole('heading', { level: 1, name: 'Aviso legal' }).waitFor();
  // The last view is posted: any duplicate of an earlier one would have been posted before it.
  await posted('"/legal/aviso-legal"');
  const views = s.requests.filter((r) => r.url().endsWith('/api/analytics/pageview') && r.method() === 'POST');
  const bodies = views.map((r) => JSON.parse(r.postData() ?? '{}') as { path: string; query: string });
  expect(bodies.map((b) => `${b.path}?${b.query}`)).toEqual([
    '/?',
    '/categorias/accesorios-para-el-hogar?',
    '/ofertas/lampara-de-pie?',
    '/links?ref=boletin',
    '/legal/aviso-legal?',
  ]);
  for (const v of views) {
    const res = await v.response();
    expect(res?.status()).toBe(204);
    expect(v.headers()['cookie']).toBeUndefined();
  }
});

test('the page’s fragment loader (what RemoteFragment calls) resolves every FragmentId through the shell', async () => {
  await s.goto('/nosotros');
  await s.page.getByRole('heading', { name: 'Sobre nosotros' }).waitFor();
  const ids: FragmentId[] = ['offers/ProductCard', 'offers/ProductStrip', 'offers/Carousel'];
  const kinds = await s.page.evaluate(
    async ({ ids, global }) => {
      const load = (window as unknown as Record<string, (r: string, e: string) => Promise<{ default: unknown }>>)[global]!;
      // Same split as web-kit's RemoteFragment: '<remote>/<expose>'.
      return Promise.all(ids.map(async (id) => typeof (await load(id.split('/')[0]!, id.split('/')[1]!)).default));
    },
    { ids, global: FRAGMENT_LOADER_GLOBAL },
  );
  expect(kinds).toEqual(['function', 'function', 'function']);
  expect(s.pageErrors).toEqual([]);
});
