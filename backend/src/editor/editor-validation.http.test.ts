import {
  BLOG_FIELD_MESSAGES,
  BlogListAnswerSchema,
  EDITOR_SESSION_COOKIE,
  RESERVED_BLOG_SLUGS,
  type ApiError,
  type BlogCreateRequestInput,
} from '@ofertas/contracts';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';

/**
 * The blog writes' 400 answers as the editor reads them: reserved slugs refused, every reason in Spanish
 * (the editor shows the issues' messages after SPEC §8's failure text).
 */
const PASSWORD = 'clave-del-editor-2026';

function article(slug: string, patch: Partial<Record<keyof BlogCreateRequestInput, unknown>> = {}): Record<string, unknown> {
  return { title: `Artículo ${slug}`, slug, description: 'Texto', category: 'Ahorro', tags: ['ahorro'], content: [{ section: 'Uno', text: 'Hola' }], keySearch: 'portatil', ...patch };
}

describe.each(databaseKinds())('blog write validation on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  const write = (method: string, path: string, body: unknown) => t.send(method, path, body, { cookie, 'sec-fetch-site': 'same-origin' });

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind, { EDITOR_PASSWORD: PASSWORD }));
    const res = await t.send('POST', '/api/blog/session', { password: PASSWORD }, { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(204);
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${EDITOR_SESSION_COOKIE}=`)) as string;
    cookie = line.split(';')[0] as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(RESERVED_BLOG_SLUGS)('refuses the slug %s with 400 and a JSON reason; nothing is created', async (slug) => {
    const res = await write('POST', '/api/blog/new', article(slug));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = res.body as ApiError;
    expect(body).toMatchObject({ statusCode: 400, issues: [{ path: 'slug', message: BLOG_FIELD_MESSAGES.slugReserved }] });
    expect(body.message).toBe(`slug: ${BLOG_FIELD_MESSAGES.slugReserved}`);
    const slugs = BlogListAnswerSchema.parse((await t.get('/api/blog')).body).map((a) => a.slug);
    expect(slugs).not.toContain(slug);
  });

  it('refuses renaming an article to a reserved slug', async () => {
    const created = await write('POST', '/api/blog/new', article('renombrable'));
    expect(created.status).toBe(201);
    const { id, version } = created.body as { id: string; version: number };
    const res = await write('PUT', '/api/blog/', { ...article('session'), id, version });
    expect(res.status).toBe(400);
    expect((res.body as ApiError).issues).toEqual([{ path: 'slug', message: BLOG_FIELD_MESSAGES.slugReserved }]);
  });

  it('every literal segment the API routes under /api/blog/ is reserved', async () => {
    const docs = (await t.get('/api/docs-json')).body as { paths: Record<string, unknown> };
    const segments = Object.keys(docs.paths)
      .filter((p) => p.startsWith('/api/blog/'))
      .flatMap((p) => p.slice('/api/blog/'.length).split('/'))
      .filter((s) => s !== '' && !s.startsWith('{'));
    expect(segments).toEqual(expect.arrayContaining(['new', 'session', 'source']));
    for (const segment of segments) expect(RESERVED_BLOG_SLUGS).toContain(segment);
  });

  it('answers the limits the audit found in Spanish', async () => {
    const res = await write(
      'POST',
      '/api/blog/new',
      article('limites', {
        tags: ['ok', 'a'.repeat(51)],
        content: [{ section: 'a'.repeat(201), productCard: 'b'.repeat(201) }],
        description: 'c'.repeat(100_001),
        image: 'foto.jpg',
      }),
    );
    expect(res.status).toBe(400);
    const issues = (res.body as ApiError).issues ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'tags.1', message: 'Cada etiqueta admite como máximo 50 caracteres' },
        { path: 'content.0.section', message: 'Encabezado de la sección: máximo 200 caracteres' },
        { path: 'content.0.productCard', message: 'Texto de búsqueda de la ficha de producto: máximo 200 caracteres' },
        { path: 'description', message: 'Descripción: máximo 100.000 caracteres' },
        { path: 'image', message: BLOG_FIELD_MESSAGES.cover },
      ]),
    );
    for (const issue of issues) expect(issue.message).not.toMatch(/\b(too|big|expected|must|string|characters)\b/i);
    const tags = await write('POST', '/api/blog/new', article('etiquetas', { tags: Array.from({ length: 31 }, (_, i) => `t${i}`) }));
    expect(tags.body).toMatchObject({ statusCode: 400, issues: [{ path: 'tags', message: 'Como máximo 30 etiquetas' }] });
  });
});
