import { errorBodyOf, requestJson, statusOf } from '@ofertas/web-kit';

/**
 * The editor's JSON calls through web-kit's client: same origin with cookies (the session cookie is HttpOnly,
 * Path=/api/blog), a longer timeout, no retry, and an error that keeps the server's Spanish message so the page
 * can show it next to SPEC §8's.
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

/** The answer (null for a 204); an HTTP failure is an ApiError, no answer or a timeout the client's own error. */
export async function apiJson(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<unknown> {
  try {
    return await requestJson(url, { method, json: body, timeoutMs: TIMEOUT_MS, retries: 0 });
  } catch (err) {
    const status = statusOf(err);
    if (status === undefined) throw err;
    const answer = errorBodyOf(err);
    throw new ApiError(status, messageOf(answer), issuesOf(answer));
  }
}
