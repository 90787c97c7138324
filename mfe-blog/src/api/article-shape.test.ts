import { isBlogArticle, isBlogArticleSummary } from './article-shape';
import { makeArticle, makeSummary } from '../test/articles';

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

test('a list entry is a summary: no sections needed, descriptionShortened absent or true; the same checks on the shared fields', () => {
  expect(isBlogArticleSummary(makeSummary(1))).toBe(true);
  expect(isBlogArticleSummary(makeSummary(1, { author: 'Ana' }))).toBe(true);
  // a summary is not a full article (no sections), and a full article without the flag is not a summary
  expect(isBlogArticle(makeSummary(1))).toBe(false);
  expect(isBlogArticleSummary({ ...makeSummary(1), descriptionShortened: true })).toBe(true);
  expect(isBlogArticleSummary({ ...makeSummary(1), descriptionShortened: 'sí' })).toBe(false);
  expect(isBlogArticleSummary({ ...makeSummary(1), title: 3 })).toBe(false);
  expect(isBlogArticleSummary(makeSummary(1, { date: '12/11/2024' }))).toBe(false);
});
