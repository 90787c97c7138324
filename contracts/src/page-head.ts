/**
 * How the server-filled head and the browser agree. The server marks every tag it adds to the
 * served index.html with SERVER_HEAD_ATTR, so the client can replace those tags (not add a second copy) when a
 * page sets its own, and drop them on in-app navigation. A page the server answered with 404 or 410 carries
 * `<meta name="x-status" content="404">`: the shell then renders the error page in place, keeping the URL.
 * Pure constants and functions: safe for any bundle.
 */
export const SERVER_HEAD_ATTR = 'data-server-head';
export const STATUS_META_NAME = 'x-status';

/** Robots of a free-text search's list (and of a brand no live product has): not indexed, its links followed. */
export const NOINDEX_FOLLOW = 'noindex, follow';

/** Title of a product page: the product and, when known, its store. */
export function productPageTitle(heading: string, store: string): string {
  return store ? `${heading} – ${store}` : heading;
}

/** Statuses the shell renders as its error page. */
export function isErrorStatus(status: number): boolean {
  return status === 404 || status === 410;
}
