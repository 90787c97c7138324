import { createHash } from 'node:crypto';
import { EDITOR_LIMITS, EDITOR_MESSAGES } from '@ofertas/contracts';
import { looksLikeMarkup, sniffRasterType, type RasterType } from './image-type';

/** A cover decoded from a data URL, ready to store. */
export interface DecodedCover extends RasterType {
  readonly bytes: Buffer;
  readonly sha256: string;
}

/** Why a data URL is not a cover: 400 (`status` 400) or too large (413). The message is Spanish and names the field. */
export class CoverRejected extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
    this.name = 'CoverRejected';
  }
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*);base64,([A-Za-z0-9+/=\s]*)$/;

export function isDataUrl(value: string): boolean {
  return value.startsWith('data:');
}

/** Bytes a base64 text decodes to, without decoding it (white space ignored). */
export function base64DecodedLength(base64: string): number {
  let chars = 0;
  let padding = 0;
  for (let i = 0; i < base64.length; i++) {
    const c = base64.charCodeAt(i);
    if (c === 0x3d) padding++;
    else if (c > 0x20) chars++;
  }
  return Math.floor(((chars + padding) * 3) / 4) - padding;
}

/** Too large to be a cover, told from the data URL's length alone (checked before anything is decoded). */
export function coverTooLarge(dataUrl: string): boolean {
  const comma = dataUrl.indexOf(',');
  return comma >= 0 && base64DecodedLength(dataUrl.slice(comma + 1)) > EDITOR_LIMITS.coverBytes;
}

/**
 * Decodes an uploaded cover. The type comes from the bytes (a PNG prefix on JPEG bytes is a JPEG); SVG and
 * anything that is not png, gif, jpeg, bmp, ico or webp is refused (400); over 2 MB decoded is 413.
 */
export function decodeCover(dataUrl: string): DecodedCover {
  const m = DATA_URL.exec(dataUrl);
  if (!m) throw new CoverRejected(400, EDITOR_MESSAGES.coverType);
  const declared = (m[1] ?? '').toLowerCase();
  const base64 = (m[3] ?? '').replace(/\s+/g, '');
  if (base64.length % 4 === 1 || !/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new CoverRejected(400, EDITOR_MESSAGES.coverType);
  if (base64DecodedLength(base64) > EDITOR_LIMITS.coverBytes) throw new CoverRejected(413, EDITOR_MESSAGES.coverTooLarge);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new CoverRejected(400, EDITOR_MESSAGES.coverType);
  const type = sniffRasterType(bytes);
  if (!type) {
    const svg = declared.includes('svg') || looksLikeMarkup(bytes);
    throw new CoverRejected(400, svg ? EDITOR_MESSAGES.coverSvg : EDITOR_MESSAGES.coverType);
  }
  return { ...type, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The immutable address a stored cover is served at. */
export function coverPath(cover: Pick<DecodedCover, 'sha256' | 'extension'>): string {
  return `/api/images/blog/${cover.sha256}.${cover.extension}`;
}
