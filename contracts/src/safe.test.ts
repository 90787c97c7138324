import { INT4_MAX, isSafeText, jsonNestingDepth, safeInt, safeString } from './safe';

describe('safeString', () => {
  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'x\ud800'],
    ['a lone low surrogate', '\udc00x'],
    ['two high surrogates', '\ud800\ud800'],
  ])('rejects %s', (_label, value) => {
    expect(safeString().safeParse(value).success).toBe(false);
    expect(isSafeText(value)).toBe(false);
  });
  it('accepts accents, emoji (a surrogate pair) and other control characters', () => {
    expect(safeString().parse('Café 😀 \t ñ')).toBe('Café 😀 \t ñ');
  });
  it('keeps the checks chained after it', () => {
    expect(safeString().trim().max(3).safeParse(' abcd ').success).toBe(false);
    expect(safeString().trim().max(3).parse(' abc ')).toBe('abc');
  });
});

describe('safeInt', () => {
  it('accepts int4 and rejects beyond it', () => {
    expect(safeInt().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(safeInt().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(safeInt().safeParse(-2_147_483_649).success).toBe(false);
    expect(safeInt().safeParse(1.5).success).toBe(false);
  });
});

describe('jsonNestingDepth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('1')).toBe(0);
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[[\\"[["}')).toBe(1);
  });
  it('stops counting once above the limit', () => {
    expect(jsonNestingDepth('['.repeat(10_000), 5)).toBe(6);
  });
});
