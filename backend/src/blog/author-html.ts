import {
  AUTHOR_HTML_ATTRIBUTES,
  AUTHOR_HTML_CLASSES,
  AUTHOR_MARKDOWN_OPTIONS,
  AUTHOR_HTML_RENAMED_TAGS,
  AUTHOR_HTML_TAGS,
  AUTHOR_IMAGE_PROTOCOLS,
  AUTHOR_LINK_PROTOCOLS,
  DISCARDED_CONTENT_TAGS,
  EXTERNAL_LINK_REL,
  VIDEO_DEFAULT_TITLE,
  VIDEO_IFRAME_ALLOW,
  VIDEO_IFRAME_ATTRIBUTES,
  VIDEO_IFRAME_SANDBOX,
  VIDEO_PLAYER_HOSTS,
  expandVideoLines,
  isAllowedImageSrc,
  isAllowedLinkHref,
  isExternalHref,
  videoEmbedUrl,
} from '@ofertas/contracts';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

export interface AuthorHtmlOptions {
  /** YouTube/Vimeo players are allowed in article sections, not in the description. */
  allowVideo: boolean;
}

/** GitHub-flavoured Markdown (tables, strikethrough, autolinks); single newlines stay line breaks, as authors expect. */
const markdown = new Marked(AUTHOR_MARKDOWN_OPTIONS);

type Attributes = Record<string, string>;

function transformLink(_tag: string, attribs: Attributes): sanitizeHtml.Tag {
  const href = attribs.href ?? '';
  if (!isAllowedLinkHref(href)) {
    // The text stays; a refused address leaves a plain <a> without href (inert, no navigation).
    const { href: _refused, ...rest } = attribs;
    return { tagName: 'a', attribs: rest };
  }
  return { tagName: 'a', attribs: isExternalHref(href) ? { ...attribs, rel: EXTERNAL_LINK_REL } : attribs };
}

function transformImage(_tag: string, attribs: Attributes): sanitizeHtml.Tag {
  const src = attribs.src ?? '';
  if (!isAllowedImageSrc(src)) return { tagName: 'img', attribs: {} };
  return { tagName: 'img', attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' } };
}

function transformIframe(_tag: string, attribs: Attributes): sanitizeHtml.Tag {
  const src = videoEmbedUrl(attribs.src ?? '');
  if (src === null) return { tagName: 'iframe', attribs: {} };
  const kept: Attributes = {};
  for (const name of VIDEO_IFRAME_ATTRIBUTES) {
    const value = attribs[name];
    if (value !== undefined) kept[name] = value;
  }
  return {
    tagName: 'iframe',
    attribs: {
      ...kept,
      src,
      title: kept.title?.trim() || VIDEO_DEFAULT_TITLE,
      sandbox: VIDEO_IFRAME_SANDBOX,
      allow: VIDEO_IFRAME_ALLOW,
      loading: 'lazy',
      referrerpolicy: 'strict-origin-when-cross-origin',
    },
  };
}

function sanitizerOptions(allowVideo: boolean): sanitizeHtml.IOptions {
  const allowedTags: string[] = [...AUTHOR_HTML_TAGS];
  const allowedAttributes: Record<string, string[]> = {};
  for (const [tag, names] of Object.entries(AUTHOR_HTML_ATTRIBUTES)) allowedAttributes[tag] = [...names];
  // Attributes the transforms add must be allowed too, or the sanitiser strips them again.
  allowedAttributes.a = [...(allowedAttributes.a ?? []), 'rel'];
  allowedAttributes.img = [...(allowedAttributes.img ?? []), 'loading', 'decoding'];
  const transformTags: Record<string, sanitizeHtml.Transformer> = { a: transformLink, img: transformImage };
  for (const [from, to] of Object.entries(AUTHOR_HTML_RENAMED_TAGS)) transformTags[from] = sanitizeHtml.simpleTransform(to, {}, false);
  let nonTextTags: string[] = [...DISCARDED_CONTENT_TAGS];
  if (allowVideo) {
    allowedTags.push('iframe');
    allowedAttributes.iframe = [...VIDEO_IFRAME_ATTRIBUTES, 'sandbox', 'allow', 'loading', 'referrerpolicy'];
    transformTags.iframe = transformIframe;
    nonTextTags = nonTextTags.filter((t) => t !== 'iframe');
  }
  return {
    allowedTags,
    allowedAttributes,
    allowedClasses: Object.fromEntries(Object.entries(AUTHOR_HTML_CLASSES).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...AUTHOR_LINK_PROTOCOLS],
    allowedSchemesByTag: { img: [...AUTHOR_IMAGE_PROTOCOLS], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedIframeHostnames: allowVideo ? [...VIDEO_PLAYER_HOSTS] : [],
    allowIframeRelativeUrls: false,
    disallowedTagsMode: 'discard',
    nonTextTags,
    transformTags,
    // Refused images and players were emptied by their transforms: drop them instead of leaving husks.
    exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'iframe' && !frame.attribs.src),
  };
}

const SANITIZERS = { video: sanitizerOptions(true), text: sanitizerOptions(false) } as const;

/**
 * The author's Markdown (raw HTML inside it allowed) → HTML that is safe to inject in the article page: the
 * one function every write path uses, so the API's HTML fields are always this output.
 */
export function renderAuthorHtml(source: string, opts: AuthorHtmlOptions): string {
  // Sections turn a video address alone on its line into a player (contracts' convention, shared with the preview).
  const html = markdown.parse(opts.allowVideo ? expandVideoLines(source) : source, { async: false });
  return sanitizeHtml(html, opts.allowVideo ? SANITIZERS.video : SANITIZERS.text).trim();
}
