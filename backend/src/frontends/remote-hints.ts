import { Logger } from '@nestjs/common';
import { matchRoute, PAGES_EXPOSE, parseRemoteManifest, type RemotesManifest } from '@ofertas/contracts';
import type { RemoteFiles } from './remote-files';

/** Stands for this server's own origin while manifest URLs are resolved (only same-origin files are hinted). */
const SAME_ORIGIN = 'http://same-origin.invalid';

/**
 * Same-origin paths of a remote's remoteEntry.js, of its pages expose's first chunks and of the page chunk
 * `page` (the route's `chunk`), read from its mf-manifest.json as the shell reads it (contracts
 * parseRemoteManifest), each once. Files on another origin are left out: a hint for them would need that
 * origin's CORS and connection anyway, and the shell loads them as before.
 */
export function remoteFirstChunks(manifest: unknown, manifestUrl: string, page?: string): string[] {
  const info = parseRemoteManifest(manifest, manifestUrl, `${SAME_ORIGIN}/`);
  const urls = [info.entry, ...(info.exposeChunks.get(PAGES_EXPOSE) ?? []), ...((page && info.pageChunks.get(page)) || [])];
  return [...new Set(urls)].filter((url) => url.startsWith(`${SAME_ORIGIN}/`)).map((url) => url.slice(SAME_ORIGIN.length));
}

/**
 * The first scripts of the remote that owns a page, for the page's HTML to hint: without them the
 * browser learns of remoteEntry.js and the pages expose only after the shell's scripts have run. Only remotes
 * this process serves (`/mfe/<name>/…json`: its build folder or a stored release) are read; the answer is kept
 * per manifest URL and file version, so each chosen version of a remote has its own.
 */
export class RemoteHints {
  private readonly logger = new Logger('RemoteHints');
  /** Per manifest URL: the file version read and its hints per page chunk name ('' = none). */
  private readonly parsed = new Map<string, { etag: string; byPage: Map<string, string[]> }>();

  constructor(private readonly files: RemoteFiles) {}

  async forPath(pathname: string, remotes: RemotesManifest): Promise<string[]> {
    const route = matchRoute(pathname)?.route;
    const owner = route?.owner;
    if (!route || !owner || owner === 'shell') return [];
    const url = remotes[owner];
    const local = `/mfe/${owner}/`;
    if (!url || !url.startsWith(local) || !/\.json$/.test(url)) return [];
    const page = route.chunk ?? '';
    /** This manifest version's entry, once its file was read (a failure before that is not remembered). */
    let known: { etag: string; byPage: Map<string, string[]> } | undefined;
    try {
      const found = await this.files.get(owner, url.slice(local.length));
      if (!found) return [];
      const { file } = found;
      known = this.parsed.get(url);
      if (known?.etag !== file.etag) {
        known = { etag: file.etag, byPage: new Map() };
        this.parsed.set(url, known);
      }
      const chunks = known.byPage.get(page);
      if (chunks) return chunks;
      const read = remoteFirstChunks(JSON.parse(file.body.toString('utf8')) as unknown, url, page || undefined);
      known.byPage.set(page, read);
      return read;
    } catch (err) {
      // A manifest the shell cannot read either: the page still loads (the shell reports the remote's failure).
      // Said once per file version and page, not on every page served.
      known?.byPage.set(page, []);
      this.logger.warn(`${url}: ${err instanceof Error ? err.message : String(err)}`);
      return [];
    }
  }
}
