import { logoLines, storeLogoSvg } from './store-logo';

describe('store logo tiles', () => {
  it('draws only the name: no stray initial in a corner', () => {
    const svg = storeLogoSvg('Atida');
    expect(svg.match(/<text/g)).toHaveLength(1);
    expect(svg).toContain('>Atida</text>');
    expect(svg).not.toMatch(/fill-opacity="0.55">A</);
  });

  it('long names wrap onto two legible lines instead of shrinking or being cut', () => {
    expect(logoLines('El Corte Inglés')).toEqual(['El Corte', 'Inglés']);
    expect(logoLines('Casa del Libro')).toEqual(['Casa del', 'Libro']);
    expect(logoLines('Douglas')).toEqual(['Douglas']);
    const svg = storeLogoSvg('El Corte Inglés');
    expect(svg.match(/<text/g)).toHaveLength(2);
    const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(26);
  });

  it('the same name always gives the same bytes; markup in names is escaped', () => {
    expect(storeLogoSvg('Tous')).toBe(storeLogoSvg('Tous'));
    expect(storeLogoSvg('A&B <x>')).toContain('A&amp;B &lt;x&gt;');
  });
});
