import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EDITOR_MESSAGES } from '@ofertas/contracts/editor';
import {
  ARTICLE_CREATED,
  ARTICLE_CREATE_ERROR,
  ARTICLE_DELETED,
  ARTICLE_UPDATED,
  CONFIRM_DELETE,
  WRONG_PASSWORD,
} from '@ofertas/contracts/messages';
import { tagProblem } from '../components/TagsField';
import { DRAFT_KEY } from '../lib/draft';
import { UI } from '../lib/messages';
import { listedArticle, sourceArticle, storedArticle } from '../test/articles';
import { stubFetch, type StubRoute as Route } from '@ofertas/web-kit/test';
import { renderEditor } from '../test/render';

const SESSION_OFF: Route = { body: { authenticated: false } };
const SESSION_ON: Route = { body: { authenticated: true, expiresAt: '2026-11-24T10:00:00.000Z' } };
const LIST: Route = { body: [listedArticle()] };

let confirmSpy: jest.SpyInstance;
let clicked: string[];
beforeEach(() => {
  localStorage.clear();
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
  clicked = [];
  // The {slug}.json download: jsdom has no object URLs and does not follow anchor clicks.
  URL.createObjectURL = jest.fn(() => 'blob:articulo');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

const writes = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method !== 'GET' && c.path !== '/api/blog/session');

async function fillRequired(user: ReturnType<typeof userEvent.setup>, password = 'clave') {
  await user.type(screen.getByLabelText('Título'), 'Ofertas de Navidad');
  await user.type(screen.getByLabelText('Categoría'), 'Ahorro');
  await user.type(screen.getByLabelText('key Search'), 'regalos');
  if (password !== '') await user.type(screen.getByLabelText('Password'), password);
}

test('required fields are checked before anything is sent, with their Spanish messages', async () => {
  const { seen: calls } = stubFetch({ '/api/blog': LIST, '/api/blog/session': SESSION_OFF });
  const user = userEvent.setup();
  renderEditor();
  expect(screen.getByRole('heading', { level: 1, name: 'Crear Artículo' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  for (const msg of ['Título es obligatorio', 'Slug es obligatorio', 'Categoría es obligatoria', 'key Search es obligatoria', 'Password es obligatoria']) {
    expect(await screen.findByText(msg)).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Título')).toHaveAttribute('aria-invalid', 'true');
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

test('every control has a label; the slug follows the title until typed by hand', async () => {
  stubFetch({ '/api/blog': LIST });
  const user = userEvent.setup();
  const { container } = renderEditor();
  for (const el of container.querySelectorAll('input, textarea, select')) {
    expect((el as HTMLInputElement).labels?.length ?? 0).toBeGreaterThan(0);
  }
  await user.type(screen.getByLabelText('Título'), 'Rebajas de Año Nuevo: ¡ya!');
  expect(screen.getByLabelText('Slug')).toHaveValue('rebajas-de-ano-nuevo-ya');
  await user.clear(screen.getByLabelText('Slug'));
  await user.type(screen.getByLabelText('Slug'), 'mi-slug');
  await user.type(screen.getByLabelText('Título'), ' más');
  expect(screen.getByLabelText('Slug')).toHaveValue('mi-slug');
});

test('tags: Enter or the button adds, empty is not added, Enter never submits, × removes', async () => {
  const { seen: calls } = stubFetch({ '/api/blog': LIST });
  const user = userEvent.setup();
  renderEditor();
  const input = screen.getByLabelText(UI.tagInput);
  await user.type(input, 'navidad{Enter}');
  await user.type(input, '   {Enter}');
  await user.type(input, 'regalos');
  await user.click(screen.getByRole('button', { name: UI.addTag }));
  const list = screen.getByRole('list', { name: UI.tags });
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['navidad×', 'regalos×']);
  await user.click(screen.getByRole('button', { name: UI.removeTag('navidad') }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  // Enter did not submit: no required-field messages, nothing sent.
  expect(screen.queryByText('Título es obligatorio')).toBeNull();
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

test('a wrong password shows the SPEC message and nothing is saved; the form is kept', async () => {
  const { seen: calls } = stubFetch({
    '/api/blog': LIST,
    'GET /api/blog/session': SESSION_OFF,
    'POST /api/blog/session': { status: 401, body: { statusCode: 401, message: WRONG_PASSWORD } },
  });
  const user = userEvent.setup();
  renderEditor();
  await fillRequired(user, 'mala');
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(await screen.findByText(WRONG_PASSWORD)).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'POST' && c.path === '/api/blog/session')?.body).toEqual({ password: 'mala' });
  expect(writes(calls)).toEqual([]);
  expect(screen.getByLabelText('Título')).toHaveValue('Ofertas de Navidad');
});

test('429 after too many tries shows the server message', async () => {
  stubFetch({
    '/api/blog': LIST,
    'GET /api/blog/session': SESSION_OFF,
    'POST /api/blog/session': { status: 429, body: { statusCode: 429, message: EDITOR_MESSAGES.tooManyAttempts } },
  });
  const user = userEvent.setup();
  renderEditor();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(await screen.findByText(EDITOR_MESSAGES.tooManyAttempts)).toBeInTheDocument();
});

test('create: logs in, posts the Markdown, downloads {slug}.json, says so and resets the form', async () => {
  const { seen: calls } = stubFetch({
    '/api/blog': LIST,
    'GET /api/blog/session': SESSION_OFF,
    'POST /api/blog/session': { status: 204 },
    'POST /api/blog/new': ({ body }) => ({ status: 201, body: storedArticle({ ...(body as object), id: 'n1', slug: 'ofertas-de-navidad', description: '<p>x</p>' }) }),
  });
  const user = userEvent.setup();
  renderEditor();
  await fillRequired(user);
  await user.type(screen.getByLabelText('Descripción'), '**Hola**');
  await user.click(screen.getByRole('button', { name: UI.addSection }));
  await user.type(screen.getByLabelText(UI.sectionHeading), 'Primera');
  await user.click(screen.getByLabelText(UI.showProductCard));
  await user.type(screen.getByLabelText(UI.sectionProductCard), 'cafetera');
  await user.type(screen.getByLabelText(UI.tagInput), 'navidad{Enter}');
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(await screen.findByText(ARTICLE_CREATED)).toBeInTheDocument();
  const post = calls.find((c) => c.path === '/api/blog/new');
  expect(post?.body).toEqual({
    title: 'Ofertas de Navidad',
    slug: 'ofertas-de-navidad',
    description: '**Hola**',
    category: 'Ahorro',
    image: '',
    content: [
      { section: 'Primera', text: '', productUrl: '', urlImage: '', productCard: 'cafetera', showProduct: false, showProductUrl: false, showProductCard: true },
    ],
    tags: ['navidad'],
    keySearch: 'regalos',
  });
  expect(JSON.stringify(post?.body)).not.toContain('clave');
  expect(clicked).toEqual(['ofertas-de-navidad.json']);
  expect(screen.getByLabelText('Título')).toHaveValue('');
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

test('a refused create shows the SPEC failure with the server reason and keeps every field', async () => {
  stubFetch({
    '/api/blog': LIST,
    'GET /api/blog/session': SESSION_ON,
    'POST /api/blog/new': { status: 409, body: { statusCode: 409, message: EDITOR_MESSAGES.duplicateSlug } },
  });
  const user = userEvent.setup();
  renderEditor();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(await screen.findByText(`${ARTICLE_CREATE_ERROR}: ${EDITOR_MESSAGES.duplicateSlug}`)).toBeInTheDocument();
  expect(screen.getByLabelText('Título')).toHaveValue('Ofertas de Navidad');
  expect(screen.getByLabelText('Password')).toHaveValue('clave');
  expect(clicked).toEqual([]);
});

test('a body over the server limit (413, English) is reported in Spanish', async () => {
  stubFetch({
    '/api/blog': LIST,
    'GET /api/blog/session': SESSION_ON,
    'POST /api/blog/new': { status: 413, body: { statusCode: 413, message: 'Request body is too large' } },
  });
  const user = userEvent.setup();
  renderEditor();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(await screen.findByText(`${ARTICLE_CREATE_ERROR}: Imagen de portada: la portada no puede superar 2 MB`)).toBeInTheDocument();
});

test('pick → every field filled → update sends id and version → success resets to create mode', async () => {
  const { seen: calls } = stubFetch({
    '/api/blog': LIST,
    '/api/blog/como-ahorrar-en-la-compra/source': { body: sourceArticle() },
    'GET /api/blog/session': SESSION_ON,
    'PUT /api/blog/': ({ body }) => ({ body: storedArticle({ ...(body as object), version: 5 }) }),
  });
  const user = userEvent.setup();
  renderEditor();
  await user.type(screen.getByLabelText(UI.pickerLabel), 'como-ahorrar-en-la-compra{Enter}');
  expect(await screen.findByText('Blog encontrado: como-ahorrar-en-la-compra')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Editar Artículo' })).toBeInTheDocument();
  expect(screen.getByLabelText('Título')).toHaveValue('Cómo ahorrar en la compra');
  expect(screen.getByLabelText('Slug')).toHaveValue('como-ahorrar-en-la-compra');
  expect(screen.getByLabelText('Descripción')).toHaveValue('**Consejos** para ahorrar');
  expect(screen.getByLabelText('Categoría')).toHaveValue('Ahorro');
  expect(screen.getByLabelText(UI.coverUrlLabel)).toHaveValue('/api/images/blog/abc.png');
  expect(screen.getByLabelText(UI.sectionHeading)).toHaveValue('Lista de la compra');
  expect(screen.getByLabelText(UI.sectionText)).toHaveValue('- leche\n- pan');
  expect(screen.getByLabelText(UI.sectionProductUrl)).toHaveValue('https://tienda.example/p/1');
  expect(screen.getByLabelText(UI.sectionImageUrl)).toHaveValue('https://tienda.example/p/1.jpg');
  expect(screen.getByLabelText(UI.sectionProductCard)).toHaveValue('cafetera espresso');
  expect(screen.getByLabelText(UI.showProduct)).toBeChecked();
  expect(screen.getByLabelText(UI.showProductUrl)).not.toBeChecked();
  expect(screen.getByLabelText(UI.showProductCard)).toBeChecked();
  expect(screen.getByLabelText('key Search')).toHaveValue('supermercado');
  expect(within(screen.getByRole('list', { name: UI.tags })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['ahorro×', 'compra×']);
  // Editing the title does not move a loaded slug.
  await user.type(screen.getByLabelText('Título'), ' (2026)');
  expect(screen.getByLabelText('Slug')).toHaveValue('como-ahorrar-en-la-compra');
  await user.type(screen.getByLabelText('Password'), 'clave');
  await user.click(screen.getByRole('button', { name: UI.submitUpdate }));
  expect(await screen.findByText(ARTICLE_UPDATED)).toBeInTheDocument();
  const put = calls.find((c) => c.method === 'PUT');
  expect(put?.body).toMatchObject({ id: 'a1', version: 4, title: 'Cómo ahorrar en la compra (2026)', slug: 'como-ahorrar-en-la-compra' });
  // Authenticated already: no login request.
  expect(calls.some((c) => c.method === 'POST' && c.path === '/api/blog/session')).toBe(false);
  expect(screen.getByRole('heading', { level: 1, name: 'Crear Artículo' })).toBeInTheDocument();
  expect(screen.getByLabelText('Título')).toHaveValue('');
});

test('a slug that does not exist says Blog no encontrado', async () => {
  stubFetch({ '/api/blog': LIST });
  const user = userEvent.setup();
  renderEditor();
  await user.type(screen.getByLabelText(UI.pickerLabel), 'no-existe');
  await user.click(screen.getByRole('button', { name: UI.pickerOpen }));
  expect(await screen.findByText('Blog no encontrado: no-existe')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Crear Artículo' })).toBeInTheDocument();
});

test('delete asks first; confirmed, it deletes the loaded version and resets; Crear Nuevo Blog clears', async () => {
  const { seen: calls } = stubFetch({
    '/api/blog': LIST,
    '/api/blog/como-ahorrar-en-la-compra/source': { body: sourceArticle() },
    'GET /api/blog/session': SESSION_ON,
    'DELETE /api/blog/a1': { body: storedArticle() },
  });
  const user = userEvent.setup();
  renderEditor();
  expect(screen.queryByRole('button', { name: 'Eliminar Artículo' })).toBeNull();
  await user.type(screen.getByLabelText(UI.pickerLabel), 'como-ahorrar-en-la-compra{Enter}');
  await screen.findByText('Blog encontrado: como-ahorrar-en-la-compra');
  confirmSpy.mockReturnValueOnce(false);
  await user.click(screen.getByRole('button', { name: 'Eliminar Artículo' }));
  expect(confirmSpy).toHaveBeenLastCalledWith(CONFIRM_DELETE);
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Eliminar Artículo' }));
  expect(await screen.findByText(ARTICLE_DELETED)).toBeInTheDocument();
  expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/blog/a1?version=4');
  expect(screen.getByRole('heading', { level: 1, name: 'Crear Artículo' })).toBeInTheDocument();

  await user.type(screen.getByLabelText(UI.pickerLabel), '{Enter}');
  await user.type(screen.getByLabelText('Título'), 'Algo');
  await user.click(screen.getByRole('button', { name: 'Crear Nuevo Blog' }));
  expect(screen.getByLabelText('Título')).toHaveValue('');
});

test('the form is kept as a draft while typing and offered back on the next visit (never the password)', async () => {
  stubFetch({ '/api/blog': LIST });
  const user = userEvent.setup();
  const first = renderEditor();
  await user.type(screen.getByLabelText('Título'), 'Borrador importante');
  await user.type(screen.getByLabelText('Password'), 'secreta');
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Borrador importante'), { timeout: 3000 });
  expect(localStorage.getItem(DRAFT_KEY)).not.toContain('secreta');
  first.unmount();

  renderEditor();
  expect(screen.getByLabelText('Título')).toHaveValue('');
  await user.click(screen.getByRole('button', { name: UI.draftRecover }));
  expect(screen.getByLabelText('Título')).toHaveValue('Borrador importante');
  expect(screen.getByLabelText('Slug')).toHaveValue('borrador-importante');
  expect(screen.queryByRole('button', { name: UI.draftRecover })).toBeNull();
});

test('leaving with unsaved changes asks first; staying keeps the page', async () => {
  stubFetch({ '/api/blog': LIST });
  const user = userEvent.setup();
  const { router } = renderEditor();
  const leave = screen.getByRole('link', { name: 'Ir al blog' });
  await user.type(screen.getByLabelText('Título'), 'Sin guardar');
  confirmSpy.mockReturnValueOnce(false);
  await user.click(leave);
  expect(confirmSpy).toHaveBeenCalledWith(UI.leaveConfirm);
  expect(router.state.location.pathname).toBe('/blog/new');
  // Another form (the header's search) is leaving too; the editor's own form is not.
  confirmSpy.mockReturnValueOnce(false);
  await user.click(screen.getByRole('button', { name: 'Buscar fuera' }));
  expect(confirmSpy).toHaveBeenCalledTimes(2);
  expect(router.state.location.pathname).toBe('/blog/new');
  expect(screen.getByLabelText('Título')).toHaveValue('Sin guardar');
  await user.click(leave);
  expect(confirmSpy).toHaveBeenCalledTimes(3);
  await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
});

test('a clean form leaves without asking', async () => {
  stubFetch({ '/api/blog': LIST });
  const user = userEvent.setup();
  const { router } = renderEditor();
  await screen.findByLabelText('Título');
  await user.click(screen.getByRole('link', { name: 'Ir al blog' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
  expect(confirmSpy).not.toHaveBeenCalledWith(UI.leaveConfirm);
});

test('a stale update (409) keeps edit mode and every field; deleting without session nor password asks for it', async () => {
  const { seen: calls } = stubFetch({
    '/api/blog': LIST,
    '/api/blog/como-ahorrar-en-la-compra/source': { body: sourceArticle() },
    'GET /api/blog/session': SESSION_OFF,
    'POST /api/blog/session': { status: 204 },
    'PUT /api/blog/': { status: 409, body: { statusCode: 409, message: EDITOR_MESSAGES.staleVersion } },
  });
  const user = userEvent.setup();
  renderEditor();
  await user.type(screen.getByLabelText(UI.pickerLabel), 'como-ahorrar-en-la-compra{Enter}');
  await screen.findByText('Blog encontrado: como-ahorrar-en-la-compra');
  await user.click(screen.getByRole('button', { name: 'Eliminar Artículo' }));
  expect(await screen.findByText(`Error al eliminar el artículo: ${EDITOR_MESSAGES.loginRequired}`)).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

  await user.type(screen.getByLabelText('Título'), ' bis');
  await user.type(screen.getByLabelText('Password'), 'clave');
  await user.click(screen.getByRole('button', { name: UI.submitUpdate }));
  expect(await screen.findByText(`Error al actualizar el artículo: ${EDITOR_MESSAGES.staleVersion}`)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Editar Artículo' })).toBeInTheDocument();
  expect(screen.getByLabelText('Título')).toHaveValue('Cómo ahorrar en la compra bis');
  expect(screen.getByLabelText(UI.sectionText)).toHaveValue('- leche\n- pan');
});

test('Tab and Shift+Tab leave a Markdown field (no keyboard trap); the rest of the form is reachable', async () => {
  stubFetch({ '/api/blog': LIST, '/api/blog/session': SESSION_OFF });
  const user = userEvent.setup();
  renderEditor();
  const description = screen.getByLabelText('Descripción');
  await user.click(description);
  await user.type(description, 'Hola');
  await user.tab();
  expect(description).not.toHaveFocus();
  expect(description).toHaveValue('Hola');
  // Onwards to Categoría, the next field of the form.
  for (let i = 0; i < 10 && document.activeElement !== screen.getByLabelText('Categoría'); i++) await user.tab();
  expect(screen.getByLabelText('Categoría')).toHaveFocus();
  await user.click(description);
  await user.tab({ shift: true });
  expect(description).not.toHaveFocus();
  expect(description).toHaveValue('Hola');
});

test('Ctrl+] and Ctrl+[ indent and outdent the lines instead of Tab', async () => {
  stubFetch({ '/api/blog': LIST, '/api/blog/session': SESSION_OFF });
  const user = userEvent.setup();
  renderEditor();
  const description = screen.getByLabelText('Descripción');
  await user.type(description, '- uno');
  await user.keyboard('{Control>}]{/Control}');
  expect(description).toHaveValue('    - uno');
  await user.keyboard('{Control>}[[{/Control}');
  expect(description).toHaveValue('- uno');
});

test('tags: the 31st and one over 50 characters are refused in Spanish; inputs carry the contract limits', async () => {
  const { seen: calls } = stubFetch({ '/api/blog': LIST, '/api/blog/session': SESSION_OFF });
  const user = userEvent.setup();
  renderEditor();
  const input = screen.getByLabelText(UI.tagInput);
  expect(input).toHaveAttribute('maxLength', '50');
  for (let i = 1; i <= 30; i++) await user.type(input, `t${i}{Enter}`);
  await user.type(input, 't31{Enter}');
  expect(await screen.findByText('Como máximo 30 etiquetas')).toBeInTheDocument();
  expect(within(screen.getByRole('list', { name: UI.tags })).getAllByRole('listitem')).toHaveLength(30);
  expect(input).toHaveValue('t31');
  expect(tagProblem([], 'a'.repeat(51))).toBe('Cada etiqueta admite como máximo 50 caracteres');
  expect(tagProblem([], 'a'.repeat(50))).toBeNull();
  await user.click(screen.getByRole('button', { name: UI.addSection }));
  expect(screen.getByLabelText(UI.sectionHeading)).toHaveAttribute('maxLength', '200');
  expect(screen.getByLabelText(UI.sectionProductCard)).toHaveAttribute('maxLength', '200');
  expect(screen.getByLabelText('Título')).toHaveAttribute('maxLength', '200');
  expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
});

test('a reserved slug is refused before sending', async () => {
  const { seen: calls } = stubFetch({ '/api/blog': LIST, 'GET /api/blog/session': SESSION_ON });
  const user = userEvent.setup();
  renderEditor();
  await fillRequired(user);
  await user.clear(screen.getByLabelText('Slug'));
  await user.type(screen.getByLabelText('Slug'), 'session');
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(await screen.findByText(UI.slugReserved)).toBeInTheDocument();
  expect(writes(calls)).toEqual([]);
});

test("a server 400 is shown with the contracts' Spanish reasons, placed by section or tag", async () => {
  stubFetch({
    '/api/blog': LIST,
    'GET /api/blog/session': SESSION_ON,
    'POST /api/blog/new': {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'tags.1: Cada etiqueta admite como máximo 50 caracteres; content.0.section: Encabezado de la sección: máximo 200 caracteres',
        issues: [
          { path: 'tags.1', message: 'Cada etiqueta admite como máximo 50 caracteres' },
          { path: 'content.0.section', message: 'Encabezado de la sección: máximo 200 caracteres' },
        ],
      },
    },
  });
  const user = userEvent.setup();
  renderEditor();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(
    await screen.findByText(
      `${ARTICLE_CREATE_ERROR}: Cada etiqueta admite como máximo 50 caracteres (etiqueta 2); Encabezado de la sección: máximo 200 caracteres (sección 1)`,
    ),
  ).toBeInTheDocument();
});

test('with a session open, neither creating nor updating asks for the Password', async () => {
  const { seen: calls } = stubFetch({
    '/api/blog': LIST,
    '/api/blog/como-ahorrar-en-la-compra/source': { body: sourceArticle() },
    'GET /api/blog/session': SESSION_ON,
    'POST /api/blog/new': ({ body }) => ({ status: 201, body: storedArticle({ ...(body as object), id: 'n1', slug: 'ofertas-de-navidad' }) }),
    'PUT /api/blog/': ({ body }) => ({ body: storedArticle({ ...(body as object), version: 5 }) }),
  });
  const user = userEvent.setup();
  renderEditor();
  await fillRequired(user, '');
  await waitFor(() => expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-required'));
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(await screen.findByText(ARTICLE_CREATED)).toBeInTheDocument();
  await user.type(screen.getByLabelText(UI.pickerLabel), 'como-ahorrar-en-la-compra{Enter}');
  await screen.findByText('Blog encontrado: como-ahorrar-en-la-compra');
  await user.click(screen.getByRole('button', { name: UI.submitUpdate }));
  expect(await screen.findByText(ARTICLE_UPDATED)).toBeInTheDocument();
  expect(screen.queryByText(/Password es obligatori/)).toBeNull();
  expect(writes(calls).map((c) => c.method)).toEqual(['POST', 'PUT']);
  expect(calls.some((c) => c.method === 'POST' && c.path === '/api/blog/session')).toBe(false);
});

test('editing never requires the Password in the form, even without a session', async () => {
  stubFetch({
    '/api/blog': LIST,
    '/api/blog/como-ahorrar-en-la-compra/source': { body: sourceArticle() },
    'GET /api/blog/session': SESSION_OFF,
  });
  const user = userEvent.setup();
  renderEditor();
  await user.type(screen.getByLabelText(UI.pickerLabel), 'como-ahorrar-en-la-compra{Enter}');
  await screen.findByText('Blog encontrado: como-ahorrar-en-la-compra');
  expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-required');
  await user.click(screen.getByRole('button', { name: UI.submitUpdate }));
  // The server still needs a login: the reason says so under the field, not as a required-field error.
  expect(await screen.findByText(EDITOR_MESSAGES.loginRequired)).toBeInTheDocument();
  expect(screen.queryByText(/Password es obligatori/)).toBeNull();
});

test('a new attempt clears the last result: no old success beside new field errors', async () => {
  stubFetch({
    '/api/blog': LIST,
    'GET /api/blog/session': SESSION_ON,
    'POST /api/blog/new': ({ body }) => ({ status: 201, body: storedArticle({ ...(body as object), id: 'n1', slug: 'ofertas-de-navidad' }) }),
  });
  const user = userEvent.setup();
  renderEditor();
  await fillRequired(user);
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(await screen.findByText(ARTICLE_CREATED)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: UI.submitCreate }));
  expect(await screen.findByText('Título es obligatorio')).toBeInTheDocument();
  expect(screen.queryByText(ARTICLE_CREATED)).toBeNull();
});
