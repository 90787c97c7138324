import { wrapLabel } from '../../sample';
import { renderBlogCoverSvg } from './cover-svg';
import { SAMPLE_ARTICLES } from './sample-articles';

describe('sample article covers', () => {
  it('wrapLabel keeps to its line count and width, and marks a cut title with an ellipsis', () => {
    expect(wrapLabel('Regalos de Navidad con presupuesto: ideas para todos', 22, 3)).toEqual(['Regalos de Navidad con', 'presupuesto: ideas', 'para todos']);
    expect(wrapLabel('Viajar barato: escapadas de fin de semana y equipaje sin sorpresas', 22, 3)).toEqual([
      'Viajar barato:',
      'escapadas de fin de',
      'semana y equipaje sin…',
    ]);
    expect(wrapLabel('uno dos tres', 22)).toEqual(['uno dos tres']);
  });

  it('every sample title fits left of the pictogram: at most three lines of 22 characters', () => {
    for (const a of SAMPLE_ARTICLES) {
      const svg = renderBlogCoverSvg(a.slug, a.title, a.category);
      const lines = [...svg.matchAll(/<text x="70" y="\d+">([^<]*)<\/text>/g)].map((m) => m[1]!);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.length).toBeLessThanOrEqual(3);
      for (const l of lines) expect(l.replace(/&[a-z]+;|&#\d+;/g, '_').length).toBeLessThanOrEqual(22);
    }
  });
});
