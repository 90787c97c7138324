import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { chromium, type BrowserContext, type Page, type Request, type Response } from 'playwright-core';
import { readState } from './servers';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Session {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  requests: Request[];
  responses: Response[];
  consoleErrors: string[];
  pageErrors: string[];
  goto(p: string): Promise<void>;
  close(): Promise<void>;
}

/** Debian's Chromium with a fresh user-data-dir (nothing shared between sessions: storage, cache). */
export async function openSession(baseUrl = readState().baseUrl): Promise<Session> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ofertas-e2e-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    locale: 'es-ES',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const requests: Request[] = [];
  const responses: Response[] = [];
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('request', (r) => requests.push(r));
  page.on('response', (r) => responses.push(r));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return {
    context,
    page,
    baseUrl,
    requests,
    responses,
    consoleErrors,
    pageErrors,
    async goto(p: string) {
      await page.goto(baseUrl + p, { waitUntil: 'load' });
    },
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Which shared library a JS file carries, from its license banner file (webpack's extracted comments). */
export async function librariesIn(url: string, body: string): Promise<string[]> {
  const libs: string[] = [];
  const m = /^\/\*! For license information please see (\S+) \*\//.exec(body);
  if (m) {
    const license = await (await fetch(new URL(m[1]!, url))).text();
    if (/react\.production\.js/.test(license)) libs.push('react');
    if (/react-jsx-runtime\.production\.js/.test(license)) libs.push('react/jsx-runtime');
    if (/react-dom\.production\.js/.test(license)) libs.push('react-dom');
    if (/react-dom-client\.production\.js/.test(license)) libs.push('react-dom/client');
    if (/react-router v/.test(license)) libs.push('react-router');
  }
  if (/INTERNAL_overrideCreateStore/.test(body)) libs.push('jotai');
  // ky keeps no license banner: its TimeoutError's message is in every copy.
  if (/Request timed out: /.test(body)) libs.push('ky');
  return libs;
}

/**
 * JavaScript a page downloaded so far, split into the shell's and one remote's (files under /mfe/<remote>/):
 * bytes as sent (brotli, the server's choice for a browser) and as gzip (fetched again with gzip only).
 */
export async function firstLoadJs(s: Session, remote: string): Promise<{ shell: JsSize; remote: JsSize }> {
  const sizes = { shell: { sent: 0, gzip: 0 }, remote: { sent: 0, gzip: 0 } };
  for (const r of s.responses) {
    const p = new URL(r.url()).pathname;
    if (!p.endsWith('.js') || (p.startsWith('/mfe/') && !p.startsWith(`/mfe/${remote}/`))) continue;
    const part = p.startsWith(`/mfe/${remote}/`) ? sizes.remote : sizes.shell;
    part.sent += (await r.request().sizes()).responseBodySize;
    if ((await r.body()).length > 1024 && r.headers()['content-encoding'] !== 'br') throw new Error(`${p} was not sent as brotli`);
    const gz = await fetch(r.url(), { headers: { 'accept-encoding': 'gzip' } });
    part.gzip += Number(gz.headers.get('content-length'));
  }
  return sizes;
}
export interface JsSize {
  sent: number;
  gzip: number;
}
export const kb = (n: number) => Math.round(n / 102.4) / 10;

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol, not as an inline <script>: the site's CSP (rightly) blocks those.
  await page.evaluate(source);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export const NOT_FOUND_TEXT = 'Error 404 ¡Ups! Algo salió mal. La página que estás buscando no se encuentra disponible.';
/** SPEC §8 'Product not found'. */
export const PRODUCT_NOT_FOUND = 'No se encontro el producto que estabas buscando, prueba a buscar de nuevo.';
