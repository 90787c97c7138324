/**
 * Small deterministic SVG images for the sample catalogue: a gradient in the category's colour, a pictogram
 * of the category drawn with basic shapes, and the product's label. Each file stays well under 2 KB.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PictogramGroup } from './catalogue-data';
import { COMPILED_CATEGORIES, rowImageUrls, type AwinRow } from './generator';
import { escapeXml } from '../common/xml';
import { hashString } from './prng';
import { renderPlaceholderSvg } from '../common/placeholder-svg';

export { escapeXml } from '../common/xml';
export { renderPlaceholderSvg } from '../common/placeholder-svg';

/** Pictograms in a 100×100 box; white shapes, `D` stands for the dark background tone (cut-outs). */
const PICTOGRAMS: Readonly<Record<PictogramGroup, string>> = {
  laptop: '<rect x="18" y="22" width="64" height="42" rx="4"/><rect x="24" y="28" width="52" height="30" fill="D"/><path d="M8 68h84l-6 10H14z"/>',
  desktop: '<rect x="14" y="18" width="72" height="48" rx="4"/><rect x="20" y="24" width="60" height="36" fill="D"/><rect x="44" y="66" width="12" height="12"/><rect x="32" y="78" width="36" height="6" rx="3"/>',
  chip: '<rect x="26" y="26" width="48" height="48" rx="4"/><rect x="38" y="38" width="24" height="24" fill="D"/><path d="M34 14v12M50 14v12M66 14v12M34 74v12M50 74v12M66 74v12M14 34h12M14 50h12M14 66h12M74 34h12M74 50h12M74 66h12" stroke="#fff" stroke-width="4"/>',
  mouse: '<rect x="30" y="14" width="40" height="72" rx="20"/><path d="M50 14v24" stroke="D" stroke-width="3"/>',
  keyboard: '<rect x="6" y="30" width="88" height="42" rx="5"/><path fill="D" d="M13 37h9v8h-9zM26 37h9v8h-9zM39 37h9v8h-9zM52 37h9v8h-9zM65 37h9v8h-9zM78 37h9v8h-9zM13 49h9v8h-9zM26 49h9v8h-9zM39 49h9v8h-9zM52 49h9v8h-9zM65 49h9v8h-9zM78 49h9v8h-9zM26 61h48v5H26z"/>',
  cable: '<rect x="38" y="12" width="24" height="30" rx="4"/><path d="M44 12V2M56 12V2" stroke="#fff" stroke-width="4"/><path d="M50 42v26q0 20 20 20h24" fill="none" stroke="#fff" stroke-width="6"/>',
  wifi: '<path d="M14 44a52 52 0 0 1 72 0M26 56a34 34 0 0 1 48 0M38 68a16 16 0 0 1 24 0" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="50" cy="80" r="6"/>',
  gadget: '<rect x="30" y="18" width="40" height="68" rx="18"/><circle cx="50" cy="40" r="7" fill="D"/><rect x="40" y="62" width="20" height="4" rx="2" fill="D"/>',
  tv: '<rect x="8" y="16" width="84" height="54" rx="4"/><rect x="14" y="22" width="72" height="42" fill="D"/><path d="M36 84l8-14h12l8 14z"/>',
  phone: '<rect x="30" y="8" width="40" height="84" rx="8"/><rect x="35" y="16" width="30" height="62" fill="D"/><circle cx="50" cy="85" r="3" fill="D"/>',
  headphones: '<path d="M20 62V50a30 30 0 0 1 60 0v12" fill="none" stroke="#fff" stroke-width="7"/><rect x="14" y="56" width="16" height="28" rx="6"/><rect x="70" y="56" width="16" height="28" rx="6"/>',
  watch: '<rect x="38" y="6" width="24" height="88" rx="6"/><circle cx="50" cy="50" r="24"/><circle cx="50" cy="50" r="18" fill="D"/><path d="M50 38v12l8 6" stroke="#fff" stroke-width="3" fill="none"/>',
  jewel: '<path d="M30 22h40l16 18-36 46-36-46z"/><path d="M14 40h72M38 22l-8 18 20 46 20-46-8-18" fill="none" stroke="D" stroke-width="2"/>',
  bottle: '<rect x="42" y="8" width="16" height="14" rx="2"/><rect x="30" y="22" width="40" height="70" rx="10"/><rect x="36" y="44" width="28" height="24" rx="3" fill="D"/>',
  lipstick: '<rect x="36" y="50" width="28" height="40" rx="3"/><rect x="40" y="34" width="20" height="18"/><path d="M40 34V20l20-12v26z"/>',
  razor: '<rect x="24" y="14" width="52" height="16" rx="4"/><path d="M28 22h44" stroke="D" stroke-width="2"/><rect x="44" y="30" width="12" height="58" rx="6"/>',
  health: '<path d="M38 12h24v26h26v24H62v26H38V62H12V38h26z"/>',
  bag: '<path d="M36 34v-8a14 14 0 0 1 28 0v8" fill="none" stroke="#fff" stroke-width="6"/><path d="M18 34h64l-6 56H24z"/>',
  shirt: '<path d="M34 12l-24 14 10 18 10-6v50h40V38l10 6 10-18-24-14c-2 8-8 12-16 12s-14-4-16-12z"/>',
  shoe: '<path d="M8 66c0-14 6-30 10-34h16c4 8 12 14 24 16l26 6c8 2 10 8 10 16v4H8z"/><rect x="8" y="80" width="86" height="7" rx="3"/>',
  racket: '<ellipse cx="44" cy="38" rx="26" ry="30"/><ellipse cx="44" cy="38" rx="18" ry="22" fill="D"/><path d="M60 62l24 26" stroke="#fff" stroke-width="9" stroke-linecap="round"/><circle cx="82" cy="22" r="9"/>',
  sofa: '<rect x="18" y="30" width="64" height="28" rx="8"/><rect x="8" y="44" width="18" height="34" rx="6"/><rect x="74" y="44" width="18" height="34" rx="6"/><rect x="22" y="56" width="56" height="18"/><path d="M14 78h6v8h-6zM80 78h6v8h-6z"/>',
  vacuum: '<path d="M64 8L42 80" stroke="#fff" stroke-width="6" stroke-linecap="round"/><rect x="52" y="20" width="22" height="34" rx="8"/><rect x="18" y="80" width="44" height="10" rx="4"/>',
  tool: '<path d="M16 30h50a8 8 0 0 1 8 8v10a8 8 0 0 1-8 8H16z"/><rect x="74" y="38" width="18" height="8"/><path d="M34 56h20l-4 34H38z"/>',
  lamp: '<path d="M30 14h40l12 34H18z"/><rect x="47" y="48" width="6" height="34"/><rect x="30" y="82" width="40" height="8" rx="4"/>',
  appliance: '<rect x="20" y="8" width="60" height="84" rx="6"/><circle cx="50" cy="56" r="22" fill="D"/><circle cx="50" cy="56" r="14"/><rect x="28" y="16" width="20" height="6" rx="3" fill="D"/>',
  pan: '<circle cx="40" cy="54" r="30"/><circle cx="40" cy="54" r="22" fill="D"/><path d="M68 46l26-10" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  toy: '<rect x="14" y="52" width="34" height="34" rx="4"/><rect x="52" y="52" width="34" height="34" rx="4"/><rect x="33" y="16" width="34" height="34" rx="4"/><circle cx="31" cy="69" r="6" fill="D"/><circle cx="69" cy="69" r="6" fill="D"/><circle cx="50" cy="33" r="6" fill="D"/>',
  gamepad: '<path d="M26 30h48c12 0 20 16 20 36 0 14-12 18-20 8l-8-10H34l-8 10c-8 10-20 6-20-8 0-20 8-36 20-36z"/><path d="M24 48h16M32 40v16" stroke="D" stroke-width="5"/><circle cx="68" cy="44" r="4" fill="D"/><circle cx="76" cy="52" r="4" fill="D"/>',
  camera: '<rect x="8" y="28" width="84" height="56" rx="8"/><rect x="34" y="18" width="32" height="12" rx="3"/><circle cx="50" cy="56" r="20" fill="D"/><circle cx="50" cy="56" r="12"/>',
  baby: '<path d="M18 30h38v30H12z"/><path d="M60 28a32 32 0 0 1 28 32H60z"/><path d="M10 60h80" stroke="#fff" stroke-width="4"/><circle cx="26" cy="80" r="9"/><circle cx="72" cy="80" r="9"/>',
  paw: '<ellipse cx="50" cy="66" rx="20" ry="17"/><ellipse cx="26" cy="44" rx="8" ry="11"/><ellipse cx="42" cy="28" rx="8" ry="11"/><ellipse cx="58" cy="28" rx="8" ry="11"/><ellipse cx="74" cy="44" rx="8" ry="11"/>',
  plant: '<path d="M30 62h40l-6 28H36z"/><path d="M50 62V30" stroke="#fff" stroke-width="4"/><path d="M50 40c-20 0-28-12-28-24 16 0 28 8 28 24zM50 34c0-16 10-26 28-26 0 14-10 26-28 26z"/>',
  suitcase: '<rect x="14" y="30" width="72" height="54" rx="8"/><path d="M38 30v-8a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v8" fill="none" stroke="#fff" stroke-width="6"/><path d="M34 30v54M66 30v54" stroke="D" stroke-width="4"/>',
};

const GENERIC_PICTOGRAM = '<path d="M12 50L50 12h38v38L50 88z"/><circle cx="70" cy="30" r="7" fill="D"/>';

interface Look {
  hue: number;
  group: PictogramGroup | undefined;
}

const LOOKS = new Map<string, Look>();
for (const c of COMPILED_CATEGORIES) {
  const look = { hue: c.spec.hue, group: c.spec.group };
  LOOKS.set(c.name.toLowerCase(), look);
  LOOKS.set(c.slug, look);
}

function lookOf(category: string): Look {
  return LOOKS.get(category.toLowerCase()) ?? { hue: hashString(category) % 360, group: undefined };
}

function pictogram(look: Look, dark: string): string {
  const shapes = look.group ? PICTOGRAMS[look.group] : GENERIC_PICTOGRAM;
  return shapes.replaceAll('"D"', `"${dark}"`);
}

/** A category's hue and its pictogram (white shapes in a 100×100 box, cut-outs in `dark`), for other artwork. */
export function categoryArtwork(category: string, dark: (hue: number) => string): { hue: number; shapes: string } {
  const look = lookOf(category);
  return { hue: look.hue, shapes: pictogram(look, dark(look.hue)) };
}

/** Break a label into at most `maxLines` lines of about `width` characters (ellipsis when cut). */
export function wrapLabel(label: string, width: number, maxLines = 2): string[] {
  const words = label.trim().split(/\s+/).filter((w) => w.length > 0);
  const lines: string[] = [];
  let current = '';
  let i = 0;
  for (; i < words.length; i++) {
    const w = words[i] as string;
    const next = current === '' ? w : `${current} ${w}`;
    if (next.length <= width || current === '') {
      current = next;
      continue;
    }
    lines.push(current);
    current = w;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && current !== '') lines.push(current);
  let truncated = i < words.length;
  const out = lines.slice(0, maxLines).map((l) => {
    if (l.length > width) {
      truncated = true;
      return l.slice(0, width - 1);
    }
    return l;
  });
  if (truncated && out.length > 0) {
    let last = out[out.length - 1] as string;
    // The ellipsis counts: a last word that would push it past the width goes.
    if (last.length + 1 > width && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
    out[out.length - 1] = `${last.replace(/[\s,.;:]+$/, '')}…`;
  }
  return out;
}

function safeId(text: string): string {
  return text.replace(/[^\w-]/g, '').slice(0, 40) || 'x';
}

/** Product image n (1–6) of a product: gradient, pictogram of its category, two lines of its label. */
export function renderProductImageSvg(productId: string, n: number, label: string, category: string): string {
  const look = lookOf(category);
  const k = Math.max(1, Math.floor(n)) - 1;
  const hue = (look.hue + k * 14) % 360;
  const light = `hsl(${hue} 72% ${62 - (k % 3) * 4}%)`;
  const dark = `hsl(${(hue + 28) % 360} 62% 34%)`;
  const gid = `g${safeId(productId)}-${k + 1}`;
  const x2 = k % 2 === 0 ? '1' : '0';
  const scale = 1.7 - (k % 3) * 0.15;
  const px = 200 - 50 * scale + ((k % 3) - 1) * 18;
  const py = 150 - 50 * scale;
  const lines = wrapLabel(label, 26);
  const text = lines
    .map((l, i) => `<text x="200" y="${lines.length === 1 ? 322 : 306 + i * 30}">${escapeXml(l)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="${gid}t">` +
    `<title id="${gid}t">${escapeXml(label)}</title>` +
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="${x2}" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="400" height="400" fill="url(#${gid})"/>` +
    `<circle cx="${330 - k * 40}" cy="${60 + k * 20}" r="120" fill="#fff" fill-opacity=".08"/>` +
    `<g fill="#fff" transform="translate(${px.toFixed(1)} ${py.toFixed(1)}) scale(${scale.toFixed(2)})">${pictogram(look, dark)}</g>` +
    `<g fill="#fff" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="22" font-weight="600" text-anchor="middle">${text}</g>` +
    `</svg>`
  );
}

/**
 * Category card image: gradient and a large centred pictogram. No title in the artwork: the card prints the
 * name below it, and a phone's square crop cut the drawn one. The title stays the SVG's <title>.
 */
export function renderCategoryImageSvg(slug: string, title: string): string {
  const look = lookOf(slug);
  const light = `hsl(${look.hue} 72% 60%)`;
  const dark = `hsl(${(look.hue + 28) % 360} 62% 32%)`;
  const gid = `c${safeId(slug)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-labelledby="${gid}t">` +
    `<title id="${gid}t">${escapeXml(title)}</title>` +
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="640" height="360" fill="url(#${gid})"/>` +
    `<circle cx="320" cy="180" r="150" fill="#fff" fill-opacity=".1"/>` +
    `<g fill="#fff" transform="translate(210 70) scale(2.2)">${pictogram(look, dark)}</g>` +
    `</svg>`
  );
}

export interface WrittenImages {
  products: number;
  files: number;
}

/**
 * Write `dir/products/<id>-<n>.svg` for every image a row references, `dir/categories/<slug>.svg` for every
 * category and `dir/placeholder.svg`. Directories are created once; writes run 64 at a time.
 */
export async function writeSampleImages(dir: string, rows: Iterable<AwinRow>): Promise<WrittenImages> {
  const productsDir = join(dir, 'products');
  const categoriesDir = join(dir, 'categories');
  await mkdir(productsDir, { recursive: true });
  await mkdir(categoriesDir, { recursive: true });

  const inFlight = new Set<Promise<void>>();
  let files = 0;
  let products = 0;
  const write = async (file: string, content: string): Promise<void> => {
    const p: Promise<void> = writeFile(file, content).finally(() => inFlight.delete(p));
    inFlight.add(p);
    files++;
    if (inFlight.size >= 64) await Promise.race(inFlight);
  };

  await write(join(dir, 'placeholder.svg'), renderPlaceholderSvg());
  for (const c of COMPILED_CATEGORIES) await write(join(categoriesDir, `${c.slug}.svg`), renderCategoryImageSvg(c.slug, c.spec.title));
  for (const row of rows) {
    products++;
    const urls = rowImageUrls(row);
    for (let i = 0; i < urls.length; i++) {
      const url = urls[i] as string;
      const name = url.slice(url.lastIndexOf('/') + 1);
      const dash = name.lastIndexOf('-');
      const n = dash >= 0 ? Number.parseInt(name.slice(dash + 1), 10) || i + 1 : i + 1;
      await write(join(productsDir, name), renderProductImageSvg(row.aw_product_id, n, row.product_name, row.category_name));
    }
  }
  await Promise.all(inFlight);
  return { products, files };
}
