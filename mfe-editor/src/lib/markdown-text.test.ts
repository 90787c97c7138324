import { cleanFormatting, indentLines, INDENT, outdentLines, videoMarkup, withClass } from './markdown-text';

test('indent nests list items one level (4 spaces), at most 8 levels; outdent undoes it', () => {
  expect(indentLines('- a\n- b')).toBe(`${INDENT}- a\n${INDENT}- b`);
  expect(indentLines('')).toBe('');
  const deepest = `${INDENT.repeat(7)}- h`;
  expect(indentLines(deepest)).toBe(deepest);
  expect(outdentLines(`${INDENT}- a\n- b`)).toBe('- a\n- b');
});

test('clean removes block and inline marks, keeps the words and the link text', () => {
  expect(cleanFormatting('## **Hola** _mundo_ ~~viejo~~ <u>sub</u>')).toBe('Hola mundo viejo sub');
  expect(cleanFormatting('> - [enlace](https://x.es) y ![foto](https://x.es/a.png)')).toBe('enlace y foto');
  expect(cleanFormatting('    1. uno\n* dos')).toBe('uno\ndos');
  expect(cleanFormatting('snake_case_name y 2*3*4')).toBe('snake_case_name y 2*3*4');
});

test('video: the page address goes alone on a line of its own (the server turns it into a player)', () => {
  expect(videoMarkup(' https://vimeo.com/76979871 ')).toBe('\n\nhttps://vimeo.com/76979871\n\n');
});

test('indenting a paragraph puts it in an indented block (never 4 spaces: Markdown would publish code), levels 1 to 8', () => {
  const once = indentLines('Un párrafo con **negrita**.');
  expect(once).toBe('<div class="indent-1">\n\nUn párrafo con **negrita**.\n\n</div>');
  expect(once.startsWith(' ')).toBe(false);
  let text = once;
  for (let i = 2; i <= 10; i++) text = indentLines(text);
  expect(text).toBe('<div class="indent-8">\n\nUn párrafo con **negrita**.\n\n</div>');
  expect(outdentLines(text)).toBe('<div class="indent-7">\n\nUn párrafo con **negrita**.\n\n</div>');
  expect(outdentLines(once)).toBe('Un párrafo con **negrita**.');
});

test('a font or size wraps the selection in a span of the article class', () => {
  expect(withClass('**oferta**', 'font-serif')).toBe('<span class="font-serif">**oferta**</span>');
});
