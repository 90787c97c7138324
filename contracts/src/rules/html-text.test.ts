import { htmlToPlainText } from './html-text';

test('block elements separate their text with a space; inline ones join it to the punctuation beside them', () => {
  expect(htmlToPlainText('<p>Uno</p><p>dos</p>')).toBe('Uno dos');
  expect(htmlToPlainText('<p>las ofertas que <strong>de verdad</strong> merecen la <a href="/x">pena</a>.</p>')).toBe('las ofertas que de verdad merecen la pena.');
  expect(htmlToPlainText('<ul><li>a</li><li>b</li></ul>fin<br>otra')).toBe('a b fin otra');
  expect(htmlToPlainText('<h2>Título</h2><blockquote>cita</blockquote>')).toBe('Título cita');
});

test('entities are decoded once, after the tags are gone: escaped markup stays text', () => {
  expect(htmlToPlainText('<p>5 &lt; 6 &amp;&amp; &quot;sí&quot; &#39;no&#39; &#x27;x&#x27;&nbsp;ñ</p>')).toBe(`5 < 6 && "sí" 'no' 'x' ñ`);
  expect(htmlToPlainText('&lt;b&gt;negrita&lt;/b&gt;')).toBe('<b>negrita</b>');
  expect(htmlToPlainText('&amp;lt;')).toBe('&lt;');
});

test('entities that name nothing are kept as written; empty input is empty', () => {
  expect(htmlToPlainText('&#xD800; &#0; &#99999999; &bogus; & suelto')).toBe('&#xD800; &#0; &#99999999; &bogus; & suelto');
  expect(htmlToPlainText('')).toBe('');
  expect(htmlToPlainText('<p> </p>')).toBe('');
});
