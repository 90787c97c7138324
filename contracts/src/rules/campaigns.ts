/**
 * Dated campaign wording (issue 12): the year a shopper reads in a banner or a page title comes from the
 * current date, never from the year the copy was written. Pure functions of `now` so the server head, the
 * shell banner and the Black Friday page agree and tests can move the clock.
 */

/** Black Friday: the day after the fourth Thursday of November (UTC calendar date). */
export function blackFridayDate(year: number): Date {
  const firstOfNovember = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const firstThursday = 1 + ((4 - firstOfNovember + 7) % 7);
  return new Date(Date.UTC(year, 10, firstThursday + 21 + 1));
}

/**
 * The Black Friday a shopper means at `now`: this year's until its Cyber Monday (Black Friday + 3 days) has
 * passed, then next year's (a December banner announces the coming campaign, not the finished one).
 */
export function blackFridayYear(now: Date): number {
  const year = now.getUTCFullYear();
  const cyberMondayEnd = blackFridayDate(year).getTime() + 4 * 24 * 3600 * 1000;
  return now.getTime() >= cyberMondayEnd ? year + 1 : year;
}

/** The Black Friday page's title ('Ofertas Black Friday 2026 en España'); the server head uses it too. */
export function blackFridayPageTitle(now: Date): string {
  return `Ofertas Black Friday ${blackFridayYear(now)} en España`;
}

/** The bold lead of the offers banner ('Black Friday 2026:'). */
export function blackFridayBannerLead(now: Date): string {
  return `Black Friday ${blackFridayYear(now)}:`;
}

/**
 * The Black Friday page lists the deepest discounts only (issue 12): live products discounted at least this
 * many percent, deepest first (the listing's order when there is no search text).
 */
export const BLACK_FRIDAY_MIN_DISCOUNT = 40;
