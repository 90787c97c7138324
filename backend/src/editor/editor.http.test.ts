import { createHash } from 'node:crypto';
import * as http from 'node:http';
import { Signer } from '@fastify/cookie';
import {
  BLOG_MESSAGES,
  BlogArticleSchema,
  BlogArticleSourceSchema,
  BlogCreateRequestSchema,
  BlogListAnswerSchema,
  EDITOR_LIMITS,
  EDITOR_MESSAGES,
  EDITOR_SESSION_COOKIE,
  EditorSessionAnswerSchema,
  type BlogCreateRequestInput,
} from '@ofertas/contracts';
import { BlogService } from '../blog/blog.service';
import { Rng } from '../sample/prng';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { EditorSessions } from './editor-session.service';

const PASSWORD = 'clave-del-editor-2026';
const SECRET = 'secreto-de-las-sesiones-del-editor-0123456789';
/** The site's own origin (PUBLIC_URL): what the author's browser sends as Origin. */
const SITE = 'https://ofertas.example';

/** A request sent with exactly these headers (fetch cannot set Host): its status and JSON body. */
function rawRequest(url: string, method: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') as unknown }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

type Answer = { status: number; body: unknown; headers: Headers };

/** A raster image of the given type: its magic bytes, then filler so the bytes are distinct per call. */
function imageBytes(kind: 'png' | 'jpg' | 'gif' | 'webp' | 'bmp' | 'ico', size = 200, seed = 1): Buffer {
  const heads: Record<typeof kind, number[]> = {
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    jpg: [0xff, 0xd8, 0xff, 0xe0],
    gif: [...Buffer.from('GIF89a')],
    webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
    bmp: [...Buffer.from('BM')],
    ico: [0, 0, 1, 0, 1, 0],
  };
  const bytes = Buffer.alloc(size, seed);
  Buffer.from(heads[kind]).copy(bytes);
  return bytes;
}

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function article(slug: string, patch: Partial<BlogCreateRequestInput> = {}): BlogCreateRequestInput {
  return {
    title: `Artículo ${slug}`,
    slug,
    description: `Descripción de **${slug}**`,
    category: 'Ahorro',
    image: 'https://cdn.example.com/portada.jpg',
    tags: ['ahorro'],
    content: [{ section: 'Primera', text: 'Texto con [enlace](https://example.com)' }],
    keySearch: 'portatil',
    ...patch,
  };
}

function sessionCookieOf(res: Answer): string | null {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${EDITOR_SESSION_COOKIE}=`));
  return line ? (line.split(';')[0] as string) : null;
}

describe.each(databaseKinds())('editor API on %s', (kind) => {
  let t: TestApp;
  let blog: BlogService;
  let cookie: string;
  /** Each test logs in from its own client address (X-Forwarded-For through the trusted loopback proxy). */
  let client = 0;
  const nextClient = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;

  const login = (password: string, headers: Record<string, string> = {}) =>
    t.send('POST', '/api/blog/session', { password }, { origin: SITE, 'x-forwarded-for': nextClient(), ...headers });
  /** A write as the author's browser sends it: the session cookie and the site's own Origin. */
  const write = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.send(method, path, body, { cookie, origin: SITE, ...headers });
  const listSlugs = async () => BlogListAnswerSchema.parse((await t.get('/api/blog')).body).map((a) => a.slug).sort();

  beforeAll(async () => {
    t = await startTestApp(
      await freshConfig(kind, {
        EDITOR_PASSWORD: PASSWORD,
        EDITOR_SESSION_SECRET: SECRET,
        PUBLIC_URL: SITE,
        TRUST_PROXY: 'loopback',
        EDITOR_ALLOWED_ORIGINS: 'http://127.0.0.1:5004,https://editor.example',
      }),
    );
    blog = t.app.get(BlogService);
    const res = await login(PASSWORD);
    expect(res.status).toBe(204);
    cookie = sessionCookieOf(res) as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('documents the session and write routes in OpenAPI', async () => {
    const docs = (await t.get('/api/docs-json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(docs.paths['/api/blog/session'] ?? {}).sort()).toEqual(['delete', 'get', 'post']);
    expect(docs.paths['/api/blog/new']?.post).toBeDefined();
    expect(docs.paths['/api/blog']?.put).toBeDefined();
    expect(docs.paths['/api/blog/{id}']?.delete).toBeDefined();
    expect(JSON.stringify(docs.paths['/api/blog/new'])).toContain('"keySearch"');
  });

  describe('session', () => {
    it('is served at /api/blog/session, not taken for an article slug', async () => {
      const anonymous = await t.get('/api/blog/session');
      expect(anonymous.status).toBe(200);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
      expect(EditorSessionAnswerSchema.parse(anonymous.body)).toEqual({ authenticated: false });
      const mine = await t.send('GET', '/api/blog/session', undefined, { cookie });
      const state = EditorSessionAnswerSchema.parse(mine.body);
      expect(state.authenticated).toBe(true);
      const left = Date.parse(state.expiresAt as string) - Date.now();
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(EDITOR_LIMITS.sessionSeconds * 1000);
    });

    it('opens with the right password: HttpOnly, SameSite=Strict, signed, expiring cookie; Secure behind https', async () => {
      const res = await login(PASSWORD);
      expect(res.status).toBe(204);
      const line = res.headers.getSetCookie().find((c) => c.startsWith(`${EDITOR_SESSION_COOKIE}=`)) as string;
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Strict/);
      expect(line).toMatch(/; Path=\/api\/blog/);
      expect(line).toContain(`; Max-Age=${EDITOR_LIMITS.sessionSeconds}`);
      expect(line).not.toMatch(/Secure/);
      expect(line).not.toContain(PASSWORD);
      const https = await login(PASSWORD, { 'x-forwarded-proto': 'https' });
      expect(https.status).toBe(204);
      expect(https.headers.getSetCookie().join('\n')).toMatch(/; Secure/);
    });

    it('refuses a wrong password with 401 and the Spanish message, and sets no cookie', async () => {
      const res = await login('no-es-la-clave');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ statusCode: 401, message: BLOG_MESSAGES.wrongPassword });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await login('')).status).toBe(400);
    });

    it('refuses forged, altered and expired cookies', async () => {
      const value = decodeURIComponent(cookie.slice(EDITOR_SESSION_COOKIE.length + 1));
      const dot = value.lastIndexOf('.');
      const [id, mac] = [value.slice(0, dot), value.slice(dot + 1)];
      const flipped = `${id}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
      // Genuinely signed, but no session of that id was ever opened.
      const unknown = new Signer(SECRET).sign('A'.repeat(43));
      const otherSecret = new Signer('otro-secreto-de-sesiones-0123456789abcdef').sign(id);
      for (const forged of [flipped, unknown, otherSecret, id, 'x'].map(encodeURIComponent)) {
        const res = await write('POST', '/api/blog/new', article('falsificado'), { cookie: `${EDITOR_SESSION_COOKIE}=${forged}` });
        expect(res.status).toBe(401);
      }
      const sessions = t.app.get(EditorSessions);
      const realNow = sessions.now;
      sessions.now = () => new Date(Date.now() + (EDITOR_LIMITS.sessionSeconds + 1) * 1000);
      try {
        expect((await write('POST', '/api/blog/new', article('caducado'))).status).toBe(401);
        expect(EditorSessionAnswerSchema.parse((await t.send('GET', '/api/blog/session', undefined, { cookie })).body).authenticated).toBe(false);
      } finally {
        sessions.now = realNow;
      }
      const slugs = await listSlugs();
      expect(slugs).not.toContain('falsificado');
      expect(slugs).not.toContain('caducado');
    });

    it('closes with DELETE: the cookie is cleared and a copy of it opens nothing any more', async () => {
      const mine = sessionCookieOf(await login(PASSWORD)) as string;
      expect((await write('POST', '/api/blog/new', article('antes-de-salir'), { cookie: mine })).status).toBe(201);
      expect((await t.send('DELETE', '/api/blog/session', undefined, { cookie: mine })).status).toBe(403);
      const res = await t.send('DELETE', '/api/blog/session', undefined, { cookie: mine, origin: SITE });
      expect(res.status).toBe(204);
      expect(res.headers.getSetCookie().join('\n')).toMatch(new RegExp(`^${EDITOR_SESSION_COOKIE}=; .*Expires=Thu, 01 Jan 1970`));
      const copied = await write('POST', '/api/blog/new', article('con-la-copia'), { cookie: mine });
      expect(copied.status).toBe(401);
      expect(EditorSessionAnswerSchema.parse((await t.send('GET', '/api/blog/session', undefined, { cookie: mine })).body)).toEqual({ authenticated: false });
      // Other sessions stay open.
      expect((await write('POST', '/api/blog/new', article('otra-sesion'))).status).toBe(201);
      expect(await listSlugs()).not.toContain('con-la-copia');
    });
  });

  describe('throttle', () => {
    it(`answers 429 with Retry-After after ${EDITOR_LIMITS.loginAttempts} wrong tries from one client, even for the right password; other clients are not affected`, async () => {
      const ip = nextClient();
      for (let i = 0; i < EDITOR_LIMITS.loginAttempts; i++) {
        const res = await t.send('POST', '/api/blog/session', { password: `mala-${i}` }, { origin: SITE, 'x-forwarded-for': ip });
        expect(res.status).toBe(401);
      }
      const blocked = await t.send('POST', '/api/blog/session', { password: PASSWORD }, { origin: SITE, 'x-forwarded-for': ip });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ statusCode: 429, message: EDITOR_MESSAGES.tooManyAttempts });
      expect(blocked.headers.getSetCookie()).toEqual([]);
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(EDITOR_LIMITS.loginWindowSeconds);
      expect((await login(PASSWORD)).status).toBe(204);
    });

    it('forgets failed tries after a right password', async () => {
      const ip = nextClient();
      const attempt = (password: string) => t.send('POST', '/api/blog/session', { password }, { origin: SITE, 'x-forwarded-for': ip });
      for (let i = 0; i < EDITOR_LIMITS.loginAttempts - 1; i++) expect((await attempt('mala')).status).toBe(401);
      expect((await attempt(PASSWORD)).status).toBe(204);
      for (let i = 0; i < EDITOR_LIMITS.loginAttempts; i++) expect((await attempt('mala')).status).toBe(401);
      expect((await attempt(PASSWORD)).status).toBe(429);
    });
  });

  describe('writes', () => {
    it('need a session: 401 for each write without one, and nothing changes', async () => {
      const existing = await blog.create(BlogCreateRequestSchema.parse(article('intocable')));
      const before = await listSlugs();
      const anonymous = [
        await t.send('POST', '/api/blog/new', article('sin-sesion'), { origin: SITE }),
        await t.send('PUT', '/api/blog/', { ...article('intocable', { title: 'Cambiado' }), id: existing.id, version: 1 }, { origin: SITE }),
        await t.send('DELETE', `/api/blog/${existing.id}?version=1`, undefined, { origin: SITE }),
        // A malformed body without a session is refused for the session, before its fields are judged.
        await t.send('POST', '/api/blog/new', { title: 1 }, { origin: SITE }),
      ];
      for (const res of anonymous) {
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ statusCode: 401, message: EDITOR_MESSAGES.loginRequired });
      }
      expect(await listSlugs()).toEqual(before);
      expect(BlogArticleSchema.parse((await t.get('/api/blog/intocable')).body)).toMatchObject({ title: 'Artículo intocable', version: 1 });
    });

    it('refuse a write without a session, or from elsewhere, before reading its body: an upload that never completes is answered', async () => {
      /** Sends the headers of a 3 MB write and its first 64 KB, never the rest: the answer comes or the test times out. */
      const unfinished = (headers: Record<string, string>) =>
        new Promise<{ status: number; body: unknown; sentAll: boolean }>((resolve, reject) => {
          const length = 3 * 1024 * 1024;
          let sent = 0;
          const req = http.request(
            `${t.url}/api/blog/new`,
            { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(length) } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => {
                resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown, sentAll: sent >= length });
                req.destroy();
              });
            },
          );
          req.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? undefined : reject(e)));
          const start = `{"title":"${'x'.repeat(64 * 1024)}`;
          sent = Buffer.byteLength(start);
          req.write(start);
        });
      const anonymous = await unfinished({ origin: SITE });
      expect(anonymous).toEqual({ status: 401, body: expect.objectContaining({ message: EDITOR_MESSAGES.loginRequired }), sentAll: false });
      const foreign = await unfinished({ cookie, origin: 'https://evil.example' });
      expect(foreign).toEqual({ status: 403, body: expect.objectContaining({ message: EDITOR_MESSAGES.originRefused }), sentAll: false });
    });

    it('check the Origin: a missing or foreign one is 403 (login, logout and writes); the public URL, the allowed origins and same-origin requests are accepted', async () => {
      const foreign = { origin: 'https://evil.example' };
      expect((await login(PASSWORD, foreign)).status).toBe(403);
      const refused = await write('POST', '/api/blog/new', article('desde-fuera'), foreign);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ statusCode: 403, message: EDITOR_MESSAGES.originRefused });
      expect((await write('POST', '/api/blog/new', article('desde-null'), { origin: 'null' })).status).toBe(403);
      // No Origin, and the browser says the request is cross-site; no Origin at all.
      expect((await t.send('POST', '/api/blog/new', article('cross-site'), { cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      const missing = await t.send('POST', '/api/blog/new', article('sin-origin'), { cookie });
      expect(missing.status).toBe(403);
      expect(missing.body).toMatchObject({ statusCode: 403, message: EDITOR_MESSAGES.originRefused });
      expect((await t.send('POST', '/api/blog/session', { password: PASSWORD }, { 'x-forwarded-for': nextClient() })).status).toBe(403);
      // The origin the request names for itself (Host) proves nothing.
      const hostForged = await rawRequest(`${t.url}/api/blog/new`, 'POST', { cookie, host: 'evil.example', origin: 'http://evil.example' }, JSON.stringify(article('host-falso')));
      expect(hostForged.status).toBe(403);
      expect(hostForged.body).toMatchObject({ statusCode: 403, message: EDITOR_MESSAGES.originRefused });
      const ownHost = await rawRequest(`${t.url}/api/blog/new`, 'POST', { cookie, origin: t.url }, JSON.stringify(article('host-propio')));
      expect(ownHost.status).toBe(403);
      const slugs = await listSlugs();
      for (const refusedSlug of ['desde-fuera', 'desde-null', 'cross-site', 'sin-origin', 'host-falso', 'host-propio']) expect(slugs).not.toContain(refusedSlug);
      expect((await write('POST', '/api/blog/new', article('desde-el-sitio'))).status).toBe(201);
      // A browser's own word that the page is on this origin (Sec-Fetch-Site cannot be set by a page).
      expect((await t.send('POST', '/api/blog/new', article('mismo-origen'), { cookie, 'sec-fetch-site': 'same-origin' })).status).toBe(201);
      expect((await write('POST', '/api/blog/new', article('desde-dev'), { origin: 'http://127.0.0.1:5004' })).status).toBe(201);
      expect((await write('POST', '/api/blog/new', article('otro-puerto'), { origin: 'http://127.0.0.1:5005' })).status).toBe(403);
    });

    it('create: stores the Markdown, serves sanitised HTML (no script, handler, javascript: or data: link), 201 with the article', async () => {
      const hostile = [
        '<script>alert(1)</script><img src="x" onerror="alert(1)"><img src="/api/images/ok.svg" onerror="alert(2)">',
        '[js](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">js2</a> [data](data:text/html;base64,PHNjcmlwdD4=) [ftp](ftp://x.example/a)',
        '[web](https://tienda.example/oferta) [correo](mailto:hola@example.com) [tel](tel:+34600000000)',
        '',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        '',
        'https://vimeo.com/76979871',
      ].join('\n');
      const res = await write('POST', '/api/blog/new', article('hostil', { description: hostile, content: [{ section: 'Vídeo', text: hostile }] }));
      expect(res.status).toBe(201);
      const created = BlogArticleSchema.parse(res.body);
      const served = BlogArticleSchema.parse((await t.get('/api/blog/hostil')).body);
      expect(served).toEqual(created);
      for (const html of [served.description, served.content[0]?.text ?? '']) {
        expect(html).not.toMatch(/<script|onerror|javascript:|data:|ftp:|x\.example/i);
        expect(html).toContain('<a href="https://tienda.example/oferta" rel="noopener nofollow">web</a>');
        expect(html).toContain('<a href="mailto:hola@example.com">correo</a>');
        expect(html).toContain('<a href="tel:+34600000000">tel</a>');
        expect(html).toContain('<a>js</a>');
      }
      // A video address alone on its line is a sandboxed player in a section, a plain link in the description.
      expect(served.description).not.toContain('<iframe');
      expect(served.description).toContain('<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
      const section = served.content[0]?.text ?? '';
      expect(section).toMatch(/<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ" title="Vídeo"[^>]* sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"/);
      expect(section).toContain('<iframe src="https://player.vimeo.com/video/76979871"');
      const source = BlogArticleSourceSchema.parse((await t.get('/api/blog/hostil/source')).body);
      expect(source.description).toBe(hostile);
      expect(source.content[0]?.text).toBe(hostile);
    });

    it('answer 400 naming the field for a bad body', async () => {
      const res = await write('POST', '/api/blog/new', { ...article('malo'), slug: 'Con Espacios', title: '' });
      expect(res.status).toBe(400);
      expect(String((res.body as { message: string }).message)).toMatch(/slug/);
      expect(String((res.body as { message: string }).message)).toMatch(/title/);
      const noVersion = await write('PUT', '/api/blog/', { ...article('malo'), id: 'x' });
      expect(noVersion.status).toBe(400);
      expect(String((noVersion.body as { message: string }).message)).toMatch(/version/);
    });

    it('409 on a duplicate slug (create and update), on a stale version (update and delete); 404 for an unknown id', async () => {
      const first = BlogArticleSchema.parse((await write('POST', '/api/blog/new', article('unico'))).body);
      const second = BlogArticleSchema.parse((await write('POST', '/api/blog/new', article('otro-unico'))).body);
      const dup = await write('POST', '/api/blog/new', article('unico', { title: 'Copia' }));
      expect(dup.status).toBe(409);
      expect(dup.body).toMatchObject({ statusCode: 409, message: 'Ya existe un artículo con ese slug' });
      const dupUpdate = await write('PUT', '/api/blog/', { ...article('unico'), id: second.id, version: second.version });
      expect(dupUpdate.status).toBe(409);
      expect(dupUpdate.body).toMatchObject({ message: EDITOR_MESSAGES.duplicateSlug });

      const ok = await write('PUT', '/api/blog/', { ...article('unico', { title: 'Primera edición' }), id: first.id, version: first.version });
      expect(ok.status).toBe(200);
      expect(BlogArticleSchema.parse(ok.body)).toMatchObject({ title: 'Primera edición', version: first.version + 1 });
      const stale = await write('PUT', '/api/blog/', { ...article('unico', { title: 'Edición perdida' }), id: first.id, version: first.version });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ message: EDITOR_MESSAGES.staleVersion });
      expect((await write('DELETE', `/api/blog/${first.id}?version=${first.version}`)).status).toBe(409);
      expect(BlogArticleSchema.parse((await t.get('/api/blog/unico')).body).title).toBe('Primera edición');
      expect((await write('PUT', '/api/blog/', { ...article('fantasma'), id: 'no-existe', version: 1 })).status).toBe(404);
      expect((await write('DELETE', '/api/blog/no-existe')).status).toBe(404);
    });

    it('keep every previous version as a revision on update and delete (not on a refused write)', async () => {
      const v1 = BlogArticleSchema.parse((await write('POST', '/api/blog/new', article('con-historia', { title: 'Versión 1' }))).body);
      expect(await blog.revisions(v1.id)).toEqual([]);
      const v2 = BlogArticleSchema.parse(
        (await write('PUT', '/api/blog/', { ...article('con-historia', { title: 'Versión 2' }), id: v1.id, version: 1 })).body,
      );
      expect((await write('PUT', '/api/blog/', { ...article('con-historia', { title: 'Perdida' }), id: v1.id, version: 1 })).status).toBe(409);
      const deleted = await write('DELETE', `/api/blog/${v1.id}?version=${v2.version}`);
      expect(deleted.status).toBe(200);
      expect(BlogArticleSchema.parse(deleted.body)).toMatchObject({ id: v1.id, title: 'Versión 2', version: 2 });
      expect((await t.get('/api/blog/con-historia')).status).toBe(404);
      const revisions = await blog.revisions(v1.id);
      expect(revisions.map((r) => [r.version, r.action, r.article.title])).toEqual([
        [1, 'update', 'Versión 1'],
        [2, 'delete', 'Versión 2'],
      ]);
      // The revision holds the whole article: the author's Markdown as well as what was served.
      expect(revisions[0]?.article).toMatchObject({ slug: 'con-historia', description_source: 'Descripción de **con-historia**' });
    });

    it('drop the cached sitemap so a new article is listed at once', async () => {
      const before = await t.get('/sitemaps/articles.xml');
      expect(String(before.body)).not.toContain('/blog/recien-publicado');
      expect((await write('POST', '/api/blog/new', article('recien-publicado'))).status).toBe(201);
      expect(String((await t.get('/sitemaps/articles.xml')).body)).toContain('/blog/recien-publicado');
    });
  });

  describe('covers', () => {
    it('stores a data-URL cover in the database and serves it at an immutable /api/images/ address', async () => {
      const png = imageBytes('png', 5000, 7);
      const res = await write('POST', '/api/blog/new', article('con-portada', { image: dataUrl('image/png', png) }));
      expect(res.status).toBe(201);
      const sha = createHash('sha256').update(png).digest('hex');
      const created = BlogArticleSchema.parse(res.body);
      expect(created.image).toBe(`/api/images/blog/${sha}.png`);
      expect(BlogArticleSourceSchema.parse((await t.get('/api/blog/con-portada/source')).body).image).toBe(created.image);
      const img = await fetch(t.url + created.image);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(img.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(img.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await img.arrayBuffer()).equals(png)).toBe(true);
      const [row] = (await t.db.query(`SELECT size FROM blog_image WHERE sha256 = $1`, [sha])) as Array<{ size: number }>;
      expect(row?.size).toBe(5000);
      expect((await fetch(`${t.url}/api/images/blog/${'0'.repeat(64)}.png`)).status).toBe(404);
    });

    it.each([
      ['gif', 'image/gif', 'gif', 'image/gif'],
      ['jpg', 'image/jpeg', 'jpg', 'image/jpeg'],
      ['webp', 'image/webp', 'webp', 'image/webp'],
      ['bmp', 'image/bmp', 'bmp', 'image/bmp'],
      ['ico', 'image/x-icon', 'ico', 'image/x-icon'],
      // The type comes from the bytes: JPEG bytes sent with a PNG prefix are a JPEG.
      ['jpg', 'image/png', 'jpg', 'image/jpeg'],
    ] as const)('types a %s sent as %s from its bytes', async (kind, declared, ext, served) => {
      const bytes = imageBytes(kind, 300, ext.length + declared.length);
      const res = await write('POST', '/api/blog/new', article(`portada-${kind}-${declared.split('/')[1]}`, { image: dataUrl(declared, bytes) }));
      expect(res.status).toBe(201);
      const image = BlogArticleSchema.parse(res.body).image;
      expect(image).toMatch(new RegExp(`^/api/images/blog/[0-9a-f]{64}\\.${ext}$`));
      const img = await fetch(t.url + image);
      expect(img.headers.get('content-type')).toBe(served);
      expect(Buffer.from(await img.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('refuses SVG (as declared or by its bytes) and non-images with 400 naming the field; nothing is stored', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
      const cases: Array<[string, string]> = [
        [dataUrl('image/svg+xml', svg), EDITOR_MESSAGES.coverSvg],
        [dataUrl('image/png', svg), EDITOR_MESSAGES.coverSvg],
        [dataUrl('image/png', Buffer.from('esto no es una imagen, solo texto plano')), EDITOR_MESSAGES.coverType],
      ];
      for (const [image, message] of cases) {
        const res = await write('POST', '/api/blog/new', article('portada-mala', { image }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ statusCode: 400, message });
        expect(message.startsWith('image:')).toBe(true);
      }
      // Not an image data URL at all: the schema refuses it, naming the field too.
      for (const image of ['data:text/html;base64,PHA+', 'data:image/png;base64,', 'data:image/png,<svg/>']) {
        const schema = await write('POST', '/api/blog/new', article('portada-mala', { image }));
        expect(schema.status).toBe(400);
        expect((schema.body as { message: string }).message).toMatch(/^image:/);
      }
      expect((await t.get('/api/blog/portada-mala')).status).toBe(404);
    });

    it('answers 413 for a cover over 2 MB (and for a body over the route limit); nothing is stored', async () => {
      const count = async () => ((await t.db.query(`SELECT count(*)::int AS n FROM blog_image`)) as Array<{ n: number }>)[0]?.n;
      const before = await count();
      const justOver = imageBytes('png', EDITOR_LIMITS.coverBytes + 1);
      const over = await write('POST', '/api/blog/new', article('portada-grande', { image: dataUrl('image/png', justOver) }));
      expect(over.status).toBe(413);
      expect(over.body).toMatchObject({ statusCode: 413, message: EDITOR_MESSAGES.coverTooLarge });
      const wayOver = await write('POST', '/api/blog/new', article('portada-grande', { image: dataUrl('image/png', imageBytes('png', 2_300_000)) }));
      expect(wayOver.status).toBe(413);
      const beyondBody = await write('POST', '/api/blog/new', article('portada-grande', { image: dataUrl('image/png', imageBytes('png', 3_000_000)) }));
      expect(beyondBody.status).toBe(413);
      expect(await count()).toBe(before);
      expect((await t.get('/api/blog/portada-grande')).status).toBe(404);
      // Exactly 2 MB is accepted.
      const max = await write('POST', '/api/blog/new', article('portada-maxima', { image: dataUrl('image/jpeg', imageBytes('jpg', EDITOR_LIMITS.coverBytes)) }));
      expect(max.status).toBe(201);
    });

    it('replaces a cover on update; the stored path is kept as it is', async () => {
      const created = BlogArticleSchema.parse((await write('POST', '/api/blog/new', article('cambia-portada'))).body);
      const gif = imageBytes('gif', 400, 3);
      const updated = await write('PUT', '/api/blog/', { ...article('cambia-portada', { image: dataUrl('image/gif', gif) }), id: created.id, version: 1 });
      expect(updated.status).toBe(200);
      const path = BlogArticleSchema.parse(updated.body).image;
      expect(path).toMatch(/\.gif$/);
      const again = await write('PUT', '/api/blog/', { ...article('cambia-portada', { image: path }), id: created.id, version: 2 });
      expect(BlogArticleSchema.parse(again.body).image).toBe(path);
    });
  });

  it('never answers 5xx to malformed bodies on the editor routes', async () => {
    const rng = new Rng(kind === 'pglite' ? 10 : 20);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rng.next() * list.length)] as T;
    const hostile: unknown[] = ['\u0000', 'a\u0000b', '\ud800', 2147483648, -1, 0.5, 1e308, null, true, [], {}, 'x'.repeat(3000), 'data:image/png;base64,%%%', 'data:image/png;base64,' + 'A'.repeat(5)];
    const valid = { ...article('fuzz'), id: 'fuzz-id', version: 1 };
    const routes = [
      ['POST', '/api/blog/new'],
      ['PUT', '/api/blog/'],
      ['DELETE', '/api/blog/fuzz-id'],
      ['DELETE', '/api/blog/%00?version=2147483648'],
      ['POST', '/api/blog/session'],
    ] as const;
    const failures: string[] = [];
    for (let i = 0; i < 240; i++) {
      const [method, path] = pick(routes);
      const key = pick([...Object.keys(valid), 'content', 'password']);
      const value = key === 'content' ? [{ section: pick(hostile), text: pick(hostile), productUrl: pick(hostile) }] : pick(hostile);
      const roll = rng.next();
      const body = roll < 0.7 ? JSON.stringify({ ...valid, [key]: value }) : pick(['{', '[]', 'null', '"x"', '{"password":{"$ne":1}}', '{"__proto__":{"x":1}}']);
      const res = await fetch(t.url + path, { method, headers: { cookie, origin: SITE, 'content-type': 'application/json', 'x-forwarded-for': nextClient() }, body });
      if (res.status >= 500) failures.push(`${res.status} ${method} ${path} ${body.slice(0, 100)} → ${(await res.text()).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});
