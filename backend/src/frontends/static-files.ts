import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { TtlCache } from '../common/ttl-cache';

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

/**
 * @fastify/static without routes of its own: `reply.sendFile(file, root)` streams a build's file with ETag and
 * conditional GET, and the build's `.br`/`.gz` copy (tools/webpack/precompress.js) when the client takes it.
 */
export function registerStaticFiles(fastify: FastifyInstance, defaultRoot: string): void {
  void fastify.register(fastifyStatic, {
    root: defaultRoot,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    lastModified: false,
    // `file` is the copy sent: `main.1a2b3c4d.js.br` is cached as `main.1a2b3c4d.js` is.
    setHeaders: (reply, file) => {
      void reply.header('cache-control', cacheControlFor(file.replace(/\.(br|gz)$/, ''))).header('x-content-type-options', 'nosniff');
    },
  });
}

/** A file found below a root: its path relative to the root, its absolute path, size and modification time. */
export interface FileBelow {
  file: string;
  abs: string;
  size: number;
  mtimeMs: number;
}

/**
 * How long a look-up of a build's file is trusted. Every page asks for the shell's index.html and the owner
 * remote's manifest, and a stat per request cost more CPU than the rest of a small answer
 * (docs/decisions/remote-files-in-memory.md): a rebuilt, new or deleted file is seen within a second.
 */
const RECHECK_MS = 1000;
const lookUps = new TtlCache<FileBelow | null>(4000, RECHECK_MS, 'build-files');

/**
 * The file `relative` names below `root`, never outside it; null otherwise. Checked before sendFile so that a
 * missing file can fall back to the shell instead of the generic 404.
 */
export async function fileBelow(root: string, relative: string): Promise<FileBelow | null> {
  let rel: string;
  try {
    rel = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const abs = path.resolve(root, '.' + path.posix.normalize('/' + rel));
  if (abs === root || !abs.startsWith(root + path.sep)) return null;
  // Keyed by root too: `file` is relative to it, and one folder may lie below another's root.
  return lookUps.getOrCompute(`${root}\0${abs}`, async () => {
    const info = await fs.stat(abs).catch(() => null);
    return info?.isFile() ? { file: path.relative(root, abs), abs, size: info.size, mtimeMs: info.mtimeMs } : null;
  });
}

/**
 * The shell's index.html as text, read again only when its size or mtime changed: every page of the site is
 * this file with its own head, so it is not read from disk per page.
 */
export class ShellIndex {
  private known: { version: string; text: string } | null = null;

  constructor(private readonly dist: string) {}

  /** The text, or null while the shell is not built. */
  async text(): Promise<string | null> {
    const found = await fileBelow(this.dist, 'index.html');
    if (!found) return null;
    const version = `${found.size}:${found.mtimeMs}`;
    if (this.known?.version !== version) this.known = { version, text: await fs.readFile(found.abs, 'utf8') };
    return this.known.text;
  }
}
