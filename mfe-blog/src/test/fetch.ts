/** A `fetch` stub: answers by pathname, records every request URL. Unknown paths answer 404. */
type Answer = { status?: number; body: unknown };
/** A route may answer later (a promise): tests hold an answer back to see the page before it arrives. */
export type Route = Answer | ((url: URL) => Answer | Promise<Answer>);

export function stubFetch(routes: Record<string, Route>): { calls: string[] } {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    calls.push(url.pathname + url.search);
    const route = routes[url.pathname];
    const answer = typeof route === 'function' ? await route(url) : (route ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls };
}
