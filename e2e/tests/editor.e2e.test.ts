/**
 * mfe-editor end to end, against the production build and the real backend started with a known
 * EDITOR_PASSWORD (support/global-setup.ts): wrong password → nothing saved; create → message, {slug}.json
 * download, visible at /blog/{slug} and in /blog; hostile HTML/links typed in the editor never run on the
 * article page; pick → edit; delete with confirmation; a draft survives a reload; axe; the editor's code never
 * reaches shoppers' pages; first-visit JS of /blog/new.
 */
import type { Page } from 'playwright-core';
import type { BlogArticle, BlogArticleSummary } from '@ofertas/contracts';
import { firstLoadJs, kb, openSession, seriousA11yViolations, type Session } from '../support/browser';
import { E2E_EDITOR_PASSWORD, readState } from '../support/servers';

const WRONG_PASSWORD = 'Contraseña incorrecta. Inténtalo de nuevo.';
const CONFIRM_DELETE = '¿Estás seguro de que deseas eliminar este artículo?';

let s: Session;
afterEach(async () => {
  await s?.close();
});

/** Articles this file makes: removed at the end so other files see only the sample articles (their newest). */
const MADE = ['guia-segura-del-editor', 'articulo-para-editar', 'articulo-para-borrar'];
afterAll(async () => {
  const cookie = await editorCookie();
  const list = (await (await fetch(`${base()}/api/blog`)).json()) as BlogArticleSummary[];
  for (const a of list.filter((x) => MADE.includes(x.slug))) {
    const res = await fetch(`${base()}/api/blog/${a.id}`, { method: 'DELETE', headers: { cookie, origin: base() } });
    expect(res.status).toBe(200);
  }
});

const base = () => readState().baseUrl;

async function articleStatus(slug: string): Promise<number> {
  return (await fetch(`${base()}/api/blog/${slug}`)).status;
}

async function listSlugs(): Promise<string[]> {
  return ((await (await fetch(`${base()}/api/blog`)).json()) as BlogArticleSummary[]).map((a) => a.slug);
}

/** An article made through the API (logged in with the password, cookie sent back), for the edit/delete tests. */
async function editorCookie(): Promise<string> {
  const login = await fetch(`${base()}/api/blog/session`, {
    method: 'POST',
    // The site's Origin (PUBLIC_URL), as the editor's page sends it: the server refuses writes without it.
    headers: { 'content-type': 'application/json', origin: base() },
    body: JSON.stringify({ password: E2E_EDITOR_PASSWORD }),
  });
  expect(login.status).toBe(204);
  return (login.headers.get('set-cookie') ?? '').split(';')[0]!;
}

async function createThroughApi(slug: string, title: string): Promise<BlogArticle> {
  const cookie = await editorCookie();
  const res = await fetch(`${base()}/api/blog/new`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base() },
    body: JSON.stringify({ title, slug, description: 'Texto **inicial**.', category: 'Ahorro', keySearch: 'cafetera', tags: ['prueba'] }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as BlogArticle;
}

async function openEditor(x: Session): Promise<Page> {
  await x.goto('/blog/new');
  const { page } = x;
  await page.locator('[data-boundary="editor"][data-boundary-label^="editor@"]').first().waitFor();
  await page.getByRole('heading', { level: 1, name: 'Crear Artículo' }).waitFor();
  return page;
}

const field = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const status = (page: Page) => page.getByRole('status');

async function fillRequired(page: Page, title: string, password: string) {
  await field(page, 'Título').fill(title);
  await field(page, 'Categoría').fill('Ahorro');
  await field(page, 'key Search').fill('cafetera');
  await field(page, 'Password').fill(password);
}

test('Markdown fields: Tab moves on to Categoría, and an on* attribute typed in the text logs no CSP error', async () => {
  s = await openSession();
  const page = await openEditor(s);
  const description = field(page, 'Descripción');
  await description.click();
  await page.keyboard.type('<b onmouseover=alert(1)>negrita</b> y <img src=/x.png onerror=alert(2)>');
  await page.getByTestId('vista-previa').first().getByText('negrita').waitFor();
  await page.keyboard.press('Tab');
  expect(await description.evaluate((el) => el === document.activeElement)).toBe(false);
  for (let i = 0; i < 10 && !(await field(page, 'Categoría').evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  expect(await field(page, 'Categoría').evaluate((el) => el === document.activeElement)).toBe(true);
  expect(s.consoleErrors.filter((e) => /inline event handler|Content Security Policy/i.test(e))).toEqual([]);
});

test('a wrong password shows the SPEC message and nothing is saved', async () => {
  s = await openSession();
  const page = await openEditor(s);
  await fillRequired(page, 'Artículo con clave mala', 'no-es-la-clave');
  const login = page.waitForResponse((r) => r.url().endsWith('/api/blog/session') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Publicar artículo' }).click();
  expect((await login).status()).toBe(401);
  await status(page).getByText(WRONG_PASSWORD, { exact: true }).waitFor();
  expect(s.requests.filter((r) => new URL(r.url()).pathname === '/api/blog/new')).toEqual([]);
  expect(await articleStatus('articulo-con-clave-mala')).toBe(404);
  // The author's work is still there.
  expect(await field(page, 'Título').inputValue()).toBe('Artículo con clave mala');
});

test('create: success message, {slug}.json download, the article in /blog; typed script never runs there', async () => {
  s = await openSession();
  const page = await openEditor(s);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  const hostile =
    'Texto con **negrita**.\n\n<img src=x onerror="window.__pwned=1;alert(1)">\n\n<script>window.__pwned=2;alert(2)</script>\n\n' +
    '[pulsa aquí](javascript:window.__pwned=3;alert(3))\n\n<a href="javascript:alert(4)" onclick="window.__pwned=4">otro enlace</a>';
  await fillRequired(page, 'Guía segura del editor', E2E_EDITOR_PASSWORD);
  expect(await field(page, 'Slug').inputValue()).toBe('guia-segura-del-editor');
  await field(page, 'Descripción').fill(hostile);
  // The preview applies the server's allow-list: the hostile parts are already gone there.
  const preview = page.getByTestId('vista-previa').first();
  await preview.getByText('negrita').waitFor();
  expect(await preview.innerHTML()).not.toMatch(/onerror|<script|javascript:|onclick/i);
  await page.getByRole('button', { name: 'Añadir sección' }).click();
  await field(page, 'Encabezado de la sección').fill('Sección de prueba');
  await field(page, 'Texto de la sección').fill(hostile);
  await field(page, 'Nueva etiqueta').fill('seguridad');
  await field(page, 'Nueva etiqueta').press('Enter');

  const download = page.waitForEvent('download');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/blog/new'));
  await page.getByRole('button', { name: 'Publicar artículo' }).click();
  expect((await created).status()).toBe(201);
  await status(page).getByText('Artículo creado exitosamente', { exact: true }).waitFor();
  expect((await download).suggestedFilename()).toBe('guia-segura-del-editor.json');
  // After success the form resets (SPEC §4).
  expect(await field(page, 'Título').inputValue()).toBe('');
  expect(await listSlugs()).toContain('guia-segura-del-editor');

  await s.goto('/blog/guia-segura-del-editor');
  const article = page.locator('article').filter({ has: page.getByRole('heading', { level: 1, name: 'Guía segura del editor' }) });
  await article.waitFor();
  await article.getByText('negrita').first().waitFor();
  const html = await article.innerHTML();
  expect(html).not.toMatch(/onerror|<script|javascript:|onclick|__pwned/i);
  // The refused links stay as inert text: clicking them does nothing.
  await article.getByText('pulsa aquí').first().click();
  await article.getByText('otro enlace').first().click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(page.url()).toBe(`${s.baseUrl}/blog/guia-segura-del-editor`);
  expect(dialogs).toEqual([]);

  await s.goto('/blog');
  await page.getByRole('link', { name: 'Guía segura del editor' }).first().waitFor();
  expect(s.pageErrors).toEqual([]);
});

test('pick an article → every field filled → edit → "Artículo actualizado exitosamente"', async () => {
  const made = await createThroughApi('articulo-para-editar', 'Artículo para editar');
  s = await openSession();
  const page = await openEditor(s);
  await field(page, 'Artículo existente (slug)').fill(made.slug);
  await field(page, 'Artículo existente (slug)').press('Enter');
  await status(page).getByText(`Blog encontrado: ${made.slug}`, { exact: true }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Editar Artículo' }).waitFor();
  expect(await field(page, 'Título').inputValue()).toBe('Artículo para editar');
  expect(await field(page, 'Descripción').inputValue()).toBe('Texto **inicial**.');
  expect(await field(page, 'Categoría').inputValue()).toBe('Ahorro');
  await field(page, 'Título').fill('Artículo editado');
  await field(page, 'Password').fill(E2E_EDITOR_PASSWORD);
  const put = page.waitForResponse((r) => r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await put).status()).toBe(200);
  await status(page).getByText('Artículo actualizado exitosamente', { exact: true }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Crear Artículo' }).waitFor();
  const stored = (await (await fetch(`${base()}/api/blog/${made.slug}`)).json()) as BlogArticle;
  expect(stored.title).toBe('Artículo editado');
  expect(stored.version).toBeGreaterThan(made.version);
});

test('delete asks "¿Estás seguro…?"; cancelled nothing happens, accepted the article is gone', async () => {
  const made = await createThroughApi('articulo-para-borrar', 'Artículo para borrar');
  s = await openSession();
  const page = await openEditor(s);
  await field(page, 'Artículo existente (slug)').fill(made.slug);
  await page.getByRole('button', { name: 'Abrir' }).click();
  await status(page).getByText(`Blog encontrado: ${made.slug}`, { exact: true }).waitFor();
  await field(page, 'Password').fill(E2E_EDITOR_PASSWORD);

  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Eliminar Artículo' }).click();
  await page.getByRole('button', { name: 'Eliminar Artículo' }).waitFor();
  expect(asked).toEqual([CONFIRM_DELETE]);
  expect(s.requests.filter((r) => r.method() === 'DELETE')).toEqual([]);

  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.accept();
  });
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Eliminar Artículo' }).click();
  expect((await deleted).status()).toBe(200);
  await status(page).getByText('Artículo eliminado exitosamente', { exact: true }).waitFor();
  expect(asked).toEqual([CONFIRM_DELETE, CONFIRM_DELETE]);
  expect(await articleStatus(made.slug)).toBe(404);
});

test('a draft survives a reload (leaving asked first), and axe finds nothing serious on the editor', async () => {
  s = await openSession();
  const page = await openEditor(s);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // A real click: browsers ask before unloading only pages the user has interacted with.
  await field(page, 'Título').click();
  await field(page, 'Título').fill('Borrador que no se pierde');
  await field(page, 'Descripción').fill('Texto a medio escribir');
  await page.waitForFunction(() => (localStorage.getItem('ofertas-editor-draft-v1') ?? '').includes('Texto a medio escribir'));

  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.type());
    void d.accept();
  });
  await page.reload({ waitUntil: 'load' });
  await page.getByRole('heading', { level: 1, name: 'Crear Artículo' }).waitFor();
  expect(dialogs).toEqual(['beforeunload']);
  await page.getByRole('button', { name: 'Recuperar borrador' }).click();
  expect(await field(page, 'Título').inputValue()).toBe('Borrador que no se pierde');
  expect(await field(page, 'Descripción').inputValue()).toBe('Texto a medio escribir');
  expect(await field(page, 'Slug').inputValue()).toBe('borrador-que-no-se-pierde');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('unsaved changes: a link or back/forward asks first; "stay" keeps the editor and its text, "leave" goes', async () => {
  s = await openSession();
  const page = await openEditor(s);
  const home = page.locator('header a[href="/"]').first();
  const path = () => page.evaluate(() => window.location.pathname);
  // Clean form: leaving asks nothing. Then back to the editor in the same document (an in-app history entry).
  await home.click();
  await page.waitForFunction(() => window.location.pathname === '/');
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Crear Artículo' }).waitFor();

  await field(page, 'Título').fill('Texto sin guardar');
  const asked: string[] = [];
  let answer = false;
  page.on('dialog', (d) => {
    asked.push(d.type());
    void (answer ? d.accept() : d.dismiss());
  });
  await home.click();
  expect(asked).toEqual(['confirm']);
  expect(await path()).toBe('/blog/new');
  // Forward to '/' (the browser's own history), "stay": the traversal is cancelled.
  await page.goForward({ timeout: 5000 }).catch(() => undefined);
  await page.waitForFunction(() => window.location.pathname === '/blog/new');
  expect(asked).toEqual(['confirm', 'confirm']);
  expect(await field(page, 'Título').inputValue()).toBe('Texto sin guardar');

  answer = true;
  await home.click();
  await page.waitForFunction(() => window.location.pathname === '/');
  expect(asked).toEqual(['confirm', 'confirm', 'confirm']);
  await s.close();
});

test("no byte of the editor on shoppers' pages; first-visit JavaScript of /blog/new", async () => {
  s = await openSession();
  const { page } = s;
  for (const path of ['/', '/blog']) {
    await s.goto(path);
    await page.locator('[data-boundary][data-boundary-label]').first().waitFor();
    await page.waitForLoadState('networkidle');
  }
  const editorFiles = s.requests.map((r) => new URL(r.url()).pathname).filter((p) => p.startsWith('/mfe/editor/'));
  expect(editorFiles).toEqual([]);
  await s.close();

  s = await openSession();
  await openEditor(s);
  await s.page.waitForLoadState('networkidle');
  const { shell, remote } = await firstLoadJs(s, 'editor');
  console.log(
    `first-load JS of /blog/new, gzip: shell ${kb(shell.gzip)} KB + editor ${kb(remote.gzip)} KB = ${kb(shell.gzip + remote.gzip)} KB; ` +
      `as sent (brotli): ${kb(shell.sent)} + ${kb(remote.sent)} = ${kb(shell.sent + remote.sent)} KB`,
  );
  expect(remote.gzip).toBeGreaterThan(0);
});
