/**
 * Markup an author may type that tries to break out of the article: what the server's sanitiser makes of each
 * (input → published HTML of a description). The editor's preview is checked against the same set, so nothing
 * here may break it either.
 */
export const HOSTILE_AUTHOR_MARKUP: ReadonlyArray<readonly [label: string, input: string, expected: string]> = [
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
  ['frameset alone', '<frameset>', ''],
  ['frameset inside text', 'hola <frameset><frame src="x"></frameset> mundo', '<p>hola  mundo</p>'],
  ['a whole document', '<html><head><title>t</title></head><body onload="x()">cuerpo</body></html>', 'cuerpo'],
];

/** Nested and split attempts: none may let a handler, a script or a javascript: address through. */
export const HOSTILE_NESTING: readonly string[] = [
  '<<script>script>alert(1)<</script>/script>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<img src=x:alert(1) onerror=eval(src)>',
  '<div><p onmouseover="alert(1)">x</p></div>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '[x](  javascript:alert(1)  )',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
];
