/**
 * Spanish (es-ES) number text without Intl. The first `new Intl.NumberFormat` in a page loads ICU's locale
 * data on the main thread of every page that shows a price, which Lighthouse's mobile simulation multiplies by
 * four (docs/decisions/prices-without-intl.md). These functions give Intl's exact output for the formats the
 * site uses (checked against Intl over a grid in spanish-numbers.test.ts): the shortest decimal that reads
 * back as the number (what ICU formats), rounded half away from zero, '.' groups when the integer part has
 * five digits or more (es-ES's minimum grouping), ',' before the decimals, '-' for any negative (−0 too).
 */

const NBSP = '\u00a0';

interface Decimal {
  negative: boolean;
  /** Significant digits, no point. */
  digits: string;
  /** Digits before the point (may be ≤ 0 or beyond `digits.length`). */
  point: number;
}

/** The shortest round-trip decimal of a finite number (JavaScript's own `String(x)`, exponent unfolded). */
function decimalOf(x: number): Decimal {
  const text = String(Math.abs(x));
  const e = text.indexOf('e');
  const mantissa = e === -1 ? text : text.slice(0, e);
  const exponent = e === -1 ? 0 : Number(text.slice(e + 1));
  const dot = mantissa.indexOf('.');
  const digits = dot === -1 ? mantissa : mantissa.slice(0, dot) + mantissa.slice(dot + 1);
  return { negative: x < 0 || Object.is(x, -0), digits, point: (dot === -1 ? mantissa.length : dot) + exponent };
}

/** '12.345' for 12345, '1234' for 1234. */
function groupThousands(int: string): string {
  if (int.length < 5) return int;
  let out = '';
  for (let end = int.length; end > 0; end -= 3) out = int.slice(Math.max(0, end - 3), end) + (out ? `.${out}` : '');
  return out;
}

/** `d` with `fraction` decimals, rounded half away from zero, in es-ES form. */
function formatDecimal(d: Decimal, fraction: number): string {
  // Integer digits and `fraction` decimals as one digit string, padded with zeros on both sides.
  const lead = d.point < 0 ? '0'.repeat(-d.point) : '';
  let all = lead + d.digits;
  const intLength = Math.max(d.point, 0);
  const keep = intLength + fraction;
  const roundUp = (all.charCodeAt(keep) || 48) >= 53; // '5'
  all = all.slice(0, keep).padEnd(keep, '0');
  if (roundUp) {
    const chars = all.split('');
    let i = chars.length - 1;
    for (; i >= 0; i--) {
      if (chars[i] === '9') chars[i] = '0';
      else {
        chars[i] = String(Number(chars[i]) + 1);
        break;
      }
    }
    all = (i < 0 ? '1' : '') + chars.join('');
  }
  const intDigits = all.slice(0, all.length - fraction).replace(/^0+(?=\d)/, '') || '0';
  const decimals = all.slice(all.length - fraction);
  return `${d.negative ? '-' : ''}${groupThousands(intDigits)}${fraction > 0 ? `,${decimals}` : ''}`;
}

/** '1234,50 €' (the space before € is a no-break space). '' if not finite. */
export function formatEuro(n: number): string {
  return Number.isFinite(n) ? `${formatDecimal(decimalOf(n), 2)}${NBSP}€` : '';
}

/** Takes percent units (-25.5, as priceDisplay gives) → '-25,50 %'. '' if not finite. */
export function formatPercent(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Intl formats n / 100 times 100: the division's own rounding shows (1.005 → '1,00 %').
  const d = decimalOf(n / 100);
  return `${formatDecimal({ ...d, point: d.point + 2 }, 2)}${NBSP}%`;
}

/** What `n.toLocaleString('es-ES')` writes (up to three decimals, none trailing): 4.5 → '4,5'. '' if not finite. */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  // Zeros at the end are decimals ('10,000' → '10', '4,500' → '4,5').
  return formatDecimal(decimalOf(n), 3).replace(/,?0+$/, '');
}
