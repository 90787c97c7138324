/**
 * Removes `on*` attributes from HTML text before any parser sees it. Chromium checks an inline handler against
 * the page's CSP (script-src-attr 'none') as soon as an element with one is parsed, in every document of the
 * page — DOMParser's, a template's, createHTMLDocument's — and logs a violation each time the author types. The
 * allow-list drops these attributes anyway, so taking them out of the text first changes nothing but the log.
 *
 * A small tokenizer with the WHATWG states that decide what is a tag and what is an attribute (data, tag open,
 * tag name, attribute name/value, comments, raw-text elements), so text that only looks like a tag stays as it is.
 */

const SPACE = /[\t\n\f\r ]/;
const ALPHA = /[A-Za-z]/;
/** Elements whose content the tokenizer reads as text up to their end tag (DOMParser: scripting disabled). */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title']);

/** Index after the end of a comment that starts at `from` (just after '<!--'). */
function commentEnd(html: string, from: number): number {
  if (html.startsWith('>', from)) return from + 1;
  if (html.startsWith('->', from)) return from + 2;
  const ends = [html.indexOf('-->', from), html.indexOf('--!>', from)].filter((i) => i >= 0);
  if (ends.length === 0) return html.length;
  const end = Math.min(...ends);
  return end + (html.startsWith('-->', end) ? 3 : 4);
}

/** Index after the end tag `</name` (followed by space, '/' or '>') that closes a raw-text element, or the end. */
function rawTextEnd(html: string, from: number, name: string): number {
  const lower = html.toLowerCase();
  for (let i = lower.indexOf(`</${name}`, from); i >= 0; i = lower.indexOf(`</${name}`, i + 1)) {
    const next = html.charAt(i + name.length + 2);
    if (next === '' || next === '>' || next === '/' || SPACE.test(next)) return i;
  }
  return html.length;
}

interface Tag {
  name: string;
  /** Index after the tag's '>' (or the text's end when the tag is never closed). */
  end: number;
  /** [start, end) of each on* attribute, name to value. */
  handlers: [number, number][];
}

/** Reads a start or end tag whose name starts at `i`. */
function readTag(html: string, i: number): Tag {
  let name = '';
  while (i < html.length && !SPACE.test(html.charAt(i)) && html.charAt(i) !== '/' && html.charAt(i) !== '>') name += html.charAt(i++);
  const handlers: [number, number][] = [];
  for (;;) {
    // Before an attribute name: spaces and stray '/' are skipped.
    while (i < html.length && (SPACE.test(html.charAt(i)) || (html.charAt(i) === '/' && html.charAt(i + 1) !== '>'))) i++;
    if (i >= html.length) return { name: name.toLowerCase(), end: html.length, handlers };
    if (html.charAt(i) === '>') return { name: name.toLowerCase(), end: i + 1, handlers };
    if (html.startsWith('/>', i)) return { name: name.toLowerCase(), end: i + 2, handlers };
    const start = i;
    // The first character is part of the name even when it is '=' (a parse error the browser accepts).
    let attr = html.charAt(i++);
    while (i < html.length && !SPACE.test(html.charAt(i)) && !'/>='.includes(html.charAt(i))) attr += html.charAt(i++);
    let end = i;
    let j = i;
    while (j < html.length && SPACE.test(html.charAt(j))) j++;
    if (html.charAt(j) === '=') {
      j++;
      while (j < html.length && SPACE.test(html.charAt(j))) j++;
      const quote = html.charAt(j);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        j = close < 0 ? html.length : close + 1;
      } else {
        while (j < html.length && !SPACE.test(html.charAt(j)) && html.charAt(j) !== '>') j++;
      }
      end = j;
      i = j;
    }
    if (attr.toLowerCase().startsWith('on')) handlers.push([start, end]);
  }
}

export function withoutEventHandlers(html: string): string {
  if (!/\bon/i.test(html)) return html;
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    const next = html.charAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      i = commentEnd(html, lt + 4);
    } else if (next === '/' && ALPHA.test(html.charAt(lt + 2))) {
      // An end tag's attributes are dropped by the tokenizer: no element, no handler.
      i = readTag(html, lt + 2).end;
    } else if (next === '!' || next === '?' || (next === '/' && html.charAt(lt + 2) !== '')) {
      // Doctype, CDATA and bogus comments ('<?', '</3…', '</>') end at the first '>'.
      const gt = html.indexOf('>', lt + 2);
      i = gt < 0 ? html.length : gt + 1;
    } else if (ALPHA.test(next)) {
      const tag = readTag(html, lt + 1);
      for (const [start, end] of tag.handlers) {
        // One space keeps the neighbours apart (a="1"onclick=… must not become a="1">… glued to the next name).
        out += `${html.slice(copied, start)} `;
        copied = end;
      }
      i = tag.end;
      if (tag.name === 'plaintext') break;
      if (RAW_TEXT.has(tag.name)) i = rawTextEnd(html, i, tag.name);
    } else {
      i = lt + 1;
    }
  }
  return out + html.slice(copied);
}
