/**
 * mfe-blog end to end, against the production build and the sample articles (support/global-setup.ts):
 * /blog → featured article → article (Spanish date, lazy cover, tags, head) → an article with product blocks
 * ('Ir a la oferta', similar-products search, the offers ProductCard fragment, the recommended strip) →
 * the same article at /{slug} → unknown slugs → /error; axe on both pages; no second React; first-visit JS.
 */
import type { BlogArticle, BlogArticleSummary } from '@ofertas/contracts';
import { firstLoadJs, kb, librariesIn, NOT_FOUND_TEXT, openSession, seriousA11yViolations, type Session } from '../support/browser';
import { readState } from '../support/servers';

let s: Session;
afterEach(async () => {
  await s?.close();
});

const SPANISH_DATE = /^\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/;
const blog = (x: Session) => x.page.locator('[data-boundary="blog"][data-boundary-label^="blog@"]').first();

/** The list answer: summaries, no sections. */
async function articles(): Promise<BlogArticleSummary[]> {
  const res = await fetch(`${readState().baseUrl}/api/blog`);
  expect(res.status).toBe(200);
  return (await res.json()) as BlogArticleSummary[];
}

/** Every article whole (sections included), by slug. */
async function fullArticles(): Promise<BlogArticle[]> {
  const out: BlogArticle[] = [];
  for (const a of await articles()) {
    const res = await fetch(`${readState().baseUrl}/api/blog/${a.slug}`);
    expect(res.status).toBe(200);
    out.push((await res.json()) as BlogArticle);
  }
  return out;
}

test('/blog → featured → article: Spanish date, cover fetched first, tags, head; sections fetched once by slug and kept', async () => {
  const list = await articles();
  expect(list.length).toBeGreaterThan(1);
  const newest = list[0]!;
  const [firstSection] = (await fullArticles()).find((a) => a.slug === newest.slug)!.content;
  expect(firstSection).toBeDefined();
  s = await openSession();
  const { page } = s;
  await s.goto('/blog');
  await blog(s).waitFor();
  await page.getByRole('navigation', { name: 'Migas de pan' }).getByRole('link', { name: 'Inicio' }).waitFor();
  const featured = page.locator('article[data-featured]');
  await featured.getByRole('heading', { level: 2, name: newest.title }).waitFor();
  expect(await featured.locator('time').textContent()).toMatch(SPANISH_DATE);
  const cards = page.getByRole('region', { name: 'Más artículos' }).getByRole('article');
  expect(await cards.count()).toBe(list.length - 1);
  expect(await page.getByRole('region', { name: 'Síguenos' }).getByRole('link').count()).toBeGreaterThan(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await featured.getByRole('link', { name: newest.title }).click();
  await page.waitForURL(`${s.baseUrl}/blog/${newest.slug}`);
  const article = page.locator('article').filter({ has: page.getByRole('heading', { level: 1, name: newest.title }) });
  await article.waitFor();
  expect(await article.locator('header time').textContent()).toMatch(SPANISH_DATE);
  const cover = article.getByRole('img', { name: newest.title, exact: true });
  // Lazy, as the spec asks (an article opened directly has it preloaded by the served HTML: seo.http.test.ts);
  // in view at the top of the page, it loads at once.
  expect(await cover.getAttribute('loading')).toBe('lazy');
  await page.waitForFunction((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await cover.elementHandle());
  expect(await article.getByRole('list', { name: 'Etiquetas' }).getByRole('listitem').allTextContents()).toEqual(newest.tags);
  // The list's summary has no sections: they come with one GET /api/blog/{slug}.
  await article.getByRole('heading', { level: 2, name: firstSection!.section }).waitFor();
  const bySlug = () => s.requests.filter((r) => new URL(r.url()).pathname.startsWith('/api/blog/')).map((r) => new URL(r.url()).pathname);
  expect(bySlug()).toEqual([`/api/blog/${newest.slug}`]);
  await page.waitForFunction((t) => document.title.startsWith(t), newest.title);
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${s.baseUrl}/blog/${newest.slug}`);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!) as Record<string, unknown>;
  expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: newest.title, datePublished: newest.date });
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(newest.title);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Back to the list and into the same article: the full article was kept, nothing fetched by slug again.
  await page.goBack();
  await featured.getByRole('link', { name: newest.title }).click();
  await article.getByRole('heading', { level: 2, name: firstSection!.section }).waitFor();
  expect(bySlug()).toEqual([`/api/blog/${newest.slug}`]);
  expect(s.pageErrors).toEqual([]);
});

test('product blocks: "Ir a la oferta" in a new tab, the matched product card, similar products, recommended strip', async () => {
  const list = await fullArticles();
  const withOffer = list.find((a) => a.content.some((c) => c.showProductUrl && c.productUrl));
  const withCard = list.find((a) => a.content.some((c) => c.showProductCard && c.productCard));
  expect(withOffer).toBeDefined();
  expect(withCard).toBeDefined();
  s = await openSession();
  const { page } = s;

  await s.goto(`/blog/${withOffer!.slug}`);
  await page.getByRole('heading', { level: 1, name: withOffer!.title }).waitFor();
  const section = withOffer!.content.find((c) => c.showProductUrl && c.productUrl)!;
  const block = page.getByRole('complementary', { name: `Producto: ${section.section}` });
  const go = block.getByRole('link', { name: /^Ir a la oferta/ });
  expect(await go.getAttribute('href')).toBe(section.productUrl);
  expect(await go.getAttribute('target')).toBe('_blank');
  expect(await go.getAttribute('rel')).toBe('sponsored noopener');
  // the recommended strip: offers' ProductStrip fragment keyed on the keySearch, with product cards
  const strip = page.getByRole('region', { name: 'Te recomendamos estos productos' });
  await strip.getByRole('article').first().waitFor();
  const n = await strip.getByRole('article').count();
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThanOrEqual(8);
  expect(s.requests.some((r) => r.url().includes('/api/products/get/') && r.url().includes('limit=8'))).toBe(true);
  // similar products: the offers search for the section title
  await block.getByRole('link', { name: 'Buscar productos similares' }).click();
  await page.waitForURL(/\/ofertas\/[a-z0-9-]+$/);
  await page.locator('[data-boundary="offers"] h1').first().waitFor();

  await s.goto(`/blog/${withCard!.slug}`);
  await page.getByRole('heading', { level: 1, name: withCard!.title }).waitFor();
  const cardSection = withCard!.content.find((c) => c.showProductCard && c.productCard)!;
  const cardBlock = page.getByRole('complementary', { name: `Producto: ${cardSection.section}` });
  await cardBlock.locator('[data-boundary="offers"], article').first().waitFor();
  const cardCalls = s.requests.filter((r) => r.url().includes('/api/products/get/') && r.url().includes('limit=1'));
  expect(cardCalls.length).toBeGreaterThan(0);
  expect(s.pageErrors).toEqual([]);
});

test('/{slug} shows the same article; unknown slugs and two-segment paths answer 404 with the error page', async () => {
  const [first] = await articles();
  s = await openSession();
  const { page } = s;
  await s.goto(`/${first!.slug}`);
  await blog(s).waitFor();
  await page.getByRole('heading', { level: 1, name: first!.title }).waitFor();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${s.baseUrl}/blog/${first!.slug}`);
  for (const p of ['/blog/no-existe-este-articulo', '/no-existe-este-articulo', '/No_Valido', '/black-friday-2024/otra']) {
    // The server answers these with 404 and the shell shows the error page in place (no soft 404).
    const answer = await page.request.get(`${s.baseUrl}${p}`);
    expect(answer.status()).toBe(404);
    await s.goto(p);
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    expect([`${s.baseUrl}${p}`, `${s.baseUrl}/error`]).toContain(page.url());
  }
  // pages of other owners keep their single-segment paths
  await s.goto('/links');
  await page.getByRole('heading', { level: 1, name: 'Links a las mejores ofertas' }).waitFor();
  expect(s.pageErrors).toEqual([]);
});

test('the blog remote brings no second React; first-visit JS of /blog and of an article', async () => {
  const [first] = await articles();
  const figures: string[] = [];
  for (const p of ['/blog', `/blog/${first!.slug}`]) {
    s = await openSession();
    await s.goto(p);
    await blog(s).waitFor();
    await s.page.locator('[data-boundary="blog"] h1').first().waitFor();
    await s.page.waitForLoadState('networkidle');
    for (const r of s.responses.filter((x) => new URL(x.url()).pathname.startsWith('/mfe/blog/') && x.url().endsWith('.js'))) {
      // react, react-dom and react-router come from the shell; jotai (which the shell does not use) may come from here, once
      expect((await librariesIn(r.url(), await r.text())).filter((lib) => lib.startsWith('react'))).toEqual([]);
    }
    const { shell, remote } = await firstLoadJs(s, 'blog');
    const offers = await firstLoadJs(s, 'offers');
    figures.push(
      `${p}: gzip shell ${kb(shell.gzip)} + blog ${kb(remote.gzip)} + offers ${kb(offers.remote.gzip)} KB; ` +
        `brotli ${kb(shell.sent)} + ${kb(remote.sent)} + ${kb(offers.remote.sent)} KB`,
    );
    await s.close();
  }
  console.log(`first-visit JS\n${figures.join('\n')}`);
});
