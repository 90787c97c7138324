import { formatNumber } from '@ofertas/contracts/rules';
import type { ImportProgress } from './import-report';

// Counts through contracts' Intl-free formatNumber: an Intl.NumberFormat('es-ES') here would load ICU's
// Spanish number data into the import command (docs/decisions/import-importer-memory.md).

/** One-line progress: a bar when the size is known, rows and rows/s always. */
export function formatProgress(p: ImportProgress, width = 30): string {
  const seconds = p.elapsedMs / 1000;
  const rate = seconds > 0 ? Math.round(p.rowsRead / seconds) : 0;
  const rejected = p.rejected > 0 ? `, ${formatNumber(p.rejected)} rejected` : '';
  // The bounded refresh reads the feed twice: the bar fills once per pass.
  const phase = p.phase === 'comparing' ? 'pass 1/2 comparing ' : p.phase === 'writing' ? 'pass 2/2 writing ' : '';
  if (p.totalBytes) {
    const ratio = Math.min(1, p.bytesRead / p.totalBytes);
    const filled = Math.round(ratio * width);
    return `${phase}[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ${formatNumber(p.rowsRead)} rows, ${formatNumber(rate)} rows/s${rejected}`;
  }
  return `${phase}${formatNumber(p.rowsRead)} rows, ${formatNumber(rate)} rows/s${rejected}`;
}

/**
 * Redraws the bar in place on a terminal at most 10 times a second; elsewhere (CI logs, files) writes a
 * plain line every 2 seconds so logs stay readable.
 */
export function progressPrinter(out: NodeJS.WriteStream = process.stderr): { update(p: ImportProgress): void; done(): void } {
  const tty = Boolean(out.isTTY);
  const every = tty ? 100 : 2000;
  let last = -Infinity;
  let lastLine = '';
  return {
    update(p) {
      const now = performance.now();
      lastLine = formatProgress(p);
      if (now - last < every) return;
      last = now;
      out.write(tty ? `\r${lastLine}\u001b[K` : `${lastLine}\n`);
    },
    done() {
      if (lastLine) out.write(tty ? `\r${lastLine}\u001b[K\n` : `${lastLine}\n`);
    },
  };
}
