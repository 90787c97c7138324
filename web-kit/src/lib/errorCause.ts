/**
 * The short cause shown after 'Error en la petición: ' / 'Ha ocurrido un error: ' (SPEC §8): the HTTP status
 * of an HTTP error (ky's HTTPError or anything carrying a `response`), a Spanish phrase for a timeout, else the
 * error's message with any URL left out (a cause shown to shoppers never names an address).
 */
export function errorCause(err: unknown): string {
  const response = (err as { response?: unknown } | null)?.response;
  if (response instanceof Response) return `${response.status} ${response.statusText}`.trim();
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError' && /time/i.test(err.message))) {
    return 'tiempo de espera agotado';
  }
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/(?:https?:\/\/|(?<![\w.])\/)[^\s'"]*/g, '').replace(/\s{2,}/g, ' ').trim() || 'error desconocido';
}
