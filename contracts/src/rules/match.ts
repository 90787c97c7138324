/** Word-overlap matching of a blog section's product text with a loaded product (SPEC §5, §4). */

export const WORD_OVERLAP_THRESHOLD = 0.8;

function words(text: string): Set<string> {
  const cleaned = text.toLowerCase().replace(/[^a-záéíóúüñ\s]/g, '');
  return new Set(cleaned.split(/\s+/).filter((w) => w !== ''));
}

/** Distinct words, so a repeated word cannot push the ratio above 1. */
function ratio(wa: Set<string>, wb: Set<string>): number {
  const shorter = Math.min(wa.size, wb.size);
  if (shorter === 0) return 0;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared += 1;
  return shared / shorter;
}

/** Shared words / words of the shorter text, in 0..1 (0 when either text has no words). */
export function wordOverlapRatio(a: string, b: string): number {
  return ratio(words(a), words(b));
}

export function wordOverlapMatches(a: string, b: string, threshold: number = WORD_OVERLAP_THRESHOLD): boolean {
  const wa = words(a);
  const wb = words(b);
  // Explicit: with threshold 0 two empty texts would otherwise "match".
  if (wa.size === 0 || wb.size === 0) return false;
  return ratio(wa, wb) >= threshold;
}
