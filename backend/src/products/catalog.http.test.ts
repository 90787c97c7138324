import * as path from 'node:path';
import {
  ApiErrorSchema,
  BrandFacetAnswerSchema,
  CategoriesAnswerSchema,
  CategoryFacetAnswerSchema,
  HealthSchema,
  ProductSchema,
  ProductsAnswerSchema,
  type ProductsAnswer,
} from '@ofertas/contracts';
import { importFeed } from '../catalog-import/import-feed';
import { settlePriceTrust } from '../database/price-trust';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { CategoriesService } from './categories.service';

const FEED = path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv');

describe.each(databaseKinds())('catalogue API on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind));
    await importFeed(t.db, { source: FEED });
    await t.app.get(CategoriesService).upsert([
      { value: 'Laptops', valueurl: 'ordenadores-portatiles', title: 'Ordenadores portátiles', description: 'Portátiles en oferta.', image: '/api/images/categories/ordenadores-portatiles.svg' },
      { value: 'Skincare', valueurl: 'cuidado-de-la-piel', title: 'Cuidado de la piel', description: 'Cremas y sérums.', image: '/api/images/categories/cuidado-de-la-piel.svg' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string): Promise<ProductsAnswer> => {
    const res = await t.get(`/api/products/get/?${query}`);
    expect(res.status).toBe(200);
    return ProductsAnswerSchema.parse(res.body);
  };
  const titles = (a: ProductsAnswer) => a[0]?.Data.map((p) => p.title) ?? [];
  const meta = (a: ProductsAnswer) => a[0]?.Metadata[0];

  it('search is accent-insensitive: "tecnologia" finds "Tecnología"', async () => {
    const a = await list('search=tecnologia&category=all&brand=all&price=0&page=1&limit=25');
    expect(titles(a)).toEqual(['Pulsera de actividad Xiaomi Smart Band 9 con Tecnología AMOLED']);
    expect(meta(a)).toMatchObject({ total: 1, totalProducts: 13, page: 1, limit: 25, totalPages: 1 });
  });

  it('search is stemmed: "zapatilla" finds "Zapatillas", ranked by relevance', async () => {
    const a = await list('search=zapatilla');
    expect(titles(a).sort()).toEqual(['Zapatillas Adidas Ultraboost Light para hombre', 'Zapatillas de running Nike Air Zoom Pegasus 41']);
    const b = await list('search=zapatillas%20nike');
    expect(titles(b)[0]).toBe('Zapatillas de running Nike Air Zoom Pegasus 41');
  });

  it('falls back to typo-tolerant matching when nothing matches exactly', async () => {
    const a = await list('search=aspiradorra');
    expect(titles(a)).toEqual(['Aspiradora sin cable Dyson V12 Detect Slim']);
  });

  it('corrects each misspelt word against the catalogue\'s words; every word must match, as in full text', async () => {
    const a = await list('search=zapatilas%20nikee');
    expect(titles(a)).toEqual(['Zapatillas de running Nike Air Zoom Pegasus 41']);
    expect(meta(a)).toMatchObject({ total: 1, totalPages: 1 });
    // A word spelt right stays as it is and narrows the corrected one.
    expect(titles(await list('search=portatl%20lenovo'))).toEqual(['Portátil Lenovo IdeaPad Slim 3 15,6" Intel Core i5 16GB 512GB SSD']);
    // Two letters swapped: 'protatil' keeps 0.38 of its trigrams in common with 'portatil'.
    expect(titles(await list('search=protatil')).sort()).toEqual([
      'Portátil ASUS Vivobook 15 AMD Ryzen 7',
      'Portátil Lenovo IdeaPad Slim 3 15,6" Intel Core i5 16GB 512GB SSD',
    ]);
    expect(titles(await list('search=portatl')).sort()).toEqual([
      'Portátil ASUS Vivobook 15 AMD Ryzen 7',
      'Portátil Lenovo IdeaPad Slim 3 15,6" Intel Core i5 16GB 512GB SSD',
    ]);
    // Facets of a corrected search are those of its matches.
    const c = await t.get('/api/categories/get/?search=portatl&brand=all&price=0');
    expect(CategoryFacetAnswerSchema.parse(c.body)).toEqual([{ Data: [{ category_name: 'Laptops' }] }]);
    const b = await t.get('/api/brand/get/?search=aspiradorra&category=all&price=0');
    expect(BrandFacetAnswerSchema.parse(b.body)[0]?.Data.map((x) => x.brand_name)).toEqual(['Dyson']);
  });

  it('a search no word of which matches, spelt right or corrected, finds nothing', async () => {
    for (const search of ['qwxzvk', 'aspiradorra%20kjhgfd']) {
      const a = await list(`search=${search}`);
      expect(titles(a)).toEqual([]);
      expect(meta(a)).toMatchObject({ total: 0, totalPages: 0 });
      expect(meta(a)?.searchedFor).toBeUndefined();
    }
    const b = await t.get('/api/brand/get/?search=qwxzvk&category=all&price=0');
    expect(BrandFacetAnswerSchema.parse(b.body)[0]?.Data ?? []).toEqual([]);
  });

  it('a search whose words do not all match falls back to the best part that does, and says which', async () => {
    const a = await list('search=zapatillas%20qwxzvk');
    expect(titles(a).sort()).toEqual(['Zapatillas Adidas Ultraboost Light para hombre', 'Zapatillas de running Nike Air Zoom Pegasus 41']);
    expect(meta(a)).toMatchObject({ total: 2, searchedFor: 'zapatillas' });
    // The words kept are those that match together, in the order typed.
    const b = await list(`search=${encodeURIComponent('portatiles lenovo procesador memoria y precio')}`);
    expect(titles(b)).toEqual(['Portátil Lenovo IdeaPad Slim 3 15,6" Intel Core i5 16GB 512GB SSD']);
    expect(meta(b)?.searchedFor).toMatch(/^portatiles lenovo/);
    // The facets follow the same part.
    const c = await t.get('/api/brand/get/?search=zapatillas%20qwxzvk&category=all&price=0');
    expect(BrandFacetAnswerSchema.parse(c.body)[0]?.Data.map((x) => x.brand_name).sort()).toEqual(['Adidas', 'Nike']);
    // A search that matches whole says nothing of the kind.
    expect(meta(await list('search=zapatillas'))?.searchedFor).toBeUndefined();
  });

  it('the vocabulary holds the words of imported titles and brands, not those of rejected rows', async () => {
    const words = new Set(((await t.db.query(`SELECT word FROM search_word`)) as Array<{ word: string }>).map((r) => r.word));
    for (const w of ['aspiradora', 'dyson', 'portatil', 'cerave', 'longhi', 'tecnologia']) expect(words).toContain(w);
    // 'de' and 'ml' are too short; 'producto', 'roto', 'peligroso' come only from rows the import rejected.
    for (const w of ['de', 'ml', 'producto', 'roto', 'peligroso']) expect(words).not.toContain(w);
  });

  it('the search text "null" and an empty one mean no search', async () => {
    const a = await list('search=null&page=1&limit=100');
    expect(meta(a)?.total).toBe(13);
    const b = await list('search=');
    expect(meta(b)?.total).toBe(13);
  });

  it('filters by category (name or Spanish slug), brand and maximum price; all means no filter', async () => {
    expect(meta(await list('category=Laptops'))?.total).toBe(2);
    expect(meta(await list('category=ordenadores-portatiles'))?.total).toBe(2);
    expect(titles(await list('category=Laptops&brand=Lenovo'))).toEqual(['Portátil Lenovo IdeaPad Slim 3 15,6" Intel Core i5 16GB 512GB SSD']);
    const cheap = await list('price=40');
    expect(cheap[0]?.Data.every((p) => p.price <= 40)).toBe(true);
    expect(meta(cheap)?.total).toBe(3);
    expect(meta(await list('category=all&brand=all&price=0'))?.total).toBe(13);
    expect(meta(await list('category=Desconocida'))?.total).toBe(0);
  });

  it('a brand in any spelling (slug, old-style name, other case) lists the catalogue brand and names it', async () => {
    for (const brand of ['la-roche-posay', 'La%20Roche-Posay', 'LA%20ROCHE-POSAY', 'la%20roch%C3%A9-posay']) {
      const a = await list(`brand=${brand}`);
      expect(titles(a)).toEqual(['Sérum facial con vitamina C La Roche-Posay 30 ml']);
      expect(meta(a)?.brand).toBe('La Roche-Posay');
    }
    expect(titles(await list('brand=delonghi'))).toEqual(['Cafetera espresso De\'Longhi, "Dedica"']);
    const b = await t.get('/api/brand/get/?search=null&category=Skincare&price=0');
    expect(BrandFacetAnswerSchema.parse(b.body)[0]?.Data).toHaveLength(2);
    const c = await t.get('/api/categories/get/?search=null&brand=la-roche-posay&price=0');
    expect(CategoryFacetAnswerSchema.parse(c.body)).toEqual([{ Data: [{ category_name: 'Skincare' }] }]);
    const none = await list('brand=no-such-brand');
    expect(meta(none)).toMatchObject({ total: 0, brand: 'no-such-brand' });
    expect(meta(await list('brand=all'))?.brand).toBeUndefined();
  });

  it('a minimum discount keeps only the deepest verified discounts, deepest first; out of range is a 400', async () => {
    // Verified: both struck prices were charged 10 days ago (database/price-trust.ts).
    await t.db.query(`INSERT INTO price_history (product_id, recorded_at, price) SELECT id, now() - interval '10 days', rrp_price FROM product WHERE id IN ('1001', '1005')`);
    await settlePriceTrust(t.db, 'all');
    const a = await list('minDiscount=34');
    expect(titles(a)).toEqual(['Zapatillas de running Nike Air Zoom Pegasus 41', 'Teclado mecánico Logitech G Pro X TKL']);
    expect(meta(a)?.total).toBe(2);
    expect(meta(await list('minDiscount=0'))?.total).toBe(13);
    const bad = await t.get('/api/products/get/?minDiscount=100');
    expect(bad.status).toBe(400);
    expect(ApiErrorSchema.parse(bad.body).message).toMatch(/minDiscount/);
  });

  it('pages with totals computed for the same filters', async () => {
    const p1 = await list('page=1&limit=5');
    const p3 = await list('page=3&limit=5');
    expect(p1[0]?.Data).toHaveLength(5);
    expect(p3[0]?.Data).toHaveLength(3);
    expect(meta(p3)).toMatchObject({ total: 13, page: 3, totalPages: 3 });
    const ids = new Set([...(p1[0]?.Data ?? []), ...(p3[0]?.Data ?? [])].map((p) => p.id));
    expect(ids.size).toBe(8);
    const beyond = await list('page=9&limit=5');
    expect(beyond[0]?.Data).toEqual([]);
    expect(meta(beyond)?.total).toBe(13);
  });

  it('products/categories lists a category without search', async () => {
    const res = await t.get('/api/products/categories/?category=Skincare&brand=all&price=0&page=1');
    expect(res.status).toBe(200);
    const a = ProductsAnswerSchema.parse(res.body);
    expect(meta(a)?.total).toBe(2);
  });

  it('single product strips a trailing " ES" from the merchant; unknown id is a JSON 404', async () => {
    const res = await t.get('/api/products/product/?id=1006');
    expect(res.status).toBe(200);
    const p = ProductSchema.parse(res.body);
    expect(p).toMatchObject({ merchant: 'Promofarma', title: 'Sérum facial con vitamina C La Roche-Posay 30 ml', price: 32.5, priceRrp: 45.9 });
    const missing = await t.get('/api/products/product/?id=999999');
    expect(missing.status).toBe(404);
    expect(ApiErrorSchema.parse(missing.body).message).toBe('No se encontro el producto que estabas buscando, prueba a buscar de nuevo.');
  });

  it('category and brand facets follow the other filters, without empties or duplicates', async () => {
    const c = await t.get('/api/categories/get/?search=portatil&brand=all&price=0');
    expect(CategoryFacetAnswerSchema.parse(c.body)).toEqual([{ Data: [{ category_name: 'Laptops' }] }]);
    const b = await t.get('/api/brand/get/?search=null&category=Skincare&price=0');
    expect(BrandFacetAnswerSchema.parse(b.body)[0]?.Data.map((x) => x.brand_name).sort()).toEqual(['CeraVe', 'La Roche-Posay']);
    const all = await t.get('/api/brand/get/');
    const names = BrandFacetAnswerSchema.parse(all.body)[0]?.Data.map((x) => x.brand_name) ?? [];
    expect(new Set(names).size).toBe(names.length);
  });

  it('editorial categories carry every field of the contract', async () => {
    const res = await t.get('/api/categories/categories');
    const cats = CategoriesAnswerSchema.parse(res.body);
    expect(cats.map((c) => c.valueurl)).toEqual(['ordenadores-portatiles', 'cuidado-de-la-piel']);
    expect(cats[0]).toMatchObject({ title: 'Ordenadores portátiles', value: 'Laptops', url: 'ordenadores-portatiles' });
  });

  it.each([
    ['negative page', 'page=-1', 'page'],
    ['zero page', 'page=0', 'page'],
    ['huge page', 'page=99999999999', 'page'],
    ['non-numeric page', 'page=dos', 'page'],
    ['huge limit', 'limit=100000', 'limit'],
    ['non-numeric price', 'price=barato', 'price'],
    ['negative price', 'price=-5', 'price'],
    ['10 kB search text', `search=${'a'.repeat(10_000)}`, 'search'],
  ])('rejects %s with a 400 naming the field', async (_name, query, field) => {
    const res = await t.get(`/api/products/get/?${query}`);
    expect(res.status).toBe(400);
    const err = ApiErrorSchema.parse(res.body);
    expect(err.issues?.map((i) => i.path)).toContain(field);
  });

  it('SQL-looking text is just text', async () => {
    for (const s of ["'; DROP TABLE product; --", "1' OR '1'='1", 'zapatillas) OR (1=1', '!!!&&&|||:*']) {
      const res = await t.get(`/api/products/get/?search=${encodeURIComponent(s)}`);
      expect(res.status).toBe(200);
      ProductsAnswerSchema.parse(res.body);
    }
    expect(meta(await list('search=null'))?.total).toBe(13);
  });

  it('bad ids and unknown routes answer JSON errors, never 500', async () => {
    expect((await t.get('/api/products/product/?id=')).status).toBe(400);
    expect((await t.get('/api/products/product/?id=..%2F..%2Fetc')).status).toBe(400);
    expect((await t.get('/api/products/product/')).status).toBe(400);
    const unknown = await t.get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(ApiErrorSchema.parse(unknown.body).statusCode).toBe(404);
    const badJson = await t.send('POST', '/api/products/get', '{not json', { 'content-type': 'application/json' });
    expect(badJson.status).toBeGreaterThanOrEqual(400);
    expect(badJson.status).toBeLessThan(500);
  });

  it('health reports the database and OpenAPI docs are served', async () => {
    const h = await t.get('/api/health');
    expect(h.status).toBe(200);
    expect(HealthSchema.parse(h.body).database).toMatchObject({ kind, reachable: true });
    const docs = await t.get('/api/docs-json');
    expect(docs.status).toBe(200);
    expect(JSON.stringify(docs.body)).toContain('/api/products/get');
  });

  it('serves images without path traversal, with a placeholder for missing files', async () => {
    const missing = await t.get('/api/images/products/nope.svg');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('image/svg+xml');
    expect(String(missing.body)).toContain('Imagen no disponible');
    const placeholder = await t.get('/api/images/placeholder.svg');
    expect(placeholder.status).toBe(200);
    expect(String(placeholder.body)).toContain('Imagen no disponible');
    const traversal = await fetch(`${t.url}/api/images/..%2F..%2F..%2Fetc%2Fpasswd`);
    expect(traversal.status).toBe(404);
    expect(await traversal.text()).not.toContain('root:');
  });
});
