import { cleanFormatting, indentLines, INDENT, outdentLines, videoMarkup } from './markdown-text';

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
