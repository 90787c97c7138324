/**
 * The preview must show what gets published: the same Markdown through the editor's browser renderer and the
 * server's `renderAuthorHtml` (backend/src/blog/author-html.ts) gives the same HTML. The one place the editor
 * imports backend code — in a test only, never in a bundle — so the two cannot drift apart unnoticed.
 */
import { renderAuthorHtml } from '../../../backend/src/blog/author-html';
import { HOSTILE_AUTHOR_MARKUP, HOSTILE_NESTING } from '../../../backend/src/blog/author-html.hostile';
import { renderAuthorPreview } from './author-preview';

const CASES = [
  '# T\n\n**b** *i* <u>u</u> ~~s~~\nline',
  '> cita\n\n1. uno\n    - dos\n        - tres',
  '[a](https://x.es) [b](/p) [c](javascript:alert(1)) [d](mailto:a@b.es) [e](tel:123) [f](//evil.com) [g](#x)',
  '![i](https://x.es/a.png "t") ![j](data:image/png;base64,AA) ![k](/api/images/a.png)',
  '<img src=x onerror=alert(1)><script>alert(2)</script><style>p{}</style><p style="x" class="y" id="z" onclick="q">p</p>',
  'Mira:\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\n<iframe src="https://player.vimeo.com/video/76979871" onload="x"></iframe>\n\n<iframe src="https://evil.com/x"></iframe>',
  '| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\ncode <b>x</b>\n```\n\n<a href="JaVa\tScRiPt:alert(1)">x</a> <svg><script>1</script></svg> <math>m</math>',
  '<h1>h</h1><table><tr><td colspan="2" onmouseover="x">c</td></tr></table><ol start="3" type="a"><li>x</li></ol>',
  // Indented blocks, fonts and sizes the toolbar writes; classes outside the policy go.
  '<div class="indent-3">\n\nSangría con **negrita**\n\n</div>\n\n<div class="indent-9 x">\n\nno\n\n</div>',
  'Texto <span class="font-serif">serif</span> <span class="size-huge font-mono">**grande**</span> <span class="evil">x</span> <p class="indent-1">p</p>',
];

/** Serialisation differs (`<br />` vs `<br>`): compare as the browser reads them. */
function normalised(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box.innerHTML;
}

test.each(CASES)('preview = server output (case %#)', (md) => {
  for (const allowVideo of [false, true]) {
    expect(normalised(renderAuthorPreview(md, { allowVideo }))).toBe(normalised(renderAuthorHtml(md, { allowVideo })));
  }
});

test.each(HOSTILE_AUTHOR_MARKUP)('hostile markup (%s): the preview renders it as the server publishes it, in a description and a section', (_label, input) => {
  for (const allowVideo of [false, true]) {
    expect(normalised(renderAuthorPreview(input, { allowVideo }))).toBe(normalised(renderAuthorHtml(input, { allowVideo })));
  }
});

test('the nested attempts all together: nothing dangerous reaches the preview', () => {
  for (const allowVideo of [false, true]) {
    expect(renderAuthorPreview(HOSTILE_NESTING.join('\n\n'), { allowVideo })).not.toMatch(/<script|\son\w+=|javascript:|srcdoc|<svg/i);
  }
});
