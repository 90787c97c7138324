/**
 * Light run-time checks of JSON answers where a wrong shape would crash a page (no zod in shoppers' bundles):
 * a mismatch throws, and the page shows its Spanish error state instead of breaking.
 */
export class AnswerShapeError extends Error {
  constructor(what: string) {
    super(`respuesta inesperada (${what})`);
    this.name = 'AnswerShapeError';
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` as an array whose items all pass `item`; throws AnswerShapeError otherwise. */
export function arrayOf<T>(value: unknown, item: (v: unknown) => v is T, what: string): T[] {
  if (!Array.isArray(value) || !value.every(item)) throw new AnswerShapeError(what);
  return value;
}

/** `value` as an object passing `test`; throws AnswerShapeError otherwise. */
export function objectOf<T>(value: unknown, test: (v: Record<string, unknown>) => boolean, what: string): T {
  if (!isRecord(value) || !test(value)) throw new AnswerShapeError(what);
  return value as T;
}
