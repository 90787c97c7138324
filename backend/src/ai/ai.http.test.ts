import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_ERROR_MESSAGE, AiGenerateAnswerSchema, AiInfoAnswerSchema, ApiErrorSchema, parseSimpleMarkdown } from '@ofertas/contracts';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { inputKey } from './ai.service';
import { LocalAiProvider } from './local-provider';
import { RATE_LIMIT_MESSAGE } from './rate-limit.guard';

/** A port nothing listens on: an AI service that is down. */
async function closedPort(): Promise<number> {
  const s = http.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** A minimal OpenAI-compatible server whose answers the test chooses. */
async function fakeOpenAi(answer: (body: { messages: Array<{ content: string }> }) => { status: number; content?: string }) {
  const seen: Array<{ auth: string | undefined; url: string | undefined; body: { model: string; messages: Array<{ content: string }> } }> = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: Array<{ content: string }> };
      seen.push({ auth: req.headers.authorization, url: req.url, body });
      const a = answer(body);
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: a.content ?? '' } }] }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('local AI generator', () => {
  const local = new LocalAiProvider();

  it('writes a Spanish markdown description from the title and description only', async () => {
    const text = await local.generate({
      title: 'Portátil Lenovo IdeaPad Slim 3 15,6" 16GB 512GB SSD',
      description: 'Portátil ligero con pantalla Full HD. Batería de larga duración. Teclado retroiluminado.',
    });
    expect(text).toBe(await local.generate({ title: 'Portátil Lenovo IdeaPad Slim 3 15,6" 16GB 512GB SSD', description: 'Portátil ligero con pantalla Full HD. Batería de larga duración. Teclado retroiluminado.' }));
    expect(text).toContain('### Portátil Lenovo IdeaPad Slim 3');
    expect(text).toContain('Batería de larga duración.');
    expect(text).toContain('**Datos clave del título:** 15,6", 16GB, 512GB.');
    const blocks = parseSimpleMarkdown(text);
    expect(blocks.filter((b) => b.type === 'heading').map((b) => (b as { text: string }).text)).toEqual([
      'Portátil Lenovo IdeaPad Slim 3 15,6" 16GB 512GB SSD',
      'Lo que dice la tienda',
      'Antes de comprar',
    ]);
    expect(blocks.some((b) => b.type === 'paragraph' && b.lines.some((l) => l.some((s) => s.bold)))).toBe(true);
  });

  it('says so when there is no description', async () => {
    expect(await local.generate({ title: 'Cafetera', description: '' })).toContain('La tienda no ha publicado una descripción detallada');
  });

  it('writes a store history and a fact around the store name', async () => {
    const a = await local.generateInfo({ title: 'weekendesk' });
    expect(a.historia).toContain('Weekendesk');
    expect(a.informacion).toContain('Weekendesk');
    expect((await local.generateInfo({ title: 'Weekend-Desk' })).historia).toContain('Weekend Desk');
  });
});

describe.each(databaseKinds())('AI API on %s', (kind) => {
  describe('with the local generator', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(await freshConfig(kind, { AI_RATE_LIMIT_PER_MINUTE: '1000' }));
    });
    afterAll(async () => {
      await t.close();
    });

    it('POST /api/ai/generate answers { text } and caches it once per product', async () => {
      const res = await t.send('POST', '/api/ai/generate', { title: 'Aspiradora Dyson V12', description: 'Sin cable. Ligera.' });
      expect(res.status).toBe(200);
      expect(AiGenerateAnswerSchema.parse(res.body).text).toContain('### Aspiradora Dyson V12');
      const again = await t.send('POST', '/api/ai/generate', { title: '  aspiradora   dyson v12 ', description: 'Sin cable. Ligera.' });
      expect(again.body).toEqual(res.body);
      const rows = (await t.db.query(`SELECT kind, provider, input FROM ai_cache WHERE kind = 'generate'`)) as Array<Record<string, unknown>>;
      expect(rows).toEqual([{ kind: 'generate', provider: 'local', input: { title: 'aspiradora dyson v12', description: 'sin cable. ligera.' } }]);
    });

    it('POST /api/ai/generateInfo answers { historia, informacion }', async () => {
      const res = await t.send('POST', '/api/ai/generateInfo', { title: 'Pandora' });
      expect(res.status).toBe(200);
      const a = AiInfoAnswerSchema.parse(res.body);
      expect(a.historia.length).toBeGreaterThan(100);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it.each([
      ['/api/ai/generate', {}, 'title'],
      ['/api/ai/generate', { title: '   ' }, 'title'],
      ['/api/ai/generate', { title: 'x'.repeat(301) }, 'title'],
      ['/api/ai/generateInfo', { title: 42 }, 'title'],
    ])('answers 400 to a bad body on %s', async (path, body, field) => {
      const res = await t.send('POST', path, body);
      expect(res.status).toBe(400);
      expect(ApiErrorSchema.parse(res.body).issues?.map((i) => i.path)).toContain(field);
    });
  });

  describe('with an AI service that is down', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(await freshConfig(kind, { AI_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`, AI_TIMEOUT_MS: '2000' }));
    });
    afterAll(async () => {
      await t.close();
    });

    it("answers 502 'Error en la solicitud' and caches nothing", async () => {
      for (const [path, body] of [
        ['/api/ai/generate', { title: 'Cafetera', description: '' }],
        ['/api/ai/generateInfo', { title: 'Pandora' }],
      ] as const) {
        const res = await t.send('POST', path, body);
        expect(res.status).toBe(502);
        expect(ApiErrorSchema.parse(res.body)).toMatchObject({ statusCode: 502, message: AI_ERROR_MESSAGE });
      }
      expect((await t.db.query(`SELECT count(*)::int AS n FROM ai_cache`)) as unknown).toEqual([{ n: 0 }]);
    });

    it('still serves what is already cached for that provider', async () => {
      const { hash, stored } = inputKey('info', { title: 'Promofarma' });
      const cached = { historia: 'Historia guardada.', informacion: 'Dato guardado.' };
      await t.db.query(`INSERT INTO ai_cache (kind, provider, input_hash, input, output) VALUES ('info', 'openai:gpt-4o-mini', $1, $2, $3)`, [
        hash,
        JSON.stringify(stored),
        JSON.stringify(cached),
      ]);
      const res = await t.send('POST', '/api/ai/generateInfo', { title: 'promofarma' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(cached);
    });
  });

  describe('with an OpenAI-compatible service', () => {
    let t: TestApp;
    let fake: Awaited<ReturnType<typeof fakeOpenAi>>;
    beforeAll(async () => {
      fake = await fakeOpenAi((body) => {
        const prompt = body.messages[1]?.content ?? '';
        if (prompt.includes('Roto')) return { status: 500 };
        if (prompt.includes('"SinJson"')) return { status: 200, content: 'Lo siento, no puedo.' };
        if (prompt.includes('objeto JSON')) return { status: 200, content: '```json\n{"historia":"Una tienda.","informacion":"Un dato."}\n```' };
        return { status: 200, content: '### Título\n**Negrita** y <b>html</b>' };
      });
      t = await startTestApp(await freshConfig(kind, { AI_BASE_URL: fake.url, AI_API_KEY: 'sk-test', AI_MODEL: 'modelo-prueba', AI_RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: 'loopback' }));
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    it('calls chat/completions with the key and model, strips HTML and caches per provider', async () => {
      const res = await t.send('POST', '/api/ai/generate', { title: 'Cafetera', description: 'Espresso.' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ text: '### Título\n**Negrita** y html' });
      expect(fake.seen[0]).toMatchObject({ auth: 'Bearer sk-test', url: '/v1/chat/completions', body: { model: 'modelo-prueba' } });
      await t.send('POST', '/api/ai/generate', { title: 'Cafetera', description: 'Espresso.' });
      expect(fake.seen).toHaveLength(1);
      const info = await t.send('POST', '/api/ai/generateInfo', { title: 'Druni' });
      expect(info.body).toEqual({ historia: 'Una tienda.', informacion: 'Un dato.' });
      const [row] = (await t.db.query(`SELECT provider FROM ai_cache WHERE kind = 'info'`)) as Array<{ provider: string }>;
      expect(row?.provider).toBe('openai:modelo-prueba');
    });

    it('answers 502 when the service fails or does not answer the JSON asked for', async () => {
      expect((await t.send('POST', '/api/ai/generateInfo', { title: 'SinJson' })).status).toBe(502);
    });

    it('limits requests per client IP and answers 429 JSON with Retry-After', async () => {
      // Four requests so far in this minute from 127.0.0.1 (cache hits count too); the limit is 5.
      expect((await t.send('POST', '/api/ai/generate', { title: 'Roto' })).status).toBe(502);
      const limited = await t.send('POST', '/api/ai/generate', { title: 'Cafetera', description: 'Espresso.' });
      expect(limited.status).toBe(429);
      expect(ApiErrorSchema.parse(limited.body)).toMatchObject({ statusCode: 429, message: RATE_LIMIT_MESSAGE });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another client behind the trusted proxy (TRUST_PROXY=loopback: the test's own address) has its own budget.
      const other = await t.send('POST', '/api/ai/generate', { title: 'Cafetera', description: 'Espresso.' }, { 'x-forwarded-for': '203.0.113.9' });
      expect(other.status).toBe(200);
    });
  });
});
