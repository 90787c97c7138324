import { columnIndex, normaliseRow, parseAmount } from './feed-row';

const header = ['aw_product_id', 'product_name', 'search_price', 'rrp_price', 'aw_deep_link', 'merchant_image_url', 'description', 'category_name', 'rating'];
const col = columnIndex(header);
const row = (over: Partial<Record<string, string>>) =>
  header.map((h) => over[h] ?? ({ aw_product_id: '7', product_name: 'Sérum', search_price: '10.50', aw_deep_link: 'https://x.test/p?1', category_name: 'Skincare' } as Record<string, string>)[h] ?? '');

describe('feed rows', () => {
  it('parses dot and comma decimals; rejects garbage', () => {
    expect(parseAmount('12.50')).toBe(12.5);
    expect(parseAmount('12,50')).toBe(12.5);
    expect(parseAmount('1.234,50')).toBe(1234.5);
    expect(parseAmount(' 9 € ')).toBe(9);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('Infinity')).toBe('invalid');
    expect(parseAmount('1e309')).toBe('invalid');
    expect(parseAmount('abc')).toBe('invalid');
  });

  it('normalises a valid row, with the Spanish category words for search', () => {
    const r = normaliseRow(row({ description: '<p>Piel <b>radiante</b> &amp; suave</p>', rating: '4.66' }), col);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.product).toMatchObject({ id: '7', price: 10.5, description: 'Piel radiante & suave', categoryLabel: 'cuidado de la piel', rating: 4.7 });
  });

  it('gives no delivery cost for an amount no delivery costs (it would not fit its column)', () => {
    const cols = columnIndex(['aw_product_id', 'product_name', 'search_price', 'aw_deep_link', 'delivery_cost']);
    const cost = (raw: string) => {
      const r = normaliseRow(['7', 'Crema', '10.50', 'https://example.com/p/7', raw], cols);
      return r.ok ? r.product.deliveryCost : 'rejected';
    };
    expect(cost('4.99')).toBe(4.99);
    expect(cost('10000000')).toBe(10_000_000);
    expect(cost('99999999999999999999')).toBeNull();
    expect(cost('-1')).toBeNull();
  });

  it.each([
    [{ aw_product_id: '' }, 'aw_product_id is empty'],
    [{ aw_product_id: '../x' }, 'aw_product_id "../x" has invalid characters'],
    [{ product_name: '  ' }, 'product_name is empty'],
    [{ search_price: '-1' }, 'search_price "-1" is not a valid price'],
    [{ rrp_price: 'gratis' }, 'rrp_price "gratis" is not a valid price'],
    [{ aw_deep_link: 'javascript:alert(1)' }, 'aw_deep_link is not an http(s) URL'],
  ])('rejects %j: %s', (over, reason) => {
    expect(normaliseRow(row(over), col)).toEqual({ ok: false, reason });
  });

  it('drops unsafe image references instead of storing them', () => {
    const r = normaliseRow(row({ merchant_image_url: 'javascript:alert(1)' }), col);
    expect(r.ok && r.product.images).toEqual([]);
  });

  it('normalises every field of a row', () => {
    const h = ['aw_product_id', 'product_name', 'merchant_name', 'merchant_id', 'search_price', 'rrp_price', 'store_price', 'aw_deep_link', 'merchant_deep_link',
      'merchant_image_url', 'aw_image_url', 'description', 'category_name', 'category_id', 'brand_name', 'brand_id', 'delivery_cost', 'delivery_time', 'rating',
      'currency', 'in_stock', 'ean'];
    const v = ['77', 'Zapatillas Ñandú  running', 'Tienda Pérez', '123', '1.234,50', '1500', '', 'https://x.test/p?1', 'https://m.test/a', 'https://i.test/1.jpg',
      'https://i.test/2.jpg', '<p>Piel &amp; suave</p>', 'Calzado', '9', 'Ñandú', 'b1', '4,99', '24 h', '4.66', 'eur', 'no', '8412345678901'];
    const r = normaliseRow(v, columnIndex(h));
    expect(r).toEqual({
      ok: true,
      product: {
        id: '77', title: 'Zapatillas Ñandú running', merchant: 'Tienda Pérez', merchantId: '123', price: 1234.5, rrpPrice: 1500, storePrice: null,
        deepLink: 'https://x.test/p?1', merchantDeepLink: 'https://m.test/a', imageUrl: 'https://i.test/1.jpg', images: ['https://i.test/1.jpg', 'https://i.test/2.jpg'],
        description: 'Piel & suave', category: 'Calzado', categoryId: '9', categoryLabel: '', brand: 'Ñandú', brandId: 'b1', deliveryCost: 4.99, deliveryTime: '24 h',
        rating: 4.7, currency: 'EUR', inStock: false, ean: '8412345678901',
      },
    });
  });

  it('rejects a NUL byte by its column', () => {
    expect(normaliseRow(row({ product_name: 'Cr\u0000ema' }), col)).toEqual({ ok: false, reason: 'product_name contains a NUL byte' });
  });

  it('reads plain and decorated amounts alike', () => {
    for (const [raw, n] of [['0', 0], ['7', 7], ['12.5', 12.5], ['0012.50', 12.5], ['1234567.89', 1234567.89], ['-3.2', -3.2], ['12.', 'invalid'], ['.5', 'invalid'], ['1 000', 1000]] as const) {
      expect(parseAmount(raw)).toBe(n);
    }
  });
});
