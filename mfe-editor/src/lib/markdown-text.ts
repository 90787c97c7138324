/**
 * Text transforms behind the toolbar buttons the Markdown editor does not have (indent, outdent, clean, video).
 * Pure functions on strings: the toolbar applies them to the selected lines. Video addresses are checked with
 * contracts' `videoEmbedFromPageUrl`, the server's own rule.
 */
/** One nesting level of a list: 4 spaces nest under both '- ' and '1. ' items (CommonMark). */
export const INDENT = '    ';
/** SPEC §2 'indent levels 1 to 8': level 1 is the unindented item, so at most 7 indents. */
export const MAX_INDENT_LEVEL = 8;

function mapLines(text: string, f: (line: string) => string): string {
  return text.split('\n').map(f).join('\n');
}

export function indentLines(text: string): string {
  return mapLines(text, (line) => {
    if (line.trim() === '') return line;
    const depth = Math.floor((line.length - line.trimStart().length) / INDENT.length);
    return depth + 1 >= MAX_INDENT_LEVEL ? line : INDENT + line;
  });
}

export function outdentLines(text: string): string {
  return mapLines(text, (line) => line.replace(/^( {1,4}|\t)/, ''));
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
