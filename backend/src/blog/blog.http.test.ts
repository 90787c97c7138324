import * as http from 'node:http';
import { gunzipSync } from 'node:zlib';
import {
  BLOG_LIMITS,
  BLOG_SUMMARY_LIMITS,
  BlogArticleSchema,
  BlogArticleSourceSchema,
  BlogArticleSummarySchema,
  BlogCreateRequestSchema,
  BlogListAnswerSchema,
  type BlogCreateRequestInput,
} from '@ofertas/contracts';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { BlogService } from './blog.service';
import { SAMPLE_ARTICLES } from './sample/sample-articles';
import { sampleArticleRequest } from './sample/seed-articles';

/** The target: 500 articles answer in ≤ 300 KB, i.e. at most this many bytes per article of the samples' kind. */
const BYTES_PER_ARTICLE = (300 * 1024) / 500;

/** fetch() always decompresses: the raw bytes need node:http. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function article(slug: string, patch: Partial<BlogCreateRequestInput> = {}) {
  return BlogCreateRequestSchema.parse({
    title: `Artículo ${slug}`,
    slug,
    description: `Descripción de **${slug}**`,
    category: 'Ahorro',
    image: `/api/images/blog/${slug}.svg`,
    tags: ['ahorro'],
    content: [{ section: 'Primera', text: 'Texto con [enlace](https://example.com)' }],
    keySearch: 'portatil',
    ...patch,
  });
}

describe.each(databaseKinds())('blog read API on %s', (kind) => {
  let t: TestApp;
  let blog: BlogService;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind));
    blog = t.app.get(BlogService);
  });
  afterAll(async () => {
    await t?.close();
  });
  // Every test starts from an empty blog and makes the articles it reads (through the owner's service).
  beforeEach(async () => {
    for (const a of await blog.list()) await blog.remove(a.id, a.version);
  });
  /** Four articles: two on one day (told apart by creation time), one older, one newer. */
  const fourArticles = async () => {
    await blog.create(article('viejo'), { date: '2025-01-10' });
    await blog.create(article('mismo-dia-primero'), { date: '2025-06-01', createdAt: new Date('2025-06-01T08:00:00Z') });
    await blog.create(article('mismo-dia-segundo'), { date: '2025-06-01', createdAt: new Date('2025-06-01T12:00:00Z') });
    await blog.create(article('nuevo'), { date: '2025-09-30', author: 'Lucía' });
  };

  it('answers an empty list before any article exists', async () => {
    const res = await t.get('/api/blog');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('documents the three reads in OpenAPI with the contracts schemas', async () => {
    const docs = (await t.get('/api/docs-json')).body as { paths: Record<string, { get?: { responses: Record<string, unknown> } }> };
    for (const p of ['/api/blog', '/api/blog/{slug}', '/api/blog/{slug}/source']) expect(docs.paths[p]?.get?.responses['200']).toBeDefined();
    const one = JSON.stringify(docs.paths['/api/blog/{slug}']);
    for (const field of ['version', 'createdAt', 'updatedAt', 'keySearch', 'showProductCard']) expect(one).toContain(`"${field}"`);
  });

  it('lists newest first: by date, then by creation time', async () => {
    await fourArticles();
    const res = await t.get('/api/blog');
    expect(res.status).toBe(200);
    const list = BlogListAnswerSchema.parse(res.body);
    expect(list.map((a) => a.slug)).toEqual(['nuevo', 'mismo-dia-segundo', 'mismo-dia-primero', 'viejo']);
    expect(list[0]).toMatchObject({ author: 'Lucía', date: '2025-09-30', description: '<p>Descripción de <strong>nuevo</strong></p>' });
    expect(list[0]).not.toHaveProperty('descriptionShortened');
    expect(list[0]?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(list[1]?.author).toBeUndefined();
    // Summaries: no sections (the article by slug has them), nor the editor's bookkeeping.
    for (const a of res.body as Array<Record<string, unknown>>) for (const key of ['content', 'version', 'createdAt']) expect(a).not.toHaveProperty(key);
  });

  it('serves the list gzipped with an ETag, and 304 when unchanged', async () => {
    await fourArticles();
    const gz = await rawGet(`${t.url}/api/blog`, { 'accept-encoding': 'gzip, br' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const etag = gz.headers.etag as string;
    expect((JSON.parse(gunzipSync(gz.body).toString()) as unknown[]).length).toBe(4);
    const plain = await rawGet(`${t.url}/api/blog`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.body.toString()) as unknown[]).length).toBe(4);
    const again = await fetch(`${t.url}/api/blog`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await blog.create(article('otro'), { date: '2024-01-01' });
    const changed = await fetch(`${t.url}/api/blog`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as unknown[]).length).toBe(5);
  });

  it('answers one article by slug, 404 JSON when missing, 400 when malformed', async () => {
    await blog.create(article('nuevo'));
    const ok = await t.get('/api/blog/nuevo');
    expect(ok.status).toBe(200);
    expect(BlogArticleSchema.parse(ok.body).title).toBe('Artículo nuevo');
    const missing = await t.get('/api/blog/no-existe');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'No se encontró el artículo' });
    for (const bad of ['Mayusculas', 'con--guiones', 'acentuación', 'a'.repeat(121)]) {
      const res = await t.get(`/api/blog/${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: expect.stringContaining('slug') });
    }
    expect((await t.get('/api/blog/no-existe/source')).status).toBe(404);
    expect((await t.get('/api/blog/Malo/source')).status).toBe(400);
  });

  it('stores Markdown, serves sanitised HTML, and gives the Markdown back as the source', async () => {
    const hostile = [
      '# Título',
      '<script>alert(1)</script><img src="x" onerror="alert(1)"><img src="/api/images/ok.svg" onerror="alert(2)">',
      '[js](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [web](https://tienda.example/oferta)',
      '<p style="color:red" onclick="alert(1)">estilo</p><svg onload="alert(1)"><circle r="1"/></svg>',
      '<iframe src="https://evil.example/embed/x"></iframe><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    ].join('\n\n');
    const created = await blog.create(article('hostil', { description: hostile, content: [{ section: 'Vídeo', text: hostile }] }));
    const summary = BlogListAnswerSchema.parse((await t.get('/api/blog')).body).find((a) => a.slug === 'hostil');
    expect(summary?.description).not.toMatch(/<script|onerror|onclick|onload|javascript:|data:|style=|<svg|<iframe|evil\.example/i);
    for (const res of [await t.get('/api/blog/hostil')]) {
      const served = BlogArticleSchema.parse(res.body);
      for (const html of [served.description, served.content[0]?.text ?? '']) {
        expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|data:|style=|<svg|evil\.example/i);
        expect(html).toContain('<h2>Título</h2>');
        expect(html).toContain('<a href="https://tienda.example/oferta" rel="noopener nofollow">web</a>');
        expect(html).toContain('<img src="/api/images/ok.svg" alt="" loading="lazy" decoding="async" />');
      }
      // The player is allowed in sections only, sandboxed.
      expect(served.description).not.toContain('<iframe');
      expect(served.content[0]?.text).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Vídeo" sandbox=');
    }
    const source = await t.get('/api/blog/hostil/source');
    expect(source.status).toBe(200);
    const parsed = BlogArticleSourceSchema.parse(source.body);
    expect(parsed.description).toBe(hostile);
    expect(parsed.content[0]?.text).toBe(hostile);
    expect(parsed).toMatchObject({ id: created.id, version: 1, date: created.date });
  });

  it('keeps slugs unique, bumps the version on update and refuses stale versions', async () => {
    await fourArticles();
    await expect(blog.create(article('nuevo'))).rejects.toMatchObject({ status: 409 });
    const before = BlogArticleSchema.parse((await t.get('/api/blog/viejo')).body);
    const updated = await blog.update({ ...article('viejo', { title: 'Renovado' }), id: before.id }, before.version);
    expect(updated).toMatchObject({ title: 'Renovado', version: 2 });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    await expect(blog.update({ ...article('viejo'), id: before.id }, 1)).rejects.toMatchObject({ status: 409 });
    await expect(blog.update({ ...article('nuevo'), id: before.id }, 2)).rejects.toMatchObject({ status: 409 });
    await expect(blog.create(article('portada-en-linea', { image: 'data:image/png;base64,iVBORw0KGgo=' }))).rejects.toMatchObject({ status: 400 });
    await expect(blog.remove(before.id, 1)).rejects.toMatchObject({ status: 409 });
    expect((await blog.remove(before.id, 2)).slug).toBe('viejo');
    expect((await t.get('/api/blog/viejo')).status).toBe(404);
  });

  it('keeps the list light: sample-like articles within 300 KB per 500, a huge description shortened to its text', async () => {
    const before = (BlogListAnswerSchema.parse((await t.get('/api/blog')).body)).length;
    const extra = 18;
    for (let i = 0; i < extra; i++) {
      const sample = SAMPLE_ARTICLES[i % SAMPLE_ARTICLES.length]!;
      const request = sampleArticleRequest(sample);
      await blog.create({ ...request, id: undefined, slug: `${sample.slug}-${i}`, title: `${request.title} (${i})` }, { date: '2020-01-01' });
    }
    const plain = await rawGet(`${t.url}/api/blog`, {});
    const list = BlogListAnswerSchema.parse(JSON.parse(plain.body.toString()));
    expect(list).toHaveLength(before + extra);
    expect(plain.body.length / list.length).toBeLessThanOrEqual(BYTES_PER_ARTICLE);
    const sampleSized = list.filter((a) => a.date === '2020-01-01');
    expect(sampleSized.every((a) => a.descriptionShortened === undefined)).toBe(true);

    // The editor allows 100,000 characters of description: the list carries only its first words, escaped.
    const words = 'Ahorra & compara precios < 100 € "siempre" antes de comprar. '.repeat(2000);
    const huge = await blog.create(article('descripcion-enorme', { description: words.slice(0, BLOG_LIMITS.html / 2) }), { date: '2020-01-02' });
    expect(huge.description.length).toBeGreaterThan(BLOG_LIMITS.html / 4);
    const summary = BlogListAnswerSchema.parse((await t.get('/api/blog')).body).find((a) => a.slug === 'descripcion-enorme');
    expect(summary).toBeDefined();
    expect(BlogArticleSummarySchema.parse(summary).descriptionShortened).toBe(true);
    expect(summary!.description.length).toBeLessThanOrEqual(BLOG_SUMMARY_LIMITS.descriptionHtml);
    expect(summary!.description).toMatch(/^<p>Ahorra &amp; compara precios &lt; 100 € "siempre" antes de comprar\. Ahorra .*…<\/p>$/);
    // The article itself still has the whole description.
    expect(BlogArticleSchema.parse((await t.get('/api/blog/descripcion-enorme')).body).description).toBe(huge.description);
  });
});
