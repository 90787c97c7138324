/**
 * Columns of a result grid so that the last row never holds a single card. Cards are
 * `comfortable` px wide or more; to avoid an orphan one more column may squeeze them to `narrowest`, else one
 * fewer column is used. A grid of one row, or of one column, is never "orphaned".
 */
export function gridColumns(width: number, count: number, { comfortable = 200, narrowest = 160, gap = 16 } = {}): number {
  const fit = (card: number) => Math.max(1, Math.floor((width + gap) / (card + gap)));
  const natural = fit(comfortable);
  const orphan = (c: number) => c > 1 && count > c && count % c === 1;
  if (!Number.isFinite(width) || width <= 0 || !orphan(natural)) return natural;
  for (let c = natural + 1; c <= fit(narrowest); c++) if (!orphan(c)) return c;
  for (let c = natural - 1; c >= 2; c--) if (!orphan(c)) return c;
  return natural;
}
