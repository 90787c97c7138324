import * as fs from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { VERSION_ID_PATTERN, type RemoteName } from '@ofertas/contracts';
import type { FrontendsConfig } from './frontends.env';
import { cacheControlFor, IMMUTABLE, NO_CACHE, fileBelow, type FileBelow } from './static-files';
import { storedFile, type Precompressed, type StoredFile } from './stored-files';

/** Reads a stored version's file from the release registry (null: no such file). */
export type StoredFileReader = (remote: RemoteName, version: string, path: string) => Promise<Buffer | null>;

/** A remote's file, held in memory, and how long a browser may keep it. */
export interface RemoteFile {
  file: StoredFile;
  cacheControl: string;
}

/** Files kept in memory, per kind; past this many the oldest read goes first. */
const MAX_CACHED = 2000;

/** A bounded map: the oldest entry goes when a new one would pass the bound. */
function remember<V>(map: Map<string, V>, key: string, value: V): V {
  if (map.size >= MAX_CACHED) map.delete(map.keys().next().value ?? '');
  map.set(key, value);
  return value;
}

/** The build's copy `abs + ext` when it decompresses to exactly `body` (a stale or foreign copy is ignored). */
async function buildCopy(abs: string, ext: '.gz' | '.br', body: Buffer): Promise<Buffer | null> {
  const copy = await fs.readFile(abs + ext).catch(() => null);
  if (!copy) return null;
  try {
    return (ext === '.gz' ? gunzipSync(copy) : brotliDecompressSync(copy)).equals(body) ? copy : null;
  } catch {
    return null;
  }
}

/**
 * A remote's files as /mfe/<remote>/<path> serves them: `v/<version>/<file>` from the release registry's store
 * (immutable, so cached for good), anything else from the remote's build folder, held in memory until the file's
 * size or modification time changes. A page visit asks for each remote's manifest and remoteEntry.js;
 * @fastify/static's four file-system calls per answer cost more than the rest of the answer
 * (docs/decisions/remote-files-in-memory.md); what is left is a stat of each file once a second (fileBelow).
 */
export class RemoteFiles {
  private readonly stored = new Map<string, StoredFile>();
  private readonly built = new Map<string, { size: number; mtimeMs: number; file: StoredFile }>();

  constructor(
    private readonly config: FrontendsConfig,
    private readonly readStored: StoredFileReader,
  ) {}

  async get(remote: RemoteName, rest: string): Promise<RemoteFile | null> {
    const versioned = /^v\/([^/]+)\/(.+)$/.exec(rest);
    if (!versioned) {
      const found = await fileBelow(this.config.remoteDist[remote], rest || 'index.html');
      return found ? { file: await this.builtFile(found), cacheControl: cacheControlFor(found.file) } : null;
    }
    const [, version = '', name = ''] = versioned;
    if (!VERSION_ID_PATTERN.test(version)) return null;
    const file = await this.storedFile(remote, version, name);
    // Under a version every file is final; manifests (and build-info.json) are still revalidated (ETag).
    return file ? { file, cacheControl: name.endsWith('.json') ? NO_CACHE : IMMUTABLE } : null;
  }

  private async builtFile(found: FileBelow): Promise<StoredFile> {
    const hit = this.built.get(found.abs);
    if (hit && hit.size === found.size && hit.mtimeMs === found.mtimeMs) return hit.file;
    const body = await fs.readFile(found.abs);
    const made: Precompressed = { gzip: await buildCopy(found.abs, '.gz', body), brotli: await buildCopy(found.abs, '.br', body) };
    return remember(this.built, found.abs, { size: found.size, mtimeMs: found.mtimeMs, file: storedFile(found.file, body, made) }).file;
  }

  private async storedFile(remote: RemoteName, version: string, name: string): Promise<StoredFile | null> {
    const key = `${remote}/${version}/${name}`;
    const hit = this.stored.get(key);
    if (hit) return hit;
    let decoded: string;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      return null;
    }
    const body = await this.readStored(remote, version, decoded);
    return body ? remember(this.stored, key, storedFile(decoded, body)) : null;
  }
}
