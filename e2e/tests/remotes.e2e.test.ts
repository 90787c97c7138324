import * as path from 'node:path';
import { openSession, seriousA11yViolations, type Session } from '../support/browser';
import { freePort, ROOT, startBackend, startStaticServer, SWAPPED_LABEL, SWAPPED_OFFERS_DIR, type Backend, type StaticServer } from '../support/servers';

/**
 * A second backend whose /remotes.json comes from REMOTE_<NAME>_URL:
 *   offers  → a second build of mfe-offers (BUILD_LABEL) served by another static server ("remote swapped")
 *   coupons → a dead port ("server down"); later a server starts there and 'Reintentar' recovers
 *   blog    → a 404 manifest
 *   editor  → a manifest whose remoteEntry.js throws ("broken script")
 */
let backend: Backend;
let cdn: StaticServer;
let couponsPort: number;
let s: Session;

beforeAll(async () => {
  couponsPort = await freePort();
  cdn = await startStaticServer(
    { '/offers-v2/': SWAPPED_OFFERS_DIR, '/editor/': path.join(ROOT, 'mfe-editor', 'dist') },
    { overrides: { '/editor/remoteEntry.js': 'throw new Error("remoteEntry roto a propósito (e2e)");' } },
  );
  backend = await startBackend({
    SEED: 'never',
    REMOTE_OFFERS_URL: `${cdn.url}/offers-v2/mf-manifest.json`,
    REMOTE_COUPONS_URL: `http://127.0.0.1:${couponsPort}/mf-manifest.json`,
    REMOTE_BLOG_URL: '/mfe/blog/no-existe/mf-manifest.json',
    REMOTE_EDITOR_URL: `${cdn.url}/editor/mf-manifest.json`,
  });
});
afterAll(async () => {
  await backend?.stop();
  await cdn?.close();
});
beforeEach(async () => {
  s = await openSession(backend.url);
});
afterEach(async () => {
  await s.close();
});

const FALLBACK = 'Esta sección no está disponible en este momento.';

test('remote swapped: REMOTE_OFFERS_URL points at another build, the shell shows it without being rebuilt', async () => {
  const manifest = (await (await fetch(`${backend.url}/remotes.json`)).json()) as Record<string, string>;
  expect(manifest.offers).toBe(`${cdn.url}/offers-v2/mf-manifest.json`);
  await s.goto('/?boundaries=1');
  const slot = s.page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first();
  await slot.waitFor();
  expect(await slot.getAttribute('data-boundary-label')).toMatch(new RegExp(`^offers@\\d+\\.\\d+\\.\\d+\\+${SWAPPED_LABEL}$`));
  // visible: the debug outline prints the swapped version on the slot
  expect(await slot.evaluate((el) => getComputedStyle(el, '::before').content)).toContain(SWAPPED_LABEL);
  expect(s.requests.some((r) => r.url().startsWith(`${cdn.url}/offers-v2/remoteEntry.js`))).toBe(true);
});

test('remote down (dead port): Spanish fallback with Reintentar in its slot; other pages work; retry recovers', async () => {
  const { page } = s;
  await s.goto('/cupones');
  // How fast the load gives up is the timeout plugin's job (shell/src/federation/timeoutPlugin.test.ts).
  await page.getByRole('button', { name: 'Reintentar' }).waitFor({ timeout: 15_000 });
  await page.getByText(FALLBACK).waitFor();
  expect(await page.locator('[data-boundary="coupons"]').count()).toBeGreaterThan(0);
  // the frame is intact
  await page.getByPlaceholder('Buscar Ofertas').waitFor();
  await page.getByRole('contentinfo').getByText(/Todos los derechos reservados\./).waitFor();
  // other pages still work: a static page and another remote
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
  await page.getByRole('heading', { level: 1, name: 'Aviso legal' }).waitFor();
  await page.getByRole('link', { name: /inicio/ }).click();
  await page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
  // back to the coupons page: still down, same fallback
  await page.getByRole('link', { name: 'Nuevo! Cupones Descuento!' }).click();
  await page.getByRole('button', { name: 'Reintentar' }).waitFor({ timeout: 15_000 });
  // the coupons server comes up: Reintentar loads it without reloading the page
  const coupons = await startStaticServer({ '/': path.join(ROOT, 'mfe-coupons', 'dist') + path.sep }, { port: couponsPort });
  try {
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await page.locator('[data-boundary="coupons"][data-boundary-label^="coupons@"]').first().waitFor();
  } finally {
    await coupons.close();
  }
});

test('remote manifest 404: fallback in the blog slot, header and footer intact', async () => {
  await s.goto('/blog');
  await s.page.getByRole('button', { name: 'Reintentar' }).waitFor({ timeout: 15_000 });
  await s.page.getByText(FALLBACK).waitFor();
  expect(await s.page.getByRole('navigation', { name: 'Categorías destacadas' }).count()).toBe(1);
  expect(await seriousA11yViolations(s.page)).toEqual([]);
  // a slug with no article is a 404 answered by the server: the shell's error page shows in place, and the
  // broken blog remote is not needed for it
  await s.goto('/un-articulo');
  await s.page.getByRole('link', { name: 'Volver al menú principal' }).waitFor({ timeout: 15_000 });
  expect(await s.page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
});

test('broken remote entry script: fallback in the editor slot, never a blank page', async () => {
  await s.goto('/blog/new');
  await s.page.getByRole('button', { name: 'Reintentar' }).waitFor({ timeout: 15_000 });
  await s.page.getByText(FALLBACK).waitFor();
  expect((await s.page.locator('body').innerText()).length).toBeGreaterThan(100);
  await s.goto('/contacto');
  await s.page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor();
});
