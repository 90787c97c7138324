import { statusOf } from './http';

/**
 * The short cause shown after 'Error en la petición: ' / 'Ha ocurrido un error: ' (SPEC §8). Shoppers read it,
 * so it is always a short Spanish phrase chosen here: never an address, never a library's or the browser's own
 * (English) text such as ky's 'Request failed due to a network error: GET http://…'.
 *
 * - an HTTP answer (ky's HTTPError, or anything carrying a `response`): what kind of failure, with its status;
 * - no answer at all (ky's NetworkError, fetch's TypeError 'Failed to fetch' / 'Load failed'): no connection;
 * - a timeout (ky's TimeoutError, AbortSignal.timeout's DOMException): 'tiempo de espera agotado';
 * - an answer of the wrong shape (web-kit's AnswerShapeError, a zod parse error): invalid answer;
 * - anything else: 'error inesperado' (the original stays in the console for developers).
 */
export const CAUSES = {
  network: 'sin conexión con el servidor',
  timeout: 'tiempo de espera agotado',
  badAnswer: 'respuesta no válida del servidor',
  unexpected: 'error inesperado',
} as const;

function httpCause(status: number): string {
  if (status === 404) return `no encontrado (${status})`;
  if (status === 408 || status === 504) return `${CAUSES.timeout} (${status})`;
  if (status === 429) return `demasiadas peticiones, inténtalo en unos segundos (${status})`;
  if (status === 503) return `servicio no disponible, inténtalo en unos minutos (${status})`;
  if (status >= 500) return `error del servidor (${status})`;
  if (status >= 400) return `petición no válida (${status})`;
  return `respuesta inesperada del servidor (${status})`;
}

const NETWORK_TYPE_ERROR = /failed to fetch|load failed|networkerror|network error|network request failed|fetch failed/i;

export function errorCause(err: unknown): string {
  const status = statusOf(err);
  if (status !== undefined) return httpCause(status);
  // Read by shape, not instanceof: a fetch timeout is a DOMException, an Error only in some realms.
  const o = (typeof err === 'object' && err !== null ? err : {}) as { name?: unknown; message?: unknown };
  const name = typeof o.name === 'string' ? o.name : '';
  const message = typeof o.message === 'string' ? o.message : '';
  if (name === 'TimeoutError' || (name === 'AbortError' && /time/i.test(message))) return CAUSES.timeout;
  if (name === 'NetworkError' || (name === 'TypeError' && NETWORK_TYPE_ERROR.test(message))) return CAUSES.network;
  if (name === 'AnswerShapeError' || name === 'ZodError' || name === 'SchemaValidationError' || name === 'SyntaxError') return CAUSES.badAnswer;
  if (typeof console !== 'undefined') console.warn('[ofertas] fallo de una petición:', err);
  return CAUSES.unexpected;
}
