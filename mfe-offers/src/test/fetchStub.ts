/**
 * A stand-in for the network at the fetch level (as the shell's tests do), so the real api modules run: the
 * test sees the URLs, query strings and bodies they send, and the answers go through their real checks.
 */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** Node's Request rejects relative URLs; a browser resolves them against the page (a caller may build Requests). */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

export function stubFetch(answer: (req: SeenRequest) => { status?: number; body: unknown }) {
  globalThis.Request = PageRequest;
  const seen: SeenRequest[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const req: SeenRequest = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : null };
    seen.push(req);
    const { status = 200, body } = answer(req);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, seen };
}
