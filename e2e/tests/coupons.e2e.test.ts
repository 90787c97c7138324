import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Response as PwResponse } from 'playwright-core';
import { openSession, seriousA11yViolations, type Session } from '../support/browser';
import { ROOT, startBackend, type Backend } from '../support/servers';

/**
 * Coupons (mfe-coupons) in the production build: a backend of its own whose database was filled with the
 * sample promotions through the import CLI (`npm run import:vouchers`), then started like `npm start`.
 */
let backend: Backend;
let backendStopped = false;
let dataDir: string;
let s: Session;

function node(script: string, env: Record<string, string> = {}): string {
  const r = spawnSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`node -e failed (${r.status}):\n${r.stderr}`);
  return r.stdout;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-e2e-coupons-'));
  const exportFile = path.join(dataDir, 'promociones.json');
  node(
    `const s = require('./backend/dist/vouchers/sample-vouchers'); require('fs').writeFileSync(${JSON.stringify(exportFile)}, JSON.stringify(s.sampleVoucherExport()));`,
  );
  const cli = spawnSync(process.execPath, ['backend/dist/cli/import-vouchers.js', exportFile], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  if (cli.status !== 0) throw new Error(`import:vouchers failed:\n${cli.stderr}`);
  expect(cli.stdout).toMatch(/entries in .* 0 rejected; 30 stores/);
  backend = await startBackend({ DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'never' });
});
afterAll(async () => {
  // Backend.stop() waits for an 'exit' that never comes again once the process is gone: stop it once.
  if (!backendStopped) await backend?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  s = await openSession(backend.url);
  // Tracking links lead to awin1.com: answered locally, the test never leaves the machine.
  await s.context.route((url) => url.hostname === 'www.awin1.com', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Tienda</title><p>Tienda</p>' }));
});
afterEach(async () => {
  await s.close();
});

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

async function cards() {
  const list = s.page.locator('[data-boundary="coupons"] ul[aria-label^="Cupones"]');
  await list.waitFor();
  return list.locator(':scope > li');
}

/** The coupons answer for a type filter (register before the click that causes it). */
function couponsAnswer(type: string) {
  return s.page.waitForResponse(
    (r) => r.url().endsWith('/api/vouncher/vounchers') && (r.request().postData() ?? '').includes(`"type":"${type}"`),
  );
}

/**
 * Waits until the page shows that answer: its loading state was drawn before the request left (the request starts
 * in the effect after it), and the results heading carries the answer's count only once it is drawn.
 */
async function shows(answer: PwResponse) {
  const count = ((await answer.json()) as { data: unknown[] }).data.length;
  await s.page.getByRole('status').filter({ hasText: 'Cargando cupones' }).waitFor({ state: 'detached' });
  await s.page.locator('[data-boundary="coupons"] h2').filter({ hasText: `(${count})` }).first().waitFor();
}

async function acceptCookies() {
  const accept = s.page.getByRole('button', { name: 'Aceptar todas las Cookies' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
}

test('/cupones: heading with the month, store logos, coupon cards, no serious a11y violations', async () => {
  await s.goto('/cupones');
  const now = new Date();
  await s.page.getByRole('heading', { level: 1, name: `Códigos descuento, Vales y Cupones para ${MONTHS[now.getMonth()]} ${now.getFullYear()}` }).waitFor();
  // 144 coupons are requested (page size 200) and shown 24 a page.
  expect(await (await cards()).count()).toBe(24);
  expect(Number((await s.page.getByRole('heading', { name: /^Todos los cupones/ }).innerText()).match(/\((\d+)\)/)?.[1])).toBeGreaterThan(100);
  const logos = s.page.getByRole('navigation', { name: 'Tiendas con cupones' }).getByRole('link');
  expect(await logos.count()).toBe(30);
  // Logos are local SVGs that load.
  const img = await logos.first().locator('img').elementHandle();
  await s.page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, img, { timeout: 10_000 });
  const svg = await fetch(`${backend.url}${await s.page.getByRole('img', { name: 'Cupones de Promofarma' }).first().getAttribute('src')}`);
  expect(svg.status).toBe(200);
  expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  expect(await seriousA11yViolations(s.page)).toEqual([]);
  expect(s.pageErrors).toEqual([]);
});

test.each(['/cupones/Promofarma', '/cupones/Weekendesk', '/cupones/Pandora'])('%s (the /links targets) shows that store only, with the single-store sections', async (p) => {
  await s.goto(p);
  const list = await cards();
  const count = await list.count();
  expect(count).toBeGreaterThan(2);
  const stores = await list.locator('text=/^Tienda: /').allInnerTexts();
  expect(new Set(stores).size).toBe(1);
  const name = (stores[0] ?? '').replace('Tienda: ', '');
  expect(name.toLowerCase()).toBe(p.split('/').pop()?.toLowerCase());
  for (const heading of [`Historia de ${name}`, `Un dato sobre ${name}`, `Consejos para ahorrar en ${name}`, `Preguntas frecuentes sobre ${name}`, 'Otras tiendas populares']) {
    await s.page.getByRole('heading', { name: heading }).waitFor();
  }
  const ld = JSON.parse((await s.page.locator('script[type="application/ld+json"]').last().textContent()) ?? '{}') as { '@type': string; mainEntity: unknown[] };
  expect(ld['@type']).toBe('FAQPage');
  expect(ld.mainEntity.length).toBe(4);
  expect(await s.page.title()).toContain(`Cupones descuento ${name}`);
  expect(await seriousA11yViolations(s.page)).toEqual([]);
});

test('type filter applies with Aplicar and lives in the URL; Restablecer goes back to all', async () => {
  await s.goto('/cupones/pandora');
  await acceptCookies();
  await cards();
  await s.page.getByRole('radio', { name: 'Promociones' }).check();
  expect(s.page.url()).toBe(`${backend.url}/cupones/pandora`);
  // The list shown before the click is replaced only after the filtered answer arrives: wait for that answer,
  // then for its loading state to end (waiting for 'loading' alone can pass before loading even began).
  let answered = couponsAnswer('promotion');
  await s.page.getByRole('button', { name: 'Aplicar' }).click();
  await s.page.waitForURL(`${backend.url}/cupones/Pandora?type=promotion`);
  await shows(await answered);
  const badges = await (await cards()).locator('article [data-kind]').allInnerTexts();
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set(['Promoción']));

  await s.page.getByRole('radio', { name: 'Exclusivos' }).check();
  await s.page.getByLabel('Tienda', { exact: true }).selectOption('all');
  answered = couponsAnswer('true');
  await s.page.getByRole('button', { name: 'Aplicar' }).click();
  await s.page.waitForURL(`${backend.url}/cupones?type=true`);
  await shows(await answered);
  const list = await cards();
  expect(await list.count()).toBeGreaterThan(5);
  expect(await list.getByText('Exclusivo', { exact: true }).count()).toBe(await list.count());

  await s.page.getByRole('button', { name: 'Restablecer' }).click();
  await s.page.waitForURL(`${backend.url}/cupones`);
  await s.page.getByRole('radio', { name: 'Todos' }).waitFor();
  expect(await s.page.getByRole('radio', { name: 'Todos' }).isChecked()).toBe(true);
  expect(await s.page.getByLabel('Tienda', { exact: true }).inputValue()).toBe('all');
});

test('copy a code: the clipboard holds it and "Copiado al portapapeles" shows, then goes away', async () => {
  await s.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: backend.url });
  await s.goto('/cupones/promofarma?type=voucher');
  await acceptCookies();
  const button = (await cards()).first().getByRole('button', { name: /Copiar código$/ });
  const code = await button.getAttribute('data-code');
  expect(code).toBeTruthy();
  expect(await button.innerText()).toContain(code as string);
  await button.click();
  const tip = s.page.getByText('Copiado al portapapeles');
  await tip.waitFor();
  expect(await s.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The 2 s duration is checked with fake timers in CouponsPage.test.tsx; here: it shows, then goes by itself.
  await tip.waitFor({ state: 'detached', timeout: 10_000 });
  expect(await button.innerText()).toContain(code as string);
});

test('click-out opens /go/cupon/{id} in a new tab and lands on the stored tracking URL', async () => {
  await s.goto('/cupones/pandora');
  await acceptCookies();
  const link = (await cards()).first().getByRole('link', { name: /^(Ir a la tienda|Ver la oferta)/ });
  expect(await link.getAttribute('rel')).toBe('sponsored noopener');
  expect(await link.getAttribute('target')).toBe('_blank');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/go\/cupon\/\d+$/);
  const goResponse = s.context.waitForEvent('response', (r) => r.url() === `${backend.url}${href}`);
  const [popup] = await Promise.all([s.context.waitForEvent('page'), link.click()]);
  const res = await goResponse;
  expect(res.status()).toBe(302);
  expect(res.headers()['location']).toMatch(/^https:\/\/www\.awin1\.com\/cread\.php\?awinmid=15640&/);
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  await popup.waitForLoadState();
  await popup.close();
  const again = await fetch(`${backend.url}${href}`, { redirect: 'manual' });
  expect(again.status).toBe(302);
  expect(again.headers.get('cache-control')).toBe('no-store');
  fs.writeFileSync(path.join(dataDir, 'clicked.txt'), href.split('/').pop() ?? '');
});

test('narrow window (≤ 1180 px): filters in a modal dialog, keyboard operable, axe clean', async () => {
  await s.page.setViewportSize({ width: 900, height: 900 });
  await s.goto('/cupones/pandora?type=voucher');
  await acceptCookies();
  await cards();
  expect(await s.page.getByRole('button', { name: 'Aplicar' }).count()).toBe(0);
  const open = s.page.getByRole('button', { name: 'Filtros (2 Filtros activos)' });
  await open.click();
  const dialog = s.page.getByRole('dialog', { name: 'Filtros' });
  await dialog.waitFor();
  expect(await seriousA11yViolations(s.page)).toEqual([]);
  await dialog.getByRole('radio', { name: 'Promociones' }).check();
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await s.page.waitForURL(`${backend.url}/cupones/Pandora?type=promotion`);
  await dialog.waitFor({ state: 'hidden' });
  // Esc closes it too.
  await s.page.getByRole('button', { name: /^Filtros \(/ }).click();
  await dialog.waitFor();
  await s.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
});

/** Inline pills and labels of the shown cards that break over more than one line. */
async function wrappedPills(): Promise<string[]> {
  const list = await cards();
  return list.evaluateAll((lis) =>
    lis.flatMap((li) =>
      [...li.querySelectorAll('article p span, button[data-code] span')]
        .filter((el) => el.getClientRects().length > 1)
        .map((el) => el.textContent ?? ''),
    ),
  );
}

test('/cupones is browsable: 24 coupons a page, numbered pages that keep the type filter, pills on one line', async () => {
  for (const width of [390, 1366]) {
    await s.page.setViewportSize({ width, height: 900 });
    await s.goto('/cupones');
    const firstTitle = await (await cards()).first().locator('h3').innerText();
    expect(await (await cards()).count()).toBe(24);
    // A page of coupons, not one 25,000 px (63,000 px on a phone) list.
    expect(await s.page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(width < 600 ? 16000 : 8000);
    expect(await wrappedPills()).toEqual([]);
    const pages = s.page.getByRole('navigation', { name: 'Páginas de cupones' });
    await pages.getByRole('link', { name: 'Página 2' }).click();
    await s.page.waitForURL(`${backend.url}/cupones?page=2`);
    await s.page.waitForFunction((t) => document.querySelector('[data-boundary="coupons"] ul[aria-label^="Cupones"] > li h3')?.textContent !== t, firstTitle);
    expect(await (await cards()).count()).toBe(24);
    expect(await pages.locator('[aria-current="page"]').innerText()).toBe('2');
    expect(await wrappedPills()).toEqual([]);
  }
  // The type filter and the page live together in the URL.
  await s.goto('/cupones?type=voucher&page=2');
  const kinds = await (await cards()).locator('article [data-kind]').allInnerTexts();
  expect(new Set(kinds)).toEqual(new Set(['Código descuento']));
  const next = s.page.getByRole('navigation', { name: 'Páginas de cupones' }).getByRole('link', { name: 'Página 1' });
  expect(await next.getAttribute('href')).toBe('/cupones?type=voucher');
  expect(await seriousA11yViolations(s.page)).toEqual([]);
});

test('store logo tiles show the name only (no stray initial) and split long names over two lines', async () => {
  await s.goto('/cupones');
  const src = await s.page.getByRole('navigation', { name: 'Tiendas con cupones' }).getByRole('img', { name: 'Cupones de El Corte Inglés' }).getAttribute('src');
  const svg = await (await fetch(`${backend.url}${src}`)).text();
  expect([...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])).toEqual(['El Corte', 'Inglés']);
});

test('the click-out was counted (read from the database once the backend stopped)', async () => {
  const id = fs.readFileSync(path.join(dataDir, 'clicked.txt'), 'utf8');
  await backend.stop();
  backendStopped = true;
  const out = node(
    `(async () => {
      const { parseEnv } = require('./backend/dist/config/config');
      const { openDatabase } = require('./backend/dist/database/data-source');
      const db = await openDatabase(parseEnv({ DATA_DIR: process.env.DATA_DIR }));
      const rows = await db.dataSource.query("SELECT kind, target, referrer_path, count FROM click WHERE kind = 'cupon' AND target = $1 ORDER BY referrer_path", [process.env.TARGET]);
      await db.close();
      process.stdout.write(JSON.stringify(rows));
    })().catch((e) => { console.error(e); process.exit(1); });`,
    { DATA_DIR: dataDir, TARGET: id, DATABASE_URL: '' },
  );
  const rows = JSON.parse(out) as Array<{ kind: string; target: string; referrer_path: string; count: number }>;
  // One click from the coupons page (the browser) and one direct request without referrer (the test).
  expect(rows).toEqual([
    { kind: 'cupon', target: id, referrer_path: '', count: 1 },
    { kind: 'cupon', target: id, referrer_path: '/cupones/pandora', count: 1 },
  ]);
});
