import type { BlogArticleSummary } from '@ofertas/contracts/blog';
import { htmlToPlainText } from '@ofertas/contracts/rules/html-text';
import { excerpt } from '../lib/text';
import { absoluteUrl, type HeadTags } from './head';

/** The canonical address of an article is /blog/{slug}, also when it was opened as /{slug}. */
export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** What the head needs: a list summary has it all, so the head is right before the sections load. */
export type ArticleHeadFields = Pick<BlogArticleSummary, 'slug' | 'title' | 'description' | 'image' | 'date' | 'updatedAt' | 'category' | 'tags'>;

/** Title, description, canonical, social tags and schema.org BlogPosting of an article (SPEC §2). */
export function articleHead(a: ArticleHeadFields, author: string, siteName: string): HeadTags {
  const url = absoluteUrl(articlePath(a.slug));
  const description = excerpt(htmlToPlainText(a.description) || a.title, 160);
  const image = a.image ? absoluteUrl(a.image) : undefined;
  const modified = a.updatedAt || a.date;
  return {
    title: a.title,
    description,
    canonical: url,
    meta: {
      'og:type': 'article',
      'og:title': a.title,
      'og:description': description,
      'og:url': url,
      'og:image': image,
      'og:site_name': siteName || undefined,
      'og:locale': 'es_ES',
      'article:published_time': a.date,
      'article:modified_time': modified,
      'article:section': a.category,
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': a.title,
      'twitter:description': description,
      'twitter:image': image,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: a.title,
      description,
      image: image ? [image] : undefined,
      datePublished: a.date,
      dateModified: modified,
      author: author ? { '@type': 'Person', name: author } : undefined,
      publisher: siteName ? { '@type': 'Organization', name: siteName } : undefined,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      url,
      articleSection: a.category,
      keywords: a.tags.length > 0 ? a.tags.join(', ') : undefined,
      inLanguage: 'es-ES',
    },
  };
}
