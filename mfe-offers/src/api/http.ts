import ky, { HTTPError } from 'ky';

/** Same-origin JSON over ky: short timeout, one retry for idempotent calls, no credentials. */
export const http = ky.create({ timeout: 10_000, retry: { limit: 1, methods: ['get'] }, credentials: 'omit' });

export function isNotFound(err: unknown): boolean {
  return err instanceof HTTPError && err.response.status === 404;
}

export type Query = Record<string, string | number>;
