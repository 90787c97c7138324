import { z } from 'zod';

/** PostgreSQL int4: every integer id or count that reaches SQL must fit, or the query fails with a 500. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** A NUL byte (PostgreSQL text cannot hold one) or a UTF-16 surrogate without its pair (not valid UTF-8). */
const UNSAFE_CHARS = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL bytes or unpaired surrogates';

/** True when `s` can be stored and compared by PostgreSQL as text. */
export function isSafeText(s: string): boolean {
  return !UNSAFE_CHARS.test(s);
}

/**
 * The string every request schema starts from: a NUL byte or a lone surrogate is the client's mistake (400),
 * never a database error. Chain `.trim()`, `.max()`, `.regex()` on it as on `z.string()`.
 */
export function safeString(): z.ZodString {
  return z.string().refine(isSafeText, UNSAFE_TEXT_MESSAGE);
}

/** An integer that fits PostgreSQL's int4 (ids, pages, sizes); narrow it further with `.min()`/`.max()`. */
export function safeInt(): z.ZodNumber {
  return z.number().int().min(INT4_MIN, `must be at least ${INT4_MIN}`).max(INT4_MAX, `must be at most ${INT4_MAX}`);
}

/** Depth of nested arrays/objects in a JSON text, counted without parsing it (strings are skipped). */
export function jsonNestingDepth(text: string, stopAbove = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > stopAbove) return max;
      }
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}
