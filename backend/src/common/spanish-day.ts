const madridDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Spain ('YYYY-MM-DD'): a coupon ending on the 30th is valid until midnight of the 30th, Spanish time. */
export function spanishToday(now: Date = new Date()): string {
  return madridDay.format(now);
}
