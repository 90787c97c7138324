/**
 * Whether a client's Accept-Encoding takes `encoding`: named with a weight above 0, or else `*` with one
 * (q=0 refuses, whatever its spelling: `q=0`, `q=0.0`, spaces around `;`). A missing or malformed header takes
 * nothing. The one reading of the header for every answer the server compresses.
 */
export function acceptsEncoding(acceptEncoding: string | string[] | undefined, encoding: 'gzip' | 'br'): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
}
