import { escapeHtml, jsonForHtml } from '../common/html';
import { matchRoute, type RemotesManifest, type SiteInfo } from '@ofertas/contracts';

/**
 * index.html with <title> and meta description for `pathname` from the route table (contracts ROUTES; unknown
 * paths keep the defaults), and the site configuration inlined as `<script id="site-info" type="application/json">` so the shell renders the site
 * name, owner and links without waiting for GET /api/site.
 */
export function fillHeadTags(html: string, pathname: string, site: SiteInfo | null): string {
  const route = matchRoute(pathname)?.route;
  const siteName = site?.siteName ?? '';
  const title = route ? (siteName ? `${route.title} | ${siteName}` : route.title) : siteName;
  let out = html;
  if (title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (route) {
    out = out.replace(
      /<meta name=("?)description\1 content=("[^"]*"|[^ >]*)>/,
      `<meta name="description" content="${escapeHtml(route.description)}">`,
    );
  }
  if (site) {
    out = out.replace('</head>', `<script id="site-info" type="application/json">${jsonForHtml(site)}</script></head>`);
  }
  return out;
}

/**
 * Preload hints so the browser fetches /remotes.json and the manifest of the remote that owns the page in
 * parallel with the shell's own JavaScript (saves round trips on a first visit), and `remoteChunks` (that
 * remote's remoteEntry.js, pages expose chunks and the page's own chunk, remote-hints.ts) at low priority: the priority the shell's
 * own `<script async>` for them gets, so that Lighthouse's simulation does not count them as render-blocking
 * (high-priority script hints doubled its simulated first paint; docs/decisions/low-priority-hints.md).
 */
export function preloadTags(pathname: string, remotes: RemotesManifest, remoteChunks: readonly string[] = []): string {
  const tags = ['<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">'];
  const owner = matchRoute(pathname)?.route.owner;
  const url = owner && owner !== 'shell' ? remotes[owner] : undefined;
  if (url && url.endsWith('.json')) tags.push(`<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="anonymous">`);
  for (const chunk of remoteChunks) tags.push(`<link rel="preload" href="${escapeHtml(chunk)}" as="script" fetchpriority="low">`);
  return tags.join('');
}
