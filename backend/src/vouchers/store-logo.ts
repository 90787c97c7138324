import * as fs from 'node:fs';
import * as path from 'node:path';
import { hashString } from '../common/hash';
import { escapeXml } from '../common/xml';

/** Brand-neutral colours that keep white text at a WCAG AA contrast ratio (≥ 4.5:1). */
const PALETTE = ['#1f4e79', '#7a1f5c', '#0b6e4f', '#8a3b12', '#3d3a8c', '#8c1c2b', '#00606b', '#5b4a12', '#2f4858', '#6b2d8f'];

/**
 * A store logo drawn locally (no image is fetched from a merchant): the store's name on a colour derived
 * from it, 240×120. The same name always yields the same bytes.
 */
export function storeLogoSvg(displayName: string): string {
  const label = displayName.replace(/-/g, ' ').trim() || 'Tienda';
  const h = hashString(label.toLowerCase());
  const bg = PALETTE[h % PALETTE.length] as string;
  const size = label.length <= 8 ? 34 : label.length <= 12 ? 28 : label.length <= 16 ? 22 : 18;
  const initial = escapeXml(label.charAt(0).toUpperCase());
  const name = escapeXml(label.length > 22 ? `${label.slice(0, 21)}…` : label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${name}">` +
    `<title>${name}</title>` +
    `<rect width="240" height="120" rx="16" fill="${bg}"/>` +
    `<circle cx="206" cy="26" r="44" fill="#ffffff" fill-opacity="0.08"/>` +
    `<text x="24" y="44" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="18" font-weight="700" fill="#ffffff" fill-opacity="0.55">${initial}</text>` +
    `<text x="120" y="${70 + Math.round(size / 3)}" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="#ffffff">${name}</text>` +
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
