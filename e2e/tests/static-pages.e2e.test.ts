import { NOT_FOUND_TEXT, openSession, PRODUCT_NOT_FOUND, seriousA11yViolations, type Session } from '../support/browser';

let s: Session;
beforeAll(async () => {
  s = await openSession();
});
afterAll(async () => {
  await s.close();
});

const PAGES: Array<{ path: string; heading: string; texts: RegExp[] }> = [
  {
    path: '/links',
    heading: 'Links a las mejores ofertas',
    texts: [/cupones descuento/i],
  },
  { path: '/nosotros', heading: 'Sobre nosotros', texts: [/afiliación/] },
  { path: '/contacto', heading: 'Contacto', texts: [/\(máx 1000 caracteres \/ 0\)/] },
  {
    path: '/legal/privacy',
    heading: 'Política de privacidad',
    texts: [/Responsable del tratamiento/, /24 meses/, /mayores de 14 años/, /consentimiento/, /acceso, rectificación, supresión/],
  },
  {
    path: '/legal/cookies',
    heading: 'Política de cookies',
    texts: [/Tipos de cookies/, /Cómo desactivar o eliminar las cookies/, /Google Chrome/],
  },
  { path: '/legal/term', heading: 'Términos y condiciones', texts: [/legislación española/] },
  {
    path: '/legal/aviso-legal',
    heading: 'Aviso legal',
    texts: [/gratuitos/, /mayor de edad/, /España/, /retirar/, /no se responsabiliza/],
  },
  { path: '/error', heading: NOT_FOUND_TEXT, texts: [/Volver al menú principal/] },
];

test.each(PAGES)('$path: heading, content, title, no serious a11y violations', async ({ path, heading, texts }) => {
  await s.goto(path);
  await s.page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  const main = (await s.page.locator('main').innerText()).replace(/\s+/g, ' ');
  for (const t of texts) expect(main).toMatch(t);
  expect(await s.page.title()).toContain(path === '/error' ? 'Página no encontrada' : heading);
  expect(await seriousA11yViolations(s.page)).toEqual([]);
});

test('/links links to the best coupons and the Black Friday article', async () => {
  await s.goto('/links');
  // The shell's info pages are a lazy chunk: read the links once the page is there.
  await s.page.getByRole('heading', { level: 1, name: 'Links a las mejores ofertas' }).waitFor();
  const hrefs = await s.page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(expect.arrayContaining(['/cupones/Promofarma', '/cupones/Weekendesk', '/cupones/Pandora', '/cupones', '/ofertas']));
  expect(hrefs.some((h) => h?.startsWith('/blog/'))).toBe(true);
});

test('contact: configured address, live counter; submitting stays on the page and posts only to /api/contact', async () => {
  await s.goto('/contacto');
  const { page } = s;
  await page.getByRole('link', { name: /@/ }).waitFor();
  await page.getByLabel('Correo electrónico').fill('yo@example.com');
  await page.getByLabel(/Mensaje/).fill('Hola, ¿tenéis cupones?');
  await page.getByText('(máx 1000 caracteres / 22)').waitFor();
  await page.getByLabel(/Mensaje/).fill('x'.repeat(1200));
  await page.getByText('(máx 1000 caracteres / 1000)').waitFor();
  const before = s.requests.length;
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Enviar' }).click();
  expect((await answer).status()).toBe(201);
  expect(page.url()).toBe(`${s.baseUrl}/contacto`);
  const posts = s.requests.slice(before).filter((r) => r.method() === 'POST' && !r.url().includes('/api/analytics/'));
  expect(posts.map((r) => new URL(r.url()).pathname)).toEqual(['/api/contact']);
  expect(JSON.parse(posts[0]?.postData() ?? '{}')).toEqual({ email: 'yo@example.com', message: 'x'.repeat(1000) });
});

test('static pages open at the top', async () => {
  await s.goto('/legal/privacy');
  await s.page.getByRole('heading', { name: 'Política de privacidad' }).waitFor();
  await s.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await s.page.getByRole('contentinfo').getByRole('link', { name: 'Política de cookies' }).click();
  await s.page.getByRole('heading', { level: 1, name: 'Política de cookies' }).waitFor();
  await s.page.waitForFunction(() => window.scrollY === 0);
});

test('unmatched paths are served 404 and brought to /error, whose button returns to the home page', async () => {
  const res = await s.page.goto(`${s.baseUrl}/esto/no/existe`);
  expect(res?.status()).toBe(404);
  await s.page.getByRole('heading', { name: NOT_FOUND_TEXT }).waitFor();
  await s.page.waitForURL(`${s.baseUrl}/error`);
  await s.page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
  await s.page.getByRole('heading', { level: 1, name: 'Aviso legal' }).waitFor();
  // In-app navigation to an unknown path: /error too, and Back returns to the page before it.
  await s.page.evaluate(() => {
    history.pushState(null, '', '/tampoco/existe');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await s.page.waitForURL(`${s.baseUrl}/error`);
  await s.page.getByRole('heading', { name: NOT_FOUND_TEXT }).waitFor();
  await s.page.getByRole('link', { name: 'Volver al menú principal' }).click();
  await s.page.waitForURL(`${s.baseUrl}/`);
});

test('a single-segment path without an article (the blog catch-all) and an unknown article also go to /error', async () => {
  for (const path of ['/esto-no-existe', '/blog/articulo-que-no-existe']) {
    await s.goto(path);
    await s.page.getByRole('heading', { name: NOT_FOUND_TEXT }).waitFor();
    await s.page.waitForURL(`${s.baseUrl}/error`);
    expect(await s.page.getByText(PRODUCT_NOT_FOUND).count()).toBe(0);
  }
});

test('a missing product: /error says the product was not found and offers the search box', async () => {
  await s.goto('/ofertas/producto/no-existe-123456');
  await s.page.getByText(PRODUCT_NOT_FOUND).waitFor();
  await s.page.waitForURL(`${s.baseUrl}/error`);
  await s.page.getByRole('search', { name: 'Buscar ofertas desde esta página' }).getByRole('searchbox').waitFor();
});

test('unknown /api/* stays a JSON 404 (not the shell)', async () => {
  const res = await fetch(`${s.baseUrl}/api/esto-no-existe`);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toContain('application/json');
});
