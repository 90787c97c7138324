import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BlogCreateRequestSchema, brandPath, NOT_FOUND_TEXT, storeFaqs, VouchersAnswerSchema } from '@ofertas/contracts';
import { BlogService } from '../blog/blog.service';
import { importFeed } from '../catalog-import/import-feed';
import { settlePriceTrust } from '../database/price-trust';
import { CategoriesService } from '../products/categories.service';
import { ProductPagesService } from '../products/product-pages.service';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { minimalShellDir } from '../frontends/minimal-shell';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { importVouchers } from '../vouchers/import-vouchers';
import { VouchersService } from '../vouchers/vouchers.service';
import { PageHeadsService } from './page-heads.service';

const FEED = path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv');
const VOUCHERS = path.join(__dirname, '..', 'vouchers', 'fixtures', 'promotions-small.json');
const ORIGIN = 'https://ofertas.example';
/** Saturday 21 November 2026, midday in Madrid: price valid until Monday 23 (SPEC §9). */
const NOW = new Date('2026-11-21T11:00:00Z');
const HOSTILE_TITLE = `Funda "XL" </script><script>alert('x')</script> <b>barata</b> & más`;
const HOSTILE_STORE = `Tienda "Mala" <i>`;

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A feed with one product whose title and store try to break out of every context they are written in. */
function hostileFeed(): string {
  const file = path.join(tempDir('ofertas-feed-'), 'hostile.csv');
  const header = fs.readFileSync(FEED, 'utf8').split('\n')[0];
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const row = ['9001', q(HOSTILE_TITLE), q(HOSTILE_STORE), '900', '10.00', '20.00', '', 'https://www.awin1.com/pclick.php?p=9001', '/api/images/products/9001-1.svg', '', q('Descripción con </script> dentro'), 'Skincare', 'Marca', '0.00', '', ''];
  fs.writeFileSync(file, `${header}\n${row.join(',')}\n`);
  return file;
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

interface Head {
  title: string;
  description: string;
  canonical: string | null;
  robots: string | null;
  status: string | null;
  meta: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
}

/** What a crawler reads of the served head. */
function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta: Record<string, string> = {};
  for (const m of head.matchAll(/<meta data-server-head (?:name|property)="([^"]+)" content="([^"]*)">/g)) meta[decode(m[1]!)] = decode(m[2]!);
  const jsonLd = [...head.matchAll(/<script data-server-head type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    description: decode(/<meta name="description" content="([^"]*)">/.exec(head)?.[1] ?? ''),
    canonical: /<link data-server-head rel="canonical" href="([^"]*)">/.exec(head)?.[1] ?? null,
    robots: meta.robots ?? null,
    status: meta['x-status'] ?? null,
    meta,
    jsonLd,
  };
}

const ldOf = (h: Head, type: string) => h.jsonLd.find((x) => x['@type'] === type) as Record<string, any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any

const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });

describe.each(databaseKinds())('findability: served heads, statuses, robots.txt and sitemaps on %s', (kind) => {
  let t: TestApp;
  let live = 0;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind, { PUBLIC_URL: `${ORIGIN}/`, FRONTENDS_DIR: minimalShellDir(), SITEMAP_URLS_PER_FILE: '5' }));
    await importFeed(t.db, { source: FEED });
    await importFeed(t.db, { source: hostileFeed() });
    // Every struck price but 1003's was charged 10 days ago: verified discounts for the Black Friday list.
    await t.db.query(`INSERT INTO price_history (product_id, recorded_at, price) SELECT id, now() - interval '10 days', rrp_price FROM product WHERE rrp_price > price AND id <> '1003'`);
    await settlePriceTrust(t.db, 'all');
    // The importer strips markup from feed text; a title written by any other path must be safe all the same.
    await t.db.query(`UPDATE product SET title = $1, merchant = $2, description = $3 WHERE id = '9001'`, [HOSTILE_TITLE, HOSTILE_STORE, 'Descripción con </script> dentro']);
    // A product an import retired (its merchant's next feed no longer listed it).
    await t.db.query(`UPDATE product SET active = false WHERE id = '1012'`);
    await t.app.get(CategoriesService).upsert([{ value: 'Laptops', valueurl: 'ordenadores-portatiles', title: 'Portátiles', description: '', image: '' }]);
    await importVouchers(t.db, { source: VOUCHERS });
    const blog = t.app.get(BlogService);
    const article = (slug: string, title: string, description: string) =>
      BlogCreateRequestSchema.parse({ slug, title, description, category: 'Ahorro', image: `/api/images/blog/${slug}.svg`, tags: ['ahorro', 'cupones'], keySearch: 'portátil' });
    await blog.create(article('black-friday-2024', 'Black Friday 2024: "cómo" <ahorrar> de verdad', 'Guía **práctica** para comprar en el *Black Friday* sin caer en falsas *rebajas*.'), { author: 'Lucía Pérez', date: '2024-11-20' });
    await blog.create(article('vuelta-al-cole', 'Vuelta al cole sin gastar de más', 'Lista de material escolar con descuento.'), { date: '2024-08-25' });
    t.app.get(VouchersService).now = () => NOW;
    t.app.get(PageHeadsService).now = () => NOW;
    t.app.get(PageHeadsService).forget();
    live = ((await t.db.query(`SELECT count(*)::int AS n FROM product WHERE active`)) as Array<{ n: number }>)[0]!.n;
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (p: string) => {
    const res = await t.send('GET', p, undefined, { accept: 'text/html' });
    expect(res.headers.get('content-type')).toContain('text/html');
    return { status: res.status, html: String(res.body), head: readHead(String(res.body)) };
  };

  it('product page: own title with store, description, canonical, social tags, Product + BreadcrumbList JSON-LD', async () => {
    const { status, head, html } = await page('/ofertas/cualquier-cosa/1003');
    expect(status).toBe(200);
    // The gallery's first image, as the page requests it (relative), hinted once with high priority.
    expect(html.match(/<link[^>]*as="image"[^>]*>/g)).toEqual([
      '<link data-server-head rel="preload" as="image" href="/api/images/products/1003-1.svg" fetchpriority="high">',
    ]);
    expect(head.status).toBeNull();
    expect(head.title).toBe('Oferta en Portátil Lenovo IdeaPad Slim 3 15,6" Intel Core i5 16GB 512GB SSD – PcComponentes | Ofertas Flash');
    expect(head.description).toBe('Portátil ligero para trabajar y estudiar, con pantalla Full HD.');
    const url = `${ORIGIN}/ofertas/portatil-lenovo-ideapad-slim-3-156-intel-core-i5-16gb-512gb-ssd/1003`;
    expect(head.canonical).toBe(url);
    expect(head.robots).toBeNull();
    expect(head.meta).toMatchObject({
      'og:type': 'product',
      'og:url': url,
      'og:image': `${ORIGIN}/api/images/products/1003-1.svg`,
      'twitter:card': 'summary_large_image',
      'twitter:image': `${ORIGIN}/api/images/products/1003-1.svg`,
      'product:price:amount': '549.00',
      'product:price:currency': 'EUR',
    });
    const product = ldOf(head, 'Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Portátil Lenovo IdeaPad Slim 3 15,6" Intel Core i5 16GB 512GB SSD',
      sku: '1003',
      brand: { '@type': 'Brand', name: 'Lenovo' },
      image: [`${ORIGIN}/api/images/products/1003-1.svg`, `${ORIGIN}/api/images/products/1003-2.svg`],
      offers: {
        '@type': 'Offer',
        url,
        price: '549.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Organization', name: 'PcComponentes' },
      },
    });
    // Only what the site knows: no date the price holds until, and the shop's 699 € never seen charged is no struck price.
    const offer = product?.offers as Record<string, unknown>;
    expect(offer.priceValidUntil).toBeUndefined();
    expect(offer.priceSpecification).toBeUndefined();
    const crumbs = ldOf(head, 'BreadcrumbList');
    expect(crumbs?.itemListElement.map((i: { name: string; item: string }) => [i.name, i.item])).toEqual([
      ['Inicio', `${ORIGIN}/`],
      ['Portátiles', `${ORIGIN}/categorias/ordenadores-portatiles`],
      ['Portátil Lenovo IdeaPad Slim 3 15,6" Intel Core i5 16GB 512GB SSD', url],
    ]);
  });

  it('hostile product titles and stores are escaped for each context: text, attribute and JSON in script', async () => {
    const { status, html, head } = await page('/ofertas/x/9001');
    expect(status).toBe(200);
    // Nothing the feed wrote can open or close an element in the served page.
    expect(html).not.toContain("<script>alert('x')");
    expect(html).not.toContain('<b>barata');
    expect(html).not.toContain('<i>');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script[ >]/g)?.length);
    expect(html).toContain('<title>Oferta en Funda &quot;XL&quot; &lt;/script&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    // …and every reader still gets the exact text back.
    expect(head.title).toBe(`Oferta en ${HOSTILE_TITLE} – ${HOSTILE_STORE} | Ofertas Flash`);
    expect(head.meta['og:title']).toBe(`Oferta en ${HOSTILE_TITLE}`);
    expect(head.description).toBe('Descripción con </script> dentro');
    expect(ldOf(head, 'Product')).toMatchObject({ name: HOSTILE_TITLE, offers: { seller: { name: HOSTILE_STORE } } });
  });

  it('answers 404 (or 410 for a retired product) with the Spanish error page for every kind of missing page', async () => {
    const cases: Array<[string, number]> = [
      ['/no/existe/para/nada', 404],
      ['/ofertas/titulo/no-existe-9999', 404],
      ['/ofertas/raqueta/1012', 410],
      ['/cupones/tienda-inexistente', 404],
      ['/blog/articulo-que-no-existe', 404],
      ['/blog/new-articulo-que-no-existe', 404],
      ['/articulo-que-no-existe', 404],
      ['/blog/Slug_Malformado', 404],
      ['/error', 404],
    ];
    for (const [p, expected] of cases) {
      const { status, html, head } = await page(p);
      expect([p, status]).toEqual([p, expected]);
      expect([p, head.status]).toEqual([p, String(expected)]);
      expect(head.robots).toBe('noindex');
      expect(head.canonical).toBeNull();
      expect(head.title).toBe('Página no encontrada | Ofertas Flash');
      // Readers without JavaScript get the error page itself; the shell renders the same in place.
      expect(html).toContain(`<div id=root><main><h1>${NOT_FOUND_TEXT}</h1>`);
    }
    // API 404s stay JSON; the click-out keeps its own rules.
    const api = await t.get('/api/no-existe');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await t.get('/go/no-existe-9999')).status).toBe(404);
    // Pages that exist keep 200.
    for (const p of ['/', '/ofertas', '/cupones', '/cupones/promofarma', '/blog', '/blog/vuelta-al-cole', '/vuelta-al-cole', '/links', '/ofertas/black-friday', '/marca/Nike']) {
      expect([p, (await page(p)).status]).toEqual([p, 200]);
    }
  });

  it('category and brand lists: their names in the title, page > 1 in the canonical, breadcrumbs', async () => {
    const cat = (await page('/categorias/ordenadores-portatiles?page=2&marca=Lenovo')).head;
    expect(cat.title).toBe('Ofertas de Portátiles (página 2) | Ofertas Flash');
    expect(cat.description).toBe('Las mejores ofertas de Portátiles: precios rebajados, descuentos y chollos actualizados cada día en tiendas de España.');
    expect(cat.canonical).toBe(`${ORIGIN}/categorias/ordenadores-portatiles?page=2`);
    expect(cat.robots).toBeNull();
    expect(ldOf(cat, 'BreadcrumbList')?.itemListElement[1]).toMatchObject({ name: 'Portátiles' });
    const first = (await page('/categorias/ordenadores-portatiles?page=1')).head;
    expect(first.canonical).toBe(`${ORIGIN}/categorias/ordenadores-portatiles`);
    const brand = (await page('/marca/Nike')).head;
    expect(brand.title).toBe('Ofertas de Nike | Ofertas Flash');
    expect(brand.canonical).toBe(`${ORIGIN}/marca/nike`);
    // Brand slugs: named as the catalogue spells the brand, whatever the URL's case or accents.
    for (const p of ['/marca/la-roche-posay', '/marca/La%20Roche-Posay', '/marca/LA-ROCH%C3%89-POSAY']) {
      const head = (await page(p)).head;
      expect([p, head.title, head.canonical]).toEqual([p, 'Ofertas de La Roche-Posay | Ofertas Flash', `${ORIGIN}/marca/la-roche-posay`]);
    }
    const bad = (await page('/marca/%3Cscript%3E')).head;
    expect(bad.title).toBe('Ofertas de <script> | Ofertas Flash');
    expect(bad.canonical).toBe(`${ORIGIN}/marca/script`);
    // A brand no live product has: an empty list under any name typed in, not indexed.
    expect(bad.robots).toBe('noindex, follow');
    expect((await page('/marca/nike')).head.robots).toBeNull();
    // SPEC §3: an unknown category is 'Todo'.
    const unknown = (await page('/categorias/no-such-cat')).head;
    expect([unknown.title, unknown.canonical]).toEqual(['Ofertas de Todo | Ofertas Flash', `${ORIGIN}/categorias/todo`]);
  });

  it("the Black Friday page's title names the current campaign year, as the page itself does", async () => {
    const head = (await page('/ofertas/black-friday')).head;
    expect(head.title).toBe(`Ofertas Black Friday ${NOW.getUTCFullYear()} en España | Ofertas Flash`);
    expect(head.title).not.toContain('2024');
  });

  it.each([
    ['/ofertas/black-friday', 'Ofertas Black Friday'],
    ['/ofertas/vuelta-al-cole', 'Ofertas vuelta al cole'],
  ])('%s: served product-list data, each product with an offer in EUR, in stock', async (path, name) => {
    const list = ldOf((await page(path)).head, 'ItemList');
    expect(list).toMatchObject({ '@context': 'https://schema.org', name });
    expect(list!.itemListElement.length).toBeGreaterThan(0);
    expect(list!.numberOfItems).toBe(list!.itemListElement.length);
    for (const [i, entry] of (list!.itemListElement as Array<Record<string, any>>).entries()) { // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(entry).toMatchObject({ '@type': 'ListItem', position: i + 1, url: expect.stringMatching(new RegExp(`^${ORIGIN}/ofertas/[a-z0-9-]+/[^/]+$`)) });
      expect(entry.item).toMatchObject({ '@type': 'Product', url: entry.url, name: expect.any(String) });
      expect(entry.item.offers).toMatchObject({ '@type': 'Offer', price: expect.stringMatching(/^\d+\.\d{2}$/), priceCurrency: 'EUR', availability: 'https://schema.org/InStock' });
    }
  });

  it('free-text searches are noindex, follow; the plain offers list is indexable', async () => {
    const search = (await page('/ofertas/zapatillas-nike?page=3')).head;
    expect(search.title).toBe('Ofertas de zapatillas nike (página 3) | Ofertas Flash');
    expect(search.robots).toBe('noindex, follow');
    expect(search.canonical).toBe(`${ORIGIN}/ofertas/zapatillas-nike?page=3`);
    const all = (await page('/ofertas')).head;
    expect(all.robots).toBeNull();
    // The whole catalogue has three addresses and one canonical.
    expect(all.canonical).toBe(`${ORIGIN}/categorias/todo`);
    expect((await page('/marca?page=2')).head.canonical).toBe(`${ORIGIN}/categorias/todo?page=2`);
    expect((await page('/categorias/todo')).head.canonical).toBe(`${ORIGIN}/categorias/todo`);
  });

  it('list pages and coupon pages announce their Atom feed; the store feed holds its coupons', async () => {
    const alternate = (html: string) => /<link data-server-head rel="alternate" type="application\/atom\+xml" title="([^"]*)" href="([^"]*)">/.exec(html)?.slice(1);
    const brand = await page('/marca/Nike?precio=100&page=2');
    expect(alternate(brand.html)).toEqual([brand.head.title, `${ORIGIN}/feeds/marca/Nike.atom?precio=100`]);
    expect(alternate((await page('/ofertas/zapatillas')).html)?.[1]).toBe(`${ORIGIN}/feeds/ofertas/zapatillas.atom`);
    expect(alternate((await page('/categorias/ordenadores-portatiles')).html)?.[1]).toBe(`${ORIGIN}/feeds/categorias/ordenadores-portatiles.atom`);
    expect(alternate((await page('/cupones')).html)?.[1]).toBe(`${ORIGIN}/feeds/cupones.atom`);
    const store = await page('/cupones/Promofarma');
    expect(alternate(store.html)?.[1]).toBe(`${ORIGIN}/feeds/cupones/Promofarma.atom`);
    // A product page and a special list have none.
    expect(alternate((await page('/ofertas/cualquier-cosa/1003')).html)).toBeUndefined();
    expect(alternate((await page('/ofertas/black-friday')).html)).toBeUndefined();

    const feed = await t.send('GET', '/feeds/cupones/Promofarma.atom', undefined, { accept: 'application/atom+xml' });
    expect(feed.status).toBe(200);
    const atom = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(String(feed.body)) as { feed: { title: string; entry: Array<{ link: { '@_href': string } }> } };
    expect(atom.feed.title).toBe('Ofertas Flash: cupones de Promofarma');
    expect(atom.feed.entry.length).toBeGreaterThan(0);
    for (const e of atom.feed.entry) expect(e.link['@_href']).toBe(`${ORIGIN}/cupones/Promofarma`);
  });

  it('store coupons page: store, month and year in the title; FAQPage JSON-LD as the page shows it', async () => {
    const { head } = await page('/cupones/PROMOFARMA');
    expect(head.title).toBe('Cupones descuento Promofarma: noviembre 2026 | Ofertas Flash');
    expect(head.description).toBe('Cupones, códigos descuento y promociones de Promofarma para comprar en España.');
    expect(head.canonical).toBe(`${ORIGIN}/cupones/Promofarma`);
    // The coupons the page lists (its own API call) give the FAQ it shows.
    const res = await t.send('POST', '/api/vouncher/vounchers', {
      filters: { advertiserIds: [100], exclusiveOnly: false, membership: 'joined', regionCodes: ['ES'], status: 'active', type: 'all' },
      pagination: { page: 1, pageSize: 200 },
    });
    const shown = storeFaqs('Promofarma', VouchersAnswerSchema.parse(res.body).data);
    expect(ldOf(head, 'FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: shown.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
    });
    expect(shown[1]?.answer).toMatch(/^Ahora mismo hay \d+ ofertas activas de Promofarma/);
  });

  it('home: WebSite JSON-LD with a SearchAction to the offers search; fixed pages keep their route title', async () => {
    const served = await page('/');
    const home = served.head;
    // No image the server knows is the home's largest paint: no image hint.
    expect(served.html).not.toContain('as="image"');
    expect(home.canonical).toBe(`${ORIGIN}/`);
    expect(ldOf(home, 'WebSite')).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${ORIGIN}/ofertas/{search_term_string}` }, 'query-input': 'required name=search_term_string' },
    });
    // One description each: a page whose description is its route's own (filled in first) once had two.
    for (const p of ['/', '/links', '/cupones', '/blog', '/ofertas/black-friday', '/esto/no/existe']) {
      expect([p, (await page(p)).html.match(/<meta name="?description/g)?.length]).toEqual([p, 1]);
    }
    const links = (await page('/links')).head;
    expect(links.title).toBe('Links a las mejores ofertas | Ofertas Flash');
    expect(links.canonical).toBe(`${ORIGIN}/links`);
    expect((await page('/blog/new')).head.robots).toBe('noindex, nofollow');
  });

  it('articles: title, description, cover as og:image, BlogPosting JSON-LD; /{slug} and /blog/{slug} share the canonical', async () => {
    for (const p of ['/blog/black-friday-2024', '/black-friday-2024']) {
      const { status, html, head } = await page(p);
      expect(status).toBe(200);
      const title = 'Black Friday 2024: "cómo" <ahorrar> de verdad';
      expect(head.title).toBe(`${title} | Ofertas Flash`);
      expect(html).not.toContain('<ahorrar>');
      expect(head.description).toBe('Guía práctica para comprar en el Black Friday sin caer en falsas rebajas.');
      expect(head.canonical).toBe(`${ORIGIN}/blog/black-friday-2024`);
      expect(html.match(/<link[^>]*as="image"[^>]*>/g)).toEqual([
        '<link data-server-head rel="preload" as="image" href="/api/images/blog/black-friday-2024.svg" fetchpriority="high">',
      ]);
      expect(head.meta).toMatchObject({ 'og:type': 'article', 'og:title': title, 'og:image': `${ORIGIN}/api/images/blog/black-friday-2024.svg`, 'article:published_time': '2024-11-20' });
      expect(ldOf(head, 'BlogPosting')).toMatchObject({
        headline: title,
        description: 'Guía práctica para comprar en el Black Friday sin caer en falsas rebajas.',
        url: `${ORIGIN}/blog/black-friday-2024`,
        image: [`${ORIGIN}/api/images/blog/black-friday-2024.svg`],
        author: { '@type': 'Person', name: 'Lucía Pérez' },
        datePublished: '2024-11-20',
        articleSection: 'Ahorro',
        keywords: 'ahorro, cupones',
      });
      expect(String(ldOf(head, 'BlogPosting')?.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    // Without an author, the site's owner signs it.
    expect(ldOf((await page('/blog/vuelta-al-cole')).head, 'BlogPosting')?.author).toEqual({ '@type': 'Person', name: 'Ofertas Flash S.L.' });
  });

  it('GET /robots.txt opens the site and the data its pages read, keeps the rest of /api/, /go/ and /blog/new closed, and names the sitemap', async () => {
    const res = await t.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = String(res.body).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /go/', 'Disallow: /blog/new', `Sitemap: ${ORIGIN}/sitemap.xml`]));
    // Google's rule: the longest matching path wins (a tie goes to Allow).
    const rules = lines.flatMap((l) => {
      const m = /^(Allow|Disallow): (.+)$/.exec(l);
      return m ? [{ allow: m[1] === 'Allow', re: new RegExp(`^${m[2]!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`), length: m[2]!.length }] : [];
    });
    const allowed = (p: string) => {
      const hits = rules.filter((r) => r.re.test(p)).sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
      return hits[0]?.allow ?? true;
    };
    const open = ['/', '/api/products/get/?search=null', '/api/products/product/?id=1', '/api/categories/get/', '/api/brand/get/', '/api/blog', '/api/blog/black-friday-2024', '/api/vouncher/vounchers', '/api/site', '/api/images/products/1-1.svg'];
    const closed = ['/api/ai/generateInfo', '/api/analytics/pageview', '/api/contact', '/api/blog/session', '/api/blog/black-friday-2024/source', '/api/docs', '/go/123', '/blog/new'];
    expect(open.filter((p) => !allowed(p))).toEqual([]);
    expect(closed.filter((p) => allowed(p))).toEqual([]);
  });

  it('API answers say X-Robots-Tag: noindex (the data is not a page of its own); images and pages do not', async () => {
    expect((await t.get('/api/site')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await t.get('/api/products/get/?search=null&category=all&brand=all&price=0&page=1&limit=1')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await t.get('/api/nada')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await t.get('/api/images/placeholder.svg')).headers.get('x-robots-tag')).toBeNull();
    expect((await t.send('GET', '/', undefined, { accept: 'text/html' })).headers.get('x-robots-tag')).toBeNull();
  });

  it('sitemap index and children: valid XML, products split by file, only live products and stores with coupons', async () => {
    const res = await t.get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(XMLValidator.validate(String(res.body))).toBe(true);
    const index = xml.parse(String(res.body)) as { sitemapindex: { sitemap: Array<{ loc: string; lastmod?: string }> } };
    const locs = index.sitemapindex.sitemap.map((s) => s.loc);
    const productFiles = Math.ceil(live / 5);
    expect(productFiles).toBeGreaterThan(1);
    const brandNames = ((await t.db.query(`SELECT DISTINCT brand FROM product WHERE active AND btrim(brand) <> ''`)) as Array<{ brand: string }>).map((r) => r.brand);
    const brandFiles = Math.ceil(brandNames.length / 5);
    expect(brandFiles).toBeGreaterThan(1);
    expect(locs).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      ...Array.from({ length: productFiles }, (_, i) => `${ORIGIN}/sitemaps/products-${i + 1}.xml`),
      `${ORIGIN}/sitemaps/categories.xml`,
      ...Array.from({ length: brandFiles }, (_, i) => `${ORIGIN}/sitemaps/brands-${i + 1}.xml`),
      `${ORIGIN}/sitemaps/stores.xml`,
      `${ORIGIN}/sitemaps/articles.xml`,
    ]);
    expect(index.sitemapindex.sitemap[1]?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const child = async (loc: string) => {
      const r = await t.get(loc.slice(ORIGIN.length));
      expect(r.status).toBe(200);
      expect(XMLValidator.validate(String(r.body))).toBe(true);
      return ((xml.parse(String(r.body)) as { urlset: { url?: Array<{ loc: string; lastmod?: string }> } }).urlset.url ?? []);
    };
    const products = (await Promise.all(locs.filter((l) => l.includes('/products-')).map(child))).flat();
    expect(products).toHaveLength(live);
    expect(new Set(products.map((u) => u.loc)).size).toBe(live);
    expect(products.every((u) => /^\d{4}-\d{2}-\d{2}T/.test(u.lastmod ?? ''))).toBe(true);
    expect(products.map((u) => u.loc)).toContain(`${ORIGIN}/ofertas/portatil-lenovo-ideapad-slim-3-156-intel-core-i5-16gb-512gb-ssd/1003`);
    expect(products.some((u) => u.loc.endsWith('/1012'))).toBe(false); // retired

    const categories = (await child(`${ORIGIN}/sitemaps/categories.xml`)).map((u) => u.loc);
    const liveCategories = (await t.db.query(`SELECT count(DISTINCT category)::int AS n FROM product WHERE active AND category <> ''`)) as Array<{ n: number }>;
    expect(categories).toHaveLength(liveCategories[0]!.n);
    expect(categories).toContain(`${ORIGIN}/categorias/ordenadores-portatiles`);
    // Brands split like products (SITEMAP_URLS_PER_FILE = 5): every live brand page once, ≤ 5 per file, lastmod from the rows.
    const brandUrls = await Promise.all(locs.filter((l) => l.includes('/brands-')).map(child));
    for (const file of brandUrls) {
      expect(file.length).toBeGreaterThan(0);
      expect(file.length).toBeLessThanOrEqual(5);
      expect(file.every((u) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(u.lastmod ?? ''))).toBe(true);
    }
    const brands = brandUrls.flat().map((u) => u.loc);
    expect(new Set(brands)).toEqual(new Set(brandNames.map((b) => `${ORIGIN}${brandPath(b)}`)));
    expect(brands).toHaveLength(new Set(brands).size); // no page twice (no two spellings of one slug fall in different files here)
    expect(brands).toContain(`${ORIGIN}/marca/nike`);
    expect(brands).toContain(`${ORIGIN}/marca/la-roche-posay`);
    expect(brands).not.toContain(`${ORIGIN}/marca/bullpadel`); // its only product is retired
    const stores = (await child(`${ORIGIN}/sitemaps/stores.xml`)).map((u) => u.loc);
    // Active coupons of joined stores in Spain on 21 November 2026 (the vouchers fixture).
    expect(stores.sort()).toEqual([`${ORIGIN}/cupones/Global-Store`, `${ORIGIN}/cupones/Pandora`, `${ORIGIN}/cupones/Promofarma`, `${ORIGIN}/cupones/Weekend-Desk`, `${ORIGIN}/cupones/Weekendesk`].sort());
    const articles = (await child(`${ORIGIN}/sitemaps/articles.xml`)).map((u) => u.loc);
    expect(articles.sort()).toEqual([`${ORIGIN}/blog/black-friday-2024`, `${ORIGIN}/blog/vuelta-al-cole`]);
    const pages = (await child(`${ORIGIN}/sitemaps/pages.xml`)).map((u) => u.loc);
    expect(pages).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/cupones`, `${ORIGIN}/blog`, `${ORIGIN}/links`, `${ORIGIN}/ofertas/black-friday`]));
    expect(pages.some((p) => p.includes('/blog/new') || p.includes('/error'))).toBe(false);

    expect((await t.get(`/sitemaps/products-${productFiles + 1}.xml`)).status).toBe(404);
    expect((await t.get(`/sitemaps/brands-${brandFiles + 1}.xml`)).status).toBe(404);
    expect((await t.get('/sitemaps/brands.xml')).status).toBe(404);
    expect((await t.get('/sitemaps/otra-cosa.xml')).status).toBe(404);
  });

  it('sitemap rows stream in keyset batches: tiny batches give every live product and brand once, in order', async () => {
    const pages = t.app.get(ProductPagesService);
    const all = async <R>(rows: AsyncIterable<R[]>) => {
      const out: R[] = [];
      for await (const batch of rows) {
        expect(batch.length).toBeLessThanOrEqual(2);
        out.push(...batch);
      }
      return out;
    };
    const ids = ((await t.db.query(`SELECT id FROM product WHERE active ORDER BY id`)) as Array<{ id: string }>).map((r) => r.id);
    expect((await all(pages.urls(0, ids.length, 2))).map((r) => r.id)).toEqual(ids);
    // The second file of 5 starts at the sixth id and holds 5.
    expect((await all(pages.urls(1, 5, 2))).map((r) => r.id)).toEqual(ids.slice(5, 10));
    const names = ((await t.db.query(`SELECT DISTINCT brand FROM product WHERE active AND btrim(brand) <> '' ORDER BY brand`)) as Array<{ brand: string }>).map((r) => r.brand);
    const [first] = await pages.brandChunks(5);
    expect(first?.firstName).toBe(names[0]);
    expect((await all(pages.brandUrls(names[0]!, names.length, 2))).map((r) => r.name)).toEqual(names);
    expect((await all(pages.brandUrls(names[3]!, 4, 2))).map((r) => r.name)).toEqual(names.slice(3, 7));
  });

  it('sitemaps and robots.txt are gzip-compressed when the client accepts it', async () => {
    for (const p of ['/sitemap.xml', '/sitemaps/products-1.xml', '/sitemaps/brands-1.xml', '/robots.txt']) {
      const raw = await fetch(`${t.url}${p}`, { headers: { 'accept-encoding': 'gzip' } });
      expect([p, raw.headers.get('content-encoding')]).toEqual([p, 'gzip']);
      expect(raw.headers.get('vary')).toContain('accept-encoding');
      expect(await raw.text()).toMatch(/^(<\?xml|User-agent)/); // fetch decompresses
    }
    const plain = await fetch(`${t.url}/sitemap.xml`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
