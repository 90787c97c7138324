/**
 * Findability in the browser: pages the server answers 404/410 show the Spanish error page inside
 * the site chrome without leaving their URL; the served head is replaced (never duplicated) by the page's
 * own, and in-app navigation updates title and canonical.
 */
import { NOT_FOUND_TEXT, openSession, seriousA11yViolations, type Session } from '../support/browser';
import { readState } from '../support/servers';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s.close();
});

type Product = { id: string; title: string; category: string };

async function someProduct(): Promise<Product> {
  const res = await fetch(`${readState().baseUrl}/api/products/get/?search=null&category=all&brand=all&price=0&page=1&limit=1`);
  const [answer] = (await res.json()) as Array<{ Data: Product[] }>;
  return answer!.Data[0]!;
}

const canonicals = () => s.page.locator('link[rel="canonical"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
const ldTypes = () =>
  s.page.locator('script[type="application/ld+json"]').evaluateAll((ss) => ss.map((x) => (JSON.parse(x.textContent ?? '{}') as { '@type'?: string })['@type']));

test.each([
  ['/esto/no/existe', 404],
  ['/ofertas/producto/no-existe-123456', 404],
  ['/cupones/tienda-que-no-existe', 404],
  ['/blog/articulo-que-no-existe', 404],
])('%s answers %i and shows the Spanish error page with the site chrome, at /error', async (path, status) => {
  const res = await s.page.goto(s.baseUrl + path, { waitUntil: 'load' });
  expect(res?.status()).toBe(status);
  await s.page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT }).waitFor();
  await s.page.getByRole('banner').getByPlaceholder('Buscar Ofertas').waitFor();
  await s.page.getByRole('contentinfo').waitFor();
  await s.page.getByRole('link', { name: 'Volver al menú principal' }).waitFor();
  await s.page.waitForURL(`${s.baseUrl}/error`);
  expect(await s.page.title()).toContain('Página no encontrada');
  expect(await seriousA11yViolations(s.page)).toEqual([]);
});

test('a product page: its own title, one canonical and one Product JSON-LD; in-app navigation updates title and canonical', async () => {
  const p = await someProduct();
  await s.goto(`/ofertas/cualquier-titulo/${encodeURIComponent(p.id)}`);
  await s.page.getByRole('heading', { level: 1, name: `Oferta en ${p.title}` }).waitFor();
  await s.page.waitForFunction((t) => document.title.startsWith(`Oferta en ${t}`), p.title);
  const productCanonical = await canonicals();
  expect(productCanonical).toHaveLength(1);
  expect(productCanonical[0]).toMatch(new RegExp(`/ofertas/[a-z0-9-]+/${p.id}$`));
  expect((await ldTypes()).filter((t) => t === 'Product')).toHaveLength(1);

  // Breadcrumb → the category list: the client sets the next page's head, the server's tags are gone.
  await s.page.getByRole('navigation', { name: 'Migas de pan' }).getByRole('link').nth(1).click();
  await s.page.waitForURL(/\/categorias\//);
  await s.page.waitForFunction(() => document.title.startsWith('Ofertas de '));
  await s.page.waitForFunction(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.includes('/categorias/'));
  expect(await canonicals()).toHaveLength(1);
  expect(await s.page.locator('[data-server-head]').count()).toBe(0);
  expect((await ldTypes()).filter((t) => t === 'Product')).toHaveLength(0);

  // Back in the history: the product's head again.
  await s.page.goBack();
  await s.page.waitForFunction((t) => document.title.startsWith(`Oferta en ${t}`), p.title);
  await s.page.waitForFunction((id) => document.querySelector('link[rel="canonical"]')?.getAttribute('href')?.endsWith(`/${id}`), p.id);
});

test("a product opened in the app from a served product page has its own Product JSON-LD, not the served page's", async () => {
  const p = await someProduct();
  await s.goto(`/ofertas/cualquier-titulo/${encodeURIComponent(p.id)}`);
  await s.page.getByRole('heading', { level: 1, name: `Oferta en ${p.title}` }).waitFor();
  const related = s.page.getByRole('region', { name: 'Ofertas relacionadas' }).getByRole('heading').getByRole('link').first();
  await related.waitFor();
  const next = (await related.textContent())!.trim();
  await related.click();
  await s.page.getByRole('heading', { level: 1, name: `Oferta en ${next}` }).waitFor();
  await s.page.waitForFunction(
    (name) => [...document.querySelectorAll('script[type="application/ld+json"]')].some((el) => (JSON.parse(el.textContent ?? '{}') as { name?: string }).name === name),
    next,
  );
  const products = await s.page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}') as { '@type'?: string; name?: string }).filter((x) => x['@type'] === 'Product'));
  expect(products.map((x) => x.name)).toEqual([next]);
});

test('leaving an error page by a link renders the next page normally', async () => {
  await s.goto('/esto/tampoco/existe');
  await s.page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT }).waitFor();
  await s.page.getByRole('link', { name: 'Volver al menú principal' }).click();
  await s.page.waitForURL(`${s.baseUrl}/`);
  await s.page.locator('[data-boundary="offers"] h1').first().waitFor();
  expect(await s.page.locator('meta[name="x-status"]').count()).toBe(0);
  expect(await s.page.getByRole('heading', { name: NOT_FOUND_TEXT }).count()).toBe(0);
});

test('home: the title and description the client sets are the ones the server served', async () => {
  const html = await (await fetch(`${s.baseUrl}/`)).text();
  const served = {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
  };
  expect(served.title).toBeTruthy();
  await s.goto('/');
  await s.page.locator('[data-boundary="offers"]').first().waitFor();
  await s.page.waitForFunction(() => document.querySelector('link[rel="canonical"]:not([data-server-head])') !== null);
  const client = await s.page.evaluate(() => ({
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
  }));
  const decode = (x: string | undefined) => x?.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  expect(client).toEqual({ title: decode(served.title), description: decode(served.description) });
});
