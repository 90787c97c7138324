/**
 * The editor's preview: the author's Markdown rendered as the server renders it (backend/src/blog/author-html.ts:
 * `marked` with the same options, then the allow-list of contracts/src/rules/author-html-policy.ts), here applied
 * with DOMPurify in the browser. The server stays the authority — it sanitises again on every write — but what
 * the preview shows is what gets published.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import {
  AUTHOR_HTML_ATTRIBUTES,
  AUTHOR_HTML_CLASSES,
  AUTHOR_MARKDOWN_OPTIONS,
  AUTHOR_HTML_RENAMED_TAGS,
  AUTHOR_HTML_TAGS,
  DISCARDED_CONTENT_TAGS,
  EXTERNAL_LINK_REL,
  VIDEO_DEFAULT_TITLE,
  VIDEO_IFRAME_ALLOW,
  VIDEO_IFRAME_ATTRIBUTES,
  VIDEO_IFRAME_SANDBOX,
  expandVideoLines,
  isAllowedImageSrc,
  isAllowedLinkHref,
  isExternalHref,
  videoEmbedUrl,
} from '@ofertas/contracts/rules/author-html-policy';
import { withoutEventHandlers } from './without-handlers';

const markdown = new Marked(AUTHOR_MARKDOWN_OPTIONS);

export interface PreviewOptions {
  /** YouTube/Vimeo players: sections only, as on the server. */
  allowVideo: boolean;
}

function keepOnly(el: Element, names: readonly string[]): void {
  for (const attr of Array.from(el.attributes)) if (!names.includes(attr.name)) el.removeAttribute(attr.name);
}

/** The policy's classes of this tag, in the author's order; no class attribute when none is left. */
function keepClasses(el: Element, tag: string): void {
  const allowed = AUTHOR_HTML_CLASSES[tag] ?? [];
  const kept = Array.from(el.classList).filter((c) => allowed.includes(c));
  el.removeAttribute('class');
  if (kept.length > 0) el.setAttribute('class', kept.join(' '));
}

function rename(el: Element, tag: string): void {
  const copy = el.ownerDocument.createElement(tag);
  while (el.firstChild) copy.appendChild(el.firstChild);
  el.replaceWith(copy);
}

/** The per-tag part of the policy DOMPurify has no option for: URL checks, per-tag attributes, renames. */
function applyPolicy(root: DocumentFragment, allowVideo: boolean): void {
  for (const el of Array.from(root.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    const renamed = AUTHOR_HTML_RENAMED_TAGS[tag];
    if (renamed) {
      rename(el, renamed);
      continue;
    }
    if (tag === 'iframe') {
      const src = allowVideo ? videoEmbedUrl(el.getAttribute('src') ?? '') : null;
      if (src === null) {
        el.remove();
        continue;
      }
      keepOnly(el, VIDEO_IFRAME_ATTRIBUTES);
      el.setAttribute('src', src);
      el.setAttribute('title', el.getAttribute('title')?.trim() || VIDEO_DEFAULT_TITLE);
      el.setAttribute('sandbox', VIDEO_IFRAME_SANDBOX);
      el.setAttribute('allow', VIDEO_IFRAME_ALLOW);
      el.setAttribute('loading', 'lazy');
      el.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
      continue;
    }
    // An author's own rel/loading/… are dropped: only the policy sets them (below), as the server's transforms do.
    const classes = el.getAttribute('class');
    keepOnly(el, AUTHOR_HTML_ATTRIBUTES[tag] ?? []);
    if (classes !== null) {
      el.setAttribute('class', classes);
      keepClasses(el, tag);
    }
    if (tag === 'a') {
      const href = el.getAttribute('href');
      if (href !== null && !isAllowedLinkHref(href)) el.removeAttribute('href');
      else if (href !== null && isExternalHref(href)) el.setAttribute('rel', EXTERNAL_LINK_REL);
    } else if (tag === 'img') {
      const src = el.getAttribute('src') ?? '';
      if (!isAllowedImageSrc(src)) {
        el.remove();
        continue;
      }
      if (!el.hasAttribute('alt')) el.setAttribute('alt', '');
      el.setAttribute('loading', 'lazy');
      el.setAttribute('decoding', 'async');
    }
  }
}

/**
 * The HTML as a fragment parser reads it: what a section holds is part of a page, never a document. DOMPurify
 * parses text as a whole document, where a leading <frameset> takes the body's place and leaves none (it then
 * answered null and the preview broke); a template's fragment parser ignores <frameset>, <html>, <head> and
 * <body> tags, as the server's parser does, and its inert document loads no image.
 */
function asFragmentHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

/** Markdown → HTML that is safe to insert, with the server's allow-list. */
export function renderAuthorPreview(source: string, { allowVideo }: PreviewOptions): string {
  // Sections: a video address alone on its line becomes a player, exactly as on the server.
  const html = markdown.parse(allowVideo ? expandVideoLines(source) : source, { async: false });
  const renamedFrom = Object.keys(AUTHOR_HTML_RENAMED_TAGS);
  const videoTags = allowVideo ? ['iframe'] : [];
  const attributes = new Set<string>(['class']);
  for (const names of Object.values(AUTHOR_HTML_ATTRIBUTES)) names.forEach((n) => attributes.add(n));
  if (allowVideo) VIDEO_IFRAME_ATTRIBUTES.forEach((n) => attributes.add(n));
  // Parsing an on* attribute is enough for Chromium to log a CSP violation, even in DOMPurify's inert document.
  const fragment = DOMPurify.sanitize(asFragmentHtml(withoutEventHandlers(html)), {
    ALLOWED_TAGS: [...AUTHOR_HTML_TAGS, ...renamedFrom, ...videoTags],
    ALLOWED_ATTR: [...attributes],
    FORBID_CONTENTS: DISCARDED_CONTENT_TAGS.filter((t) => !videoTags.includes(t)),
    KEEP_CONTENT: true,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  const box = document.createElement('div');
  // DOMPurify answers null when what it was given holds no body; nothing of it is shown then.
  if (!fragment) return '';
  applyPolicy(fragment, allowVideo);
  box.appendChild(fragment);
  return box.innerHTML.trim();
}
