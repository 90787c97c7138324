import { typoQuery } from '../products/products.repository';
import { CommittedWords, foldText, searchWords } from './search-words';

describe('search words', () => {
  it('folds case and accents as f_unaccent does for Spanish text', () => {
    expect(foldText('Portátil CAFÉ Ñandú Pingüino')).toBe('portatil cafe nandu pinguino');
    expect(foldText('plain ascii')).toBe('plain ascii');
  });

  it('keeps words of 3 to 40 letters or digits, once, in order of appearance', () => {
    expect(searchWords('Sérum facial con vitamina C La Roche-Posay 30 ml, sérum')).toEqual(['serum', 'facial', 'con', 'vitamina', 'roche', 'posay']);
    expect(searchWords(`i5 16GB 512GB ${'x'.repeat(41)}`)).toEqual(['16gb', '512gb']);
    expect(searchWords(' -- ')).toEqual([]);
  });

  it('a batch sends the words no committed batch added; memory for them is bounded', () => {
    const known = new CommittedWords();
    expect(known.unsent(['cafe', 'taza'])).toEqual(['cafe', 'taza']);
    known.committed(['cafe']);
    expect(known.unsent(['cafe', 'molinillo', 'taza'])).toEqual(['molinillo', 'taza']);
    // Past its bound it remembers no more, so such words are sent again (the database skips them).
    known.committed(Array.from({ length: 60_000 }, (_, i) => `w${i}`));
    expect(known.unsent(['w0', 'w49998', 'w49999', 'w59999'])).toEqual(['w49999', 'w59999']);
  });
});

describe('typo query', () => {
  it('needs a correction for every word; words that are only stop words drop out', () => {
    expect(typoQuery(["'aspir'", "'dyson' | 'dison'"])).toBe("('aspir') & ('dyson' | 'dison')");
    expect(typoQuery(["'aspir'", ''])).toBe("('aspir')");
    expect(typoQuery(["'aspir'", null])).toBeNull();
    expect(typoQuery([''])).toBeNull();
    expect(typoQuery([])).toBeNull();
  });
});
