import { daysUntil, formatDateDDMMYYYY, formatSpanishLongDate, shortDayMonth, spanishMonthName, toIsoDate } from './dates';

describe('toIsoDate', () => {
  it('pads month and day', () => {
    expect(toIsoDate(new Date('2024-01-02T12:00:00Z'))).toBe('2024-01-02');
  });
});

describe('formatDateDDMMYYYY', () => {
  it.each([
    ['2024-03-05', '05-03-2024'],
    ['2024-11-30T23:59:00', '30-11-2024'],
    ['2024-03-05T23:30:00+01:00', '05-03-2024'],
    ['2024-12-01T00:00:00.000Z', '01-12-2024'],
  ])('%s → %s', (iso, out) => {
    expect(formatDateDDMMYYYY(iso)).toBe(out);
  });
  it.each([[''], ['not a date'], ['2024-02-30'], ['2024-13-01'], ['05/03/2024'], [null], [undefined]])(
    'invalid %j → empty',
    (iso) => {
      expect(formatDateDDMMYYYY(iso)).toBe('');
    },
  );
});

describe('formatSpanishLongDate', () => {
  it('writes day, long month and year without a leading zero', () => {
    expect(formatSpanishLongDate('2024-03-05')).toBe('5 de marzo de 2024');
    expect(formatSpanishLongDate('2023-12-31T22:00:00Z')).toBe('31 de diciembre de 2023');
    expect(formatSpanishLongDate('2024-01-15')).toBe('15 de enero de 2024');
  });
  it('is empty for invalid input', () => {
    expect(formatSpanishLongDate('ayer')).toBe('');
  });
});

describe('spanishMonthName', () => {
  it('maps 0-based month indexes', () => {
    expect(spanishMonthName(0)).toBe('enero');
    expect(spanishMonthName(8)).toBe('septiembre');
    expect(spanishMonthName(10)).toBe('noviembre');
    expect(spanishMonthName(11)).toBe('diciembre');
  });
  it('is empty outside 0..11', () => {
    expect(spanishMonthName(12)).toBe('');
    expect(spanishMonthName(-1)).toBe('');
    expect(spanishMonthName(1.5)).toBe('');
  });
});

describe('daysUntil', () => {
  const now = new Date('2024-03-05T18:00:00Z');
  it('counts calendar days', () => {
    expect(daysUntil('2024-03-05', now)).toBe(0);
    expect(daysUntil('2024-03-06T00:00:00Z', now)).toBe(1);
    expect(daysUntil('2024-04-04', now)).toBe(30);
    expect(daysUntil('2024-03-01', now)).toBe(-4);
  });
  it('is null when the end is missing or invalid', () => {
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('nunca', now)).toBeNull();
    expect(daysUntil('2024-03-05', new Date('x'))).toBeNull();
  });
});

describe('shortDayMonth', () => {
  it('is what Intl es-ES writes for every day of two years', () => {
    const intl = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const wrong: string[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2026, 0, 1); t += 86_400_000 + 3_600_000) {
      const d = new Date(t);
      if (shortDayMonth(d) !== intl.format(d)) wrong.push(`${d.toISOString()}: ${shortDayMonth(d)} ≠ ${intl.format(d)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('writes nothing for an invalid date', () => {
    expect(shortDayMonth(new Date(Number.NaN))).toBe('');
  });
});
