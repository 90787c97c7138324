import { relatedSearchTerm } from './related';

describe('relatedSearchTerm', () => {
  it('drops the brand, stop words and short words, keeps two words', () => {
    expect(relatedSearchTerm('Samsung Galaxy S24 Ultra 256GB', 'Samsung')).toBe('galaxy s24');
    expect(relatedSearchTerm('Auriculares de diadema con cancelación de ruido', 'Sony')).toBe('auriculares diadema');
  });
  it('removes every word of a multi-word brand', () => {
    expect(relatedSearchTerm('Zapatillas para correr New Balance 574', 'New Balance')).toBe('zapatillas correr');
  });
  it('strips accents and punctuation', () => {
    expect(relatedSearchTerm('Cámara réflex/Compacta, ¡oferta!', '')).toBe('camara reflex');
    expect(relatedSearchTerm('Sartén de Ñandú', null)).toBe('sarten nandu');
  });
  it('drops stop words written with accents', () => {
    expect(relatedSearchTerm('Más barato según usuarios', undefined)).toBe('barato usuarios');
  });
  it('matches the brand regardless of case and accents', () => {
    expect(relatedSearchTerm("L'ORÉAL Crema hidratante facial", "L'Oréal")).toBe('crema hidratante');
  });
  it('may be empty', () => {
    expect(relatedSearchTerm('de la y', 'X')).toBe('');
    expect(relatedSearchTerm('', 'X')).toBe('');
  });
});
