/** The public origin (PUBLIC_URL without a trailing slash) and absolute URLs under it. */
export function publicOrigin(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** An absolute URL for a path or URL ('/api/images/x.svg' → 'https://site/api/images/x.svg'; absolute stays). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
