import { renderAuthorHtml } from './author-html';
import { HOSTILE_AUTHOR_MARKUP, HOSTILE_NESTING } from './author-html.hostile';

const text = (md: string) => renderAuthorHtml(md, { allowVideo: false });
const section = (md: string) => renderAuthorHtml(md, { allowVideo: true });

describe('renderAuthorHtml: Markdown', () => {
  it('renders headings, emphasis, lists, tables and line breaks', () => {
    const html = text('## Consejos\n\n**Compara** y *ahorra*\nsiempre\n\n- uno\n- dos\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h2>Consejos</h2>');
    expect(html).toContain('<strong>Compara</strong> y <em>ahorra</em><br />siempre');
    expect(html).toContain('<ul>\n<li>uno</li>');
    expect(html).toContain('<td>1</td>');
  });
  it('turns an author h1 into h2 (the page owns its h1)', () => {
    expect(text('# Título')).toBe('<h2>Título</h2>');
  });
  it('keeps http, https, mailto, tel and same-origin links; external ones get rel noopener nofollow', () => {
    const html = text('[a](https://example.com/x) [b](mailto:hola@example.com) [c](tel:+34600000000) [d](/cupones) [e](#arriba)');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener nofollow">a</a>');
    expect(html).toContain('<a href="mailto:hola@example.com">b</a>');
    expect(html).toContain('<a href="tel:+34600000000">c</a>');
    expect(html).toContain('<a href="/cupones">d</a>');
    expect(html).toContain('<a href="#arriba">e</a>');
  });
  it('keeps http(s) and same-origin images, lazy-loaded, with alt text', () => {
    expect(text('![Portátil](/api/images/products/1-1.svg)')).toBe(
      '<p><img src="/api/images/products/1-1.svg" alt="Portátil" loading="lazy" decoding="async" /></p>',
    );
    expect(text('![x](https://cdn.example.com/a.png)')).toContain('src="https://cdn.example.com/a.png"');
  });
});

describe('renderAuthorHtml: hostile input', () => {
  it.each(HOSTILE_AUTHOR_MARKUP)('%s', (_label, input, expected) => {
    expect(text(input)).toBe(expected);
  });

  it('never lets a handler, script or javascript: through, whatever the nesting', () => {
    const nasty = HOSTILE_NESTING.join('\n\n');
    for (const html of [text(nasty), section(nasty)]) {
      expect(html).not.toMatch(/<script|\son\w+=|javascript:|srcdoc|<svg/i);
    }
  });
});

describe('renderAuthorHtml: video in sections', () => {
  it('keeps YouTube and Vimeo players, sandboxed, on the canonical embed address', () => {
    const html = section('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1" onload="x()" style="a" width="560"></iframe>');
    expect(html).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" title="Vídeo" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups" allow="encrypted-media; picture-in-picture; fullscreen" loading="lazy" referrerpolicy="strict-origin-when-cross-origin"></iframe>',
    );
    expect(section('<iframe src="https://player.vimeo.com/video/76979871" title="Demo"></iframe>')).toContain(
      'src="https://player.vimeo.com/video/76979871" title="Demo"',
    );
  });
  it.each([
    ['another host', 'https://evil.example/embed/dQw4w9WgXcQ'],
    ['a look-alike host', 'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ'],
    ['plain http', 'http://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['javascript:', 'javascript:alert(1)'],
    ['a data: document', 'data:text/html,<script>alert(1)</script>'],
    ['a YouTube page that is not a player', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ])('drops a player from %s', (_label, src) => {
    expect(section(`<iframe src="${src}"></iframe>fin`)).toBe('fin');
  });
});

describe('renderAuthorHtml: indent, fonts and sizes from the editor toolbar', () => {
  it('publishes an indented block as an indented paragraph (not a code block), levels 1 to 8 only', () => {
    const html = text('<div class="indent-3">\n\nSangría con **negrita**\n\n</div>');
    expect(html).toBe('<div class="indent-3"><p>Sangría con <strong>negrita</strong></p>\n</div>');
    expect(text('    cuatro espacios')).toContain('<pre>');
    expect(text('<div class="indent-9 indent-2 x" style="a">\n\nt\n\n</div>')).toBe('<div class="indent-2"><p>t</p>\n</div>');
  });
  it('keeps the font and size classes the article styles, and no other class', () => {
    expect(text('<span class="font-serif">a</span> <span class="size-huge font-mono">b</span> <span class="rojo">c</span>')).toBe(
      '<p><span class="font-serif">a</span> <span class="size-huge font-mono">b</span> <span>c</span></p>',
    );
  });
});
