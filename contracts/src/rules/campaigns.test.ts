import { blackFridayBannerLead, blackFridayDate, blackFridayPageTitle, blackFridayYear } from './campaigns';

describe('dated campaign wording', () => {
  it('finds Black Friday as the day after the fourth Thursday of November', () => {
    expect(blackFridayDate(2024).toISOString().slice(0, 10)).toBe('2024-11-29');
    expect(blackFridayDate(2025).toISOString().slice(0, 10)).toBe('2025-11-28');
    expect(blackFridayDate(2026).toISOString().slice(0, 10)).toBe('2026-11-27');
    expect(blackFridayDate(2029).toISOString().slice(0, 10)).toBe('2029-11-23');
  });

  it('names the current year until Cyber Monday, then the next one', () => {
    expect(blackFridayYear(new Date('2026-03-10T12:00:00Z'))).toBe(2026);
    expect(blackFridayYear(new Date('2026-11-24T02:00:00Z'))).toBe(2026);
    expect(blackFridayYear(new Date('2026-11-30T23:59:00Z'))).toBe(2026);
    expect(blackFridayYear(new Date('2026-12-01T00:00:00Z'))).toBe(2027);
  });

  it('never says 2024 in 2026', () => {
    const now = new Date('2026-11-24T02:00:00Z');
    expect(blackFridayPageTitle(now)).toBe('Ofertas Black Friday 2026 en España');
    expect(blackFridayBannerLead(now)).toBe('Black Friday 2026:');
  });
});
