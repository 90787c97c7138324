import * as path from 'node:path';
import {
  apiRequestUrl,
  cardImage,
  listingRequest,
  offersPageSize,
  parseListLocation,
  ProductsAnswerSchema,
  type ListKind,
} from '@ofertas/contracts';
import { importFeed } from '../catalog-import/import-feed';
import { CategoriesService } from '../products/categories.service';
import { databaseKinds, freshConfig } from '../test-support/databases';
import { minimalShellDir } from '../frontends/minimal-shell';
import { startTestApp, type TestApp } from '../test-support/test-app';

const FEED = path.join(__dirname, '..', 'test-support', 'fixtures', 'feed-small.csv');

const unescape = (s: string) => s.replace(/&amp;/g, '&');

/** The served page's hints: fetch preloads (href, media) and the preloaded image. */
function hintsOf(html: string): { fetches: Array<{ href: string; media: string }>; images: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  const fetches = [...head.matchAll(/<link data-server-head rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous" media="([^"]+)">/g)].map((m) => ({
    href: unescape(m[1]!),
    media: m[2]!,
  }));
  const images = [...head.matchAll(/<link data-server-head rel="preload" as="image" href="([^"]+)"/g)].map((m) => unescape(m[1]!));
  return { fetches, images };
}

/** The smallest window width of a band's media query (its first min-width, else 1). */
function widthOf(media: string): number {
  const min = /\(min-width: (\d+)px\)/.exec(media.split(',')[0]!);
  return min ? Number(min[1]) : 1;
}

describe.each(databaseKinds())('list pages hint their first calls on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(await freshConfig(kind, { FRONTENDS_DIR: minimalShellDir() }));
    await importFeed(t.db, { source: FEED });
    // A category only the editorial list knows (no slug in the table): the remote's first call lists 'Todo'.
    await t.app.get(CategoriesService).upsert([{ value: 'Garden Gnomes', valueurl: 'gnomos', title: 'Gnomos', description: '', image: '' }]);
  });
  afterAll(async () => {
    await t.close();
  });

  const html = async (p: string) => {
    const res = await t.send('GET', p, undefined, { accept: 'text/html' });
    expect(res.status).toBe(200);
    return String(res.body);
  };

  it.each<[string, ListKind, string | undefined, string]>([
    ['/ofertas/portatil', 'search', 'portatil', ''],
    ['/ofertas', 'search', undefined, ''],
    ['/categorias/ordenadores-portatiles?precio=900', 'category', 'ordenadores-portatiles', '?precio=900'],
    ['/marca/lenovo', 'brand', 'lenovo', ''],
    ['/ofertas/portatil?categorias=ordenadores-portatiles&marca=Lenovo', 'search', 'portatil', '?categorias=ordenadores-portatiles&marca=Lenovo'],
  ])('%s: the remote’s own listing URL per page-size band, and its first card’s image', async (url, listKind, param, query) => {
    const { fetches, images } = hintsOf(await html(url));
    const state = parseListLocation(listKind, param, query);
    expect(fetches.length).toBe(4);
    for (const f of fetches) {
      // The band's media names the page size its windows ask for, and the URL is the remote's own call.
      expect(f.href).toBe(apiRequestUrl(listingRequest(state, offersPageSize(widthOf(f.media)))));
      const res = await t.get(f.href);
      expect(res.status).toBe(200);
    }
    const first = ProductsAnswerSchema.parse((await t.get(fetches[0]!.href)).body)[0]!.Data[0];
    expect(images).toEqual(first ? [cardImage(first)] : []);
  });

  it('a later page hints its listing but no image (its first card depends on the page size)', async () => {
    const { fetches, images } = hintsOf(await html('/ofertas?page=2'));
    expect(fetches.map((f) => new URL(f.href, 'http://x').searchParams.get('page'))).toEqual(['2', '2', '2', '2']);
    expect(images).toEqual([]);
  });

  it('hints nothing where the remote would ask twice, and nothing on other pages', async () => {
    expect(hintsOf(await html('/categorias/Garden%20Gnomes'))).toEqual({ fetches: [], images: [] });
    expect(hintsOf(await html('/ofertas/portatil?categorias=garden+gnomes'))).toEqual({ fetches: [], images: [] });
    // An unknown category lists 'Todo' whatever the editorial list says: hinted as such.
    expect(hintsOf(await html('/categorias/gnomos')).fetches[0]?.href).toBe('/api/products/categories/?category=all&brand=all&price=0&page=1&limit=10');
    expect(hintsOf(await html('/')).fetches).toEqual([]);
    expect(hintsOf(await html('/cupones')).fetches).toEqual([]);
  });

  it('a search the API refuses is hinted as the remote asks it, with no image and no error', async () => {
    const long = 'a'.repeat(300);
    const { fetches, images } = hintsOf(await html(`/ofertas/${long}`));
    expect(fetches.length).toBe(4);
    expect(images).toEqual([]);
  });
});
