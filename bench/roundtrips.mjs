// Round trips before a page shows (issue 14): each page kind loaded in Chromium with a fixed added latency per
// request (CDP network emulation, no bandwidth limit, empty cache), so the time until the page's heading is there,
// divided by that latency, counts the requests chained one after another (HTML → shell → /remotes.json →
// manifest → remoteEntry → expose → page chunk → API answer …). CPU time adds to it (report the load average);
// with a latency well above the machine's script time the count is what it measures. Prints a table and, with
// --waterfall, each request's start and end in round trips. Asserts nothing.
//
//   node bench/roundtrips.mjs [--latency 400] [--runs 3] [--pages list,product] [--waterfall] [--frontends DIR]
import * as path from 'node:path';
import * as os from 'node:os';
import { createRequire } from 'node:module';
import { arg, ROOT } from './lib.mjs';
import { pageKinds, startBackend } from './weight.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('playwright-core');

const latency = Number(arg('latency', '400'));
const runs = Number(arg('runs', '3'));
const only = arg('pages', 'home,list,product,coupons,article').split(',');
const waterfall = process.argv.includes('--waterfall');

async function once(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-ES' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
  const t0 = Date.now();
  const rows = [];
  page.on('requestfinished', (r) => {
    const t = r.timing();
    rows.push({ url: new URL(r.url()).pathname, start: t.startTime - t0, end: t.startTime - t0 + t.responseEnd });
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('main h1').first().waitFor({ timeout: 120_000 });
  const heading = Date.now() - t0;
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await context.close();
  return { heading, rows: rows.sort((a, b) => a.start - b.start) };
}

const server = await startBackend(arg('frontends', ''));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update'],
});
try {
  const kinds = await pageKinds(server.url);
  console.log(`added latency ${latency} ms per request, ${runs} runs, median; 1-min load average ${os.loadavg()[0].toFixed(1)}`);
  console.log('page      heading (ms)  round trips');
  for (const kind of only) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await once(browser, server.url + kinds[kind]));
    results.sort((a, b) => a.heading - b.heading);
    const median = results[Math.floor(results.length / 2)];
    console.log(`${kind.padEnd(9)} ${String(median.heading).padStart(12)}  ${(median.heading / latency).toFixed(1).padStart(11)}`);
    if (waterfall) {
      for (const r of median.rows) {
        if (/\.(png|jpe?g|webp|svg|woff2?|ico)$/.test(r.url)) continue;
        console.log(`    ${(r.start / latency).toFixed(1).padStart(5)} → ${(r.end / latency).toFixed(1).padStart(5)}  ${r.url}`);
      }
    }
  }
  console.log(`load average after: ${os.loadavg()[0].toFixed(1)}`);
} finally {
  await browser.close();
  await server.stop();
}
