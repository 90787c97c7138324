import { DEV_OVERRIDE_PARAM, DEV_OVERRIDES_STORAGE_KEY, REMOTE_NAMES } from '@ofertas/contracts';
import { openSession, type Session } from '../support/browser';

/**
 * What a team checks before it promotes a release: every page kind of the site renders, its remotes load, and no
 * script error is thrown, with the candidates of SMOKE_CANDIDATES (`coupons=<version>,…`) forced in this browser
 * only (the shell's override of a version the registry serves). SMOKE_SITE is the site's address.
 */
const SITE = (process.env.SMOKE_SITE ?? '').replace(/\/$/, '');
const CANDIDATES = new Map(
  (process.env.SMOKE_CANDIDATES ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
);

let s: Session;

beforeAll(async () => {
  if (!SITE) throw new Error('SMOKE_SITE is not set (npm run smoke -- --site <url>)');
  for (const name of CANDIDATES.keys()) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) throw new Error(`unknown remote ${name}; they are ${REMOTE_NAMES.join(', ')}`);
  }
  s = await openSession(SITE);
  if (CANDIDATES.size > 0) {
    const query = [...CANDIDATES].map(([name, version]) => `${DEV_OVERRIDE_PARAM}=${name}=${encodeURIComponent(`/mfe/${name}/v/${version}/mf-manifest.json`)}`);
    await s.goto(`/?${query.join('&')}`);
    // the shell stores the overrides and reloads without the parameter
    await s.page.waitForURL((url) => !url.searchParams.has(DEV_OVERRIDE_PARAM));
    const stored = await s.page.evaluate((key) => localStorage.getItem(key), DEV_OVERRIDES_STORAGE_KEY);
    expect(Object.keys(JSON.parse(stored ?? '{}') as object).sort()).toEqual([...CANDIDATES.keys()].sort());
    // what the first answer hinted (the released versions) is not what the candidates' pages load
    s.requests.length = 0;
  }
});
afterAll(async () => {
  await s?.close();
});

/** Opens `path`, waits for its heading, and fails on a remote's 'no disponible' box or a script error. */
async function renders(path: string): Promise<void> {
  s.pageErrors.length = 0;
  await s.goto(path);
  await s.page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  await s.page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 30_000 });
  expect({ path, retry: await s.page.getByRole('button', { name: 'Reintentar' }).count(), errors: s.pageErrors }).toEqual({ path, retry: 0, errors: [] });
}

/** The first link on the current page whose address matches. */
async function firstLink(pattern: RegExp): Promise<string> {
  const hrefs = await s.page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  if (!href) throw new Error(`no link matching ${pattern} on ${s.page.url()}`);
  return href;
}

test('home, a list and a product render', async () => {
  await renders('/');
  await renders('/ofertas');
  await renders(await firstLink(/^\/ofertas\/[^/]+\/[^/]+$/));
});

test('the coupons page renders', async () => {
  await renders('/cupones');
});

test('the blog, an article and the editor render', async () => {
  await renders('/blog');
  await renders(await firstLink(/^\/blog\/(?!new$)[^/]+$/));
  await renders('/blog/new');
});

test('a static page renders', async () => {
  await renders('/nosotros');
});

test('each forced candidate was the version that ran', () => {
  for (const [name, version] of CANDIDATES) {
    const urls = s.requests.map((r) => r.url());
    expect({ name, loaded: urls.some((u) => u.includes(`/mfe/${name}/v/${version}/`)) }).toEqual({ name, loaded: true });
    // and never the released build of that remote
    expect(urls.filter((u) => new URL(u).pathname.startsWith(`/mfe/${name}/`) && !u.includes('/v/'))).toEqual([]);
  }
});
