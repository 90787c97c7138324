/**
 * SPEC §2 "simple markdown" of AI texts (### heading, **bold**, line breaks), parsed into data so the UI
 * renders text nodes and never injects generated HTML.
 */

export type MarkdownSpan = { text: string; bold: boolean };
export type MarkdownBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; lines: MarkdownSpan[][] };

/** '#' to '######' are all taken as headings: generators do not always stick to '###'. */
const HEADING = /^\s*#{1,6}\s+(.*)$/;

/** '**' toggles bold; an unpaired '**' stays literal text. */
export function parseInline(line: string): MarkdownSpan[] {
  const parts = line.split('**');
  if (parts.length % 2 === 0) {
    // Odd number of markers: glue the unpaired last one back as text.
    const last = parts.pop() ?? '';
    const prev = parts.pop() ?? '';
    parts.push(`${prev}**${last}`);
  }
  const spans: MarkdownSpan[] = [];
  parts.forEach((text, i) => {
    if (text !== '') spans.push({ text, bold: i % 2 === 1 });
  });
  return spans;
}

export function parseSimpleMarkdown(text: string | null | undefined): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let lines: MarkdownSpan[][] = [];
  const flush = () => {
    if (lines.length > 0) blocks.push({ type: 'paragraph', lines });
    lines = [];
  };
  for (const raw of (text ?? '').split(/\r?\n/)) {
    const heading = HEADING.exec(raw);
    if (heading) {
      flush();
      const headingText = (heading[1] ?? '').replace(/\*\*/g, '').trim();
      if (headingText !== '') blocks.push({ type: 'heading', text: headingText });
    } else if (raw.trim() === '') {
      flush();
    } else {
      lines.push(parseInline(raw.trim()));
    }
  }
  flush();
  return blocks;
}
