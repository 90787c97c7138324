import { blackFridayDate, blackFridayPageTitle, blackFridayYear, seasonalCampaign } from './campaigns';

const at = (iso: string) => new Date(iso);

describe('dated campaign wording', () => {
  it('finds Black Friday as the day after the fourth Thursday of November', () => {
    expect(blackFridayDate(2024).toISOString().slice(0, 10)).toBe('2024-11-29');
    expect(blackFridayDate(2025).toISOString().slice(0, 10)).toBe('2025-11-28');
    expect(blackFridayDate(2026).toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(blackFridayDate(2029).toISOString().slice(0, 10)).toBe('2029-11-23');
  });

  it("names this year's edition until its Cyber Monday, then no year (never the next one, a year out)", () => {
    expect(blackFridayYear(at('2026-03-10T12:00:00Z'))).toBe(2026);
    expect(blackFridayYear(at('2026-11-30T23:59:00Z'))).toBe(2026);
    expect(blackFridayYear(at('2026-12-01T00:00:00Z'))).toBeNull();
    expect(blackFridayYear(at('2026-12-31T23:59:00Z'))).toBeNull();
    expect(blackFridayYear(at('2027-01-01T00:00:00Z'))).toBe(2027);
  });

  it('titles the Black Friday page with the year only while that edition is to come or on', () => {
    expect(blackFridayPageTitle(at('2026-11-24T02:00:00Z'))).toBe('Ofertas Black Friday 2026 en España');
    expect(blackFridayPageTitle(at('2026-12-01T10:00:00Z'))).toBe('Ofertas Black Friday en España');
    expect(blackFridayPageTitle(at('2026-12-01T10:00:00Z'))).not.toMatch(/2027/);
  });

  it.each([
    ['2026-11-01T00:00:00Z', 'Black Friday 2026:'],
    ['2026-11-27T09:00:00Z', 'Black Friday 2026:'],
    ['2026-11-30T23:59:59Z', 'Black Friday 2026:'],
    ['2026-12-01T00:00:00Z', null],
    ['2026-12-01T10:00:00Z', null],
    ['2027-03-10T12:00:00Z', null],
    ['2026-10-31T23:59:59Z', null],
    ['2027-07-15T00:00:00Z', 'Vuelta al cole 2027:'],
    ['2027-09-15T23:59:59Z', 'Vuelta al cole 2027:'],
    ['2027-09-16T00:00:00Z', null],
  ])('the banner campaign at %s leads with %s', (iso, lead) => {
    expect(seasonalCampaign(at(iso))?.lead ?? null).toBe(lead);
  });

  it('the Black Friday campaign links its page and keeps the offer text', () => {
    expect(seasonalCampaign(at('2026-11-20T12:00:00Z'))).toEqual({
      kind: 'black-friday',
      year: 2026,
      lead: 'Black Friday 2026:',
      text: 'descuentos de hasta el 70 % en tecnología, hogar y moda.',
      path: '/ofertas/black-friday',
      linkText: 'Ver ofertas Black Friday',
    });
  });
});
