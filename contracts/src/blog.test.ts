import {
  BLOG_MESSAGES,
  BlogArticleSchema,
  BlogArticleSourceSchema,
  BlogCreateRequestSchema,
  BlogIdParamSchema,
  BlogSlugParamSchema,
  BlogUpdateRequestSchema,
  ContentSectionSchema,
} from './blog';

const body = {
  title: 'Black Friday 2024',
  slug: 'black-friday-2024',
  description: '<p>Las mejores <strong>ofertas</strong></p>',
  category: 'Ahorro',
  image: 'https://example.com/bf.jpg',
  tags: ['ofertas', 'black friday'],
  content: [{ section: 'Portátiles', text: '<p>texto</p>', showProductCard: true, productCard: 'portatil hp' }],
  keySearch: 'portatil',
};

describe('ContentSectionSchema', () => {
  it('fills defaults', () => {
    expect(ContentSectionSchema.parse({})).toEqual({
      section: '',
      text: '',
      showProduct: false,
      showProductUrl: false,
      showProductCard: false,
      productUrl: '',
      urlImage: '',
      productCard: '',
    });
  });
  it('rejects javascript: URLs and non-boolean flags', () => {
    expect(ContentSectionSchema.safeParse({ productUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(ContentSectionSchema.safeParse({ showProduct: 'true' }).success).toBe(false);
  });
});

describe('BlogCreateRequestSchema', () => {
  it('accepts the editor body without id, section defaults applied', () => {
    const parsed = BlogCreateRequestSchema.parse(body);
    expect(parsed.id).toBeUndefined();
    expect(parsed.content[0]).toMatchObject({ showProductCard: true, showProduct: false, productUrl: '' });
  });
  it('accepts a data-URL cover image, a same-origin path and none', () => {
    for (const image of ['data:image/png;base64,iVBORw0KGgo=', '/api/images/blog/bf.webp', '']) {
      expect(BlogCreateRequestSchema.safeParse({ ...body, image }).success).toBe(true);
    }
  });
  it.each([
    ['empty title', { title: '' }],
    ['title of 201 chars', { title: 'a'.repeat(201) }],
    ['upper-case slug', { slug: 'Black-Friday' }],
    ['slug with accents', { slug: 'campaña' }],
    ['slug with double hyphen', { slug: 'black--friday' }],
    ['slug of 121 chars', { slug: 'a'.repeat(121) }],
    ['missing category', { category: '' }],
    ['missing keySearch', { keySearch: ' ' }],
    ['51 sections', { content: Array.from({ length: 51 }, () => ({})) }],
    ['31 tags', { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }],
    ['tag of 51 chars', { tags: ['a'.repeat(51)] }],
    ['empty tag', { tags: [''] }],
    ['image that is not a URL', { image: 'foto.jpg' }],
    ['non-image data URL', { image: 'data:text/html;base64,PHA+' }],
    ['image above ~2 MB', { image: `data:image/png;base64,${'A'.repeat(2_800_000)}` }],
  ])('rejects %s', (_label, patch) => {
    expect(BlogCreateRequestSchema.safeParse({ ...body, ...patch }).success).toBe(false);
  });
});

describe('BlogUpdateRequestSchema', () => {
  it('requires the id and the version the author loaded', () => {
    expect(BlogUpdateRequestSchema.safeParse({ ...body, version: 1 }).success).toBe(false);
    expect(BlogUpdateRequestSchema.safeParse({ ...body, id: 'abc123' }).success).toBe(false);
    expect(BlogUpdateRequestSchema.safeParse({ ...body, id: 'abc123', version: 0 }).success).toBe(false);
    expect(BlogUpdateRequestSchema.safeParse({ ...body, id: 'abc123', version: 3 }).success).toBe(true);
  });
});

describe('BlogArticleSchema', () => {
  const article = { ...body, id: 'a1', date: '2024-11-20', version: 1, createdAt: '2024-11-20T09:00:00.000Z', updatedAt: '2024-11-21T10:30:00.000Z' };
  it('requires a YYYY-MM-DD date, author optional', () => {
    expect(BlogArticleSchema.safeParse(article).success).toBe(true);
    expect(BlogArticleSchema.safeParse({ ...article, author: 'Ana' }).success).toBe(true);
    expect(BlogArticleSchema.safeParse({ ...article, date: '20-11-2024' }).success).toBe(false);
  });
  it('requires a positive whole version and ISO timestamps', () => {
    for (const version of [0, -1, 1.5, '1']) expect(BlogArticleSchema.safeParse({ ...article, version }).success).toBe(false);
    expect(BlogArticleSchema.safeParse({ ...article, createdAt: '2024-11-20' }).success).toBe(false);
    const { updatedAt: _u, ...withoutUpdated } = article;
    expect(BlogArticleSchema.safeParse(withoutUpdated).success).toBe(false);
  });
  it('the editable source has the same shape (Markdown in the texts)', () => {
    expect(BlogArticleSourceSchema.parse({ ...article, description: '**Las mejores** ofertas' }).description).toBe('**Las mejores** ofertas');
  });
});

describe('params', () => {
  it('validate slug and id', () => {
    expect(BlogSlugParamSchema.safeParse({ slug: 'black-friday-2024' }).success).toBe(true);
    expect(BlogSlugParamSchema.safeParse({ slug: '../x' }).success).toBe(false);
    expect(BlogIdParamSchema.safeParse({ id: 'a1-b2' }).success).toBe(true);
    expect(BlogIdParamSchema.safeParse({ id: 'a b' }).success).toBe(false);
  });
});

it('BLOG_MESSAGES carry the SPEC §8 texts', () => {
  expect(BLOG_MESSAGES).toMatchObject({
    created: 'Artículo creado exitosamente',
    createError: 'Error al crear el artículo',
    updated: 'Artículo actualizado exitosamente',
    updateError: 'Error al actualizar el artículo',
    deleted: 'Artículo eliminado exitosamente',
    deleteError: 'Error al eliminar el artículo',
    wrongPassword: 'Contraseña incorrecta. Inténtalo de nuevo.',
    articleFetchError: 'No se encontró el artículo',
    listFetchError: 'No se encontraron artículos',
    empty: 'No hay artículos',
  });
});
