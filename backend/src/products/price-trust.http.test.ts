import { ProductSchema, ProductsAnswerSchema } from '@ofertas/contracts';
import { importFeed } from '../catalog-import/import-feed';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { agePriceRecords, pricedFeed } from '../test-support/price-trust-feeds';
import { startTestApp, type TestApp } from '../test-support/test-app';

describe.each(databaseKinds())('verified discounts over HTTP on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind));
    // 501 announces 100 € 'antes' but was sold at 95 €; 502 was sold at 100 € until this refresh. Both show
    // 90 € against a struck 100 € (10 %); 503 has no struck price.
    await importFeed(t.db, { source: pricedFeed([{ id: 501, price: 95, rrp: 100 }, { id: 502, price: 100, rrp: 100 }, { id: 503, price: 50, rrp: 50 }]) });
    await agePriceRecords(t.db, 12);
    await importFeed(t.db, { source: pricedFeed([{ id: 501, price: 90, rrp: 100 }, { id: 502, price: 90, rrp: 100 }, { id: 503, price: 50, rrp: 50 }]) });
  });
  afterAll(async () => {
    await t.close();
  });

  const product = async (id: number) => {
    const res = await t.get(`/api/products/product/?id=${id}`);
    expect(res.status).toBe(200);
    return ProductSchema.parse(res.body);
  };

  it('a struck price never charged in the last 30 days is not verified; one charged is', async () => {
    expect(await product(501)).toMatchObject({ price: 90, priceRrp: 100, priceLow30: 90, priceReference: 'shop', discountVerified: 0 });
    expect(await product(502)).toMatchObject({ price: 90, priceRrp: 100, priceLow30: 90, priceReference: 'seen', discountVerified: 10 });
    expect(await product(503)).toMatchObject({ priceLow30: 50, priceReference: null, discountVerified: 0 });
  });

  it('the verified discount ranks above an unverified one of the same size, in every list ordered by discount', async () => {
    for (const query of ['search=null', 'category=Kitchen', 'brand=marca']) {
      const res = await t.get(`/api/products/get/?${query}`);
      expect(res.status).toBe(200);
      expect(ProductsAnswerSchema.parse(res.body)[0]?.Data.map((p) => p.id)).toEqual(['502', '501', '503']);
    }
  });

  it('the minimum discount counts verified discounts only', async () => {
    const res = await t.get('/api/products/get/?minDiscount=5');
    expect(ProductsAnswerSchema.parse(res.body)[0]?.Data.map((p) => p.id)).toEqual(['502']);
  });
});
