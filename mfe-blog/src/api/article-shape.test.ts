import { isBlogArticle } from './article-shape';
import { makeArticle } from '../test/articles';

const section = { section: 'A', text: '<p>x</p>', showProduct: false, showProductUrl: true, showProductCard: false, productUrl: 'https://x.es', urlImage: '', productCard: '' };

test('accepts an article of the contract (with or without author, with sections)', () => {
  expect(isBlogArticle(makeArticle(1))).toBe(true);
  expect(isBlogArticle(makeArticle(1, { author: 'Ana', content: [section] }))).toBe(true);
});

test('rejects a wrong field type, a missing field, a bad date or a broken section', () => {
  expect(isBlogArticle({ ...makeArticle(1), title: 3 })).toBe(false);
  const { slug: _slug, ...noSlug } = makeArticle(1);
  expect(isBlogArticle(noSlug)).toBe(false);
  expect(isBlogArticle(makeArticle(1, { date: '12/11/2024' }))).toBe(false);
  expect(isBlogArticle(makeArticle(1, { tags: [1 as unknown as string] }))).toBe(false);
  expect(isBlogArticle({ ...makeArticle(1), content: [{ ...section, showProduct: 'sí' }] })).toBe(false);
  expect(isBlogArticle(null)).toBe(false);
  expect(isBlogArticle([])).toBe(false);
});
