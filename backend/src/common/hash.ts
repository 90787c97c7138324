const imul = Math.imul;

/** FNV-1a 32-bit hash of a string: stable colours, picks and ids derived from a name. Not for security. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = imul(h, 0x01000193);
  }
  return h >>> 0;
}
