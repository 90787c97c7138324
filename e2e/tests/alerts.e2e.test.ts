import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ALERTS_CONFIRMED, ALERTS_SENT, ALERTS_UNSUBSCRIBED } from '@ofertas/contracts/rules';
import { startSmtpMailbox, type DeliveredMail, type SmtpMailbox } from '../../backend/src/test-support/smtp-mailbox';
import { openSession, type Session } from '../support/browser';
import { ROOT, startBackend, type Backend } from '../support/servers';

/**
 * Price alerts through the site's own pages, against a backend of this file's own (the only one with
 * SMTP_URL, so the other files' backend is not slowed by a mail worker) and a real SMTP server.
 */
const HEADER = 'aw_product_id,product_name,merchant_name,merchant_id,search_price,rrp_price,aw_deep_link,description,category_name,brand_name';
const row = (id: number, price: number) => `${id},Cafetera Exprés ${id},Tienda ES,77,${price},${price + 50},https://example.com/p/${id},Cafetera de prueba ${id},Kitchen,Marca`;

let dataDir: string;
let smtp: SmtpMailbox;
let backend: Backend;
let s: Session;

/** The real refresh: the import command on the backend's database (embedded: the backend is stopped meanwhile). */
function importFeed(prices: number[]): void {
  const file = path.join(dataDir, 'feed.csv');
  fs.writeFileSync(file, `${HEADER}\n${prices.map((p, i) => row(i + 1, p)).join('\n')}\n`);
  const cli = spawnSync(process.execPath, ['backend/dist/cli/import-feed.js', file], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  if (cli.status !== 0) throw new Error(`import:feed failed:\n${cli.stderr}`);
}

const start = () => startBackend({ DATA_DIR: dataDir, SEED: 'never', SMTP_URL: smtp.url, ALERTS_SEND_INTERVAL_MS: '300' });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-e2e-alerts-'));
  smtp = await startSmtpMailbox();
  importFeed([100, 200]);
  backend = await start();
  s = await openSession(backend.url);
});
afterAll(async () => {
  await s?.close();
  await backend?.stop();
  await smtp?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const link = (m: DeliveredMail, pattern: RegExp) => pattern.exec(m.mail.text ?? '')?.[0] ?? '';

test("'Avísame' on a product page, confirmed from the mail; a refresh that lowers the price sends the digest, whose unsubscribe link works", async () => {
  await s.goto('/ofertas/cafetera-expres-1/1');
  const form = s.page.locator('[data-alert-form]');
  // The fields load as the box nears the screen, as a shopper scrolls to it.
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel('Tu correo electrónico').fill('marta@example.es');
  await form.getByLabel('Solo cuando baje de (€, opcional)').fill('90');
  await form.getByRole('button', { name: 'Avísame' }).click();
  await form.getByText(ALERTS_SENT).waitFor();

  const [confirmation] = await smtp.waitFor(1, 20_000);
  expect(confirmation?.to).toEqual(['marta@example.es']);
  await s.page.goto(link(confirmation as DeliveredMail, /http:\/\/\S+\/alertas\/confirmar\?token=[\w-]+/));
  await s.page.getByText(ALERTS_CONFIRMED).waitFor();

  await backend.stop();
  importFeed([85, 200]);
  backend = await start();
  const digest = (await smtp.waitFor(2, 20_000))[1] as DeliveredMail;
  expect(smtp.messages).toHaveLength(2);
  expect(digest.to).toEqual(['marta@example.es']);
  expect(digest.mail.text).toContain('Cafetera Exprés 1: 85,00');
  expect(digest.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/alerts\/unsubscribe\?token=[\w-]+>, <mailto:/);
  expect(digest.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

  await s.page.goto(link(digest, /http:\/\/\S+\/alertas\/baja\?token=[\w-]+/));
  await s.page.getByRole('button', { name: 'Darme de baja' }).click();
  await s.page.getByText(ALERTS_UNSUBSCRIBED).waitFor();
  // The address is gone: the one-click address of the mail now names no one.
  const oneClick = /<(http:[^>]+)>/.exec(digest.headers.get('list-unsubscribe') ?? '')?.[1] ?? '';
  const again = await fetch(oneClick, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
  expect(again.status).toBe(404);
});
