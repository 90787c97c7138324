import * as fs from 'node:fs';
import * as path from 'node:path';
import { hashString } from '../common/hash';
import { escapeXml } from '../common/xml';

/** Brand-neutral colours that keep white text at a WCAG AA contrast ratio (≥ 4.5:1). */
const PALETTE = ['#1f4e79', '#7a1f5c', '#0b6e4f', '#8a3b12', '#3d3a8c', '#8c1c2b', '#00606b', '#5b4a12', '#2f4858', '#6b2d8f'];

const FONT = "system-ui, -apple-system, 'Segoe UI', sans-serif";
/** Longest line before it is cut with '…' (the tile is 240 px wide). */
const MAX_LINE = 20;

/**
 * The name in one line, or two lines split at the space nearest the middle when that is shorter than one
 * long line: a tile shown ~120 px wide must stay legible, so long names wrap rather than shrink.
 */
export function logoLines(label: string): string[] {
  const cut = (line: string) => (line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line);
  if (label.length <= 11 || !label.includes(' ')) return [cut(label)];
  let best = -1;
  for (let i = label.indexOf(' '); i !== -1; i = label.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - label.length / 2) < Math.abs(best - label.length / 2)) best = i;
  }
  return [cut(label.slice(0, best).trim()), cut(label.slice(best + 1).trim())];
}

/** Font size (in the 240×120 tile) that fits the longest line. */
function fontSize(longest: number): number {
  return longest <= 8 ? 36 : longest <= 11 ? 30 : longest <= 14 ? 26 : 22;
}

/**
 * A store logo drawn locally (no image is fetched from a merchant): the store's name on a colour derived
 * from it, 240×120. The same name always yields the same bytes.
 */
export function storeLogoSvg(displayName: string): string {
  const label = displayName.replace(/-/g, ' ').replace(/\s+/g, ' ').trim() || 'Tienda';
  const h = hashString(label.toLowerCase());
  const bg = PALETTE[h % PALETTE.length] as string;
  const lines = logoLines(label);
  const size = fontSize(Math.max(...lines.map((l) => l.length)));
  const lineHeight = Math.round(size * 1.15);
  // Centre the block vertically: baseline of the first line, then one line height per line.
  const first = Math.round(60 - ((lines.length - 1) * lineHeight) / 2 + size / 3);
  const text = lines
    .map((l, i) => `<text x="120" y="${first + i * lineHeight}" font-family="${FONT}" font-size="${size}" font-weight="700" text-anchor="middle" fill="#ffffff">${escapeXml(l)}</text>`)
    .join('');
  const name = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<rect width="240" height="120" rx="16" fill="${bg}"/>` +
    text +
    `</svg>`
  );
}

/**
 * Writes `<dataDir>/images/stores/<key>.svg` for each store whose file is missing or different; served by the
 * images route as /api/images/stores/<key>.svg. Returns how many files were written.
 */
export function writeStoreLogos(dataDir: string, stores: ReadonlyArray<{ key: string; displayName: string }>): number {
  const dir = path.join(dataDir, 'images', 'stores');
  fs.mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const s of stores) {
    if (!/^[a-z0-9][a-z0-9-]{0,100}$/.test(s.key)) continue;
    const file = path.join(dir, `${s.key}.svg`);
    const svg = storeLogoSvg(s.displayName);
    let current: string | null;
    try {
      current = fs.readFileSync(file, 'utf8');
    } catch {
      current = null;
    }
    if (current === svg) continue;
    fs.writeFileSync(file, svg);
    written++;
  }
  return written;
}
