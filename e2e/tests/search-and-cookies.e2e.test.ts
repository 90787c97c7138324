import { openSession, type Session } from '../support/browser';

let s: Session;
beforeEach(async () => {
  s = await openSession();
});
afterEach(async () => {
  await s.close();
});

test('search validation messages above the field; submit navigates to /ofertas/{slug}; text remembered', async () => {
  await s.goto('/contacto');
  const { page } = s;
  const input = page.getByPlaceholder('Buscar Ofertas');
  const status = page.getByRole('search').getByRole('status');
  expect((await status.textContent())?.trim()).toBe('');
  await input.fill('123');
  await page.getByText('Ingrese solo letras').waitFor();
  expect(await input.getAttribute('aria-invalid')).toBe('true');
  await input.fill('ab');
  await page.getByText('Ingrese al menos 3 caracteres').waitFor();
  await input.fill('');
  await page.getByText('Ingrese un texto valido').waitFor();
  // empty submit does nothing
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  expect(page.url()).toBe(`${s.baseUrl}/contacto`);
  await input.fill('Auriculares Bluetooth Sony');
  expect((await status.textContent())?.trim()).toBe('');
  await input.press('Enter');
  await page.waitForURL(`${s.baseUrl}/ofertas/auriculares-bluetooth-sony`);
  await page.locator('[data-boundary="offers"]').first().waitFor();
  await page.reload();
  expect(await page.getByPlaceholder('Buscar Ofertas').inputValue()).toBe('Auriculares Bluetooth Sony');
});

test('cookie bar: accepting hides it, and it stays hidden on later visits', async () => {
  await s.goto('/');
  const accept = s.page.getByRole('button', { name: 'Aceptar todas las Cookies' });
  await accept.click();
  expect(await accept.count()).toBe(0);
  await s.page.reload();
  // The bar reads localStorage synchronously: it would render in the same commit as the header's search box.
  await s.page.getByPlaceholder('Buscar Ofertas').waitFor();
  expect(await s.page.getByRole('button', { name: 'Aceptar todas las Cookies' }).count()).toBe(0);
  // cookieless: the site itself sets no cookie
  expect(await s.context.cookies()).toEqual([]);
});

test('the top navigation and keyboard reach the category pages', async () => {
  await s.goto('/');
  await s.page.getByPlaceholder('Buscar Ofertas').waitFor();
  // keyboard: the skip link is the first focusable element, then the logo, the search field…
  await s.page.keyboard.press('Tab');
  expect(await s.page.evaluate(() => document.activeElement?.textContent)).toBe('Saltar al contenido');
  await s.page.keyboard.press('Tab');
  await s.page.keyboard.press('Tab');
  expect(await s.page.evaluate(() => document.activeElement?.getAttribute('placeholder'))).toBe('Buscar Ofertas');
  await s.page.getByRole('navigation', { name: 'Categorías destacadas' }).getByRole('link', { name: 'Tecnología' }).click();
  await s.page.waitForURL(`${s.baseUrl}/categorias/ordenadores`);
  await s.page.locator('[data-boundary="offers"][data-boundary-label^="offers@"]').first().waitFor();
});
