/**
 * A stand-in for the network at the fetch level, for the front ends' unit tests: the real api modules run (on
 * web-kit's ky client), the test sees the URLs, query strings and bodies they send, and the answers go through
 * the modules' real checks. Mocking a remote's own api modules instead would leave all of that untested.
 * Test code only: import it as `@ofertas/web-kit/test`, never from src outside tests.
 */
export interface SeenRequest {
  method: string;
  path: string;
  /** Path and query string as sent ('/api/blog/a1?version=4'). */
  url: string;
  query: URLSearchParams;
  /** The JSON body sent, or null (GET, no body). */
  body: unknown;
}

/** An answer: JSON `body` with `status` (200 by default); `body: undefined` sends no body (204). */
export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/** The environment's own Request, whatever a test left in the global. */
const NativeRequest = globalThis.Request;

/** Node's Request rejects relative URLs; a browser resolves them against the page (ky builds Requests). */
class PageRequest extends NativeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

/** Nest's answer to a path nobody serves. */
export const NOT_FOUND: StubAnswer = { status: 404, body: { statusCode: 404, message: 'Not Found' } };

export type StubRoute = StubAnswer | ((req: SeenRequest) => StubAnswer | Promise<StubAnswer>);
/** Answers by 'METHOD /path' or '/path' (any method), without the query string; other paths get NOT_FOUND. */
export type StubRoutes = Record<string, StubRoute>;

function byRoute(routes: StubRoutes) {
  return (req: SeenRequest) => {
    const route = routes[`${req.method} ${req.path}`] ?? routes[req.path] ?? NOT_FOUND;
    return typeof route === 'function' ? route(req) : route;
  };
}

/**
 * Replaces `fetch` (and `Request`, for relative URLs) until `restore()`. `answer` sees each request (a function,
 * or routes by path); it may throw (or return a rejected promise) to simulate a network failure.
 */
export function stubFetch(answerOrRoutes: ((req: SeenRequest) => StubAnswer | Promise<StubAnswer>) | StubRoutes) {
  const answer = typeof answerOrRoutes === 'function' ? answerOrRoutes : byRoute(answerOrRoutes);
  const realFetch = globalThis.fetch;
  const RealRequest = globalThis.Request;
  globalThis.Request = PageRequest;
  const seen: SeenRequest[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // NativeRequest: a retry's clone of a PageRequest is a plain Request.
    const request = input instanceof NativeRequest ? input : new PageRequest(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const req: SeenRequest = {
      method: request.method,
      path: url.pathname,
      url: url.pathname + url.search,
      query: url.searchParams,
      body: text ? JSON.parse(text) : null,
    };
    seen.push(req);
    const { status = 200, body } = await answer(req);
    const payload = body === undefined || status === 204 ? null : JSON.stringify(body);
    return new Response(payload, { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  const restore = () => {
    globalThis.fetch = realFetch;
    globalThis.Request = RealRequest;
  };
  /** The requests sent to one path, in order. */
  const to = (path: string) => seen.filter((r) => r.path === path);
  return { fn, seen, to, restore };
}
