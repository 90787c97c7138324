import { searchToSlug, slugToSearchText, stripAccents, titleToSlug } from './slug';

describe('stripAccents', () => {
  it('removes Spanish diacritics, ñ becomes n', () => {
    expect(stripAccents('Tecnología áéíóú ÁÉÍÓÚ ü ñ Ñ')).toBe('Tecnologia aeiou AEIOU u n N');
  });
  it('leaves plain text alone', () => {
    expect(stripAccents('abc 123')).toBe('abc 123');
  });
});

describe('titleToSlug', () => {
  it.each([
    ['Tecnología', 'tecnologia'],
    ['Año Nuevo Cañón', 'ano-nuevo-canon'],
    ['Portátil HP 15", 8GB!', 'portatil-hp-15-8gb'],
    ['  Muchos    espacios  ', 'muchos-espacios'],
    ['Samsung - Galaxy -- S24', 'samsung-galaxy-s24'],
    ['-¡Oferta!-', 'oferta'],
    ['Wi-Fi Router', 'wi-fi-router'],
    ['¿?¡!', ''],
    ['', ''],
  ])('%j → %j', (input, slug) => {
    expect(titleToSlug(input)).toBe(slug);
  });
});

describe('searchToSlug / slugToSearchText', () => {
  it('slugifies a search text like a title', () => {
    expect(searchToSlug('Cámara Réflex  Canon')).toBe('camara-reflex-canon');
    expect(searchToSlug('zapatillas, mujer.')).toBe('zapatillas-mujer');
  });
  it('recovers words from a slug', () => {
    expect(slugToSearchText('camara-reflex-canon')).toBe('camara reflex canon');
    expect(slugToSearchText('-a--b-')).toBe('a b');
    expect(slugToSearchText('')).toBe('');
  });
  it('round-trips an already clean text', () => {
    expect(slugToSearchText(searchToSlug('auriculares bluetooth'))).toBe('auriculares bluetooth');
  });
});
