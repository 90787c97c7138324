import { validateSearchText } from './search-validation';

describe('validateSearchText', () => {
  it('asks for a valid text when empty and no products are shown', () => {
    expect(validateSearchText('', false)).toBe('Ingrese un texto valido');
    expect(validateSearchText('   ', false)).toBe('Ingrese un texto valido');
  });
  it('falls through to the length rule when empty with products shown', () => {
    expect(validateSearchText('', true)).toBe('Ingrese al menos 3 caracteres');
  });
  it('rejects digits-only text, whatever its length', () => {
    expect(validateSearchText('12', false)).toBe('Ingrese solo letras');
    expect(validateSearchText('12345', true)).toBe('Ingrese solo letras');
  });
  it('asks for at least 3 characters', () => {
    expect(validateSearchText('tv', true)).toBe('Ingrese al menos 3 caracteres');
    expect(validateSearchText(' ab ', false)).toBe('Ingrese al menos 3 caracteres');
  });
  it('accepts 3 characters or more, digits mixed in', () => {
    expect(validateSearchText('sol', false)).toBeNull();
    expect(validateSearchText('iphone 15', true)).toBeNull();
    expect(validateSearchText('4k tv', true)).toBeNull();
  });
});
