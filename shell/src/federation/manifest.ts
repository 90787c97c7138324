/**
 * The shell's side of reading remotes' manifests: contracts' parseRemoteManifest reads them (the server reads
 * them too, for its HTML hints), and this starts an expose's first chunks.
 */
export { isManifestUrl, parseRemoteManifest, type RemoteEntryInfo } from '@ofertas/contracts/rules';

/**
 * Starts an expose's first chunks beside remoteEntry.js (one round trip instead of two before the expose runs),
 * as the runtime's snapshot plugin did: `<script async fetchpriority="high">`. A chunk that runs before its
 * remoteEntry.js waits in the container's chunk array; webpack finds a script still loading by its src and
 * waits on it. A failed one is removed so webpack's own load of that chunk starts afresh (not a 120 s wait).
 */
export function preloadScripts(urls: readonly string[], doc: Document = document): void {
  const present = new Set(Array.from(doc.scripts, (s) => s.src));
  for (const url of urls) {
    if (present.has(url)) continue;
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute('fetchpriority', 'high');
    script.addEventListener('error', () => script.remove(), { once: true });
    doc.head.appendChild(script);
  }
}
