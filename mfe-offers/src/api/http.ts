import ky, { HTTPError } from 'ky';

/** Same-origin JSON over ky: short timeout, one retry for idempotent calls, no credentials. */
export const http = ky.create({ timeout: 10_000, retry: { limit: 1, methods: ['get'] }, credentials: 'omit' });

/** The cause shown after 'Error en la petición: ' / 'Ha ocurrido un error: '. */
export function errorCause(err: unknown): string {
  if (err instanceof HTTPError) return `${err.response.status} ${err.response.statusText}`.trim();
  if (err instanceof Error) return err.message;
  return String(err);
}

export function isNotFound(err: unknown): boolean {
  return err instanceof HTTPError && err.response.status === 404;
}

export type Query = Record<string, string | number>;
