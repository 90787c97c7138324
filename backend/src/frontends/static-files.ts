import { createHash } from 'node:crypto';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** A file name with a content hash (webpack `[name].[contenthash:8].ext`): safe to cache forever. */
export function isHashed(file: string): boolean {
  return /[.-][0-9a-f]{8,}\.(js|css|mjs|png|jpe?g|gif|svg|webp|woff2)$/i.test(path.basename(file));
}

/** Manifests, remote entries and HTML must be revalidated on every use (they name the hashed files). */
export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (isHashed(base)) return IMMUTABLE;
  if (base.endsWith('.html') || base === 'remoteEntry.js' || base.endsWith('manifest.json') || base.endsWith('.json')) {
    return NO_CACHE;
  }
  return 'public, max-age=300';
}

export interface StaticFile {
  body: Buffer;
  gzip: Buffer | null;
  /** Brotli copy, made on first use (costlier than gzip to produce, ~15 % smaller to send). */
  brotli(): Buffer | null;
  etag: string;
  type: string;
  mtimeMs: number;
}

/**
 * The build's zopfli copy of a file (`name.js.gz`, tools/webpack/precompress.js), only when it is the gzip of
 * this very body: a stale or foreign `.gz` is ignored and the file is compressed here as before.
 */
async function prebuiltGzip(abs: string, body: Buffer): Promise<Buffer | null> {
  let gz: Buffer;
  try {
    gz = await fs.readFile(`${abs}.gz`);
  } catch {
    return null;
  }
  try {
    return gunzipSync(gz).equals(body) ? gz : null;
  } catch {
    return null;
  }
}

/**
 * Reads files below a root, never outside it, keeping them (and a gzip copy: the build's zopfli one when there is
 * one) in memory until they change.
 * Front-end builds are a few MB; this avoids a disk read and a compression per request.
 */
export class StaticFiles {
  private readonly cache = new Map<string, StaticFile>();

  async get(root: string, relative: string): Promise<StaticFile | null> {
    let rel: string;
    try {
      rel = decodeURIComponent(relative);
    } catch {
      return null;
    }
    if (rel.includes('\0')) return null;
    const abs = path.resolve(root, '.' + path.posix.normalize('/' + rel));
    if (abs !== root && !abs.startsWith(root + path.sep)) return null;
    let stat;
    try {
      stat = await fs.stat(abs);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const hit = this.cache.get(abs);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.body.length === stat.size) return hit;
    const body = await fs.readFile(abs);
    const type = TYPES[path.extname(abs).toLowerCase()] ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type) && body.length > 1024;
    let br: Buffer | null | undefined;
    const file: StaticFile = {
      body,
      gzip: compressible ? ((await prebuiltGzip(abs, body)) ?? gzipSync(body, { level: 9 })) : null,
      brotli: () => {
        if (br === undefined) {
          br = compressible
            ? brotliCompressSync(body, {
                params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
              })
            : null;
        }
        return br;
      },
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      type,
      mtimeMs: stat.mtimeMs,
    };
    this.cache.set(abs, file);
    return file;
  }
}
