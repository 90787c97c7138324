/** A raster image type a cover may have, told from its first bytes (never from a name or a declared type). */
export interface RasterType {
  readonly contentType: string;
  readonly extension: 'png' | 'gif' | 'jpg' | 'bmp' | 'ico' | 'webp';
}

export const RASTER_TYPES = {
  png: { contentType: 'image/png', extension: 'png' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  jpg: { contentType: 'image/jpeg', extension: 'jpg' },
  bmp: { contentType: 'image/bmp', extension: 'bmp' },
  ico: { contentType: 'image/x-icon', extension: 'ico' },
  webp: { contentType: 'image/webp', extension: 'webp' },
} as const satisfies Record<string, RasterType>;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The image type of `bytes` by magic number, or null when it is none of the accepted raster types. */
export function sniffRasterType(bytes: Uint8Array): RasterType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return RASTER_TYPES.png;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return RASTER_TYPES.gif;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return RASTER_TYPES.jpg;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return RASTER_TYPES.webp;
  // BMP: 'BM', then the file size and the pixel-data offset (within the file): a text starting "BM" is not one.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26) return RASTER_TYPES.bmp;
  // ICO: reserved 0, type 1, then at least one image entry.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 22 && (bytes[4] ?? 0) + (bytes[5] ?? 0) > 0) return RASTER_TYPES.ico;
  return null;
}

/**
 * Whether the bytes look like SVG or other markup (which can carry script): text that starts, after an
 * optional BOM and white space, with '<'.
 */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  let i = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (i < bytes.length && i < 4096 && [0x09, 0x0a, 0x0d, 0x20].includes(bytes[i] as number)) i++;
  return bytes[i] === 0x3c;
}
