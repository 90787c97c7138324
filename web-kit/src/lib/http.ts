import ky, { isHTTPError } from 'ky';

/** Query-string values as the API takes them. */
export type Query = Record<string, string | number>;

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Appended to the URL as a query string. */
  query?: Query;
  /** Sent as the JSON body. */
  json?: unknown;
  /** The caller's cancel (a new key in useRequest, an unmounted component). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra attempts after a network error, a timeout or a status of `retryStatuses` (default: 1 for GET, 0 for writes). */
  retries?: number;
  /** HTTP statuses worth another attempt (default: 500, 502, 503, 504). Never a 4xx the request itself caused. */
  retryStatuses?: readonly number[];
}

const DEFAULT_RETRY_STATUSES: readonly number[] = [500, 502, 503, 504];

/**
 * The front ends' one HTTP client (shared once per page: tools/webpack/federation.js). Same origin with its
 * cookies (the editor's session), JSON both ways; an empty answer (204) reads as null.
 */
const api = ky.create({
  credentials: 'same-origin',
  headers: { accept: 'application/json' },
  parseJson: (text: string): unknown => (text === '' ? null : JSON.parse(text)),
});

/** `query` written as the URL's query string, byte for byte as contracts' apiRequestUrl writes it. */
const queryString = (query: Query): string => new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

/**
 * JSON from the API; the answer is `unknown` until the caller checks it (see `check`). A failed answer throws
 * ky's HTTPError (its `response` is what statusOf and errorCause read, its `data` the server's JSON body), a
 * timeout ky's TimeoutError, no answer ky's NetworkError; the caller's abort is never retried.
 */
export function requestJson(url: string, o: JsonRequest = {}): Promise<unknown> {
  const { method = 'GET', query, json, signal, timeoutMs = 10_000, retries = method === 'GET' ? 1 : 0 } = o;
  return api(url, {
    method,
    json,
    signal,
    timeout: timeoutMs,
    ...(query ? { searchParams: queryString(query) } : {}),
    retry: {
      limit: retries,
      // A write is retried only when its caller asks (`retries`): then it is known to be safe.
      methods: [method.toLowerCase()],
      statusCodes: [...(o.retryStatuses ?? DEFAULT_RETRY_STATUSES)],
      afterStatusCodes: [],
      retryOnTimeout: true,
      delay: () => 0,
    },
  }).json<unknown>();
}

/** GET with the defaults of small bundles (8 s, one retry). */
export function getJson(url: string, { timeoutMs = 8000, retries = 1 } = {}): Promise<unknown> {
  return requestJson(url, { timeoutMs, retries });
}

/** The HTTP status a requestJson failure carries (undefined: no answer at all). */
export function statusOf(err: unknown): number | undefined {
  const response = (err as { response?: unknown } | null)?.response;
  return response instanceof Response ? response.status : undefined;
}

/** The JSON body of a failed answer (a 400's reasons, a 429's message); undefined for any other error. */
export function errorBodyOf(err: unknown): unknown {
  return isHTTPError(err) ? err.data : undefined;
}
