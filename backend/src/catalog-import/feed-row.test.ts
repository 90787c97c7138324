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

  it('the content hash changes with the content only', () => {
    const a = normaliseRow(row({}), col);
    const b = normaliseRow(row({}), col);
    const c = normaliseRow(row({ search_price: '10.40' }), col);
    expect(a.ok && b.ok && a.product.rowHash === b.product.rowHash).toBe(true);
    expect(a.ok && c.ok && a.product.rowHash !== c.product.rowHash).toBe(true);
  });
});
