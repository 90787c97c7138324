import { SERVER_HEAD_ATTR } from '@ofertas/contracts/page-head';
import { absoluteUrl, applyHead } from './head';

const OWNER = { mark: 'data-test-head', fallbackSuffix: ' | Sitio' };
const metas = (selector: string) => [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((m) => m.content);
const canonicals = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href);

/** The head a page opened directly arrives with: the server's tags, marked as the server's. */
function servedHead(): void {
  document.head.innerHTML = `
    <meta name="description" content="La del servidor">
    <link rel="canonical" href="https://ofertas.example/servido" ${SERVER_HEAD_ATTR}>
    <meta property="og:title" content="Servido" ${SERVER_HEAD_ATTR}>
    <script type="application/ld+json" ${SERVER_HEAD_ATTR}>{"@type":"BlogPosting"}</script>`;
  document.title = 'Servido | Ofertas Flash';
}

beforeEach(servedHead);

test('replaces the served tags of the same keys instead of doubling them, keeping the site suffix', () => {
  applyHead(
    {
      title: 'Mi página',
      description: 'La mía',
      canonical: 'https://ofertas.example/mia',
      meta: { 'og:title': 'Mía', 'article:section': 'Ahorro', 'product:price:amount': '9.99', 'twitter:card': 'summary', 'og:image': undefined },
      jsonLd: { '@type': 'Product' },
    },
    OWNER,
  );
  expect(document.title).toBe('Mi página | Ofertas Flash');
  expect(metas('meta[name="description"]')).toEqual(['La mía']);
  expect(canonicals()).toEqual(['https://ofertas.example/mia']);
  expect(metas('meta[property="og:title"]')).toEqual(['Mía']);
  expect(metas('meta[property="article:section"]')).toEqual(['Ahorro']);
  expect(metas('meta[property="product:price:amount"]')).toEqual(['9.99']);
  expect(metas('meta[name="twitter:card"]')).toEqual(['summary']);
  expect(document.head.querySelectorAll('meta[property="og:image"]')).toHaveLength(0);
  // The served block is of another kind than the page's: both stay.
  const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent);
  expect(ld).toEqual(['{"@type":"BlogPosting"}', '{"@type":"Product"}']);
  // The served description is reused, not doubled: six added elements, not seven.
  expect(document.head.querySelectorAll('[data-test-head]')).toHaveLength(6);
});

test('the cleanup removes what it added and puts back the title and description', () => {
  const cleanup = applyHead({ title: 'Mi página', description: 'La mía', canonical: 'https://ofertas.example/mia', meta: { 'og:title': 'Mía' } }, OWNER);
  cleanup();
  expect(document.title).toBe('Servido | Ofertas Flash');
  expect(metas('meta[name="description"]')).toEqual(['La del servidor']);
  expect(canonicals()).toEqual([]);
  expect(document.head.querySelectorAll('[data-test-head]')).toHaveLength(0);
});

test('tags it is not given stay as they are; a title without a suffix gets the fallback one', () => {
  document.title = 'Sin sufijo';
  const cleanup = applyHead({ title: 'Lista', jsonLd: [{ '@type': 'ItemList' }] }, OWNER);
  expect(document.title).toBe('Lista | Sitio');
  expect(canonicals()).toEqual(['https://ofertas.example/servido']);
  expect(metas('meta[name="description"]')).toEqual(['La del servidor']);
  cleanup();
  expect(document.title).toBe('Sin sufijo');
  expect(canonicals()).toEqual(['https://ofertas.example/servido']);
});

test('JSON-LD cannot close its script element, and a path becomes an absolute URL on this origin', () => {
  applyHead({ jsonLd: { name: '</script><script>alert(1)</script>' } }, OWNER);
  expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).not.toContain('</script>');
  expect(absoluteUrl('/blog/x')).toBe(`${window.location.origin}/blog/x`);
});

test("served JSON-LD of a kind the page also writes is kept and the page's own of that kind left out", () => {
  applyHead({ jsonLd: [{ '@type': 'BlogPosting', headline: 'del navegador' }, { '@type': 'BreadcrumbList' }] }, OWNER);
  const ld = [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent);
  expect(ld).toEqual(['{"@type":"BlogPosting"}', '{"@type":"BreadcrumbList"}']);
});

test('canonical URLs name the public origin the server inlines with the site settings', () => {
  document.head.insertAdjacentHTML('beforeend', '<script id="site-info" type="application/json">{"siteName":"x","publicUrl":"https://ofertas.example/"}</script>');
  expect(absoluteUrl('/blog/x')).toBe('https://ofertas.example/blog/x');
  document.getElementById('site-info')!.textContent = '{"publicUrl":"javascript:alert(1)"}';
  expect(absoluteUrl('/blog/x')).toBe(`${window.location.origin}/blog/x`);
  document.getElementById('site-info')!.textContent = 'no es JSON';
  expect(absoluteUrl('/blog/x')).toBe(`${window.location.origin}/blog/x`);
});

test('the cleanup leaves alone a title and description a newer page has set since', () => {
  const cleanup = applyHead({ title: 'Producto', description: 'Del producto' }, OWNER);
  // The next page's defaults (the shell's, in a layout effect) land before this page's cleanup runs.
  document.title = 'Cupones | Ofertas Flash';
  document.querySelector<HTMLMetaElement>('meta[name="description"]')!.content = 'De los cupones';
  cleanup();
  expect(document.title).toBe('Cupones | Ofertas Flash');
  expect(metas('meta[name="description"]')).toEqual(['De los cupones']);
});
