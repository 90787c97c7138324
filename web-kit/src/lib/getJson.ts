/** Query-string values as the API takes them. */
export type Query = Record<string, string | number>;

export interface JsonRequest {
  method?: 'GET' | 'POST';
  /** Appended to the URL as a query string. */
  query?: Query;
  /** Sent as the JSON body (POST). */
  json?: unknown;
  /** The caller's cancel (a new key in useRequest, an unmounted component). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra attempts after a network error, a timeout or a status of `retryStatuses`. */
  retries?: number;
  /** HTTP statuses worth another attempt (default: 500, 502, 503, 504). Never a 4xx the request itself caused. */
  retryStatuses?: readonly number[];
}

const DEFAULT_RETRY_STATUSES: readonly number[] = [500, 502, 503, 504];

/**
 * Plain-fetch JSON for shoppers' bundles (instead of ky, ~8 KB gzip on every page that used it, issue 14):
 * same origin, a timeout, a retry where it is safe. A failed answer is thrown as an Error carrying `response`
 * (what errorCause and 404 checks read); the answer is `unknown` until the caller checks it (see `check`).
 */
export async function fetchJson(url: string, o: JsonRequest = {}): Promise<unknown> {
  const { method = 'GET', query, json, signal, timeoutMs = 10_000, retries = method === 'GET' ? 1 : 0 } = o;
  const retryStatuses = o.retryStatuses ?? DEFAULT_RETRY_STATUSES;
  const qs = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  const target = qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (json !== undefined) headers['content-type'] = 'application/json';
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(target, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        // The caller's cancel or the timeout, whichever first.
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw Object.assign(new Error(`respondió ${res.status}`), { response: res });
      return (await res.json()) as unknown;
    } catch (err) {
      // The caller gave up: no retry, whatever the cause.
      if (signal?.aborted || attempt >= retries) throw err;
      const status = statusOf(err);
      if (status !== undefined && !retryStatuses.includes(status)) throw err;
      if (err instanceof SyntaxError) throw err;
    }
  }
}

/** GET with the defaults of small bundles (8 s, one retry). */
export function getJson(url: string, { timeoutMs = 8000, retries = 1 } = {}): Promise<unknown> {
  return fetchJson(url, { timeoutMs, retries });
}

/** The HTTP status a fetchJson failure carries (undefined: no answer at all). */
export function statusOf(err: unknown): number | undefined {
  const response = (err as { response?: unknown } | null)?.response;
  return response instanceof Response ? response.status : undefined;
}
