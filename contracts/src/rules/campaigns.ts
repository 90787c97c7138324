/**
 * Dated campaign wording: the year a shopper reads in a banner or a page title comes from the current date,
 * never from the year the copy was written, and names only a campaign that is on or about to start. Pure functions of `now` so the server head, the
 * shell banner and the Black Friday page agree and tests can move the clock.
 */

/** Black Friday: the day after the fourth Thursday of November (UTC calendar date). */
export function blackFridayDate(year: number): Date {
  const firstOfNovember = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstOfNovember + 7) % 7);
  return new Date(Date.UTC(year, 10, firstThursday + 21 + 1));
}

const DAY_MS = 24 * 3600 * 1000;

/** The first instant after Black Friday's last day, Cyber Monday (Black Friday + 3 days), UTC. */
function blackFridayEnd(year: number): number {
  return blackFridayDate(year).getTime() + 4 * DAY_MS;
}

/**
 * The Black Friday edition a dated text may name at `now`: this year's until its last day (Cyber Monday), then
 * none until the new year (the next one is a year out: no text promises it).
 */
export function blackFridayYear(now: Date): number | null {
  const year = now.getUTCFullYear();
  return now.getTime() < blackFridayEnd(year) ? year : null;
}

/** The Black Friday page's title ('Ofertas Black Friday 2026 en España'; undated once this year's is over). */
export function blackFridayPageTitle(now: Date): string {
  const year = blackFridayYear(now);
  return year === null ? 'Ofertas Black Friday en España' : `Ofertas Black Friday ${year} en España`;
}

/** A seasonal campaign the offers banner announces, in its season only. */
export interface SeasonalCampaign {
  kind: 'black-friday' | 'back-to-school';
  year: number;
  /** The bold lead ('Black Friday 2026:'). */
  lead: string;
  /** The offer the lead introduces. */
  text: string;
  path: string;
  linkText: string;
}

/** Black Friday is announced from 1 November; back-to-school from 15 July to 15 September (UTC days). */
const BLACK_FRIDAY_FROM = { month: 10, day: 1 };
const BACK_TO_SCHOOL = { from: { month: 6, day: 15 }, until: { month: 8, day: 15 } };

/**
 * The campaign whose season `now` falls in, or null out of season (SPEC §2 extra banner): a campaign is named
 * from its lead-in to its last day, never after it and never a year ahead.
 */
export function seasonalCampaign(now: Date): SeasonalCampaign | null {
  const year = now.getUTCFullYear();
  const t = now.getTime();
  if (t >= Date.UTC(year, BLACK_FRIDAY_FROM.month, BLACK_FRIDAY_FROM.day) && t < blackFridayEnd(year)) {
    return {
      kind: 'black-friday',
      year,
      lead: `Black Friday ${year}:`,
      text: 'descuentos de hasta el 70 % en tecnología, hogar y moda.',
      path: '/ofertas/black-friday',
      linkText: 'Ver ofertas Black Friday',
    };
  }
  const { from, until } = BACK_TO_SCHOOL;
  if (t >= Date.UTC(year, from.month, from.day) && t < Date.UTC(year, until.month, until.day + 1)) {
    return {
      kind: 'back-to-school',
      year,
      lead: `Vuelta al cole ${year}:`,
      text: 'mochilas, estuches y portátiles con descuento para empezar el curso.',
      path: '/ofertas/vuelta-al-cole',
      linkText: 'Ver ofertas vuelta al cole',
    };
  }
  return null;
}

/**
 * The Black Friday page lists the deepest discounts only (a deals list, not the catalogue): live products discounted at least this
 * many percent, deepest first (the listing's order when there is no search text).
 */
export const BLACK_FRIDAY_MIN_DISCOUNT = 40;

/**
 * Back-to-school search: one broad full-text query (the catalogue search is PostgreSQL websearch_to_tsquery,
 * so 'or' joins terms) over the things a Spanish school list asks for. The page and its served head share it.
 */
export const BACK_TO_SCHOOL_SEARCH = 'mochila or estuche or calculadora or portatil or cuaderno or boligrafo or tablet or agenda';

/** The special pages' structured product lists: their names and how many products the served head lists. */
export const SPECIAL_LIST_NAMES = { backToSchool: 'Ofertas vuelta al cole', blackFriday: 'Ofertas Black Friday' } as const;
export const SPECIAL_LIST_SERVED_ITEMS = 10;
