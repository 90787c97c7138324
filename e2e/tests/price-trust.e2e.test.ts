/**
 * The verified discount and the feeds as a shopper meets them (support/global-setup.ts: 300 sample products,
 * whose earlier price history holds honest discounts, inflated 'antes' prices and products without history):
 * a card and a product page say the 30-day low and whether the struck price was seen charged; the list puts
 * a verified discount first; the list links to its Atom feed. Screenshots at 390 and 1366 px go to
 * /tmp/trust-shots/.
 */
import * as fs from 'node:fs';
import { DISCOUNT_SHOP_REFERENCE, DISCOUNT_VERIFIED, SUBSCRIBE_OFFERS } from '@ofertas/contracts';
import { openSession, type Session } from '../support/browser';
import { readState } from '../support/servers';

const SHOTS = '/tmp/trust-shots';

let s: Session;
afterEach(async () => {
  await s?.close();
});

interface Listed {
  id: string;
  title: string;
  priceReference?: 'seen' | 'shop' | null;
  priceLow30?: number | null;
  discountVerified?: number;
}

async function api<T>(p: string): Promise<T> {
  const res = await fetch(readState().baseUrl + p);
  if (!res.ok) throw new Error(`${p} → ${res.status}`);
  return (await res.json()) as T;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

test('the list ranks a verified discount first; its cards and product pages say what the struck price is', async () => {
  const all = (await api<Array<{ Data: Listed[] }>>('/api/products/get/?search=null&limit=100'))[0]!.Data;
  const seen = all.find((p) => p.priceReference === 'seen');
  const shop = all.find((p) => p.priceReference === 'shop');
  expect(seen).toBeDefined();
  expect(shop).toBeDefined();
  // Ordered by the verified discount: the first product is a verified one.
  expect(all[0]!.priceReference).toBe('seen');

  fs.mkdirSync(SHOTS, { recursive: true });
  s = await openSession();
  for (const width of [390, 1366]) {
    await s.page.setViewportSize({ width, height: 900 });
    await s.goto('/ofertas');
    const cards = s.page.locator('[data-boundary="offers"] article[data-product-id]');
    await cards.first().waitFor();
    const first = cards.first();
    await first.getByText(DISCOUNT_VERIFIED).waitFor();
    await first.getByText(/^Precio más bajo en 30 días: \d+,\d{2}\u00a0€$/).waitFor();
    await s.page.getByRole('link', { name: SUBSCRIBE_OFFERS }).waitFor();
    expect(await s.page.getByRole('link', { name: SUBSCRIBE_OFFERS }).getAttribute('href')).toBe('/feeds/ofertas.atom');
    await first.screenshot({ path: `${SHOTS}/card-verified-${width}.png` });

    for (const [p, text, name] of [
      [seen!, DISCOUNT_VERIFIED, 'verified'],
      [shop!, DISCOUNT_SHOP_REFERENCE, 'shop-reference'],
    ] as const) {
      await s.goto(`/ofertas/${slug(p.title)}/${p.id}`);
      const box = s.page.locator('[data-price-trust]').first();
      await box.getByText(text).waitFor();
      if (p.priceLow30 != null) await box.getByText(/^Precio más bajo en 30 días: /).waitFor();
      await s.page.screenshot({ path: `${SHOTS}/product-${name}-${width}.png` });
    }
  }
});

test('an inflated discount\'s card says the reference is the shop\'s', async () => {
  const all = (await api<Array<{ Data: Listed[] }>>('/api/products/get/?search=null&limit=100&page=2'))[0]!.Data;
  const shop = all.find((p) => p.priceReference === 'shop');
  expect(shop).toBeDefined();
  s = await openSession();
  // A search for its title lists it (first, by relevance).
  await s.goto(`/ofertas/${slug(shop!.title)}`);
  const card = s.page.locator(`article[data-product-id="${shop!.id}"]`);
  await card.getByText(DISCOUNT_SHOP_REFERENCE).waitFor();
  expect(await card.getByText(DISCOUNT_VERIFIED).count()).toBe(0);
  await card.screenshot({ path: `${SHOTS}/card-shop-reference-1280.png` });
});
