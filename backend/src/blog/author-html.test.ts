import { renderAuthorHtml } from './author-html';

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
  it.each([
    ['script tag', '<script>alert(1)</script>hola', 'hola'],
    ['script in Markdown', 'hola <script src="https://evil.example/x.js"></script>', '<p>hola </p>'],
    ['img onerror', '<img src="x" onerror="alert(1)">', ''],
    ['img onerror with a valid src', '<img src="/a.png" onerror="alert(1)">', '<img src="/a.png" alt="" loading="lazy" decoding="async" />'],
    ['javascript: link', '[clic](javascript:alert(1))', '<p><a>clic</a></p>'],
    ['javascript: link in raw HTML', '<a href="javascript:alert(1)">clic</a>', '<p><a>clic</a></p>'],
    ['obfuscated javascript: link', '<a href="jav&#x09;ascript:alert(1)">clic</a>', '<p><a>clic</a></p>'],
    ['upper-case JAVASCRIPT: link', '<a href="JAVASCRIPT:alert(1)">clic</a>', '<p><a>clic</a></p>'],
    ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>', '<p><a>clic</a></p>'],
    ['data: image', '![x](data:image/png;base64,iVBORw0KGgo=)', '<p></p>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">clic</a>', '<p><a>clic</a></p>'],
    ['protocol-relative link', '<a href="//evil.example/">clic</a>', '<p><a>clic</a></p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">texto</p>', '<p>texto</p>'],
    ['style element', '<style>body{display:none}</style>texto', 'texto'],
    ['event handler on a kept tag', '<strong onclick="alert(1)" onmouseover="x()">ok</strong>', '<p><strong>ok</strong></p>'],
    ['svg with script', '<svg><script>alert(1)</script><circle r="5"/></svg>fin', '<p>fin</p>'],
    ['svg onload', '<svg onload="alert(1)"></svg>fin', '<p>fin</p>'],
    ['math with link', '<math><a href="javascript:alert(1)">x</a></math>fin', '<p>fin</p>'],
    ['form and button', '<form action="https://evil.example"><button formaction="javascript:alert(1)">B</button></form>', 'B'],
    ['object/embed', '<object data="x.swf"></object><embed src="x.swf">fin', '<p>fin</p>'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">fin', 'fin'],
    ['base href', '<base href="https://evil.example/">fin', 'fin'],
    ['class and id', '<p class="x" id="y">t</p>', '<p>t</p>'],
    ['iframe in a description', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>fin', 'fin'],
  ])('%s', (_label, input, expected) => {
    expect(text(input)).toBe(expected);
  });

  it('never lets a handler, script or javascript: through, whatever the nesting', () => {
    const nasty = [
      '<<script>script>alert(1)<</script>/script>',
      '<a href="java\nscript:alert(1)">x</a>',
      '<img src=x:alert(1) onerror=eval(src)>',
      '<div><p onmouseover="alert(1)">x</p></div>',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
      '[x](  javascript:alert(1)  )',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    ].join('\n\n');
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
