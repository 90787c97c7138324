import { BLOG_SUMMARY_LIMITS, type BlogArticleSummary } from '@ofertas/contracts';
import sanitizeHtml from 'sanitize-html';
import { listedFields } from './blog-article-mapper';
import type { BlogSummaryRow } from './blog-rows';

/** Where a description longer than the summary's bound is cut before its text is read (SQL `left`). */
export const SUMMARY_HTML_PREFIX = 8000;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text of sanitised HTML: block ends become spaces so paragraphs do not run together. */
export function htmlText(html: string): string {
  const spaced = html.replace(/<\/?(?:p|div|li|ul|ol|h[1-6]|br|blockquote|pre|table|tr|td|th)\b[^>]*>/gi, ' ');
  // sanitize-html with no tags keeps only text (entities re-escaped); a tag cut by the prefix is dropped.
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis (the blog remote's card rule). */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The summary's description: the stored HTML when short, else one paragraph of its shortened text, escaped.
 * Escaping can lengthen the text (`&` → `&amp;`), so it is shortened until the HTML fits the bound.
 */
export function summaryDescription(html: string, complete: boolean): { description: string; descriptionShortened?: true } {
  if (complete && html.length <= BLOG_SUMMARY_LIMITS.descriptionHtml) return { description: html };
  const text = htmlText(html);
  for (let max: number = BLOG_SUMMARY_LIMITS.descriptionText; max > 0; max = Math.floor(max * 0.8)) {
    const paragraph = `<p>${escapeHtml(excerpt(text, max))}</p>`;
    if (paragraph.length <= BLOG_SUMMARY_LIMITS.descriptionHtml) return { description: text ? paragraph : '', descriptionShortened: true };
  }
  return { description: '', descriptionShortened: true };
}

export function toSummary(row: BlogSummaryRow): BlogArticleSummary {
  return { ...listedFields(row), ...summaryDescription(row.description_html, row.description_complete) };
}
