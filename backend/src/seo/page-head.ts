import { BACK_HOME, NOT_FOUND_TEXT, SERVER_HEAD_ATTR, STATUS_META_NAME } from '@ofertas/contracts';
import { escapeHtml, jsonForHtml } from '../common/html';

/** Status codes a served page can have: found, not found, gone (a product retired by an import). */
export type PageStatus = 200 | 404 | 410;

export interface HeadMeta {
  /** og:* and product:* use `property`, the rest `name`. */
  key: string;
  content: string;
}

/** Everything the server puts in the <head> of one page. Text is raw here; rendering escapes it. */
export interface PageHead {
  status: PageStatus;
  /** Full document title, site name included. */
  title: string;
  description: string;
  /** Absolute canonical URL; null = none (error pages). */
  canonical: string | null;
  /** e.g. 'noindex, follow'; null = indexable. */
  robots: string | null;
  meta: HeadMeta[];
  jsonLd: Array<Record<string, unknown>>;
  /**
   * The page's largest paint when it is an image the server already knows (a product's first image, an
   * article's cover), as the page will request it: hinted with `fetchpriority="high"` so the browser fetches it
   * while the scripts load, instead of after the shell → remote → chunk → API waterfall. Only this
   * image: hinting the shell's chunks too delayed the first paint (docs/decisions/low-priority-hints.md).
   */
  lcpImage?: string | null;
  /**
   * API calls the page makes on its first render, fetched while its scripts load (`rel=preload as=fetch`, same
   * credentials mode as the remote's fetch, so the browser hands the answer over instead of asking twice).
   * `media`: only windows it matches fetch it (a list's page size depends on the window width).
   */
  preloadFetches?: Array<{ href: string; media: string | null }>;
  /** The page's Atom feed (an offers list, a coupons page: contracts rules/feeds.ts), absolute, and its title. */
  feed?: { href: string; title: string } | null;
}

const MARK = ` ${SERVER_HEAD_ATTR}`;

function metaTag(m: HeadMeta): string {
  const attr = /^(og|product|article):/.test(m.key) ? 'property' : 'name';
  return `<meta${MARK} ${attr}="${escapeHtml(m.key)}" content="${escapeHtml(m.content)}">`;
}

/** The tags added before </head>, each marked with SERVER_HEAD_ATTR so the client can replace them. */
export function headTags(head: PageHead): string {
  const out: string[] = [];
  if (head.status !== 200) out.push(`<meta${MARK} name="${STATUS_META_NAME}" content="${head.status}">`);
  if (head.robots) out.push(`<meta${MARK} name="robots" content="${escapeHtml(head.robots)}">`);
  if (head.canonical) out.push(`<link${MARK} rel="canonical" href="${escapeHtml(head.canonical)}">`);
  if (head.lcpImage) out.push(`<link${MARK} rel="preload" as="image" href="${escapeHtml(head.lcpImage)}" fetchpriority="high">`);
  for (const f of head.preloadFetches ?? []) {
    const media = f.media ? ` media="${escapeHtml(f.media)}"` : '';
    out.push(`<link${MARK} rel="preload" as="fetch" href="${escapeHtml(f.href)}" crossorigin="anonymous"${media}>`);
  }
  if (head.feed) {
    out.push(`<link${MARK} rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}">`);
  }
  for (const m of head.meta) out.push(metaTag(m));
  for (const ld of head.jsonLd) out.push(`<script${MARK} type="application/ld+json">${jsonForHtml(ld)}</script>`);
  return out.join('');
}

/**
 * What a reader without JavaScript (a crawler, curl) sees of an error page: the shell's Spanish error page.
 * The shell's first render replaces it with the same page inside the site chrome.
 */
const ERROR_BODY = `<main><h1>${escapeHtml(NOT_FOUND_TEXT)}</h1><p><a href="/">${escapeHtml(BACK_HOME)}</a></p></main>`;

/**
 * index.html with this page's <title> and meta description replacing the build's defaults, and its other
 * tags added at the end of the head; an error page also gets its text in the body.
 */
export function renderHead(html: string, head: PageHead): string {
  const description = `<meta name="description" content="${escapeHtml(head.description)}">`;
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`);
  // Whether the shell's document has a description is asked, not inferred from the replacement changing the
  // text: a page whose description is the shell's own left the text unchanged and got a second tag.
  const DESCRIPTION = /<meta name=("?)description\1 content=("[^"]*"|[^ >]*)\s*\/?>/;
  out = DESCRIPTION.test(out) ? out.replace(DESCRIPTION, () => description) : out.replace('</head>', () => `${description}</head>`);
  out = out.replace('</head>', () => `${headTags(head)}</head>`);
  if (head.status !== 200) out = out.replace(/<div id=("?)root\1>/, (open) => `${open}${ERROR_BODY}`);
  return out;
}
