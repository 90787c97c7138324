import { PageViewSchema } from './analytics';

describe('PageViewSchema', () => {
  it('accepts a path with an empty or missing query', () => {
    expect(PageViewSchema.parse({ path: '/ofertas/tv', query: '' })).toEqual({ path: '/ofertas/tv', query: '' });
    expect(PageViewSchema.parse({ path: '/', referrer: 'https://google.es/' })).toEqual({
      path: '/',
      query: '',
      referrer: 'https://google.es/',
    });
  });
  it.each([
    ['a relative path', { path: 'ofertas' }],
    ['an empty path', { path: '' }],
    ['a 2049-char path', { path: `/${'a'.repeat(2048)}` }],
    ['a 2049-char query', { path: '/', query: 'a'.repeat(2049) }],
    ['a missing path', { query: 'a=1' }],
  ])('rejects %s', (_label, body) => {
    expect(PageViewSchema.safeParse(body).success).toBe(false);
  });
});
