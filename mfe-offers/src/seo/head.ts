/**
 * Page head tags owned by a page while it is shown: canonical link, og:/twitter: meta and JSON-LD. Every
 * element is marked so it is removed on leave (and replaced, never duplicated, on the next page).
 */
import { SERVER_HEAD_ATTR } from '@ofertas/contracts/page-head';

const MARK = 'data-offers-head';

export interface HeadTags {
  title?: string;
  description?: string;
  canonical?: string;
  meta?: Record<string, string | undefined>;
  jsonLd?: object | object[];
}

function siteSuffix(): string {
  const t = document.title;
  const i = t.lastIndexOf(' | ');
  return i >= 0 ? t.slice(i) : ' | Ofertas Flash';
}

export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** Applies the tags; returns the cleanup that removes them. */
export function applyHead(tags: HeadTags): () => void {
  const added: Element[] = [];
  const previousDescription = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
  if (tags.title) document.title = `${tags.title}${siteSuffix()}`;
  if (tags.description) {
    let d = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!d) {
      d = document.createElement('meta');
      d.name = 'description';
      d.setAttribute(MARK, '');
      document.head.appendChild(d);
      added.push(d);
    }
    d.content = tags.description;
  }
  if (tags.canonical) {
    document.head.querySelectorAll('link[rel="canonical"]').forEach((l) => l.remove());
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = tags.canonical;
    link.setAttribute(MARK, '');
    document.head.appendChild(link);
    added.push(link);
  }
  for (const [key, value] of Object.entries(tags.meta ?? {})) {
    if (!value) continue;
    const attr = key.startsWith('og:') || key.startsWith('product:') ? 'property' : 'name';
    document.head.querySelectorAll(`meta[${attr}="${key}"]`).forEach((m) => m.remove());
    const m = document.createElement('meta');
    m.setAttribute(attr, key);
    m.content = value;
    m.setAttribute(MARK, '');
    document.head.appendChild(m);
    added.push(m);
  }
  if (tags.jsonLd) {
    // The served HTML's structured data describes this same page: the page's own replaces it.
    document.head.querySelectorAll(`script[type="application/ld+json"][${SERVER_HEAD_ATTR}]`).forEach((el) => el.remove());
    const s = document.createElement('script');
    s.type = 'application/ld+json';
    s.textContent = JSON.stringify(tags.jsonLd).replace(/</g, '\\u003c');
    s.setAttribute(MARK, '');
    document.head.appendChild(s);
    added.push(s);
  }
  return () => {
    for (const el of added) el.remove();
    const d = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (d && previousDescription !== undefined) d.content = previousDescription;
  };
}
