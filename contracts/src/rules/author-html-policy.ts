/**
 * The allow-list of the HTML that authors' Markdown may become (blog descriptions and sections). Plain data,
 * so the server (sanitize-html, backend/src/blog/author-html.ts) and the editor's preview (a browser
 * sanitiser such as DOMPurify) apply the same rules; the URL checks below are pure functions both can call.
 */

/** Tags kept; everything else is removed (its text stays, except inside DISCARDED_CONTENT_TAGS). */
export const AUTHOR_HTML_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'strike', 'mark', 'small', 'sub', 'sup', 'span',
  'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'code', 'pre', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'div',
] as const;

/** Tags whose content is dropped along with the tag (never shown as text). */
export const DISCARDED_CONTENT_TAGS = ['script', 'style', 'textarea', 'noscript', 'template', 'svg', 'math', 'object', 'embed', 'iframe', 'title'] as const;

/** The article page owns the only h1: an author's h1 becomes h2. */
export const AUTHOR_HTML_RENAMED_TAGS: Readonly<Record<string, string>> = { h1: 'h2' };

/** Indented blocks: the toolbar's indent button wraps paragraphs in `<div class="indent-N">` (levels 1 to 8). */
export const MAX_INDENT_LEVEL = 8;
export const INDENT_CLASSES = Array.from({ length: MAX_INDENT_LEVEL }, (_, i) => `indent-${i + 1}`);

/** The toolbar's fonts and sizes: `<span class="…">` with one of these, styled by the article CSS. */
export const AUTHOR_FONTS = [
  { label: 'Serif', className: 'font-serif' },
  { label: 'Sans serif', className: 'font-sans' },
  { label: 'Monoespaciada', className: 'font-mono' },
] as const;
export const AUTHOR_SIZES = [
  { label: 'Pequeño', className: 'size-small' },
  { label: 'Grande', className: 'size-large' },
  { label: 'Muy grande', className: 'size-huge' },
] as const;

/** The only classes an author's HTML keeps, per tag (every other class, `style` and `id` go). */
export const AUTHOR_HTML_CLASSES: Readonly<Record<string, readonly string[]>> = {
  div: INDENT_CLASSES,
  span: [...AUTHOR_FONTS, ...AUTHOR_SIZES].map((f) => f.className),
};

/** Attributes kept per tag; no tag keeps `style`, `id` or any `on*` handler, and `class` only as above. */
export const AUTHOR_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** Link targets: these schemes, same-origin paths ('/…', not '//…') and in-page anchors ('#…'). */
export const AUTHOR_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;
/** Image sources: these schemes and same-origin paths; never data: or blob:. */
export const AUTHOR_IMAGE_PROTOCOLS = ['http', 'https'] as const;
/** rel of every absolute http(s) link (the site's pages are linked by path). */
export const EXTERNAL_LINK_REL = 'noopener nofollow';

/** Video iframes (sections only): the embed players of these hosts, sandboxed. */
export const VIDEO_IFRAME_ATTRIBUTES = ['src', 'title', 'width', 'height', 'allowfullscreen'] as const;
export const VIDEO_IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
export const VIDEO_IFRAME_ALLOW = 'encrypted-media; picture-in-picture; fullscreen';
export const VIDEO_DEFAULT_TITLE = 'Vídeo';
/** The only hosts whose players a section may embed (the sanitiser's iframe hosts, the pages' CSP frame-src). */
export const VIDEO_PLAYER_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;

type VideoPattern = { pattern: RegExp; embed: (id: string) => string };

/** Embed URL patterns: the id is captured; anything else (other hosts, http:, odd paths) is refused. */
const VIDEO_EMBEDS: ReadonlyArray<VideoPattern> = [
  {
    pattern: /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([A-Za-z0-9_-]{6,20})(?:\?[\w=&%-]*)?$/,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  { pattern: /^https:\/\/player\.vimeo\.com\/video\/(\d{3,12})(?:\?[\w=&%-]*)?$/, embed: (id) => `https://player.vimeo.com/video/${id}` },
];

/** The embed URL made from the id the first matching pattern captures, or null. */
function embedOf(patterns: ReadonlyArray<VideoPattern>, url: string): string | null {
  const trimmed = url.trim();
  for (const v of patterns) {
    const m = v.pattern.exec(trimmed);
    if (m?.[1]) return v.embed(m[1]);
  }
  return null;
}

/** The canonical embed URL of an allowed YouTube/Vimeo player address, or null. Query options are dropped. */
export function videoEmbedUrl(src: string): string | null {
  return embedOf(VIDEO_EMBEDS, src);
}

function schemeOf(url: string): string | null {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  let compact = '';
  for (const ch of url) if (ch > ' ' && ch !== '\u007f') compact += ch;
  const m = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact);
  return m?.[1] ? m[1].toLowerCase() : null;
}

function isSameOriginPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

export function isAllowedLinkHref(href: string): boolean {
  const url = href.trim();
  if (url === '') return false;
  if (url.startsWith('#') || isSameOriginPath(url)) return true;
  const scheme = schemeOf(url);
  return scheme !== null && (AUTHOR_LINK_PROTOCOLS as readonly string[]).includes(scheme);
}

export function isAllowedImageSrc(src: string): boolean {
  const url = src.trim();
  if (isSameOriginPath(url)) return true;
  const scheme = schemeOf(url);
  return scheme !== null && (AUTHOR_IMAGE_PROTOCOLS as readonly string[]).includes(scheme);
}

/** Absolute http(s) links leave the site: they get EXTERNAL_LINK_REL. */
export function isExternalHref(href: string): boolean {
  const scheme = schemeOf(href.trim());
  return scheme === 'http' || scheme === 'https';
}

/** Video page addresses an author pastes (watch pages, short links, players); the id is captured. */
const VIDEO_PAGES: ReadonlyArray<VideoPattern> = [
  {
    pattern: /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:[\w.%=-]*&)*v=([A-Za-z0-9_-]{6,20})(?:&[\w.%=-]*)*$/,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  {
    pattern: /^https?:\/\/(?:www\.|m\.)?(?:youtu\.be|youtube\.com\/(?:embed|shorts)|youtube-nocookie\.com\/embed)\/([A-Za-z0-9_-]{6,20})(?:\?[\w.%=&-]*)?$/,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
  },
  {
    pattern: /^https?:\/\/(?:www\.)?(?:vimeo\.com|player\.vimeo\.com\/video)\/(\d{3,12})(?:\?[\w.%=&-]*)?$/,
    embed: (id) => `https://player.vimeo.com/video/${id}`,
  },
];

/** The canonical embed URL of a YouTube/Vimeo page address (watch page, youtu.be, shorts, player), or null. */
export function videoEmbedFromPageUrl(url: string): string | null {
  return embedOf(VIDEO_PAGES, url);
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The Markdown convention for a video in a section: a YouTube/Vimeo address alone on its line, as a paragraph
 * of its own (blank line or text edge on both sides, outside code blocks). Each such line becomes an HTML
 * block `<iframe src="…embed…" title="Vídeo" allowfullscreen>\n</iframe>` that the sanitiser then sandboxes.
 * Pure text in, text out, so the server and the editor's preview expand exactly the same lines.
 */
export function expandVideoLines(markdown: string): string {
  const lines = markdown.split(/\r?\n/);
  let fence: string | null = null;
  return lines
    .map((line, i) => {
      const opened = FENCE.exec(line);
      if (fence !== null) {
        if (opened?.[1] && opened[1][0] === fence[0] && opened[1].length >= fence.length) fence = null;
        return line;
      }
      if (opened?.[1]) {
        fence = opened[1];
        return line;
      }
      if (!/^ {0,3}\S+\s*$/.test(line)) return line;
      const blankBefore = i === 0 || (lines[i - 1] ?? '').trim() === '';
      const blankAfter = i === lines.length - 1 || (lines[i + 1] ?? '').trim() === '';
      const embed = blankBefore && blankAfter ? videoEmbedFromPageUrl(line) : null;
      return embed === null ? line : `<iframe src="${embed}" title="${VIDEO_DEFAULT_TITLE}" allowfullscreen>\n</iframe>`;
    })
    .join('\n');
}

/**
 * `marked` options of the author's Markdown (GitHub-flavoured, single newlines are line breaks): the server's
 * renderer and the editor's preview use these, so the preview shows what gets published.
 */
export const AUTHOR_MARKDOWN_OPTIONS = { gfm: true, breaks: true, async: false } as const;
