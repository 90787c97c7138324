import type { BlogArticle, BlogArticleSource, BlogArticleSummary } from '@ofertas/contracts/blog';

export function sourceArticle(over: Partial<BlogArticleSource> = {}): BlogArticleSource {
  return {
    id: 'a1',
    title: 'Cómo ahorrar en la compra',
    slug: 'como-ahorrar-en-la-compra',
    description: '**Consejos** para ahorrar',
    category: 'Ahorro',
    image: '/api/images/blog/abc.png',
    content: [
      {
        section: 'Lista de la compra',
        text: '- leche\n- pan',
        showProduct: true,
        showProductUrl: false,
        showProductCard: true,
        productUrl: 'https://tienda.example/p/1',
        urlImage: 'https://tienda.example/p/1.jpg',
        productCard: 'cafetera espresso',
      },
    ],
    tags: ['ahorro', 'compra'],
    keySearch: 'supermercado',
    date: '2026-11-20',
    version: 4,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...over,
  };
}

/** What the server answers after a write: HTML fields and a URL cover. */
export function storedArticle(over: Partial<BlogArticle> = {}): BlogArticle {
  return { ...sourceArticle(), description: '<p><strong>Consejos</strong> para ahorrar</p>', ...over };
}

/** An entry of GET /api/blog: a summary without sections (the picker needs only its slug). */
export function listedArticle(over: Partial<BlogArticleSummary> = {}): BlogArticleSummary {
  const { content: _content, version: _version, createdAt: _createdAt, ...rest } = storedArticle();
  return { ...rest, ...over };
}
