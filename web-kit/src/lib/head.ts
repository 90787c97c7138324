/**
 * Head tags a page owns while it is shown: title, description, canonical, og:/twitter:/article:/product:/robots
 * meta and JSON-LD. Each element it adds carries the page's mark and is removed on leave, and the title and
 * description it changed get their earlier text back unless a newer page has set its own since. A tag of the
 * same key already in the head (the served HTML's, for a page opened directly) is replaced, never doubled:
 * crawlers that read the rendered page met two og:title and two JSON-LD blocks of one kind otherwise. Replaced
 * tags do not come back: they described this page, and the shell drops the served head when another page opens.
 * Structured data is the exception: the served JSON-LD of a kind the page also writes is kept and the page's own
 * is left out, because the server knows what the browser does not (a product's stock) and a renderer must not
 * read two descriptions of one page that disagree; served kinds the page does not write (BreadcrumbList) stay.
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

/**
 * The site's public origin (PUBLIC_URL), which the server states in the settings it inlines in every page
 * (`<script id="site-info">`, field `publicUrl`): canonical links must name it whatever host the browser used
 * (a proxy's, 127.0.0.1, http instead of https). This page's origin when it is not there (a remote's dev host).
 */
function publicOrigin(): string {
  const text = document.getElementById('site-info')?.textContent;
  if (text) {
    try {
      const publicUrl: unknown = (JSON.parse(text) as { publicUrl?: unknown }).publicUrl;
      if (typeof publicUrl === 'string' && /^https?:\/\//.test(publicUrl)) return publicUrl.replace(/\/+$/, '');
    } catch {
      // Unreadable settings: the page's own origin below.
    }
  }
  return window.location.origin;
}

/** A path on this site as the absolute URL canonical links and structured data need (under PUBLIC_URL). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${publicOrigin()}/`).toString();
}

function siteSuffix(title: string, fallback: string): string {
  const i = title.lastIndexOf(' | ');
  return i >= 0 ? title.slice(i) : fallback;
}

/** Open Graph and its namespaces are RDFa properties; the rest (twitter:, robots…) are names. */
function metaAttribute(key: string): 'property' | 'name' {
  return /^(og|article|product):/.test(key) ? 'property' : 'name';
}

function ldType(block: unknown): unknown {
  return typeof block === 'object' && block !== null ? (block as Record<string, unknown>)['@type'] : undefined;
}

/** The `@type`s of the JSON-LD the server put in the head for this page (unreadable blocks count as none). */
function servedLdTypes(): Set<unknown> {
  const types = new Set<unknown>();
  for (const el of document.head.querySelectorAll(`script[type="application/ld+json"][${SERVER_HEAD_ATTR}]`)) {
    try {
      const parsed: unknown = JSON.parse(el.textContent ?? '');
      for (const block of Array.isArray(parsed) ? parsed : [parsed]) types.add(ldType(block));
    } catch {
      // Not JSON: nothing a renderer could read either.
    }
  }
  return types;
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
  const ownTitle = document.title;

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
    const served = servedLdTypes();
    const own = (Array.isArray(tags.jsonLd) ? tags.jsonLd : [tags.jsonLd]).filter((block) => !served.has(ldType(block)));
    if (own.length > 0) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(own.length === 1 ? own[0] : own).replace(/</g, '\\u003c');
      add(script);
    }
  }

  return () => {
    for (const el of added) el.remove();
    // A page opened after this one may already have set its own (the shell's route defaults run first).
    if (tags.title && document.title === ownTitle) document.title = previousTitle;
    if (tags.description && description && description.content === tags.description && previousDescription !== undefined) {
      description.content = previousDescription;
    }
  };
}
