/**
 * mfe-offers end to end, against the production build served like `npm start` (support/global-setup.ts:
 * 300 sample products): search → list → filters in the URL → paging → back button → product → gallery →
 * click-out; the narrow-window filter modal; the AI block (shown with the local generator, hidden when the
 * provider fails); axe on home, list and product.
 */
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADDITIONAL_INFO, AI_ERROR_MESSAGE, brandToSlug } from '@ofertas/contracts';
import { openSession, seriousA11yViolations, type Session } from '../support/browser';
import { readState, startBackend, type Backend } from '../support/servers';

let s: Session;
afterEach(async () => {
  await s?.close();
});

const h1 = (x: Session) => x.page.locator('[data-boundary="offers"] h1').first();
const path = (x: Session) => {
  const u = new URL(x.page.url());
  return u.pathname + u.search;
};

async function api<T>(p: string, base = readState().baseUrl): Promise<T> {
  const res = await fetch(base + p);
  if (!res.ok) throw new Error(`${p} → ${res.status}`);
  return (await res.json()) as T;
}
type Product = { id: string; title: string; linkToProduct: string; images: string[] };

test('search → list → filters (category, brand, price) in the URL → page 2 → back → product → gallery → click-out', async () => {
  s = await openSession();
  const { page } = s;
  // Merchant sites are not reachable from the test machine: answer them locally.
  await s.context.route(/^https:\/\/www\.awin1\.com\//, (r) => r.fulfill({ status: 200, contentType: 'text/html', body: '<title>Tienda</title>' }));
  await s.goto('/');
  await page.getByPlaceholder('Buscar Ofertas').fill('portátil');
  await page.getByPlaceholder('Buscar Ofertas').press('Enter');
  await page.waitForURL(`${s.baseUrl}/ofertas/portatil`);
  // The heading shows the words as typed; the URL keeps the slug.
  await h1(s).filter({ hasText: /^\d+ Ofertas de portátil$/ }).waitFor();
  const total = Number((await h1(s).textContent())!.split(' ')[0]);
  expect(total).toBeGreaterThan(1);

  // Category: the first one the search offers; brand and page reset, the URL carries it.
  const results = page.getByRole('region', { name: 'Resultados' });
  const category = page.getByLabel('Categoría', { exact: true });
  await category.locator('option:not([value="all"])').first().waitFor({ state: 'attached' });
  const catValue = await category.locator('option:not([value="all"])').first().getAttribute('value');
  await category.selectOption(catValue!);
  await page.waitForURL(/\/ofertas\/portatil\?categorias=[^&]+$/);
  await page.getByRole('heading', { name: /Filtros\s*1 Filtro activo/ }).waitFor();
  // Brand: the brand of a shown product under the price cap set below, with a gallery of several images, so
  // the filtered list shows that product and its page has a gallery to browse.
  await results.locator('article').first().waitFor();
  const shownIds = await results.locator('[data-product-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')!));
  const shown = await Promise.all(shownIds.map((id) => api<{ id: string; brand: string; price: number; images: string[] }>(`/api/products/product/?id=${id}`)));
  const chosen = shown.find((p) => p.price < 1000 && p.images.length > 1);
  expect(chosen).toBeDefined();
  const brandValue = chosen!.brand;
  const brand = page.getByLabel('Marca', { exact: true });
  await brand.locator(`option[value="${brandValue}"]`).waitFor({ state: 'attached' });
  await brand.selectOption(brandValue);
  await page.waitForURL(new RegExp(`marca=${brandToSlug(brandValue)}$`));
  await page.getByLabel('Precio máximo en euros').fill('2000');
  await page.getByLabel('Precio máximo en euros').press('Enter');
  await page.waitForURL(/precio=1000$/);
  const filtered = path(s);
  expect(filtered).toMatch(/^\/ofertas\/portatil\?categorias=[^&]+&marca=[^&]+&precio=1000$/);
  await page.getByRole('heading', { name: /Filtros\s*3 Filtros activos/ }).waitFor();
  await h1(s).filter({ hasText: / Ofertas de portátil$/ }).waitFor();
  // The chosen product is listed, and every product shown is of the chosen brand and under the cap.
  await results.locator(`[data-product-id="${chosen!.id}"]`).waitFor();
  for (const p of await results.locator('[data-product-id]').evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')))) {
    const product = await api<{ brand: string; price: number }>(`/api/products/product/?id=${p}`);
    expect(product).toEqual(expect.objectContaining({ brand: brandValue, price: expect.any(Number) }));
    expect(product.price).toBeLessThanOrEqual(1000);
  }

  // A long list: every offer ('Ùltimas ofertas'), then page 2, then back twice.
  await page.getByRole('link', { name: 'Ùltimas ofertas' }).click();
  await page.waitForURL(/\/categorias\/todo$/);
  // Wait for the new list itself: while the route changes, the previous (filtered, single-page) list can
  // still be on screen with its own 'page 1 de 1'.
  await page
    .getByText(/^page 1 de (?:[2-9]|\d{2,})$/)
    .waitFor()
    .catch(async (e: unknown) => {
      // Say what was on screen instead: which URL, which title, which pager.
      const seen = { url: page.url(), h1: await page.locator('h1').allTextContents(), pager: await page.locator('nav').allTextContents() };
      throw new Error(`${String(e)}\nseen: ${JSON.stringify(seen)}`);
    });
  await page.getByRole('button', { name: 'Página anterior' }).isDisabled().then((d) => expect(d).toBe(true));
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await page.waitForURL(/\/categorias\/todo\?page=2$/);
  await page.getByText(/^page 2 de \d+$/).waitFor();
  await page.goBack();
  await page.waitForURL(/\/categorias\/todo$/);
  await page.getByText(/^page 1 de \d+$/).waitFor();
  await page.goBack();
  expect(path(s)).toBe(filtered);
  await page.getByRole('heading', { name: /Filtros\s*3 Filtros activos/ }).waitFor();
  // The URL holds the brand's slug; the select shows the catalogue's name once the list answer names it.
  await page.getByLabel('Marca', { exact: true }).locator(`option[value="${brandValue}"]:checked`).waitFor({ state: 'attached' });
  expect(await page.getByLabel('Marca', { exact: true }).inputValue()).toBe(brandValue);

  // The price-history chart is the product page's own chunk: no list page asked for it.
  const chartChunk = () => s.requests.filter((r) => /\/mfe\/offers\/price-history\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname)).length;
  expect(chartChunk()).toBe(0);

  // Product page from the list (taken from the loaded list), gallery, click-out.
  const first = results.locator(`article[data-product-id="${chosen!.id}"]`);
  await first.waitFor();
  const id = chosen!.id;
  const product = await api<Product>(`/api/products/product/?id=${id}`);
  await first.getByRole('heading').getByRole('link').click();
  await page.waitForURL(new RegExp(`/ofertas/[a-z0-9-]+/${id}$`));
  await h1(s).filter({ hasText: `Oferta en ${product.title}` }).waitFor();
  await page.getByRole('heading', { name: 'Historial de precios' }).waitFor();
  expect(chartChunk()).toBe(1);
  expect(s.requests.some((r) => r.url().includes(`/api/products/product/?id=${id}`))).toBe(false);
  const gallery = page.getByRole('region', { name: 'Galería de imágenes' });
  const n = await gallery.getByRole('button', { name: /^Ver imagen \d+ de \d+$/ }).count();
  expect(n).toBe(chosen!.images.length);
  await gallery.getByRole('button', { name: `Ver imagen 2 de ${n}` }).click();
  await gallery.getByRole('img', { name: `${product.title} – imagen 2 de ${n}` }).waitFor();
  await page.keyboard.press('ArrowRight');
  await gallery.getByRole('img', { name: `${product.title} – imagen ${n > 2 ? 3 : 1} de ${n}` }).waitFor();
  const go = page.getByRole('link', { name: /^Ir a la Oferta/ }).first();
  expect(await go.getAttribute('href')).toBe(`/go/${id}`);
  expect(await go.getAttribute('rel')).toBe('sponsored noopener');
  expect(await go.getAttribute('target')).toBe('_blank');
  // The click-out is counted by GET /go/{id} (backend/src/clicks) and answered with a 302 to the deep link:
  // the merchant request of the new tab was redirected from /go/{id}.
  const merchantRequest = s.context.waitForEvent('request', (r) => r.redirectedFrom() !== null && new URL(r.redirectedFrom()!.url()).pathname === `/go/${id}`);
  const [popup] = await Promise.all([s.context.waitForEvent('page'), go.click()]);
  const followed = await merchantRequest;
  expect(followed.url()).toBe(product.linkToProduct);
  const redirect = await followed.redirectedFrom()!.response();
  expect(redirect!.status()).toBe(302);
  expect(redirect!.headers()['location']).toBe(product.linkToProduct);
  await popup.waitForURL(product.linkToProduct);
  await popup.close();
});

test('a pasted list URL restores the same list; a page beyond the last is replaced by the last', async () => {
  s = await openSession();
  await s.goto('/categorias/ordenadores-portatiles?page=99');
  await s.page.waitForURL(/\/categorias\/ordenadores-portatiles(\?page=\d+)?$/);
  const label = await s.page.getByText(/^page \d+ de \d+$/).textContent();
  const [, p, of] = /page (\d+) de (\d+)/.exec(label!)!;
  expect(p).toBe(of);
  await h1(s).filter({ hasText: /Ofertas de Ordenadores portátiles$/ }).waitFor();
});

test('narrow window: filters in a modal titled with the active count; focus stays inside; Escape closes', async () => {
  s = await openSession();
  await s.page.setViewportSize({ width: 390, height: 844 });
  await s.goto('/ofertas/portatil?precio=900');
  await h1(s).filter({ hasText: /Ofertas de portatil$/ }).waitFor();
  const open = s.page.locator('[data-boundary="offers"] button[aria-haspopup="dialog"]');
  expect(await open.textContent()).toMatch(/Filtros\s*1 Filtro activo/);
  await open.click();
  const dialog = s.page.getByRole('dialog', { name: '1 Filtro activo' });
  await dialog.waitFor();
  for (let i = 0; i < 12; i++) {
    await s.page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  const category = dialog.getByLabel('Categoría', { exact: true });
  await category.locator('option:not([value="all"])').first().waitFor({ state: 'attached' });
  await category.selectOption({ index: 1 });
  await s.page.waitForURL(/categorias=/);
  await s.page.getByRole('dialog', { name: '2 Filtros activos' }).waitFor();
  await s.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(await open.evaluate((b) => b === document.activeElement)).toBe(true);
  expect(await s.page.getByRole('button', { name: /Filtros 2 Filtros activos/ }).count()).toBe(1);
  // Nothing overflows horizontally at phone width (list, then a product page with its carousel).
  expect(await s.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const [prod] = (await api<Array<{ Data: Product[] }>>('/api/products/get/?search=portatil&limit=1'))[0]!.Data;
  await s.goto(`/ofertas/x/${prod!.id}`);
  await h1(s).filter({ hasText: 'Oferta en ' }).waitFor();
  await s.page.waitForLoadState('networkidle');
  expect(await s.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('special pages: back-to-school and Black Friday lists with pagers, JSON-LD ItemList of products with offers in EUR, in stock', async () => {
  s = await openSession();
  await s.goto('/ofertas/vuelta-al-cole');
  await h1(s).filter({ hasText: /^Ofertas totales: \d+ ofertas$/ }).waitFor();
  await s.goto('/ofertas/black-friday');
  await h1(s).filter({ hasText: /^Ofertas Black Friday: \d+ ofertas$/ }).waitFor();
  await s.page.getByRole('heading', { name: 'Ofertas Black Friday en Ordenadores' }).waitFor();
  await s.page.getByText(/^1 de \d+$/).first().waitFor();
  expect(await s.page.getByRole('link', { name: 'guía del Black Friday' }).getAttribute('href')).toBe('/blog/black-friday-2024');
  const ld = await s.page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent!)));
  const list = ld.find((x) => x['@type'] === 'ItemList');
  expect(list.itemListElement[0]).toMatchObject({ '@type': 'ListItem', position: 1, url: expect.stringMatching(/\/ofertas\/[a-z0-9-]+\/[^/]+$/) });
  expect(list.itemListElement[0].item).toMatchObject({ '@type': 'Product', name: expect.any(String) });
  expect(list.itemListElement[0].item.offers).toMatchObject({ priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
  expect(list.numberOfItems).toBe(list.itemListElement.length);
});

test('AI block: shown with ?ai=1 (local generator), simple markdown as elements', async () => {
  s = await openSession();
  const [p] = (await api<Array<{ Data: Product[] }>>('/api/products/get/?search=null&limit=1'))[0]!.Data;
  const answer = s.page.waitForResponse((r) => r.url().endsWith('/api/ai/generate'));
  await s.goto(`/ofertas/x/${p!.id}?ai=1`);
  expect((await answer).status()).toBe(200);
  const block = s.page.getByRole('region', { name: 'Información adicional' });
  await block.waitFor();
  expect(await block.locator('script, [style]').count()).toBe(0);
});

describe('with a failing AI provider', () => {
  let failing: http.Server;
  let backend: Backend;
  beforeAll(async () => {
    failing = http.createServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":"proveedor caído"}');
    });
    await new Promise<void>((r) => failing.listen(0, '127.0.0.1', () => r()));
    const port = (failing.address() as AddressInfo).port;
    backend = await startBackend({ SEED: 'auto', SAMPLE_SIZE: '40', AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'test', AI_TIMEOUT_MS: '2000' });
  }, 120_000);
  afterAll(async () => {
    await backend?.stop();
    await new Promise((r) => failing?.close(r));
  });

  test('the AI block stays hidden and the page works', async () => {
    s = await openSession(backend.url);
    const [p] = (await api<Array<{ Data: Product[] }>>('/api/products/get/?search=null&limit=1', backend.url))[0]!.Data;
    const answer = s.page.waitForResponse((r) => r.url().endsWith('/api/ai/generate'));
    // The page has handled the failed answer once it logs AI_ERROR_MESSAGE: only then can 'absent' mean hidden
    // (a block shown from that answer would already be in the page), not 'not yet arrived'.
    const handled = s.page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().startsWith(AI_ERROR_MESSAGE));
    await s.goto(`/ofertas/x/${p!.id}?ai=1`);
    expect((await answer).ok()).toBe(false);
    await handled;
    await h1(s).filter({ hasText: `Oferta en ${p!.title}` }).waitFor();
    expect(await s.page.getByText(ADDITIONAL_INFO).count()).toBe(0);
  });
});

test.each([
  ['home', '/'],
  ['list', '/ofertas/portatil?precio=900'],
  ['product', null],
])('axe: no serious or critical violations on %s', async (_name, p) => {
  s = await openSession();
  let target = p;
  if (!target) {
    const [prod] = (await api<Array<{ Data: Product[] }>>('/api/products/get/?search=portatil&limit=1'))[0]!.Data;
    target = `/ofertas/x/${prod!.id}`;
  }
  await s.goto(target);
  await h1(s).waitFor();
  await s.page.waitForLoadState('networkidle');
  if (!p) {
    // The product page's viewer popup (SPEC: 4 s at ≥ 790 px) is checked once it is gone.
    const popup = s.page.getByText(/Actualmente, \d+ personas/);
    await popup.waitFor();
    await popup.waitFor({ state: 'detached', timeout: 10_000 });
  }
  expect(await seriousA11yViolations(s.page)).toEqual([]);
  expect(s.pageErrors).toEqual([]);
});
