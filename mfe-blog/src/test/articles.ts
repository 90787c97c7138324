import type { BlogArticle, BlogArticleSummary } from '@ofertas/contracts/blog';
import type { SiteInfo } from '@ofertas/contracts/site';

export function makeArticle(i: number, over: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id: `a${i}`,
    title: `Artículo de prueba ${i}`,
    slug: `articulo-de-prueba-${i}`,
    description: `<p>Descripción <strong>del artículo</strong> ${i}.</p>`,
    category: 'Ahorro',
    image: `/api/images/blog/${i}.svg`,
    content: [],
    tags: [],
    keySearch: 'auriculares',
    date: `2024-0${(i % 9) + 1}-10`,
    version: 1,
    createdAt: `2024-0${(i % 9) + 1}-10T08:00:00.000Z`,
    updatedAt: `2024-0${(i % 9) + 1}-11T09:30:00.000Z`,
    ...over,
  };
}

/** The list's entry of an article, as the server makes it (a short description is carried whole). */
export function summaryOf(a: BlogArticle, over: Partial<BlogArticleSummary> = {}): BlogArticleSummary {
  const { content: _content, version: _version, createdAt: _createdAt, ...rest } = a;
  return { ...rest, ...over };
}

export function makeSummary(i: number, over: Partial<BlogArticle> = {}): BlogArticleSummary {
  return summaryOf(makeArticle(i, over));
}

export const SITE: SiteInfo = {
  siteName: 'Ofertas Flash',
  owner: 'Ofertas Flash S.L.',
  author: 'Equipo de Ofertas Flash',
  contactEmail: 'hola@example.com',
  postalAddress: 'Calle Mayor 1, Madrid',
  social: [
    { name: 'X', url: 'https://x.com/ofertasflash' },
    { name: 'Instagram', url: 'https://www.instagram.com/ofertasflash' },
  ],
  ga4Id: null,
  sponsorBanner: null,
};

/** The server inlines the site settings in every page (backend/src/frontends/head-tags.ts). */
export function inlineSite(site: SiteInfo = SITE): void {
  document.getElementById('site-info')?.remove();
  const el = document.createElement('script');
  el.id = 'site-info';
  el.type = 'application/json';
  el.textContent = JSON.stringify(site);
  document.head.appendChild(el);
}
