import '../compile-cache';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { formatNumber } from '@ofertas/contracts/rules';
import { DataSource } from 'typeorm';
import { importVouchers, type VoucherImportProgress } from '../vouchers/import-vouchers';
import { runCli } from './run-cli';

const USAGE = `usage: npm run import:vouchers -- <file-or-url> [--batch-size N] [--show-rejected N]

Imports an Awin Promotions API JSON export (the { data: [...] } answer or a bare list; plain or gzip; a file
or an http(s) URL) into the coupon catalogue, and draws a logo for every new store. Re-importing the same
export changes nothing; invalid entries are listed with their index and reason and the others are imported.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'batch-size': { type: 'string', default: '500' },
    'show-rejected': { type: 'string', default: '20' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const batchSize = Number(values['batch-size']);
const show = Number(values['show-rejected']);
if (values.help || positionals.length !== 1 || !Number.isInteger(batchSize) || batchSize < 1 || batchSize > 50_000 || !Number.isInteger(show) || show < 0) {
  console.error(USAGE);
  process.exit(values.help ? 0 : 2);
}

function progressLine(p: VoucherImportProgress, width = 30): string {
  const ratio = p.total > 0 ? p.processed / p.total : 1;
  const filled = Math.round(ratio * width);
  const rejected = p.rejected > 0 ? `, ${formatNumber(p.rejected)} rejected` : '';
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ${formatNumber(p.processed)}/${formatNumber(p.total)} entries${rejected}`;
}

void runCli(async (app, config) => {
  const tty = Boolean(process.stderr.isTTY);
  let last = '';
  const given = positionals[0] as string;
  // npm runs workspace scripts inside backend/: a relative path means the directory npm was started from.
  const source = /^https?:\/\//i.test(given) ? given : path.resolve(process.env.INIT_CWD ?? process.cwd(), given);
  const report = await importVouchers(app.get(DataSource), {
    source,
    dataDir: config.DATA_DIR,
    batchSize,
    keepRejections: show,
    onProgress: (p) => {
      last = progressLine(p);
      process.stderr.write(tty ? `\r${last}\u001b[K` : `${last}\n`);
    },
  });
  if (tty && last) process.stderr.write('\n');
  for (const r of report.rejections) {
    const id = r.promotionId === undefined ? '' : ` (promotionId ${JSON.stringify(r.promotionId)})`;
    console.error(`  rejected entry #${r.index}${id}: ${r.reason}`);
  }
  if (report.rejected > report.rejections.length) console.error(`  … and ${report.rejected - report.rejections.length} more rejected entries`);
  console.log(
    `${report.entries} entries in ${report.seconds} s: ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged, ` +
      `${report.rejected} rejected; ${report.stores} stores (${report.storesInserted} new, ${report.storesUpdated} updated), ${report.logosWritten} logos written`,
  );
});
