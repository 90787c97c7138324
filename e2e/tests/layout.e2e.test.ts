import { openSession, seriousA11yViolations, type Session } from '../support/browser';

let s: Session;
beforeEach(async () => {
  s = await openSession();
});
afterEach(async () => {
  await s.close();
});

test('home shows the shared layout of SPEC §2 around the offers remote', async () => {
  await s.goto('/');
  const { page } = s;
  await page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
  // header
  await page.getByRole('link', { name: /inicio/ }).waitFor();
  expect(await page.getByPlaceholder('Buscar Ofertas').count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Buscar', exact: true }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Login / Register' }).getAttribute('href')).toBe('#login');
  // top navigation
  const nav = page.getByRole('navigation', { name: 'Categorías destacadas' });
  const links = await nav.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  expect(links).toEqual([
    ['Ùltimas ofertas', '/categorias/todo'],
    ['Tecnología', '/categorias/ordenadores'],
    ['Compras', '/categorias/bolsas'],
    ['Regalos', '/categorias/cuidado-de-la-piel'],
    ['Hogar', '/categorias/accesorios-para-el-hogar'],
  ]);
  // banners: coupons banner everywhere, extra banner on /
  expect(await page.getByRole('link', { name: 'Nuevo! Cupones Descuento!' }).getAttribute('href')).toBe('/cupones');
  expect(await page.getByRole('complementary', { name: 'Promoción destacada' }).count()).toBe(1);
  // footer
  const footer = page.getByRole('contentinfo');
  await footer.getByText(/© 2024 .*Todos los derechos reservados\./).waitFor();
  const categoryLinks = await footer.locator('section[aria-labelledby="footer-categories"] a').count();
  expect(categoryLinks).toBeLessThanOrEqual(8);
  for (const name of ['Blog', 'Cupones', 'Ofertas Black Friday', 'Aviso legal', 'Política de privacidad', 'Política de cookies', 'Términos y condiciones']) {
    expect(await footer.getByRole('link', { name, exact: true }).count()).toBe(1);
  }
  // social links come from /api/site
  await footer.getByRole('link', { name: 'Facebook' }).waitFor();
  // cookie bar
  expect(await page.getByRole('button', { name: 'Aceptar todas las Cookies' }).count()).toBe(1);
  expect(s.pageErrors).toEqual([]);
});

test('the extra banner is only on / and /ofertas; the coupons banner can be closed', async () => {
  await s.goto('/contacto');
  await s.page.getByRole('heading', { name: 'Contacto' }).waitFor();
  expect(await s.page.getByRole('complementary', { name: 'Promoción destacada' }).count()).toBe(0);
  await s.goto('/ofertas/portatil');
  await s.page.getByRole('complementary', { name: 'Promoción destacada' }).waitFor();
  await s.page.getByRole('button', { name: 'Cerrar aviso de cupones' }).click();
  expect(await s.page.getByRole('link', { name: 'Nuevo! Cupones Descuento!' }).count()).toBe(0);
});

test("'Subir' appears after 400 px of scrolling and goes back to the top", async () => {
  await s.goto('/legal/privacy');
  await s.page.getByRole('heading', { name: 'Política de privacidad' }).waitFor();
  await s.page.setViewportSize({ width: 800, height: 400 });
  expect(await s.page.getByRole('button', { name: 'Subir' }).count()).toBe(0);
  await s.page.evaluate(() => window.scrollTo(0, 600));
  await s.page.getByRole('button', { name: 'Subir' }).click();
  await s.page.waitForFunction(() => window.scrollY === 0);
});

test('a link far down a page opens the next page at its top, with the focus on its content', async () => {
  const { page } = s;
  await page.setViewportSize({ width: 390, height: 800 });
  await s.goto('/legal/privacy');
  await page.getByRole('heading', { name: 'Política de privacidad' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(400);
  // By keyboard, as a keyboard user follows it: the next Tab must start from the new page, not the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cupones', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${s.baseUrl}/cupones`);
  // The coupons page's own h1: the URL changes at once, but the old page stays on screen (its h1 too) while the
  // coupons remote loads, and any h1 read the privacy page's at the old scroll position (failed 1 run in 4).
  await page.getByRole('heading', { level: 1, name: /^Códigos descuento, Vales y Cupones/ }).waitFor();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('contenido');
});

test('?boundaries=1 outlines every slot with its owner and version', async () => {
  await s.goto('/?boundaries=1');
  await s.page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
  expect(await s.page.evaluate(() => document.documentElement.hasAttribute('data-show-boundaries'))).toBe(true);
  const label = await s.page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().getAttribute('data-boundary-label');
  expect(label).toMatch(/^offers@\d+\.\d+\.\d+/);
  const outline = await s.page.locator('[data-boundary="offers"]').first().evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('dashed');
  expect(await s.page.locator('header[data-boundary="shell"]').count()).toBe(1);
});

test('home page has no serious or critical accessibility violations', async () => {
  await s.goto('/');
  await s.page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
  expect(await seriousA11yViolations(s.page)).toEqual([]);
});

test.each([390, 360, 320])('at %i px all five top-nav shortcuts are in view, none past the edge', async (width) => {
  const { page } = s;
  await page.setViewportSize({ width, height: 844 });
  await s.goto('/');
  const nav = page.getByRole('navigation', { name: 'Categorías destacadas' });
  await nav.getByRole('link', { name: 'Hogar' }).waitFor();
  const boxes = await nav.getByRole('link').evaluateAll((as) =>
    as.map((a) => {
      const r = a.getBoundingClientRect();
      const list = a.closest('ul')!;
      return { name: a.textContent, left: r.left, right: r.right, width: r.width, scrolls: list.scrollWidth > list.clientWidth + 1 };
    }),
  );
  expect(boxes).toHaveLength(5);
  for (const b of boxes) {
    expect([b.name, b.width > 0 && b.left >= 0 && b.right <= width, b.scrolls]).toEqual([b.name, true, false]);
  }
});
