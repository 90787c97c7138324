/**
 * A `fetch` stub: answers by 'METHOD /path' (or '/path' for any method), records every request with its body.
 * Unknown paths answer 404 as Nest does.
 */
export type Answer = { status?: number; body?: unknown };
export type Route = Answer | ((req: { url: URL; method: string; body: unknown }) => Answer);
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export function stubFetch(routes: Record<string, Route>): { calls: Call[] } {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const route = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    const answer = typeof route === 'function' ? route({ url, method, body }) : (route ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls };
}
