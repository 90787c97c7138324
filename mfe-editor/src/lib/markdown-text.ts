/**
 * Text transforms behind the toolbar buttons the Markdown editor does not have (indent, outdent, clean, video).
 * Pure functions on strings: the toolbar applies them to the selected lines. Video addresses are checked with
 * contracts' `videoEmbedFromPageUrl`, the server's own rule.
 */
import { MAX_INDENT_LEVEL } from '@ofertas/contracts/rules/author-html-policy';

export { MAX_INDENT_LEVEL };

/** One nesting level of a list: 4 spaces nest under both '- ' and '1. ' items (CommonMark). */
export const INDENT = '    ';

function mapLines(text: string, f: (line: string) => string): string {
  return text.split('\n').map(f).join('\n');
}

const LIST_ITEM = /^\s*(?:[-*+]|\d+[.)])\s/;
/** An indented block as the indent button writes it: the Markdown inside stays Markdown (blank lines around it). */
const INDENTED_BLOCK = /^<div class="indent-([1-8])">\n\n([\s\S]*)\n\n<\/div>$/;

function indentedBlock(level: number, body: string): string {
  return level < 1 ? body : `<div class="indent-${level}">\n\n${body}\n\n</div>`;
}

/** The level and content of lines the indent button wrote (level 0: not an indented block). */
function readIndented(text: string): { level: number; body: string } {
  const m = INDENTED_BLOCK.exec(text);
  return m ? { level: Number(m[1]), body: m[2]! } : { level: 0, body: text };
}

const isList = (text: string) => text.split('\n').every((line) => line.trim() === '' || LIST_ITEM.test(line));

/**
 * Indent (SPEC §2, levels 1 to 8). List items nest one level (4 spaces, a list's own nesting); any other text
 * goes in an indented block, one level more each time, never 4 spaces in front (Markdown would publish a code block).
 */
export function indentLines(text: string): string {
  if (text.trim() !== '' && isList(text)) {
    return mapLines(text, (line) => {
      if (line.trim() === '') return line;
      const depth = Math.floor((line.length - line.trimStart().length) / INDENT.length);
      return depth + 1 >= MAX_INDENT_LEVEL ? line : INDENT + line;
    });
  }
  if (text.trim() === '') return text;
  const { level, body } = readIndented(text);
  return indentedBlock(Math.min(MAX_INDENT_LEVEL, level + 1), body);
}

export function outdentLines(text: string): string {
  const { level, body } = readIndented(text);
  if (level > 0) return indentedBlock(level - 1, body);
  return mapLines(text, (line) => line.replace(/^( {1,4}|\t)/, ''));
}

/** Font and size buttons: the selection in a `<span>` of one of the article's classes (the Markdown inside stays). */
export function withClass(text: string, className: string): string {
  return `<span class="${className}">${text}</span>`;
}

/**
 * 'Clean' (the rich-text toolbar's "remove formatting"): block markers (headings, quotes, list bullets,
 * indentation) and inline marks (bold, italic, underline, strike, code) go; links and images keep their text.
 */
export function cleanFormatting(text: string): string {
  return mapLines(text, (line) =>
    line
      .replace(/^\s+/, '')
      .replace(/^(?:#{1,6}\s+|>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+)+/, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<\/?(?:u|ins|s|del|strike|b|strong|i|em|mark)>/gi, '')
      .replace(/(\*\*|__|~~|`)(.+?)\1/g, '$2')
      .replace(/(?<![\w*])([*_])(?!\s)(.+?)(?<!\s)\1(?![\w*])/g, '$2'),
  );
}

/**
 * The Markdown a video button inserts: the page address alone on a line of its own, as a paragraph (the
 * server's convention, contracts' author-html policy: such a line in a section becomes a sandboxed
 * player; elsewhere it stays a link).
 */
export function videoMarkup(pageUrl: string): string {
  return `\n\n${pageUrl.trim()}\n\n`;
}
