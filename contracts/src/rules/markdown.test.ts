import { parseInline, parseSimpleMarkdown } from './markdown';

describe('parseInline', () => {
  it('splits bold spans', () => {
    expect(parseInline('Hola **mundo** feliz')).toEqual([
      { text: 'Hola ', bold: false },
      { text: 'mundo', bold: true },
      { text: ' feliz', bold: false },
    ]);
  });
  it('keeps an unpaired marker as text', () => {
    expect(parseInline('**a** b **c')).toEqual([
      { text: 'a', bold: true },
      { text: ' b **c', bold: false },
    ]);
  });
  it('drops empty spans', () => {
    expect(parseInline('****')).toEqual([]);
  });
});

describe('parseSimpleMarkdown', () => {
  it('parses headings, paragraphs and line breaks', () => {
    const text = '### Historia\nLínea **uno**\nLínea dos\n\n### Dato\r\nTexto';
    expect(parseSimpleMarkdown(text)).toEqual([
      { type: 'heading', text: 'Historia' },
      {
        type: 'paragraph',
        lines: [
          [
            { text: 'Línea ', bold: false },
            { text: 'uno', bold: true },
          ],
          [{ text: 'Línea dos', bold: false }],
        ],
      },
      { type: 'heading', text: 'Dato' },
      { type: 'paragraph', lines: [[{ text: 'Texto', bold: false }]] },
    ]);
  });
  it('strips bold markers from headings and accepts other levels', () => {
    expect(parseSimpleMarkdown('## **Título**')).toEqual([{ type: 'heading', text: 'Título' }]);
  });
  it('keeps HTML as plain text for the renderer to escape', () => {
    expect(parseSimpleMarkdown('<script>x</script>')).toEqual([
      { type: 'paragraph', lines: [[{ text: '<script>x</script>', bold: false }]] },
    ]);
  });
  it('does not treat a hash without a space as a heading', () => {
    expect(parseSimpleMarkdown('#hashtag')[0]).toEqual({ type: 'paragraph', lines: [[{ text: '#hashtag', bold: false }]] });
  });
  it('returns no blocks for empty input', () => {
    expect(parseSimpleMarkdown('')).toEqual([]);
    expect(parseSimpleMarkdown('\n\n  \n')).toEqual([]);
    expect(parseSimpleMarkdown(null)).toEqual([]);
    expect(parseSimpleMarkdown('###   ')).toEqual([]);
  });
});
