import { ALERTS_OFF, ALERTS_TOO_MANY, ApiErrorSchema, AlertStatusSchema, formatEuro } from '@ofertas/contracts';
import { importFeed } from '../catalog-import/import-feed';
import type { AppConfig } from '../config/config';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { testFeedRow, writeTestFeed } from '../test-support/feed-files';
import { startSmtpMailbox, type DeliveredMail, type SmtpMailbox } from '../test-support/smtp-mailbox';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { AlertSenderService } from './alert-sender.service';
import { DIGEST_ITEMS_PER_SUBSCRIPTION, matchFinishedRuns } from './alert-matching.service';
import { ALERTS_ADDRESS_LIMIT, ALERTS_IP_LIMIT } from './alerts.controller';

/** The catalogue at given prices: products 1..n of one merchant (a refresh lists them all, so none retires). */
const feed = (prices: Record<number, number>) => writeTestFeed(Object.entries(prices).map(([id, price]) => testFeedRow(Number(id), price)));
const confirmToken = (m: DeliveredMail) => /\/alertas\/confirmar\?token=([\w-]+)/.exec(m.mail.text ?? '')?.[1] ?? '';

describe.each(databaseKinds())('price alerts by e-mail on %s', (kind) => {
  let smtp: SmtpMailbox;
  let config: AppConfig;
  let t: TestApp;
  let client = 0;
  const post = (body: unknown, ip = `10.3.0.${++client}`) => t.send('POST', '/api/alerts', body, { 'x-forwarded-for': ip });
  /** One round of the sender, as the periodic worker runs it (its own interval is an hour in these tests). */
  const sendDue = () => t.app.get(AlertSenderService).sendDue();
  const count = async (sql: string, values: unknown[] = []) => ((await t.db.query(sql, values)) as Array<{ n: number }>)[0]?.n;

  beforeAll(async () => {
    smtp = await startSmtpMailbox();
    config = await freshConfig(kind, { SMTP_URL: smtp.url, ALERTS_SEND_INTERVAL_MS: '3600000', TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://ofertas.test' });
    t = await startTestApp(config);
    await importFeed(t.db, { source: feed({ 1: 100, 2: 200, 3: 300 }) });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('says alerts are on', async () => {
    expect(AlertStatusSchema.parse((await t.get('/api/alerts/status')).body)).toEqual({ enabled: true });
  });

  it('a subscription sends one confirmation mail and nothing else before it is confirmed', async () => {
    expect((await post({ email: ' Ana@Example.es ', productId: '1', ceiling: 95 })).status).toBe(202);
    expect(await sendDue()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['ana@example.es']);
    expect(mail?.mail.subject).toBe('Confirma tu aviso de precio');
    expect(confirmToken(mail as DeliveredMail)).toMatch(/^[\w-]{40,}$/);
    expect(mail?.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    await importFeed(t.db, { source: feed({ 1: 90, 2: 200, 3: 300 }) });
    expect(await sendDue()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('confirms with the link of the mail, once', async () => {
    const token = confirmToken(smtp.messages[0] as DeliveredMail);
    expect((await t.get(`/api/alerts/confirm?token=${token}`)).status).toBe(200);
    const again = await t.get(`/api/alerts/confirm?token=${token}`);
    expect(again.status).toBe(404);
    expect(ApiErrorSchema.parse(again.body).message).toMatch(/no es válido/);
  });

  it('a refresh that lowers the price below the ceiling sends exactly one digest with working List-Unsubscribe headers', async () => {
    await importFeed(t.db, { source: feed({ 1: 80, 2: 200, 3: 300 }) });
    expect(await sendDue()).toBe(1);
    const digest = (await smtp.waitFor(2))[1] as DeliveredMail;
    expect(digest.to).toEqual(['ana@example.es']);
    expect(digest.mail.subject).toBe('Han bajado precios que sigues');
    expect(digest.mail.text).toContain(`Producto 1: ${formatEuro(80)} (antes ${formatEuro(90)})`);
    expect(digest.mail.text).toContain('https://ofertas.test/ofertas/producto-1/1');
    expect(digest.mail.text).toMatch(/Para darte de baja: https:\/\/ofertas\.test\/alertas\/baja\?token=[\w-]+/);
    expect(digest.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/ofertas\.test\/api\/alerts\/unsubscribe\?token=[\w-]+>, <mailto:bajas@ofertasflash\.es\?subject=baja>$/);
    expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('a second drop the same day sends no second mail', async () => {
    await importFeed(t.db, { source: feed({ 1: 70, 2: 200, 3: 300 }) });
    expect(await sendDue()).toBe(0);
    expect(smtp.messages).toHaveLength(2);
  });

  it('one-click unsubscribe (RFC 8058 form post to the header address) deletes the address and its mail', async () => {
    const header = (smtp.messages[1] as DeliveredMail).headers.get('list-unsubscribe') ?? '';
    const oneClick = new URL(/<(https:[^>]+)>/.exec(header)?.[1] ?? 'https://falta.example/');
    const path = oneClick.pathname + oneClick.search;
    const page = await t.get(path);
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^https:\/\/ofertas\.test\/alertas\/baja\?token=/);
    const res = await t.send('POST', path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unsubscribed: true });
    expect(await count(`SELECT count(*)::int AS n FROM alert_subscription WHERE email = 'ana@example.es'`)).toBe(0);
    expect(await count(`SELECT count(*)::int AS n FROM alert_outbox WHERE email = 'ana@example.es'`)).toBe(0);
    expect((await t.send('POST', path, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(404);
  });

  it('a list subscription hears of a new product in its list and of drops under its ceiling only', async () => {
    expect((await post({ email: 'luis@example.es', list: { search: 'Producto', category: 'all', brand: 'all', price: 0 }, ceiling: 150 })).status).toBe(202);
    await sendDue();
    const [confirm] = await smtp.waitFor(3).then((m) => m.slice(2));
    expect((await t.get(`/api/alerts/confirm?token=${confirmToken(confirm as DeliveredMail)}`)).status).toBe(200);
    // Product 2 drops but stays above the ceiling; product 4 is new at 120 €.
    await importFeed(t.db, { source: feed({ 1: 70, 2: 180, 3: 300, 4: 120 }) });
    expect(await sendDue()).toBe(1);
    const digest = (await smtp.waitFor(4))[3] as DeliveredMail;
    expect(digest.to).toEqual(['luis@example.es']);
    expect(digest.mail.text).toContain(`Producto 4: ${formatEuro(120)} (novedad)`);
    expect(digest.mail.text).not.toContain('Producto 2');
  });

  it('brand and category lists hear of their products only', async () => {
    const [{ category }] = (await t.db.query(`SELECT category FROM product WHERE id = '1'`)) as [{ category: string }];
    const lists = [
      ['marca@example.es', { brand: 'Marca' }],
      ['categoria@example.es', { category }],
      ['otra@example.es', { brand: 'Otra marca' }],
    ] as const;
    for (const [email, list] of lists) expect((await post({ email, list })).status).toBe(202);
    await sendDue();
    const confirmations = (await smtp.waitFor(7)).slice(4);
    for (const mail of confirmations) expect((await t.get(`/api/alerts/confirm?token=${confirmToken(mail)}`)).status).toBe(200);
    await importFeed(t.db, { source: feed({ 1: 70, 2: 180, 3: 300, 4: 120, 5: 50 }) });
    expect(await sendDue()).toBe(2);
    const digests = (await smtp.waitFor(9)).slice(7);
    expect(digests.map((m) => m.to[0]).sort()).toEqual(['categoria@example.es', 'marca@example.es']);
    for (const digest of digests) expect(digest.mail.text).toContain(`Producto 5: ${formatEuro(50)} (novedad)`);
  });

  it.each([
    ['a malformed address', { email: 'no-es-un-correo', productId: '1' }, /correo electrónico válido/],
    ['both a list and a product', { email: 'a@b.es', productId: '1', list: {} }, /no ambos/],
    ['neither', { email: 'a@b.es' }, /lista de ofertas o un producto/],
    ['a ceiling of 0', { email: 'a@b.es', productId: '1', ceiling: 0 }, /mayor que 0/],
    ['a ceiling as text', { email: 'a@b.es', productId: '1', ceiling: 'barato' }, /mayor que 0/],
  ])('%s → 400 JSON in Spanish, nothing stored', async (_name, body, message) => {
    const before = await count(`SELECT count(*)::int AS n FROM alert_subscription`);
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(res.body).message).toMatch(message);
    expect(await count(`SELECT count(*)::int AS n FROM alert_subscription`)).toBe(before);
  });

  it('an unknown product is 404, a malformed token 400', async () => {
    expect((await post({ email: 'a@b.es', productId: 'no-existe' })).status).toBe(404);
    expect((await t.get('/api/alerts/confirm?token=corto')).status).toBe(400);
  });

  it(`one address gets ${ALERTS_ADDRESS_LIMIT.points} confirmation requests a day, from whatever client; one client ${ALERTS_IP_LIMIT.points} an hour`, async () => {
    for (let i = 0; i < ALERTS_ADDRESS_LIMIT.points; i++) expect((await post({ email: 'victima@example.es', productId: String(i + 1) })).status).toBe(202);
    const refused = await post({ email: 'victima@example.es', productId: '3' });
    expect(refused.status).toBe(429);
    expect(ApiErrorSchema.parse(refused.body).message).toBe(ALERTS_TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const statuses: number[] = [];
    for (let i = 0; i <= ALERTS_IP_LIMIT.points; i++) statuses.push((await post({ email: `masivo${i}@example.es`, productId: '1' }, '10.9.9.9')).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(ALERTS_IP_LIMIT.points);
    expect(statuses.at(-1)).toBe(429);
  });

  it('the outbox survives a restart: a mail queued by one app is sent by the next', async () => {
    await t.db.query(`DELETE FROM alert_outbox WHERE status = 'pending'`);
    expect((await post({ email: 'reinicio@example.es', productId: '2' })).status).toBe(202);
    const before = smtp.messages.length;
    await t.close();
    t = await startTestApp(config);
    expect(await sendDue()).toBe(1);
    const mail = (await smtp.waitFor(before + 1))[before] as DeliveredMail;
    expect(mail.to).toEqual(['reinicio@example.es']);
  });

  it('deletes unconfirmed addresses after 48 hours and confirmed ones 24 months after their last alert', async () => {
    await t.db.query(
      `INSERT INTO alert_subscription (email, kind, product_id, query_key, unsubscribe_token, created_at, confirmed_at, last_alert_at) VALUES
       ('viejo@x.es', 'product', '1', 'product:1', 'tok-viejo-0000000000000000', now() - interval '49 hours', NULL, NULL),
       ('nuevo@x.es', 'product', '1', 'product:1', 'tok-nuevo-0000000000000000', now() - interval '47 hours', NULL, NULL),
       ('antiguo@x.es', 'product', '1', 'product:1', 'tok-antiguo-00000000000000', now() - interval '3 years', now() - interval '3 years', now() - interval '25 months'),
       ('activo@x.es', 'product', '1', 'product:1', 'tok-activo-000000000000000', now() - interval '3 years', now() - interval '3 years', now() - interval '23 months')`,
    );
    await t.app.get(AlertSenderService).purgeExpired();
    const left = (await t.db.query(`SELECT email FROM alert_subscription WHERE email LIKE '%@x.es' ORDER BY email`)) as Array<{ email: string }>;
    expect(left.map((r) => r.email)).toEqual(['activo@x.es', 'nuevo@x.es']);
  });

  it(`a list's digest holds its ${DIGEST_ITEMS_PER_SUBSCRIPTION} largest drops; an address on the same list with a ceiling gets only the drops under it`, async () => {
    const earlier = Object.fromEntries([1, 2, 3, 4, 5].map((id) => [id, 500]));
    const news = Object.fromEntries(Array.from({ length: 15 }, (_, i) => [101 + i, 100]));
    await importFeed(t.db, { source: feed({ ...earlier, ...news }) });
    await matchFinishedRuns(t.db);
    await t.db.query(`DELETE FROM alert_outbox WHERE status = 'pending'`);
    const everything = JSON.stringify({ search: '', category: 'all', brand: 'all', price: 0 });
    await t.db.query(
      `INSERT INTO alert_subscription (email, kind, list_query, query_key, unsubscribe_token, ceiling, confirmed_at) VALUES
       ('diez@x.es', 'list', $1::jsonb, 'list:todo', 'tok-diez-00000000000000000', NULL, now()),
       ('tope@x.es', 'list', $1::jsonb, 'list:todo', 'tok-tope-00000000000000000', 90, now())`,
      [everything],
    );
    // Product 100 + k drops by k euros, to 100 - k.
    await importFeed(t.db, { source: feed({ ...earlier, ...Object.fromEntries(Array.from({ length: 15 }, (_, i) => [101 + i, 99 - i])) }) });
    // Matched by the alert worker's round, not by the import.
    expect(await t.db.query(`SELECT 1 FROM alert_outbox WHERE email = 'diez@x.es'`)).toEqual([]);
    expect(await matchFinishedRuns(t.db)).toBe(2);
    expect(await matchFinishedRuns(t.db)).toBe(0);
    const items = async (email: string) =>
      (((await t.db.query(`SELECT payload FROM alert_outbox WHERE email = $1 AND status = 'pending'`, [email])) as Array<{ payload: { items: Array<{ productId: string }> } }>)[0]
        ?.payload.items ?? []
      ).map((i) => Number(i.productId));
    expect(await items('diez@x.es')).toEqual([115, 114, 113, 112, 111, 110, 109, 108, 107, 106]);
    expect(await items('tope@x.es')).toEqual([115, 114, 113, 112, 111, 110]);
  });

  it('a run that finished more than a day ago, unmatched (alerts were off), is marked without mail', async () => {
    const [run] = (await t.db.query(
      `INSERT INTO import_run (kind, source, started_at, finished_at, status) VALUES ('feed', 'old.csv', now() - interval '26 hours', now() - interval '25 hours', 'done') RETURNING id`,
    )) as Array<{ id: number }>;
    await t.db.query(`INSERT INTO price_history (product_id, price, rrp_price, recorded_at) VALUES ('101', 50, 60, now() - interval '25 hours') ON CONFLICT DO NOTHING`);
    await t.db.query(`DELETE FROM alert_outbox WHERE status = 'pending'`);
    expect(await matchFinishedRuns(t.db)).toBe(0);
    expect(await t.db.query(`SELECT 1 FROM alert_outbox WHERE status = 'pending'`)).toEqual([]);
    expect(await count(`SELECT count(*)::int AS n FROM import_run WHERE id = $1 AND alerts_matched_at IS NOT NULL`, [run!.id])).toBe(1);
  });
});

describe('price alerts without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(await freshConfig('pglite'));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('say they are off, and a request is refused with 409 and the reason in Spanish', async () => {
    expect((await t.get('/api/alerts/status')).body).toEqual({ enabled: false });
    const res = await t.send('POST', '/api/alerts', { email: 'a@b.es', list: {} });
    expect(res.status).toBe(409);
    expect(ApiErrorSchema.parse(res.body).message).toBe(ALERTS_OFF);
    expect(await t.db.query(`SELECT 1 FROM alert_subscription`)).toEqual([]);
  });
});
