import { requestJson, statusOf, type JsonRequest, type Query } from '@ofertas/web-kit';

export type { Query };

/**
 * Same-origin JSON through web-kit's client: 10 s, one retry for reads, none for the AI text (its own longer
 * timeout).
 */
export const http = {
  get: (path: string, o: Omit<JsonRequest, 'method' | 'json'> = {}): Promise<unknown> => requestJson(path, { timeoutMs: 10_000, ...o }),
  post: (path: string, o: Omit<JsonRequest, 'method'> = {}): Promise<unknown> => requestJson(path, { timeoutMs: 10_000, ...o, method: 'POST' }),
};

export function isNotFound(err: unknown): boolean {
  return statusOf(err) === 404;
}
