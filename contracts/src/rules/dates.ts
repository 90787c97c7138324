/**
 * Date rules. Every function reads UTC date parts: the server renders structured data and the browser
 * renders the page, and both must agree on the day whatever their time zones.
 */

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

const DAY_MS = 86_400_000;

/** CLDR's abbreviated Spanish months, as Intl es-ES writes them ('sept', not 'sep'). */
const SHORT_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'] as const;

/**
 * '5 ago' for 5 August (UTC), what `Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' })` writes,
 * without Intl: its first use in a page loads ICU data on the main thread (docs/decisions/prices-without-intl.md).
 * '' for an invalid date.
 */
export function shortDayMonth(d: Date): string {
  const month = SHORT_MONTHS[d.getUTCMonth()];
  return month === undefined ? '' : `${d.getUTCDate()} ${month}`;
}

/** 0 = enero … 11 = diciembre; '' outside that range. */
export function spanishMonthName(monthIndex: number): string {
  return Number.isInteger(monthIndex) ? (MONTHS[monthIndex] ?? '') : '';
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

export function toIsoDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

type CalendarDate = { year: number; month: number; day: number };

/**
 * The calendar date an ISO string was written with ('2024-03-05' or '2024-03-05T23:30:00+01:00' are both
 * 5 March): shoppers expect the date printed on the voucher, not its UTC conversion.
 */
function parseCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (typeof iso !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(iso.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Coupon dates: 'DD-MM-YYYY'; '' when the input is not an ISO date. */
export function formatDateDDMMYYYY(iso: string | null | undefined): string {
  const d = parseCalendarDate(iso);
  return d ? `${pad2(d.day)}-${pad2(d.month)}-${d.year}` : '';
}

/** Blog dates: '5 de marzo de 2024'; '' when the input is not an ISO date. */
export function formatSpanishLongDate(iso: string | null | undefined): string {
  const d = parseCalendarDate(iso);
  return d ? `${d.day} de ${spanishMonthName(d.month - 1)} de ${d.year}` : '';
}

/**
 * Whole calendar days from `now` (its UTC date) to the end date: 0 on the last day, negative once past,
 * null when the end date is missing or invalid.
 */
export function daysUntil(endIso: string | null | undefined, now: Date): number | null {
  const end = parseCalendarDate(endIso);
  if (!end || Number.isNaN(now.getTime())) return null;
  const endDay = Date.UTC(end.year, end.month - 1, end.day);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.round((endDay - today) / DAY_MS);
}
