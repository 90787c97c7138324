/** @jest-environment jsdom */
import { announceProductsShown, onProductsShown, searchNavState, typedSearchText } from './search-handoff';

describe('typedSearchText', () => {
  it('shows the words as typed when the history state belongs to this slug', () => {
    expect(typedSearchText('portatil-gaming-senor', searchNavState('portátil gaming señor'), null)).toBe('portátil gaming señor');
  });
  it('falls back to the remembered last search, then to the slug words', () => {
    expect(typedSearchText('cafetera-italiana', null, 'Cafetera  Italiana')).toBe('Cafetera Italiana');
    expect(typedSearchText('cafetera-italiana', searchNavState('televisor'), 'otra cosa')).toBe('cafetera italiana');
    expect(typedSearchText('tv', { usr: 1 }, null)).toBe('tv');
  });
});

describe('products shown announcements', () => {
  it('reaches a listener until it unsubscribes', () => {
    const seen: number[] = [];
    const off = onProductsShown((n) => seen.push(n));
    announceProductsShown(25);
    announceProductsShown(0);
    off();
    announceProductsShown(3);
    expect(seen).toEqual([25, 0]);
  });
});
