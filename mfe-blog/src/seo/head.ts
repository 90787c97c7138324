/**
 * Head tags an article page owns while shown: title, description, canonical, og:/twitter:/article: meta and
 * JSON-LD. Each added element is marked and removed on leave; the previous title and description come back.
 * A tag of the same key already in the head (the served HTML's, for the article opened directly) is replaced,
 * never duplicated: crawlers that read the rendered page met two og:title and two BlogPosting otherwise.
 * (Same pattern as mfe-offers' seo/head.ts.)
 */
import { SERVER_HEAD_ATTR } from '@ofertas/contracts/page-head';

const MARK = 'data-blog-head';

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  meta: Record<string, string | undefined>;
  jsonLd: object;
}

export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

function siteSuffix(title: string): string {
  const i = title.lastIndexOf(' | ');
  return i >= 0 ? title.slice(i) : '';
}

function add(el: HTMLElement, added: Element[]): void {
  el.setAttribute(MARK, '');
  document.head.appendChild(el);
  added.push(el);
}

/** Applies the tags; returns the cleanup. */
export function applyHead(tags: HeadTags): () => void {
  const added: Element[] = [];
  const previousTitle = document.title;
  document.title = `${tags.title}${siteSuffix(previousTitle)}`;

  let description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  const previousDescription = description?.content;
  if (!description) {
    description = document.createElement('meta');
    description.name = 'description';
    add(description, added);
  }
  description.content = tags.description;

  const hidden = [...document.head.querySelectorAll<HTMLElement>('link[rel="canonical"]')];
  for (const el of hidden) el.remove();
  const link = document.createElement('link');
  link.rel = 'canonical';
  link.href = tags.canonical;
  add(link, added);

  for (const [key, value] of Object.entries(tags.meta)) {
    if (!value) continue;
    const attr = /^(og|article):/.test(key) ? 'property' : 'name';
    document.head.querySelectorAll(`meta[${attr}="${key}"]`).forEach((el) => el.remove());
    const m = document.createElement('meta');
    m.setAttribute(attr, key);
    m.content = value;
    add(m, added);
  }

  // The served HTML's structured data describes this same article: the page's own replaces it.
  document.head.querySelectorAll(`script[type="application/ld+json"][${SERVER_HEAD_ATTR}]`).forEach((el) => el.remove());
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify(tags.jsonLd).replace(/</g, '\\u003c');
  add(script, added);

  return () => {
    for (const el of added) el.remove();
    for (const el of hidden) document.head.appendChild(el);
    document.title = previousTitle;
    if (previousDescription !== undefined && description) description.content = previousDescription;
  };
}
