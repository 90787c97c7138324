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

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: source });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
  return result.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export const NOT_FOUND_TEXT = 'Error 404 ¡Ups! Algo salió mal. La página que estás buscando no se encuentra disponible.';
