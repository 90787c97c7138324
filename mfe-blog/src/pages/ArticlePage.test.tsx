import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCardFragmentProps, ProductStripFragmentProps } from '@ofertas/contracts/fragments';
import { FRAGMENT_LOADER_GLOBAL } from '@ofertas/contracts/federation';
import { SERVER_HEAD_ATTR } from '@ofertas/contracts/page-head';
import { inlineSite, makeArticle, summaryOf } from '../test/articles';
import { stubFetch } from '@ofertas/web-kit/test';
import { renderAt } from '../test/render';

const ARTICLE = makeArticle(7, {
  title: 'Black Friday 2024: guía para no pagar de más',
  slug: 'black-friday-2024',
  date: '2024-11-12',
  category: 'Eventos',
  author: 'Lucía Gómez',
  image: '/api/images/blog/black-friday-2024.svg',
  description: '<p>Todo lo que hay que saber del <a href="https://example.com/bf" rel="noopener nofollow">Black Friday</a>.</p>',
  tags: ['black friday', 'ahorro'],
  keySearch: 'portatil',
  content: [
    {
      section: 'Portátiles con descuento',
      text: '<p>Los portátiles bajan <em>mucho</em>.</p>',
      showProduct: true,
      showProductUrl: true,
      showProductCard: true,
      productUrl: 'https://www.awin1.com/pclick.php?p=1',
      urlImage: '/api/images/products/1-1.svg',
      productCard: 'portátil lenovo ideapad',
    },
    { section: 'Consejos finales', text: '<p>Compara precios.</p>', showProduct: false, showProductUrl: false, showProductCard: false, productUrl: '', urlImage: '', productCard: '' },
  ],
});

const cardProps: ProductCardFragmentProps[] = [];
const stripProps: ProductStripFragmentProps[] = [];

beforeEach(() => {
  cardProps.length = 0;
  stripProps.length = 0;
  window.scrollTo = jest.fn();
  inlineSite();
  document.title = 'Blog | Ofertas Flash';
  document.head.querySelectorAll('meta, link, script[type="application/ld+json"]').forEach((e) => e.remove());
  document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="sitio"><link rel="canonical" href="http://localhost/">');
  // The shell publishes this loader; the stand-in fragments record the props they get.
  (window as unknown as Record<string, unknown>)[FRAGMENT_LOADER_GLOBAL] = jest.fn(async (_remote: string, expose: string) => ({
    default:
      expose.endsWith('ProductCard')
        ? (p: ProductCardFragmentProps) => (cardProps.push(p), <p>tarjeta de producto</p>)
        : (p: ProductStripFragmentProps) => (stripProps.push(p), <h2>Te recomendamos estos productos</h2>),
  }));
});

test('a broken cover URL falls back to the placeholder image, once', async () => {
  stubFetch({ '/api/blog/black-friday-2024': { body: { ...ARTICLE, image: 'https://imagenes.example/no-existe.jpg' } } });
  renderAt('/blog/black-friday-2024');
  const cover = within((await screen.findByRole('heading', { level: 1, name: ARTICLE.title })).closest('article')!).getByRole('img', { name: ARTICLE.title });
  fireEvent.error(cover);
  expect(cover).toHaveAttribute('src', '/api/images/placeholder.svg');
  fireEvent.error(cover);
  expect(cover).toHaveAttribute('src', '/api/images/placeholder.svg');
});

test('fetched by slug: title, description HTML, category, author, Spanish date, cover fetched first, sections, tags', async () => {
  const { seen } = stubFetch({ '/api/blog/black-friday-2024': { body: ARTICLE } });
  renderAt('/blog/black-friday-2024');
  expect(screen.getByRole('status')).toHaveTextContent('Cargando artículo…');
  const h1 = await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
  const article = h1.closest('article')!;
  expect(seen.map((r) => r.url)).toEqual(['/api/blog/black-friday-2024']);
  expect(within(article).getByText('Eventos')).toBeInTheDocument();
  expect(within(article).getByText('Lucía Gómez')).toBeInTheDocument();
  expect(within(article).getByText('12 de noviembre de 2024')).toHaveAttribute('datetime', '2024-11-12');
  const cover = within(article).getByRole('img', { name: ARTICLE.title });
  // Lazy, as the spec asks: the served HTML preloads the cover with high priority (page-head.ts lcpImage), so
  // the browser already holds it when layout finds it in view.
  expect(cover).toHaveAttribute('loading', 'lazy');
  expect(cover).toHaveAttribute('src', ARTICLE.image);
  expect(within(article).getByRole('link', { name: 'Black Friday' })).toHaveAttribute('href', 'https://example.com/bf');
  expect(within(article).getByText('mucho').tagName).toBe('EM');
  expect(within(article).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Portátiles con descuento', 'Consejos finales', 'Etiquetas']);
  expect(within(within(article).getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['black friday', 'ahorro']);
  const crumbs = screen.getByRole('navigation', { name: 'Migas de pan' });
  expect(within(crumbs).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' }));
});

test('product block: image, "Ir a la oferta" in a new tab (sponsored), similar products search, matched card; strip of 8', async () => {
  stubFetch({ '/api/blog/black-friday-2024': { body: ARTICLE } });
  const { router } = renderAt('/blog/black-friday-2024');
  const block = await screen.findByRole('complementary', { name: 'Producto: Portátiles con descuento' });
  expect(within(block).getByRole('img', { name: 'Portátiles con descuento' })).toHaveAttribute('src', '/api/images/products/1-1.svg');
  const go = within(block).getByRole('link', { name: /^Ir a la oferta/ });
  expect(go).toHaveAttribute('href', 'https://www.awin1.com/pclick.php?p=1');
  expect(go).toHaveAttribute('target', '_blank');
  expect(go).toHaveAttribute('rel', 'sponsored noopener');
  // 'Subir' (the shell's floating button) moves off the block's buttons instead of covering them at 390 px.
  expect(go.closest('[data-keep-clear]')).toBe(within(block).getByRole('link', { name: 'Buscar productos similares' }).closest('[data-keep-clear]'));
  expect(go.closest('[data-keep-clear]')).not.toBeNull();
  expect(await within(block).findByText('tarjeta de producto')).toBeInTheDocument();
  expect(cardProps[0]).toEqual({ search: 'portátil lenovo ideapad', matchText: 'portátil lenovo ideapad', headingLevel: 3 });
  expect(await screen.findByRole('heading', { name: 'Te recomendamos estos productos' })).toBeInTheDocument();
  expect(stripProps[0]).toEqual({ search: 'portatil', limit: 8 });
  // a section without product fields has no block
  expect(screen.getAllByRole('complementary')).toHaveLength(1);
  await userEvent.click(within(block).getByRole('link', { name: 'Buscar productos similares' }));
  // The heading's key words (as the related-offers rule picks them), not the whole heading.
  expect(router.state.location.pathname).toBe('/ofertas/portatiles-descuento');
});

test('head: title, description, canonical /blog/{slug}, social tags and BlogPosting JSON-LD; removed on leave', async () => {
  stubFetch({ '/api/blog/black-friday-2024': { body: ARTICLE } });
  const { router } = renderAt('/black-friday-2024');
  await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
  await waitFor(() => expect(document.title).toBe(`${ARTICLE.title} | Ofertas Flash`));
  const meta = (sel: string) => document.head.querySelector<HTMLMetaElement>(sel)?.content;
  expect(meta('meta[name="description"]')).toBe('Todo lo que hay que saber del Black Friday.');
  expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).toBe('http://localhost/blog/black-friday-2024');
  expect(meta('meta[property="og:title"]')).toBe(ARTICLE.title);
  expect(meta('meta[property="og:type"]')).toBe('article');
  expect(meta('meta[property="og:image"]')).toBe('http://localhost/api/images/blog/black-friday-2024.svg');
  expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!) as Record<string, unknown>;
  expect(ld).toMatchObject({
    '@type': 'BlogPosting',
    headline: ARTICLE.title,
    datePublished: '2024-11-12',
    author: { '@type': 'Person', name: 'Lucía Gómez' },
    publisher: { '@type': 'Organization', name: 'Ofertas Flash' },
    mainEntityOfPage: { '@id': 'http://localhost/blog/black-friday-2024' },
  });
  await act(() => router.navigate('/'));
  expect(document.title).toBe('Blog | Ofertas Flash');
  expect(meta('meta[name="description"]')).toBe('sitio');
  expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  // The canonical it replaced described the page before; the next page sets its own (web-kit applyHead).
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
});

test('head opened directly: the served tags of the same keys are replaced, not doubled; the served JSON-LD describes it and stays alone', async () => {
  const served = (html: string) => {
    const t = document.createElement('template');
    t.innerHTML = html;
    const el = t.content.firstElementChild!;
    el.setAttribute(SERVER_HEAD_ATTR, '');
    document.head.appendChild(el);
  };
  served('<meta property="og:title" content="servido">');
  served('<meta name="twitter:title" content="servido">');
  served('<meta property="article:published_time" content="2024-11-12">');
  served('<script type="application/ld+json">{"@type":"BlogPosting","headline":"servido"}</script>');
  served('<script type="application/ld+json">{"@type":"BreadcrumbList","itemListElement":[]}</script>');
  stubFetch({ '/api/blog/black-friday-2024': { body: ARTICLE } });
  renderAt('/blog/black-friday-2024');
  await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
  await waitFor(() => expect(document.title).toBe(`${ARTICLE.title} | Ofertas Flash`));
  for (const sel of ['meta[property="og:title"]', 'meta[name="twitter:title"]', 'meta[property="article:published_time"]']) {
    expect(document.head.querySelectorAll(sel)).toHaveLength(1);
  }
  expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')!.content).toBe(ARTICLE.title);
  // One BlogPosting (the server's, built by the same contracts function) and the served breadcrumbs.
  const types = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((el) => (JSON.parse(el.textContent!) as { '@type': string })['@type']);
  expect(types).toEqual(['BlogPosting', 'BreadcrumbList']);
});

test('from the loaded list: summary parts at once, sections after one fetch by slug, never fetched again on the way back', async () => {
  const list = [summaryOf(makeArticle(2, { date: '2024-10-01' })), summaryOf(ARTICLE)];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const { seen } = stubFetch({
    '/api/blog': { body: list },
    '/api/blog/black-friday-2024': async () => (await held, { body: ARTICLE }),
  });
  const { router } = renderAt('/blog');
  await userEvent.click(await screen.findByRole('link', { name: ARTICLE.title }));
  // Before the full article answers: title, category, author, date, cover, description, tags and head.
  const h1 = await screen.findByRole('heading', { level: 1, name: ARTICLE.title });
  const article = h1.closest('article')!;
  expect(within(article).getByText('Lucía Gómez')).toBeInTheDocument();
  expect(within(article).getByText('12 de noviembre de 2024')).toBeInTheDocument();
  expect(within(article).getByRole('img', { name: ARTICLE.title })).toHaveAttribute('src', ARTICLE.image);
  expect(within(article).getByRole('link', { name: 'Black Friday' })).toHaveAttribute('href', 'https://example.com/bf');
  expect(within(within(article).getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem')).toHaveLength(2);
  await waitFor(() => expect(document.title).toBe(`${ARTICLE.title} | Ofertas Flash`));
  expect(within(article).getByRole('status')).toHaveTextContent('Cargando artículo…');
  expect(within(article).queryByRole('heading', { name: 'Portátiles con descuento' })).toBeNull();
  expect(seen.map((r) => r.url)).toEqual(['/api/blog', '/api/blog/black-friday-2024']);

  release();
  expect(await within(article).findByRole('heading', { level: 2, name: 'Portátiles con descuento' })).toBeInTheDocument();
  expect(within(article).queryByRole('status')).toBeNull();

  // Back to the list (fetched again, as every visit of /blog) and into the same article: kept, no fetch.
  await act(() => router.navigate('/blog'));
  await userEvent.click(await screen.findByRole('link', { name: ARTICLE.title }));
  const again = (await screen.findByRole('heading', { level: 1, name: ARTICLE.title })).closest('article')!;
  expect(within(again).getByRole('heading', { level: 2, name: 'Portátiles con descuento' })).toBeInTheDocument();
  expect(seen.map((r) => r.url).filter((c) => c === '/api/blog/black-friday-2024')).toHaveLength(1);
});

test('a kept article older than the newly loaded list is fetched again; author defaults to the site setting', async () => {
  let version = 1;
  const article = () => makeArticle(2, { date: '2024-10-01', updatedAt: `2024-10-0${version}T10:00:00.000Z`, description: `<p>Versión ${version}</p>` });
  const { seen } = stubFetch({ '/api/blog': () => ({ body: [summaryOf(article())] }), '/api/blog/articulo-de-prueba-2': () => ({ body: article() }) });
  const { router } = renderAt('/blog');
  await userEvent.click(await screen.findByRole('link', { name: 'Artículo de prueba 2' }));
  const h1 = await screen.findByRole('heading', { level: 1, name: 'Artículo de prueba 2' });
  expect(within(h1.closest('article')!).getByText('Equipo de Ofertas Flash')).toBeInTheDocument();
  await waitFor(() => expect(seen.map((r) => r.url)).toEqual(['/api/blog', '/api/blog/articulo-de-prueba-2']));
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());

  version = 2; // the author saved meanwhile: the list now names a newer change
  await act(() => router.navigate('/blog'));
  await userEvent.click(await screen.findByRole('link', { name: 'Artículo de prueba 2' }));
  expect(await screen.findByText('Versión 2')).toBeInTheDocument();
  await waitFor(() => expect(seen.map((r) => r.url).filter((c) => c === '/api/blog/articulo-de-prueba-2')).toHaveLength(2));
});

test('a missing article goes to /error', async () => {
  stubFetch({});
  renderAt('/blog/no-existe');
  expect(await screen.findByText('página de error')).toBeInTheDocument();
});

test('the catch-all with a path that cannot be a slug goes to /error without asking the server', async () => {
  const { seen } = stubFetch({});
  renderAt('/Ofertas_Raras');
  expect(await screen.findByText('página de error')).toBeInTheDocument();
  expect(seen.map((r) => r.url)).toEqual([]);
});

test('a load error goes to /error', async () => {
  stubFetch({ '/api/blog/roto': { status: 200, body: { nada: true } } });
  renderAt('/roto');
  expect(await screen.findByText('página de error')).toBeInTheDocument();
});
