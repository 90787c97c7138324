/**
 * What a page tells the shell's /error page when it sends the shopper there (SPEC §2: unmatched paths and load
 * errors go to /error; SPEC §8: a missing product says 'No se encontro el producto…'). The reason travels in
 * the navigation's history state, so remotes and the shell share it without importing each other.
 */
import { matchRoute } from './routes';

export const ERROR_PATH = '/error';

/** Why the shopper is on /error: a product that was asked for and does not exist, or anything else. */
export type ErrorReason = 'missing-product' | 'other';

export interface ErrorNavState {
  errorReason: ErrorReason;
}

export function errorNavState(reason: ErrorReason): ErrorNavState {
  return { errorReason: reason };
}

/** The reason a history state carries ('other' for any state that is not an error navigation's). */
export function errorReasonOf(state: unknown): ErrorReason {
  const reason = typeof state === 'object' && state !== null ? (state as { errorReason?: unknown }).errorReason : undefined;
  return reason === 'missing-product' ? 'missing-product' : 'other';
}

/** The reason for a path the server answered 404/410: a product page's path names a missing product. */
export function errorReasonForPath(pathname: string): ErrorReason {
  return matchRoute(pathname)?.route.pattern === '/ofertas/:title/:id' ? 'missing-product' : 'other';
}
