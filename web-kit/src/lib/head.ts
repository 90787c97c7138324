/**
 * Head tags a page owns while it is shown: title, description, canonical, og:/twitter:/article:/product: meta
 * and JSON-LD. Each element it adds carries the page's mark and is removed on leave, and the title and
 * description it changed get their earlier text back. A tag of the same key already in the head (the served
 * HTML's, for a page opened directly) is replaced, never doubled: crawlers that read the rendered page met two
 * og:title and two JSON-LD blocks of one kind otherwise. Replaced tags do not come back: they described this
 * page, and the shell drops the served head when another page opens.
 */
import { SERVER_HEAD_ATTR } from '@ofertas/contracts/page-head';

export interface HeadTags {
  /** The page's own title; the site's suffix (' | {site}') of the title in place is kept. */
  title?: string;
  description?: string;
  canonical?: string;
  meta?: Record<string, string | undefined>;
  jsonLd?: object | object[];
}

export interface HeadOwner {
  /** The attribute every added element carries (one per remote: `data-offers-head`). */
  mark: string;
  /** The suffix a title gets when the title in place has none. */
  fallbackSuffix?: string;
}

/** A path on this site as the absolute URL canonical links and structured data need. */
export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

function siteSuffix(title: string, fallback: string): string {
  const i = title.lastIndexOf(' | ');
  return i >= 0 ? title.slice(i) : fallback;
}

/** Open Graph and its namespaces are RDFa properties; the rest (twitter:, robots…) are names. */
function metaAttribute(key: string): 'property' | 'name' {
  return /^(og|article|product):/.test(key) ? 'property' : 'name';
}

/** Applies the tags; returns the cleanup that removes them and restores the title and description. */
export function applyHead(tags: HeadTags, { mark, fallbackSuffix = '' }: HeadOwner): () => void {
  const added: Element[] = [];
  const add = (el: Element) => {
    el.setAttribute(mark, '');
    document.head.appendChild(el);
    added.push(el);
  };

  const previousTitle = document.title;
  if (tags.title) document.title = `${tags.title}${siteSuffix(previousTitle, fallbackSuffix)}`;

  let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  const previousDescription = description?.content;
  if (tags.description) {
    if (!description) {
      description = document.createElement('meta');
      description.name = 'description';
      add(description);
    }
    description.content = tags.description;
  }

  if (tags.canonical) {
    document.head.querySelectorAll('link[rel="canonical"]').forEach((el) => el.remove());
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = tags.canonical;
    add(link);
  }

  for (const [key, value] of Object.entries(tags.meta ?? {})) {
    if (!value) continue;
    const attr = metaAttribute(key);
    document.head.querySelectorAll(`meta[${attr}="${key}"]`).forEach((el) => el.remove());
    const m = document.createElement('meta');
    m.setAttribute(attr, key);
    m.content = value;
    add(m);
  }

  if (tags.jsonLd) {
    // The served HTML's structured data describes this same page: the page's own replaces it.
    document.head.querySelectorAll(`script[type="application/ld+json"][${SERVER_HEAD_ATTR}]`).forEach((el) => el.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(tags.jsonLd).replace(/</g, '\\u003c');
    add(script);
  }

  return () => {
    for (const el of added) el.remove();
    if (tags.title) document.title = previousTitle;
    if (tags.description && description && previousDescription !== undefined) description.content = previousDescription;
  };
}
