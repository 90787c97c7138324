/**
 * Plain text of the site's sanitised HTML (an article's description: meta descriptions, card excerpts), the
 * same on the server and in the browser. The tags of elements that end a run of text become a space, so
 * '<p>uno</p><p>dos</p>' reads 'uno dos'; inline ones join their text to its neighbours, so 'la
 * <a>pena</a>.' reads 'la pena.' (every tag a space left 'pena .' in the served meta description, and the
 * browser's textContent ran paragraphs together as 'unodos'). Regular expressions, no DOM: the input is HTML
 * the server's sanitiser wrote, and the same function serves Node.
 */
const BLOCK_TAG =
  /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|iframe|img|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(whole: string, name: string): string {
  if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
  const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
  const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
  return valid ? String.fromCodePoint(code) : whole;
}

export function htmlToPlainText(html: string): string {
  if (!html) return '';
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
