import { ApiErrorSchema, FEED_MAX_ENTRIES } from '@ofertas/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { importFeed } from '../catalog-import/import-feed';
import { CatalogEvents } from '../products/catalog-events';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { agePriceRecords, pricedFeed, type PricedRow } from '../test-support/price-trust-feeds';
import { startTestApp, type TestApp } from '../test-support/test-app';

interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  link: string;
  summary: string;
}

/** A text construct's text (the writer marks some with type="html", which makes the parser wrap them). */
type AtomText = string | { '#text': string };
const text = (t: AtomText): string => (typeof t === 'string' ? t : t['#text']);

/** Euros as the site writes them (a no-break space before the sign). */
const eur = (n: number) => `${n},00\u00a0€`;

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' });

/** An Atom document read by fast-xml-parser: well-formed, its root `feed` in the Atom namespace. */
function readAtom(xml: string): { title: string; id: string; updated: string; entries: AtomEntry[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  type Raw = { id: string; title: AtomText; updated: string; link: { '@_href': string }; summary: AtomText };
  const doc = parser.parse(xml) as { feed: { '@_xmlns': string; title: AtomText; id: string; updated: string; entry?: Raw[] } };
  expect(doc.feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  const entries = (doc.feed.entry ?? []).map((e) => ({ id: e.id, title: text(e.title), updated: e.updated, link: e.link['@_href'], summary: text(e.summary) }));
  return { title: text(doc.feed.title), id: doc.feed.id, updated: doc.feed.updated, entries };
}

// 60 products of 'Marca', 20 € to 79 €, each 10 € under its struck price.
const ROWS: PricedRow[] = Array.from({ length: 60 }, (_, i) => ({ id: 700 + i, price: 20 + i, rrp: 30 + i }));

describe.each(databaseKinds())('Atom feeds on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind));
    await importFeed(t.db, { source: pricedFeed(ROWS) });
    t.app.get(CatalogEvents).changed();
    await agePriceRecords(t.db, 3);
  });
  afterAll(async () => {
    await t.close();
  });

  const atom = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${path}`, { headers });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  it('every list has a valid feed of its newest entries, at most 50, each with its price and a link to the product', async () => {
    const all = await atom('/feeds/ofertas.atom');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const feed = readAtom(all.text);
    expect(feed.entries).toHaveLength(FEED_MAX_ENTRIES);
    expect(feed.id).toMatch(/\/feeds\/ofertas\.atom$/);
    const first = feed.entries[0]!;
    expect(first.title).toMatch(/^Nueva oferta: Producto \d+ a \d+,00\u00a0€$/);
    expect(first.link).toMatch(/\/ofertas\/producto-\d+\/\d+$/);
    expect(first.summary).toMatch(/^Precio: \d+,00\u00a0€\. Precio más bajo en 30 días: \d+,00\u00a0€\. Precio de referencia de la tienda, no lo hemos visto aplicado\.$/);

    // The price filter of the list page: products up to 25 €.
    const cheap = readAtom((await atom('/feeds/marca/marca.atom?precio=25')).text);
    expect(cheap.entries.map((e) => e.title).sort()).toEqual(ROWS.filter((r) => r.price <= 25).map((r) => `Nueva oferta: Producto ${r.id} a ${eur(r.price)}`).sort());
    expect(readAtom((await atom('/feeds/categorias/Kitchen.atom')).text).entries).toHaveLength(FEED_MAX_ENTRIES);
    expect(readAtom((await atom('/feeds/ofertas/producto-705.atom')).text).entries.map((e) => e.title)).toEqual([`Nueva oferta: Producto 705 a ${eur(25)}`]);
  });

  it('a conditional GET of the current document answers 304, by entity tag or by date', async () => {
    const first = await atom('/feeds/ofertas.atom?precio=40');
    const etag = first.headers.get('etag')!;
    const modified = first.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await atom('/feeds/ofertas.atom?precio=40', { 'if-none-match': etag })).status).toBe(304);
    expect((await atom('/feeds/ofertas.atom?precio=40', { 'if-modified-since': modified })).status).toBe(304);
    expect((await atom('/feeds/ofertas.atom?precio=40', { 'if-none-match': '"otro"' })).status).toBe(200);
    expect((await atom('/feeds/ofertas.atom?precio=40', { 'if-modified-since': new Date(Date.parse(modified) - 1000).toUTCString() })).status).toBe(200);
  });

  it('a refresh that lowers a price puts a drop at the top of the feeds of the lists the product is in', async () => {
    const before = await atom('/feeds/marca/marca.atom?precio=30');
    const lowered = ROWS.map((r) => (r.id === 740 ? { ...r, price: 28 } : r));
    await importFeed(t.db, { source: pricedFeed(lowered) });
    t.app.get(CatalogEvents).changed();
    const after = await atom('/feeds/marca/marca.atom?precio=30', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    const top = readAtom(after.text).entries[0]!;
    expect(top.title).toBe(`Baja de precio: Producto 740 a ${eur(28)}`);
    // 60 € three days ago, 28 € now: the struck 70 € was never charged.
    expect(top.summary).toBe(`Precio: ${eur(28)}. Precio más bajo en 30 días: ${eur(28)}. Precio de referencia de la tienda, no lo hemos visto aplicado.`);
    expect(Date.parse(top.updated)).toBeGreaterThan(Date.parse(readAtom(before.text).updated));
    // A list the product is not in does not get it.
    expect(readAtom((await atom('/feeds/marca/marca.atom?precio=25')).text).entries.map((e) => e.title)).not.toContain(`Baja de precio: Producto 740 a ${eur(28)}`);
  });

  it('a bad query is a 400 in JSON and a page without a feed a 404, never a 5xx', async () => {
    for (const path of ['/feeds/ofertas.atom?precio=abc', '/feeds/ofertas.atom?precio=5000', '/feeds/ofertas.atom?page=2', '/feeds/cupones.atom?x=1', `/feeds/ofertas/${'a'.repeat(200)}.atom`]) {
      const res = await atom(path);
      expect(res.status).toBe(400);
      expect(ApiErrorSchema.parse(JSON.parse(res.text)).message).toMatch(/feed/);
    }
    for (const path of ['/feeds/nada.atom', '/feeds/ofertas.rss', '/feeds/cupones/tienda-que-no-existe.atom']) {
      expect([path, (await atom(path)).status]).toEqual([path, 404]);
    }
  });

  it('the coupon feeds: every new coupon, valid even when there are none', async () => {
    const res = await atom('/feeds/cupones.atom');
    expect(res.status).toBe(200);
    expect(readAtom(res.text).title).toBe('Ofertas Flash: cupones nuevos');
  });
});
