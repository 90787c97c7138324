import { renderAuthorPreview } from './author-preview';

const text = (md: string) => renderAuthorPreview(md, { allowVideo: false });
const section = (md: string) => renderAuthorPreview(md, { allowVideo: true });

test('Markdown becomes the allowed HTML, as the server renders it (gfm, single newlines are breaks)', () => {
  expect(text('# Título\n\n**negrita** y *cursiva*\nsegunda línea')).toBe(
    '<h2>Título</h2>\n<p><strong>negrita</strong> y <em>cursiva</em><br>segunda línea</p>',
  );
  expect(text('~~tachado~~ <u>subrayado</u>')).toBe('<p><del>tachado</del> <u>subrayado</u></p>');
  expect(text('- uno\n    - dos')).toContain('<li>uno<ul>');
});

test('scripts, handlers, styles and hostile links never reach the preview', () => {
  const html = text('<img src=x onerror="alert(1)"> <script>alert(2)</script> [clic](javascript:alert(3)) <p style="color:red" onclick="x()">p</p>');
  expect(html).not.toMatch(/onerror|onclick|<script|alert\(2\)|javascript:|style=/i);
  // The refused link keeps its text without an address (inert), as the server does.
  expect(html).toContain('<a>clic</a>');
  // An image whose src is not http(s) or a same-origin path is dropped.
  expect(html).not.toContain('<img');
});

test('links get the server rel; images keep only allowed attributes and load lazily', () => {
  expect(text('[sitio](https://example.com) [ruta](/blog) [mail](mailto:a@b.es)')).toBe(
    '<p><a href="https://example.com" rel="noopener nofollow">sitio</a> <a href="/blog">ruta</a> <a href="mailto:a@b.es">mail</a></p>',
  );
  expect(text('![alt](https://img.example/x.png "t")')).toBe(
    '<p><img src="https://img.example/x.png" alt="alt" title="t" loading="lazy" decoding="async"></p>',
  );
  expect(text('![x](data:image/png;base64,AAAA)')).toBe('<p></p>');
});

test('YouTube/Vimeo players only in sections, sandboxed; other frames vanish with their content', () => {
  const player = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="x()"></iframe>';
  expect(text(player)).toBe('');
  const html = section(player);
  expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
  expect(html).toContain('title="Vídeo"');
  expect(html).not.toContain('onload');
  expect(section('<iframe src="https://evil.example/embed/1"></iframe>')).toBe('');
});

test('a YouTube/Vimeo address alone on its line becomes a player in sections, a link in the description', () => {
  const md = 'Mira:\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\nFin.';
  const html = section(md);
  expect(html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Vídeo" allowfullscreen=""');
  expect(html).toContain('sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"');
  expect(text(md)).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" rel="noopener nofollow">');
  expect(text(md)).not.toContain('<iframe');
});
