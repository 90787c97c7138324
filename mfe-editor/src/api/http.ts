/**
 * The editor's one JSON fetch: same origin, cookies sent (the session cookie is HttpOnly, Path=/api/blog), a
 * timeout, and an error that keeps the server's Spanish message so the page can show it next to SPEC §8's.
 */
const TIMEOUT_MS = 15_000;

/** One refused field of a 400: where (`content.0.section`) and why (Spanish, from contracts' schemas). */
export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message` (Spanish, from contracts), or '' when the answer had none. */
    readonly serverMessage: string,
    readonly issues: readonly ApiIssue[] = [],
  ) {
    super(serverMessage || `respondió ${status}`);
    this.name = 'ApiError';
  }
}

/** Nest answers `message` as a string, or as a list of strings for validation errors. */
function messageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const message = (body as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.filter((m): m is string => typeof m === 'string').join('; ');
  return '';
}

/** A validation answer's `issues` (see backend/src/common/validation.ts); [] for any other answer. */
function issuesOf(body: unknown): ApiIssue[] {
  if (typeof body !== 'object' || body === null) return [];
  const issues = (body as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is ApiIssue => typeof i === 'object' && i !== null && typeof (i as ApiIssue).path === 'string' && typeof (i as ApiIssue).message === 'string',
  );
}

export async function requestJson(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = null;
    }
  }
  if (!res.ok) throw new ApiError(res.status, messageOf(parsed), issuesOf(parsed));
  return parsed;
}
