/**
 * Errors that mean "the database cannot be reached or refuses work right now", as opposed to a fault in a
 * query: the client should retry later (503), and nothing about the request was wrong.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled (statement timeout under load)
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|the database system is (starting up|shutting down)|PGlite is closed|Driver not Connected|not currently accepting connections/i;

function isUnavailable(e: unknown, seen: number): boolean {
  if (typeof e !== 'object' || e === null || seen > 4) return false;
  const { code, message, driverError, cause, errors } = e as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((x) => isUnavailable(x, seen + 1))) return true; // AggregateError
  return isUnavailable(driverError, seen + 1) || isUnavailable(cause, seen + 1);
}

export function isDatabaseUnavailable(e: unknown): boolean {
  return isUnavailable(e, 0);
}

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;

/** The SQLSTATE of a database error, as the driver raised it or wrapped by TypeORM (its `driverError`). */
export function databaseErrorCode(e: unknown): string | undefined {
  if (typeof e !== 'object' || e === null) return undefined;
  const { code, driverError } = e as { code?: unknown; driverError?: unknown };
  const driverCode = typeof driverError === 'object' && driverError !== null ? (driverError as { code?: unknown }).code : undefined;
  if (typeof driverCode === 'string') return driverCode;
  return typeof code === 'string' ? code : undefined;
}

/** A unique constraint refused the write (SQLSTATE 23505), e.g. two authors taking one slug at the same time. */
export function isUniqueViolation(e: unknown): boolean {
  return databaseErrorCode(e) === '23505';
}
