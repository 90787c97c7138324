// Main-thread work of a first visit per page kind, from a Chromium trace at CPU throttle 1× (issue 14): the
// renderer main thread's tasks, by thread (CPU) time, until the page is settled — count, tasks over 50 ms, their blocking time (the
// part over 50 ms, what Lighthouse's TBT sums after its ×4 simulation), script evaluation and function-call
// time, style/layout — plus the number of React commits (a devtools-hook counter installed before any script)
// and the LCP element. Less sensitive to the machine's load than Lighthouse scores, not immune: report the
// 1-minute load average beside it. Asserts nothing.
//   node bench/main-thread.mjs [--url http://127.0.0.1:3000] [--frontends DIR] [--runs 3] [--pages home,list] [--tasks]
import * as os from 'node:os';
import { chromium } from 'playwright-core';
import { arg, networkQuiet } from './lib.mjs';
import { pageKinds, startBackend } from './weight.mjs';

const runs = Number(arg('runs', '3'));
const given = arg('url', '');
const server = given ? null : await startBackend(arg('frontends', ''));
const base = given || server.url;
const wanted = arg('pages', 'home,list,product,coupons,store,article').split(',');
const showTasks = process.argv.includes('--tasks');
const kinds = await pageKinds(base);

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/** Counts React commits and records the LCP candidate; runs before any page script. */
function instrument() {
  const w = window;
  w.__commits = 0;
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    onCommitFiberRoot() {
      w.__commits++;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  w.__lcp = { time: 0, url: '', tag: '' };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      const el = e.element;
      w.__lcp = { time: Math.round(e.startTime), url: e.url || '', tag: el ? `${el.tagName.toLowerCase()}${el.className ? '.' + String(el.className).split(' ')[0] : ''} ${(e.url || el.textContent || '').slice(0, 60)}` : '' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

async function once(browser, p) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'es-ES' });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const finished = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  const quiet = networkQuiet(page);
  const load = os.loadavg()[0];
  await page.goto(base + p, { waitUntil: 'load' });
  await page.locator('main h1, h1').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, null, { timeout: 30_000 }).catch(() => undefined);
  await quiet(1000);
  const { commits, fcp, lcp } = await page.evaluate(() => {
    // When the LCP image's request started (ms after navigation): late = found at the end of the waterfall.
    const image = window.__lcp.url ? performance.getEntriesByName(window.__lcp.url)[0] : undefined;
    // First paint, and how many requests had started by then: Lighthouse's simulation counts those before it.
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const beforeFcp = performance.getEntriesByType('resource').filter((r) => r.startTime < fcp).length;
    return { commits: window.__commits, fcp: { at: Math.round(fcp), requests: beforeFcp }, lcp: { ...window.__lcp, requestAt: image ? Math.round(image.startTime) : null } };
  });
  await cdp.send('Tracing.end');
  await finished;
  await context.close();
  return { load, commits, fcp, lcp, ...summarise(events) };
}

// Thread (CPU) time of a trace event, not wall time: on a busy machine a task's wall time includes waiting for
// a core, its thread time much less so.
const cpu = (e) => e.tdur ?? e.dur ?? 0;

function summarise(events) {
  // The page's renderer main thread: the CrRendererMain with the most top-level task time.
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const byThread = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mains.includes(key)) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key).push(e);
  }
  // The page's own thread is the one that ran the site's scripts (other renderers: extensions, chrome:// pages).
  let main = [];
  let best = -1;
  for (const list of byThread.values()) {
    const t = list.filter((e) => (e.name === 'EvaluateScript' || e.name === 'FunctionCall') && String(e.args?.data?.url ?? '').startsWith(base)).length;
    if (t > best) [best, main] = [t, list];
  }
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && cpu(e) >= 1000);
  const long = tasks.filter((e) => cpu(e) > 50_000);
  const sum = (name) => main.filter((e) => e.name === name && e.ph === 'X').reduce((s, e) => s + cpu(e), 0) / 1000;
  const all = main.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const t0 = all.length ? Math.min(...all.map((e) => e.ts)) : 0;
  // Listed with --tasks: the tasks Lighthouse's ×4 simulation turns into blocking ones (over 12.5 ms).
  const longList = tasks.filter((e) => cpu(e) > 12_500).map((task) => {
    // What ran inside: the evaluated scripts and called functions' URLs, by time.
    const inside = main.filter((e) => e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.compile' || e.name === 'UpdateLayoutTree' || e.name === 'Layout' || e.name === 'ParseHTML' || e.name === 'Paint'));
    const parts = new Map();
    for (const e of inside) {
      const url = e.args?.data?.url || e.args?.data?.functionName || '';
      const label = `${e.name}${url ? ' ' + url.replace(/^https?:\/\/[^/]+/, '') : ''}${e.args?.data?.functionName ? '#' + e.args.data.functionName : ''}`;
      parts.set(label, (parts.get(label) ?? 0) + cpu(e) / 1000);
    }
    const top = [...parts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${v.toFixed(0)}`);
    return { at: Math.round((task.ts - t0) / 1000), ms: Math.round(cpu(task) / 1000), top };
  });
  return {
    tasks: tasks.length,
    longTasks: long.length,
    longMs: Math.round(long.reduce((s, e) => s + cpu(e), 0) / 1000),
    blockingMs: Math.round(long.reduce((s, e) => s + cpu(e) - 50_000, 0) / 1000),
    // Lighthouse's simulation: every task ×4, the part over 50 ms blocks.
    blocking4xMs: Math.round(tasks.reduce((s, e) => s + Math.max(0, (4 * cpu(e)) / 1000 - 50), 0)),
    taskMs: Math.round(all.reduce((s, e) => s + cpu(e), 0) / 1000),
    evaluateMs: Math.round(sum('EvaluateScript')),
    callMs: Math.round(sum('FunctionCall')),
    compileMs: Math.round(sum('v8.compile') + sum('V8.CompileCode')),
    styleLayoutMs: Math.round(sum('UpdateLayoutTree') + sum('Layout')),
    longList,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const name of wanted) {
    const rs = [];
    for (let i = 0; i < runs; i++) rs.push(await once(browser, kinds[name]));
    const m = (k) => median(rs.map((r) => r[k]));
    console.log(
      `${name.padEnd(8)} tasks ${m('tasks')}  long ${m('longTasks')} (${m('longMs')} ms, blocking ${m('blockingMs')}, ×4 ${m('blocking4xMs')})  task ${m('taskMs')} ms  ` +
        `eval ${m('evaluateMs')}  calls ${m('callMs')}  compile ${m('compileMs')}  style+layout ${m('styleLayoutMs')}  commits ${m('commits')} (runs ${rs.map((r) => r.commits).join('/')})  ` +
        `load ${rs.map((r) => r.load.toFixed(1)).join('/')}  FCP ${median(rs.map((r) => r.fcp.at))} ms after ${median(rs.map((r) => r.fcp.requests))} requests  LCP ${median(rs.map((r) => r.lcp.time))} ms${rs[0].lcp.requestAt === null ? '' : ` (image asked at ${median(rs.map((r) => r.lcp.requestAt ?? 0))} ms)`} ${rs[0].lcp.tag}`,
    );
    if (showTasks) for (const t of rs[0].longList) console.log(`         +${t.at} ms  ${t.ms} ms: ${t.top.join(' | ')}`);
  }
} finally {
  await browser.close();
  await server?.stop();
}
