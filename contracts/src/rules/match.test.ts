import { wordOverlapMatches, wordOverlapRatio } from './match';

describe('wordOverlapRatio', () => {
  it('divides shared words by the shorter text', () => {
    expect(wordOverlapRatio('auriculares inalámbricos sony', 'Auriculares Inalámbricos Sony WH-1000XM5 negros')).toBe(1);
    expect(wordOverlapRatio('uno dos tres cuatro cinco', 'uno dos tres cuatro seis')).toBe(0.8);
  });
  it('keeps Spanish accented letters, so accents must agree', () => {
    expect(wordOverlapRatio('cámara', 'camara')).toBe(0);
    expect(wordOverlapRatio('Cañón', 'cañón')).toBe(1);
  });
  it('strips digits and punctuation', () => {
    expect(wordOverlapRatio('Portátil, HP!', 'portátil hp 15')).toBe(1);
  });
  it('counts repeated words once', () => {
    expect(wordOverlapRatio('sol sol sol', 'sol luna')).toBe(1);
  });
  it('is 0 for empty texts', () => {
    expect(wordOverlapRatio('', 'algo')).toBe(0);
  });
});

describe('wordOverlapMatches', () => {
  it('matches at 80 % and above', () => {
    expect(wordOverlapMatches('uno dos tres cuatro cinco', 'uno dos tres cuatro seis')).toBe(true);
    expect(wordOverlapMatches('uno dos tres cuatro cinco', 'uno dos tres siete seis')).toBe(false);
  });
  it('is false when either side has no words, whatever the threshold', () => {
    expect(wordOverlapMatches('', '')).toBe(false);
    expect(wordOverlapMatches('123 !!', 'algo', 0)).toBe(false);
  });
  it('accepts a custom threshold', () => {
    expect(wordOverlapMatches('a b', 'a c', 0.5)).toBe(true);
    expect(wordOverlapMatches('a b', 'a c')).toBe(false);
  });
});
