import { AnswerShapeError } from '@ofertas/web-kit';
import { ProductSchema, ProductsAnswerSchema, PriceHistoryAnswerSchema } from '@ofertas/contracts';
import { makeProduct, page } from '../test/products';
import { aiTextAnswer, facetNames, priceHistoryAnswer, productAnswer, productsAnswer } from './shapes';

describe('catalogue answer checks (no zod in the browser)', () => {
  const answer = (n: number) => {
    const p = page(n, 1, 24);
    return [{ Data: p.products, Metadata: [p.meta] }];
  };

  it('accept what the server sends (answers its zod schemas accept)', () => {
    const raw = answer(30);
    expect(ProductsAnswerSchema.safeParse(raw).success).toBe(true);
    expect(productsAnswer(raw)).toEqual({ products: raw[0]!.Data, meta: raw[0]!.Metadata[0] });
    expect(ProductSchema.safeParse(makeProduct(1)).success).toBe(true);
    expect(productAnswer(makeProduct(1))).toEqual(makeProduct(1));
    const history = { points: [{ date: '2026-11-01', price: 10 }], lowest30: 9.5, isLowest30: false };
    expect(PriceHistoryAnswerSchema.safeParse(history).success).toBe(true);
    expect(priceHistoryAnswer(history)).toEqual(history);
    expect(facetNames([{ Data: [{ category_name: 'Bags' }, { category_name: 'Shoes' }] }], 'category_name')).toEqual(['Bags', 'Shoes']);
    expect(aiTextAnswer({ text: 'hola' })).toBe('hola');
  });

  it.each([
    ['not an array', {}],
    ['two pages', [...answer(2), ...answer(2)]],
    ['no metadata', [{ Data: [], Metadata: [] }]],
    ['a proxy error page', '<html>502</html>'],
  ])('reject a broken list answer (%s) with AnswerShapeError', (_what, raw) => {
    expect(() => productsAnswer(raw)).toThrow(AnswerShapeError);
  });

  it.each([
    ['a string', '19,99'],
    ['null', null],
    ['missing', undefined],
  ])('a price that is %s is skipped and the product kept', (_what, bad) => {
    const good = makeProduct(1);
    const product = productAnswer({ ...good, price: bad, priceNow: bad, priceRrp: 'mucho' });
    expect(product).toEqual({ ...good, price: 0, priceNow: 0, priceRrp: null });
    const list = productsAnswer([{ Data: [{ ...good, priceNow: bad }, makeProduct(2)], Metadata: answer(2)[0]!.Metadata }]);
    expect(list.products.map((p) => [p.id, p.priceNow])).toEqual([
      [good.id, 0],
      ['p2', makeProduct(2).priceNow],
    ]);
  });

  it('reject broken product, facet, history and AI answers', () => {
    expect(() => productAnswer({ ...makeProduct(1), images: 'a.svg' })).toThrow(AnswerShapeError);
    expect(() => productAnswer(null)).toThrow(AnswerShapeError);
    expect(() => facetNames([{ Data: [{ brand_name: 3 }] }], 'brand_name')).toThrow(AnswerShapeError);
    expect(() => priceHistoryAnswer({ points: [{ date: 'ayer', price: 1 }], lowest30: null, isLowest30: false })).toThrow(AnswerShapeError);
    expect(() => aiTextAnswer({ texto: 'x' })).toThrow(AnswerShapeError);
  });
});
