/**
 * Atom feeds of the site's lists. A list's feed lives at its page's path under /feeds with '.atom' added,
 * with the page's filters (categorias, marca, precio; not its page number): /ofertas/portatil?precio=300 →
 * /feeds/ofertas/portatil.atom?precio=300, /cupones/Zalando → /feeds/cupones/Zalando.atom, and /cupones →
 * /feeds/cupones.atom (every new coupon). The page's head announces it and the page links to it.
 */
import { matchRoute } from '../routes';

export const FEEDS_PREFIX = '/feeds';
export const FEED_SUFFIX = '.atom';
/** How many entries a feed holds at most (the newest). */
export const FEED_MAX_ENTRIES = 50;
/** The list filters a feed keeps from its page's query. */
export const FEED_QUERY_KEYS = ['categorias', 'marca', 'precio'] as const;

/** The page patterns that have a feed: the offers lists and the coupon pages. */
export const FEED_PAGE_PATTERNS = ['/ofertas/:keyword?', '/categorias/:category?', '/marca/:brand?', '/cupones', '/cupones/:tienda'] as const;
export type FeedPagePattern = (typeof FEED_PAGE_PATTERNS)[number];

/** The pattern of a page that has a feed, or null. */
export function feedPagePattern(pathname: string): FeedPagePattern | null {
  const pattern = matchRoute(pathname)?.route.pattern;
  return (FEED_PAGE_PATTERNS as readonly string[]).includes(pattern ?? '') ? (pattern as FeedPagePattern) : null;
}

/** The feed of the page at `pathname` with query `search` ('?…' or ''), or null when the page has none. */
export function feedPathFor(pathname: string, search: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || feedPagePattern(path) === null) return null;
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of FEED_QUERY_KEYS) {
    const value = from.get(key);
    if (value !== null && value !== '') kept.set(key, value);
  }
  const query = kept.toString();
  return `${FEEDS_PREFIX}${path}${FEED_SUFFIX}${query ? `?${query}` : ''}`;
}

/** The page a feed path belongs to ('/feeds/marca/nike.atom' → '/marca/nike'), or null when it names none. */
export function pageOfFeed(feedPath: string): string | null {
  if (!feedPath.startsWith(`${FEEDS_PREFIX}/`) || !feedPath.endsWith(FEED_SUFFIX)) return null;
  const page = feedPath.slice(FEEDS_PREFIX.length, -FEED_SUFFIX.length);
  return feedPagePattern(page) === null ? null : page;
}
