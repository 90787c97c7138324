import { ApiErrorSchema, ContactReceivedSchema } from '@ofertas/contracts';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { CONTACT_RATE_LIMIT } from './contact.controller';
import { ContactService } from './contact.service';
import { formatMessage } from './format-message';

describe.each(databaseKinds())('POST /api/contact on %s', (kind) => {
  let t: TestApp;
  let contact: ContactService;
  /** Each test posts from its own client address (through the trusted loopback proxy): none spends another's budget. */
  let client = 0;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    t.send('POST', '/api/contact', body, { 'x-forwarded-for': `10.1.0.${client}`, ...headers });

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind, { SEED: 'never', TRUST_PROXY: 'loopback' }));
    contact = t.app.get(ContactService);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    client++;
    await t.db.query(`DELETE FROM contact_message`);
  });

  it('stores a message (trimmed) and answers 201 { received: true }; the owner reads it once', async () => {
    const res = await post({ email: '  ana@example.es ', message: ' Hola,\n¿tenéis ofertas de portátiles? ' });
    expect(res.status).toBe(201);
    expect(ContactReceivedSchema.parse(res.body)).toEqual({ received: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const peek = await contact.takeNew(false);
    expect(peek.map((m) => [m.email, m.message])).toEqual([['ana@example.es', 'Hola,\n¿tenéis ofertas de portátiles?']]);
    expect(formatMessage(peek[0]!)).toContain('  ¿tenéis ofertas de portátiles?');
    expect(await contact.takeNew(true)).toHaveLength(1);
    expect(await contact.takeNew(true)).toEqual([]);
  });

  it('accepts exactly 1000 characters and refuses 1001 with a 400 naming the field', async () => {
    expect((await post({ email: 'a@b.es', message: 'ñ'.repeat(1000) })).status).toBe(201);
    const long = await post({ email: 'a@b.es', message: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(ApiErrorSchema.parse(long.body).message)).toContain('message');
    expect(await contact.takeNew(false)).toHaveLength(1);
  });

  it.each([
    ['an empty message', { email: 'a@b.es', message: '   ' }],
    ['no e-mail', { message: 'hola' }],
    ['a NUL byte', { email: 'a@b.es', message: 'ho\u0000la' }],
    ['a number as text', { email: 'a@b.es', message: 42 }],
  ])('%s → 400 JSON, nothing stored', async (_name, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(res.body).statusCode).toBe(400);
    expect(await contact.takeNew(false)).toEqual([]);
  });

  it('a body over the small limit is 413, form posts are 415', async () => {
    const big = await post({ email: 'a@b.es', message: 'x'.repeat(8000) });
    expect(big.status).toBe(413);
    const form = await post('email=a&message=b', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
  });

  it('a filled honeypot gets the same answer but nothing is stored', async () => {
    const res = await post({ email: 'bot@spam.example', message: 'compra ya', website: 'http://spam.example' });
    expect(res.status).toBe(201);
    expect(await contact.takeNew(false)).toEqual([]);
  });

  it('deletes messages older than the retention period, keeps newer ones', async () => {
    await t.db.query(`INSERT INTO contact_message (email, message, created_at) VALUES ('old@x.es', 'viejo', now() - interval '25 months'), ('new@x.es', 'reciente', now() - interval '23 months')`);
    expect(await contact.purgeExpired()).toBe(1);
    expect((await contact.takeNew(false)).map((m) => m.email)).toEqual(['new@x.es']);
  });

  it(`limits one client to ${CONTACT_RATE_LIMIT.points} messages per window: then 429 with Retry-After; other clients are not affected`, async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.points; i++) expect((await post({ email: 'a@b.es', message: `mensaje ${i}` })).status).toBe(201);
    const limited = await post({ email: 'a@b.es', message: 'uno más' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ApiErrorSchema.parse(limited.body).message).toMatch(/Demasiados mensajes/);
    expect((await post({ email: 'b@b.es', message: 'desde otro cliente' }, { 'x-forwarded-for': '10.2.0.1' })).status).toBe(201);
  });
});
