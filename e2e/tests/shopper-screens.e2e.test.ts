/**
 * What a shopper notices: nothing floats over a price, phones show a product without scrolling,
 * the contact form keeps messages, carousels and grids show whole rows, the error page offers a way on.
 */
import type { Page } from 'playwright-core';
import { openSession, seriousA11yViolations, type Session } from '../support/browser';

let s: Session;
beforeEach(async () => {
  s = await openSession();
});
afterEach(async () => {
  await s.close();
});

interface Box {
  what: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Two animation frames: the floating elements re-place themselves on the next frame after a scroll. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/**
 * Pairs of on-screen boxes that overlap: each shown floating element ('Subir', the viewer popup) against the
 * cookie bar, every price and discount badge, the product page's price box, and the other floating elements.
 */
async function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      const st = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return st.visibility !== 'hidden' && st.display !== 'none' && r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
    };
    const box = (el: Element, what: string) => {
      const r = el.getBoundingClientRect();
      return { what, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const floating = [...document.querySelectorAll('[data-floating]')].filter(shown).map((el) => box(el, el.textContent?.trim().slice(0, 20) ?? '?'));
    const clear = [
      ...[...document.querySelectorAll('[data-keep-clear]')].filter(shown).map((el) => box(el, `keep-clear:${el.textContent?.trim().slice(0, 30)}`)),
      ...[...document.querySelectorAll('section[aria-label="Aviso de cookies"]')].filter(shown).map((el) => box(el, 'cookie bar')),
    ];
    const hit = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const out: string[] = [];
    floating.forEach((f, i) => {
      for (const c of clear) if (hit(f, c)) out.push(`${f.what} × ${c.what}`);
      for (const g of floating.slice(i + 1)) if (hit(f, g)) out.push(`${f.what} × ${g.what}`);
    });
    return out;
  });
}

/** Scrolls through the page in steps of most of a screen, collecting every overlap seen. */
async function overlapsWhileScrolling(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.round((page.viewportSize()?.height ?? 800) * 0.6);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' as ScrollBehavior }), y);
    await settled(page);
    seen.push(...(await overlaps(page)).map((o) => `y=${y}: ${o}`));
  }
  return seen;
}

async function firstProductPath(): Promise<string> {
  await s.goto('/ofertas');
  const link = s.page.locator('[data-boundary="offers"] article a[href^="/ofertas/"]').first();
  await link.waitFor();
  return (await link.getAttribute('href')) ?? '';
}

describe('floating elements keep clear of prices and of each other', () => {
  test.each([790, 1366, 1920])('product page at %i px: the viewer popup covers no content (gallery thumbnails, price box, title)', async (width) => {
    const path = await firstProductPath();
    await s.page.setViewportSize({ width, height: 900 });
    await s.goto(path);
    const popup = s.page.getByText(/Actualmente, \d+ personas/);
    await popup.waitFor();
    const covered = await popup.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = (r: DOMRect) => r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
      const content = [...document.querySelectorAll('main img, main button, main a, main h1, main dl, main p, main [data-keep-clear]')];
      return content.filter((c) => !el.contains(c) && !c.contains(el) && hit(c.getBoundingClientRect())).map((c) => `${c.tagName} ${c.textContent?.trim().slice(0, 30) ?? ''}`);
    });
    expect(covered).toEqual([]);
    // Its slot stays when it goes: nothing below it moves.
    const gallery = s.page.locator('main img').first();
    const before = await gallery.boundingBox();
    await popup.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await gallery.boundingBox()).toEqual(before);
  });

  test.each([320, 390, 768, 790, 1024, 1366, 1920])('product page at %i px: viewer popup, Subir, cookie bar, price box', async (width) => {
    const path = await firstProductPath();
    await s.page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await s.goto(path);
    await s.page.locator('[data-keep-clear]').first().waitFor();
    // The viewer popup shows at ≥ 790 px only (SPEC), for 4 s from the page's start: checked as soon as it is there.
    const popup = s.page.getByText(/Actualmente, \d+ personas/);
    const popupShown = width >= 790;
    if (popupShown) await popup.waitFor();
    expect(await popup.count()).toBe(popupShown ? 1 : 0);
    expect(await overlaps(s.page)).toEqual([]);
    expect(await overlapsWhileScrolling(s.page)).toEqual([]);
  });

  test.each([390, 1366])('offer list at %i px: Subir never sits on a card price or the cookie bar', async (width) => {
    await s.page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await s.goto('/ofertas');
    await s.page.locator('[data-boundary="offers"] article [data-keep-clear]').first().waitFor();
    const seen = await overlapsWhileScrolling(s.page);
    expect(seen).toEqual([]);
    // It did show up somewhere on the way down.
    await s.page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' as ScrollBehavior }));
    await s.page.getByRole('button', { name: 'Subir' }).waitFor();
  });

  test("'Subir' over the footer stays readable (not dark on dark)", async () => {
    await s.goto('/legal/privacy');
    await s.page.getByRole('heading', { level: 1, name: 'Política de privacidad' }).waitFor();
    await s.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' as ScrollBehavior }));
    const button = s.page.getByRole('button', { name: 'Subir' });
    await button.waitFor();
    const lum = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => Number(v) / 255) as [number, number, number];
      const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const buttonBg = await button.evaluate((el) => getComputedStyle(el).backgroundColor);
    const footerBg = await s.page.getByRole('contentinfo').evaluate((el) => getComputedStyle(el).backgroundColor);
    const [hi, lo] = [lum(buttonBg), lum(footerBg)].sort((a, b) => b - a) as [number, number];
    expect((hi + 0.05) / (lo + 0.05)).toBeGreaterThan(3);
  });
});

describe('card titles', () => {
  test.each([390, 1366])('offer list at %i px: a long word in a card title wraps instead of being cut off', async (width) => {
    await s.page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    // A full page of 25 at 1366 px takes five columns (no card alone on the last row), 137 px of title each:
    // 'superautomática' of the real catalogue was clipped mid-word there. The test data's titles are shorter,
    // so the first card is given one of those words.
    await s.goto('/ofertas');
    const titles = s.page.locator('[data-boundary="offers"] article :is(h2, h3, h4)');
    await titles.first().waitFor();
    await titles.first().locator('a').evaluate((a) => {
      a.textContent = 'Cafetera superautomática Philips Serie 5400';
    });
    const cut = await titles.evaluateAll((els) =>
      els
        .filter((el) => {
          // A clipped word does not widen the clamped heading's scroll box: its text's line boxes stick out instead.
          const box = el.getBoundingClientRect();
          const text = document.createRange();
          text.selectNodeContents(el);
          return [...text.getClientRects()].some((line) => line.right > box.right + 1);
        })
        .map((el) => el.textContent ?? ''),
    );
    expect(cut).toEqual([]);
  });
});

describe('phones, 390×844', () => {
  beforeEach(async () => {
    await s.page.setViewportSize({ width: 390, height: 844 });
  });

  test('the first product of a list shows above the cookie bar without scrolling; the 0-filters pill is not red', async () => {
    await s.goto('/ofertas');
    const card = s.page.locator('[data-boundary="offers"] ul article').first();
    await card.waitFor();
    const cardTop = (await card.boundingBox())?.y ?? Infinity;
    const barTop = (await s.page.getByRole('region', { name: 'Aviso de cookies' }).boundingBox())?.y ?? 844;
    // Its picture starts at least 120 px above the cookie bar: the shopper sees a product at once.
    expect(cardTop + 120).toBeLessThanOrEqual(barTop);
    const pill = s.page.getByRole('button', { name: /Filtros/ }).locator('[data-active]');
    expect(await pill.getAttribute('data-active')).toBe('false');
    const bg = await pill.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).not.toBe('rgb(200, 30, 40)');
    expect(await seriousA11yViolations(s.page)).toEqual([]);
  });

  test('a product page shows its title, price and the button to the shop above the cookie bar without scrolling', async () => {
    const path = await firstProductPath();
    await s.goto(path);
    const go = s.page.getByRole('link', { name: /Ir a la Oferta/ }).first();
    await go.waitFor();
    const barTop = (await s.page.getByRole('region', { name: 'Aviso de cookies' }).boundingBox())?.y ?? 844;
    for (const box of [await s.page.getByRole('heading', { level: 1 }).boundingBox(), await s.page.locator('[data-keep-clear]').first().boundingBox(), await go.boundingBox()]) {
      expect(box).toBeTruthy();
      expect(box!.y + box!.height).toBeLessThanOrEqual(barTop);
    }
    // The pictures follow the price, and the page reads in that order too (title first).
    const order = await s.page.evaluate(() => {
      const h1 = document.querySelector('h1');
      const price = document.querySelector('[data-keep-clear]');
      const stage = document.querySelector('[data-boundary="offers"] img');
      return [h1, price, stage].every(Boolean) && Boolean(h1!.compareDocumentPosition(price!) & Node.DOCUMENT_POSITION_FOLLOWING) && Boolean(price!.compareDocumentPosition(stage!) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
  });

  test("home: the sponsor's 'Patrocinado' tag does not cover its banner; category cards name each category once", async () => {
    await s.goto('/');
    const sponsor = s.page.getByRole('complementary', { name: 'Publicidad' });
    await sponsor.waitFor();
    const tag = await sponsor.getByText('Patrocinado').boundingBox();
    const img = await sponsor.locator('img').boundingBox();
    expect(tag && img).toBeTruthy();
    expect(tag!.y + tag!.height).toBeLessThanOrEqual(img!.y + 0.5);
    // The phone banner is drawn for phones: at least 100 px tall, so its text is not ~7 px.
    expect(img!.height).toBeGreaterThanOrEqual(100);
    const catImage = await s.page.locator('[data-boundary="offers"] ul li a img').first().getAttribute('src');
    const svg = await (await fetch(`${s.baseUrl}${catImage}`)).text();
    expect(svg).not.toContain('<text');
  });
});

describe('contact messages are kept', () => {
  test('a message is sent, confirmed in Spanish and the form empties', async () => {
    await s.goto('/contacto');
    const { page } = s;
    await page.getByLabel('Correo electrónico').fill('ana@example.es');
    await page.getByLabel(/Mensaje/).fill('Hola, ¿tenéis cupones de Pandora?');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Enviar' }).click();
    expect((await answer).status()).toBe(201);
    await page.getByText('Gracias, hemos recibido tu mensaje. Te responderemos lo antes posible.').waitFor();
    expect(await page.getByLabel(/Mensaje/).inputValue()).toBe('');
    // The honeypot is off screen for people and hidden from assistive technology.
    const trap = await page.locator('input[name="website"]').boundingBox();
    expect(trap!.x + trap!.width).toBeLessThanOrEqual(0);
    expect(await page.locator('input[name="website"]').evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('when sending fails the text stays and a Spanish message explains', async () => {
    await s.page.route('**/api/contact', (route) => route.abort('connectionfailed'));
    await s.goto('/contacto');
    const { page } = s;
    await page.getByLabel('Correo electrónico').fill('ana@example.es');
    await page.getByLabel(/Mensaje/).fill('No quiero perder este texto');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('alert').filter({ hasText: 'No se pudo enviar el mensaje' }).waitFor();
    expect(await page.getByLabel(/Mensaje/).inputValue()).toBe('No quiero perder este texto');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('ana@example.es');
  });

  test('the privacy page states the purpose and the retention of contact messages', async () => {
    await s.goto('/legal/privacy');
    await s.page.getByText(/formulario de contacto se borran automáticamente\s+24 meses después de su envío/).waitFor();
    await s.page.getByText(/única finalidad de leer y responder tu consulta/).waitFor();
  });
});

describe('carousel and grids', () => {
  test('the related carousel shows 5 whole 248 px cards 9.9 px apart on a 1366 px window', async () => {
    // A laptop: the sample has many related laptops (the carousel needs more than 5 to page).
    await s.goto('/ofertas/portatil');
    const link = s.page.locator('[data-boundary="offers"] article a[href^="/ofertas/"]').first();
    await link.waitFor();
    const path = (await link.getAttribute('href')) ?? '';
    await s.page.setViewportSize({ width: 1366, height: 900 });
    await s.goto(path);
    const track = s.page.getByRole('region', { name: 'Ofertas relacionadas' }).locator('ul');
    await track.locator('li').nth(5).waitFor();
    const whole = await track.evaluate((ul) => {
      const t = ul.getBoundingClientRect();
      const items = [...ul.children].map((li) => li.getBoundingClientRect());
      return {
        whole: items.filter((r) => r.left >= t.left - 0.5 && r.right <= t.right + 0.5).length,
        cut: items.filter((r) => r.left < t.right - 0.5 && r.right > t.right + 0.5).length,
        width: Math.round(items[0]!.width * 10) / 10,
        gap: Math.round((items[1]!.left - items[0]!.right) * 10) / 10,
      };
    });
    expect(whole).toEqual({ whole: 5, cut: 0, width: 248, gap: 9.9 });
  });

  test.each([1920, 1366, 1280, 1024, 800, 390])('no single orphan card on the last row of a list at %i px', async (width) => {
    await s.page.setViewportSize({ width, height: 900 });
    await s.goto('/ofertas');
    const grid = s.page.locator('[data-boundary="offers"] ul[aria-label]').filter({ has: s.page.locator('article') }).first();
    // Its columns are chosen once its width is known: measured after that.
    await grid.and(s.page.locator('[style*="grid-template-columns"]')).waitFor();
    const rows = await grid.evaluate((ul) => {
      const tops = new Map<number, number>();
      for (const li of ul.children) {
        const top = Math.round(li.getBoundingClientRect().top);
        tops.set(top, (tops.get(top) ?? 0) + 1);
      }
      return [...tops.values()];
    });
    // A full page of offers takes several rows at every width, so there is a last row to look at.
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[rows.length - 1]).toBeGreaterThan(1);
  });
});

describe('static pages and /error', () => {
  test('/error at 1366 px: clear of the banner, no large empty area, a search box and popular categories', async () => {
    await s.page.setViewportSize({ width: 1366, height: 900 });
    await s.goto('/error');
    const { page } = s;
    const sheet = page.locator('main section[data-boundary-label="shell · error"]');
    await sheet.waitFor();
    const banner = await page.getByRole('complementary', { name: 'Novedades' }).boundingBox();
    const box = await sheet.boundingBox();
    const footer = await page.getByRole('contentinfo').boundingBox();
    expect(box!.y - (banner!.y + banner!.height)).toBeGreaterThanOrEqual(24);
    // The sheet reaches down to the footer: no big grey block between them.
    // (the footer's own 32 px margin and rounding; before: ~300 px of grey)
    expect(footer!.y - (box!.y + box!.height)).toBeLessThanOrEqual(72);
    const popular = page.getByRole('navigation', { name: 'Categorías populares' }).getByRole('link');
    expect(await popular.count()).toBeGreaterThanOrEqual(5);
    expect(await page.getByRole('link', { name: 'Volver al menú principal' }).getAttribute('href')).toBe('/');
    expect(await seriousA11yViolations(page)).toEqual([]);
    const search = page.getByRole('search', { name: 'Buscar ofertas desde esta página' });
    await search.getByRole('searchbox').fill('auriculares');
    await search.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(`${s.baseUrl}/ofertas/auriculares`);
  });

  test('a short static page (contact) leaves no large grey area on desktop', async () => {
    await s.page.setViewportSize({ width: 1366, height: 900 });
    await s.goto('/contacto');
    const sheet = s.page.locator('main article').first();
    await sheet.getByRole('heading', { name: 'Contacto' }).waitFor();
    const box = await sheet.boundingBox();
    const footer = await s.page.getByRole('contentinfo').boundingBox();
    expect(footer!.y - (box!.y + box!.height)).toBeLessThanOrEqual(72);
  });
});
