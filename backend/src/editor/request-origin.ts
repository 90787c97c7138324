import type { FastifyRequest } from 'fastify';

/**
 * Whether a state-changing request may come from where it says it comes from: a browser request whose Origin
 * is neither a trusted origin (PUBLIC_URL's, EDITOR_ALLOWED_ORIGINS) nor the origin it was sent to (Host, and the protocol seen through
 * trusted proxies) is refused, as is one that the browser marks cross-site. Requests without Origin (curl,
 * server-to-server) pass: the SameSite=Strict session cookie is never attached to them by a browser anyway.
 */
export function originAllowed(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (Array.isArray(origin) || origin === 'null') return false;
  let given: string;
  try {
    given = new URL(origin).origin;
  } catch {
    return false;
  }
  if (trusted.has(given)) return true;
  try {
    return given === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}
