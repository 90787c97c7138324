import { DEFAULT_DEV_OVERRIDE_ORIGINS } from '@ofertas/contracts/dev-override';
import { DEV_OVERRIDES_STORAGE_KEY, devOverridesWanted } from './devOverrideGate';
import {
  devConsole,
  layerDevOverrides,
  overridesFromQuery,
  readStoredOverrides,
  startDevOverrides,
  type PageControls,
} from './devOverrides';

const RELEASED = { offers: '/mfe/offers/mf-manifest.json', coupons: '/mfe/coupons/mf-manifest.json' };
const DEV = 'http://127.0.0.1:5002/mf-manifest.json';

function controls(href: string): PageControls & { reloads: string[] } {
  const reloads: string[] = [];
  window.history.replaceState(null, '', href);
  return { storage: localStorage, doc: document, reload: (url) => reloads.push(url), reloads };
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'mf_dev=; Path=/; Max-Age=0';
});

test('an allow-listed override replaces only its remote; one on another origin is ignored', () => {
  const { manifest, applied, ignored } = layerDevOverrides(
    RELEASED,
    { coupons: DEV, offers: 'https://atacante.example/mf-manifest.json' },
    DEFAULT_DEV_OVERRIDE_ORIGINS,
  );
  expect(manifest).toEqual({ offers: RELEASED.offers, coupons: DEV });
  expect(applied).toEqual({ coupons: DEV });
  expect(ignored).toEqual({ offers: 'https://atacante.example/mf-manifest.json' });
});

test('with an empty allow-list nothing is layered', () => {
  expect(layerDevOverrides(RELEASED, { coupons: DEV }, []).manifest).toEqual(RELEASED);
});

test('the allow-list is matched on scheme, host and port, never on a prefix of the host', () => {
  const only = ['http://localhost:5002'];
  expect(layerDevOverrides({}, { coupons: 'http://localhost:5002/mf-manifest.json' }, only).applied).toEqual({
    coupons: 'http://localhost:5002/mf-manifest.json',
  });
  for (const url of ['http://localhost:5003/m.json', 'https://localhost:5002/m.json', 'http://localhost.atacante.example:5002/m.json']) {
    expect(layerDevOverrides({}, { coupons: url }, only).applied).toEqual({});
  }
});

test('a version the site registry serves may be forced for its own remote, even with an empty allow-list', () => {
  const site = 'https://ofertas.example';
  const candidate = '/mfe/coupons/v/0.1.0-0123456789ab/mf-manifest.json';
  expect(layerDevOverrides(RELEASED, { coupons: candidate }, [], site).manifest).toEqual({ ...RELEASED, coupons: candidate });
  expect(layerDevOverrides({}, { coupons: `${site}${candidate}` }, [], site).applied).toEqual({ coupons: `${site}${candidate}` });
  // another remote's version, another origin, a path outside the registry, or a query: refused
  for (const url of [
    '/mfe/offers/v/0.1.0-0123456789ab/mf-manifest.json',
    `https://ajeno.example${candidate}`,
    '/mfe/coupons/v/../../evil/mf-manifest.json',
    '/mfe/coupons/mf-manifest.json',
    `${candidate}?x=1`,
  ]) {
    expect(layerDevOverrides({}, { coupons: url }, [], site).applied).toEqual({});
  }
});

test('?mf-dev= sets overrides over the stored ones, and mf-dev=off clears them', () => {
  expect(overridesFromQuery(`?mf-dev=coupons=${encodeURIComponent(DEV)}`, { blog: 'http://localhost:5003/m.json' })).toEqual({
    blog: 'http://localhost:5003/m.json',
    coupons: DEV,
  });
  expect(overridesFromQuery('?mf-dev=off', { coupons: DEV })).toEqual({});
  expect(overridesFromQuery('?q=1', { coupons: DEV })).toBeNull();
  expect(overridesFromQuery('?mf-dev=nadie=http://localhost:1/m.json', {})).toEqual({});
});

test('a link with an override stores the allowed one, sets the cookie and reloads without the parameter', () => {
  const page = controls(`/cupones?x=1&mf-dev=coupons=${encodeURIComponent(DEV)}&mf-dev=offers=https://otro.example/m.json`);
  expect(startDevOverrides(DEFAULT_DEV_OVERRIDE_ORIGINS, page)).toBeNull();
  expect(readStoredOverrides()).toEqual({ coupons: DEV });
  expect(document.cookie).toContain('mf_dev=1');
  expect(page.reloads).toEqual(['http://localhost/cupones?x=1']);
});

test('stored overrides whose cookie expired renew it and reload once; with the cookie the page layers them', () => {
  localStorage.setItem(DEV_OVERRIDES_STORAGE_KEY, JSON.stringify({ coupons: DEV }));
  const first = controls('/cupones');
  expect(startDevOverrides(DEFAULT_DEV_OVERRIDE_ORIGINS, first)).toBeNull();
  expect(first.reloads).toEqual(['http://localhost/cupones']);
  const second = controls('/cupones');
  const session = startDevOverrides(DEFAULT_DEV_OVERRIDE_ORIGINS, second);
  expect(second.reloads).toEqual([]);
  expect(session?.applied).toEqual({ coupons: DEV });
  expect(session?.layer(RELEASED).coupons).toBe(DEV);
});

test('the console API refuses a URL off the allow-list and clears with the cookie', () => {
  const page = controls('/');
  const api = devConsole(DEFAULT_DEV_OVERRIDE_ORIGINS, page);
  expect(() => api.override('coupons', 'https://otro.example/m.json')).toThrow('no está permitido');
  expect(() => api.override('nadie', DEV)).toThrow('remoto desconocido');
  api.override('coupons', DEV);
  expect(api.list()).toEqual({ coupons: DEV });
  api.clear();
  expect(api.list()).toEqual({});
  expect(document.cookie).not.toContain('mf_dev=1');
  expect(page.reloads).toHaveLength(2);
});

test('a page loads the overrides only when the browser asks for one', () => {
  expect(devOverridesWanted(localStorage, '?q=tele')).toBe(false);
  expect(devOverridesWanted(localStorage, '?mf-dev=off')).toBe(true);
  localStorage.setItem(DEV_OVERRIDES_STORAGE_KEY, '{}');
  expect(devOverridesWanted(localStorage, '')).toBe(true);
});
