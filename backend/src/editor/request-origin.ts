import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a cookie-authenticated write comes from the site: its Origin is one of the trusted origins
 * (PUBLIC_URL's, EDITOR_ALLOWED_ORIGINS), or the browser itself says it is same-origin (Sec-Fetch-Site, which a
 * page cannot forge). Never judged against the request's own Host, which the sender chooses. A write with
 * neither is refused, whatever client sent it.
 */
export function originAllowed(headers: IncomingHttpHeaders, trusted: ReadonlySet<string>): boolean {
  if (headers['sec-fetch-site'] === 'same-origin') return true;
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === 'null' || !URL.canParse(origin)) return false;
  return trusted.has(new URL(origin).origin);
}
