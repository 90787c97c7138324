import { fetchJson, statusOf, type JsonRequest, type Query } from '@ofertas/web-kit';

export type { Query };

/**
 * Same-origin JSON through web-kit's fetchJson (ky was ~8 KB gzip in every offers page, issue 14): 10 s, one
 * retry for reads, none for the AI text (its own longer timeout).
 */
export const http = {
  get: (path: string, o: Omit<JsonRequest, 'method' | 'json'> = {}): Promise<unknown> => fetchJson(path, { timeoutMs: 10_000, ...o }),
  post: (path: string, o: Omit<JsonRequest, 'method'> = {}): Promise<unknown> => fetchJson(path, { timeoutMs: 10_000, ...o, method: 'POST' }),
};

export function isNotFound(err: unknown): boolean {
  return statusOf(err) === 404;
}
