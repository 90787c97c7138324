import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import { VERSION_ID_PATTERN, type RemoteName } from '@ofertas/contracts';
import type { FrontendsConfig } from './frontends.env';
import { IMMUTABLE, NO_CACHE, fileBelow } from './static-files';
import { storedFile, type StoredFile } from './stored-files';

/** Reads a stored version's file from the release registry (null: no such file). */
export type StoredFileReader = (remote: RemoteName, version: string, path: string) => Promise<Buffer | null>;

/** Where a remote's file is: in its build folder (sent by @fastify/static) or in the release registry's store. */
export type RemoteFile = { kind: 'build'; root: string; file: string } | { kind: 'stored'; file: StoredFile; cacheControl: string };

/** Stored files kept in memory (they never change); past this many the oldest read goes first. */
const MAX_CACHED = 2000;

/**
 * A remote's files as /mfe/<remote>/<path> serves them: `v/<version>/<file>` from the release registry's store
 * (immutable, so cached here for good), anything else from the remote's build folder.
 */
export class RemoteFiles {
  private readonly stored = new Map<string, StoredFile>();

  constructor(
    private readonly config: FrontendsConfig,
    private readonly readStored: StoredFileReader,
  ) {}

  async get(remote: RemoteName, rest: string): Promise<RemoteFile | null> {
    const versioned = /^v\/([^/]+)\/(.+)$/.exec(rest);
    if (!versioned) {
      const root = this.config.remoteDist[remote];
      const file = await fileBelow(root, rest || 'index.html');
      return file ? { kind: 'build', root, file } : null;
    }
    const [, version = '', name = ''] = versioned;
    if (!VERSION_ID_PATTERN.test(version)) return null;
    const file = await this.storedFile(remote, version, name);
    // Under a version every file is final; manifests (and build-info.json) are still revalidated (ETag).
    return file ? { kind: 'stored', file, cacheControl: name.endsWith('.json') ? NO_CACHE : IMMUTABLE } : null;
  }

  /** A tag that changes with a file's bytes, and the bytes when asked (a manifest read for the page's hints). */
  async read(remote: RemoteName, rest: string): Promise<{ etag: string; body: () => Promise<Buffer> } | null> {
    const found = await this.get(remote, rest);
    if (found === null) return null;
    if (found.kind === 'stored') {
      const { body } = found.file;
      return { etag: found.file.etag, body: () => Promise.resolve(body) };
    }
    const abs = path.join(found.root, found.file);
    const info = await fs.stat(abs).catch(() => null);
    if (!info) return null;
    return { etag: `${info.size}:${info.mtimeMs}`, body: () => fs.readFile(abs) };
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
    if (!body) return null;
    const file = storedFile(decoded, body);
    if (this.stored.size >= MAX_CACHED) this.stored.delete(this.stored.keys().next().value ?? '');
    this.stored.set(key, file);
    return file;
  }
}
