/**
 * The W3C Nu HTML checker (vnu-jar, on the machine's Java) over each page kind: the HTML the server sends and
 * the DOM once the page has rendered. Errors only (warnings are advice).
 */
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { openSession, type Session } from '../support/browser';
import { readState } from '../support/servers';

const VNU = path.join(__dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
}

/** Checks every file in one run of the checker (Java starts once) and gives each file's errors. */
function htmlErrors(files: string[]): Map<string, string[]> {
  const run = spawnSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status === null) throw new Error(`vnu did not run: ${run.error?.message ?? ''}`);
  const { messages } = JSON.parse(run.stdout || '{"messages":[]}') as { messages: VnuMessage[] };
  const byFile = new Map<string, string[]>(files.map((f) => [f, []]));
  for (const m of messages.filter((x) => x.type === 'error')) {
    const file = files.find((f) => m.url !== undefined && decodeURIComponent(m.url).endsWith(f));
    if (file === undefined) throw new Error(`vnu: an error for an unknown file: ${m.url ?? '?'} ${m.message}`);
    byFile.get(file)!.push(`${m.message} [${(m.extract ?? '').trim().slice(0, 80)}]`);
  }
  return byFile;
}

async function productPath(): Promise<string> {
  const res = await fetch(`${readState().baseUrl}/api/products/get/?search=null&category=all&brand=all&price=0&page=1&limit=1`);
  const [answer] = (await res.json()) as Array<{ Data: Array<{ id: string }> }>;
  return `/ofertas/x/${answer!.Data[0]!.id}`;
}

const PAGES = ['/', '/ofertas', '/categorias/todo', 'product', '/ofertas/black-friday', '/ofertas/vuelta-al-cole', '/cupones', '/blog', '/blog/black-friday-2024', '/legal/term', '/contacto', '/error', '/blog/new'];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
const fileOf = (index: number, kind: 'served' | 'rendered') => path.join(dir, `page-${index}-${kind}.html`);
let errors: Map<string, string[]>;

// Every page is fetched and rendered first, then checked in one run of the checker.
beforeAll(async () => {
  const s: Session = await openSession();
  try {
    for (const [index, which] of PAGES.entries()) {
      const p = which === 'product' ? await productPath() : which;
      const served = await (await fetch(`${s.baseUrl}${p}`, { headers: { accept: 'text/html' } })).text();
      fs.writeFileSync(fileOf(index, 'served'), served);
      await s.goto(p);
      await s.page.locator('main h1').first().waitFor();
      await s.page.waitForLoadState('networkidle');
      fs.writeFileSync(fileOf(index, 'rendered'), `<!DOCTYPE html>\n${await s.page.evaluate(() => document.documentElement.outerHTML)}`);
    }
  } finally {
    await s.close();
  }
  errors = htmlErrors(PAGES.flatMap((_, index) => [fileOf(index, 'served'), fileOf(index, 'rendered')]));
}, 300_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test.each(PAGES.map((page, index) => [page, index] as const))('%s: no HTML errors in the served page nor in the rendered one', (_page, index) => {
  expect(errors.get(fileOf(index, 'served'))).toEqual([]);
  expect(errors.get(fileOf(index, 'rendered'))).toEqual([]);
});
