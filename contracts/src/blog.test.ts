import {
  BLOG_FIELD_MESSAGES,
  BLOG_MESSAGES,
  RESERVED_BLOG_SLUGS,
  BlogArticleSchema,
  BlogArticleSourceSchema,
  BlogCreateRequestSchema,
  BlogIdParamSchema,
  BlogSlugParamSchema,
  BlogUpdateRequestSchema,
  ContentSectionSchema,
} from './blog';
import { ROUTES } from './routes';

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

/** What zod says by itself (English): none of it may reach the author. */
const ENGLISH = /\b(too|big|small|expected|invalid|input|must|received|string|array|characters?|required)\b/i;

describe('Spanish reasons (the server answers them in its 400s, the editor shows them)', () => {
  const reasons = (patch: Record<string, unknown>, schema: typeof BlogCreateRequestSchema | typeof BlogUpdateRequestSchema = BlogCreateRequestSchema) => {
    const result = schema.safeParse({ ...body, ...patch });
    expect(result.success).toBe(false);
    return result.error?.issues.map((i) => i.message) ?? [];
  };
  it.each([
    ['31 tags', { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }, BLOG_FIELD_MESSAGES.tags],
    ['a tag of 51 characters', { tags: ['ok', 'a'.repeat(51)] }, 'Cada etiqueta admite como máximo 50 caracteres'],
    ['an empty tag', { tags: [' '] }, BLOG_FIELD_MESSAGES.tagEmpty],
    ['a section heading of 201', { content: [{ section: 'a'.repeat(201) }] }, 'Encabezado de la sección: máximo 200 caracteres'],
    ['a product-card search text of 201', { content: [{ productCard: 'a'.repeat(201) }] }, 'Texto de búsqueda de la ficha de producto: máximo 200 caracteres'],
    ['a section text over 100,000', { content: [{ text: 'a'.repeat(100_001) }] }, 'Texto de la sección: máximo 100.000 caracteres'],
    ['a description over 100,000', { description: 'a'.repeat(100_001) }, 'Descripción: máximo 100.000 caracteres'],
    ['51 sections', { content: Array.from({ length: 51 }, () => ({})) }, 'Como máximo 50 secciones'],
    ['a cover that is not an address', { image: 'foto.jpg' }, BLOG_FIELD_MESSAGES.cover],
    ['a product URL with javascript:', { content: [{ productUrl: 'javascript:alert(1)' }] }, 'URL del producto: debe ser una dirección http(s):// o una ruta que empiece por /'],
    ['an upper-case slug', { slug: 'Black-Friday' }, BLOG_FIELD_MESSAGES.slugPattern],
    ['a blank title', { title: ' ' }, 'Título es obligatorio'],
    ['no category', { category: '' }, 'Categoría es obligatoria'],
    ['a title of 201', { title: 'a'.repeat(201) }, 'Título: máximo 200 caracteres'],
    ['a NUL byte', { keySearch: 'a\0b' }, 'key Search: contiene caracteres no admitidos'],
    ['a number for a title', { title: 5 }, 'Título: debe ser un texto'],
    ['a string for a flag', { content: [{ showProduct: 'true' }] }, 'Mostrar imagen del producto: debe ser verdadero o falso'],
    ['tags that are not a list', { tags: 'a,b' }, 'Etiquetas: debe ser una lista'],
  ])('%s', (_case, patch, message) => {
    expect(reasons(patch)).toEqual([message]);
  });
  it('a body that is not an article, a bad id or version', () => {
    expect(BlogCreateRequestSchema.safeParse('x').error?.issues.map((i) => i.message)).toEqual([BLOG_FIELD_MESSAGES.body]);
    expect(reasons({ id: 'a b', version: 0 }, BlogUpdateRequestSchema)).toEqual([BLOG_FIELD_MESSAGES.id, BLOG_FIELD_MESSAGES.version]);
  });
  it('no check of a write falls back to English', () => {
    const everything = { ...body, id: 7, title: null, slug: 'NEW', description: 1, category: [], image: 'x', tags: [1, 'a'.repeat(51)], keySearch: {}, version: 'v' };
    const all = [
      ...(BlogUpdateRequestSchema.safeParse(everything).error?.issues ?? []),
      ...(BlogCreateRequestSchema.safeParse({ ...everything, content: [1, { section: 1, text: 2, productUrl: 3, urlImage: 4, productCard: 5, showProductUrl: 1, showProductCard: 1 }] }).error?.issues ?? []),
    ];
    expect(all.length).toBeGreaterThan(15);
    for (const issue of all) expect(issue.message).not.toMatch(ENGLISH);
  });
});

describe('reserved slugs', () => {
  it.each(RESERVED_BLOG_SLUGS)('%s is refused on writes with a Spanish reason', (slug) => {
    const result = BlogCreateRequestSchema.safeParse({ ...body, slug });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['slug'], message: BLOG_FIELD_MESSAGES.slugReserved })]);
    expect(BlogUpdateRequestSchema.safeParse({ ...body, slug: ` ${slug} `, id: 'a1', version: 2 }).success).toBe(false);
  });
  it('names them all in the message', () => {
    expect(BLOG_FIELD_MESSAGES.slugReserved).toBe('El slug no puede ser «new», «session», «source»: son direcciones del sitio');
  });
  it('still reads an article stored before the rule (answers and lookups check the pattern only)', () => {
    const stored = { ...body, slug: 'source', id: 'a1', date: '2024-11-20', version: 1, createdAt: '2024-11-20T09:00:00.000Z', updatedAt: '2024-11-21T10:30:00.000Z' };
    expect(BlogArticleSchema.safeParse(stored).success).toBe(true);
    expect(BlogSlugParamSchema.safeParse({ slug: 'source' }).success).toBe(true);
  });
  it('covers every literal segment the route table has under /blog/', () => {
    const literal = ROUTES.map((r) => r.pattern.split('/').filter(Boolean))
      .filter((segments) => segments[0] === 'blog' && segments.length === 2 && !segments[1]?.startsWith(':'))
      .map((segments) => segments[1]);
    expect(literal.length).toBeGreaterThan(0);
    for (const segment of literal) expect(RESERVED_BLOG_SLUGS).toContain(segment);
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
