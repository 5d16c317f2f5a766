/**
 * Numbers for the screens without Intl. A page's first `toLocaleString()` or `Intl.NumberFormat`
 * makes the browser load ICU's number data: tens of ms of main thread on a phone (64 ms in one
 * task on a title page, measured on a 2-core machine), for what both of the site's languages
 * (ja, en) write the same way: digits grouped by three with ',' and '.' before the fraction.
 * The outputs are those of `toLocaleString('ja')` / `toLocaleString('en')` (format/number.test.ts
 * compares them with Intl, so a difference fails there).
 */

export interface NumberFormatOptions {
  /** Fraction digits always written (padded with zeros); 0 unless told, as Intl. */
  minimumFractionDigits?: number;
  /** Fraction digits at most, rounded half away from zero as Intl; 3 unless told, as Intl. */
  maximumFractionDigits?: number;
}

/** 1234567.891 → '1,234,567.891'; -1200 → '-1,200'; 0.12345 → '0.123'; NaN → 'NaN'; Infinity → '∞'. */
export function formatNumber(value: number, options: NumberFormatOptions = {}): string {
  const minimum = options.minimumFractionDigits ?? 0;
  const maximum = Math.max(minimum, options.maximumFractionDigits ?? 3);
  if (Number.isNaN(value)) return 'NaN';
  // Intl writes the sign of a negative zero too ('-0'), and of a negative value rounded to zero.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const [integer, fraction] = roundedDigits(Math.abs(value), maximum);
  let kept = fraction;
  while (kept.length > minimum && kept.endsWith('0')) kept = kept.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${kept ? `.${kept}` : ''}`;
}

/**
 * The integer digits and exactly `digits` fraction digits of a non-negative finite number, from
 * its shortest decimal form (what `String` gives, and what ICU rounds: 2.345 → '2.35', 1.005 →
 * '1.01', where `toFixed` would answer '1.00'), rounded half up.
 */
function roundedDigits(value: number, digits: number): [string, string] {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [whole = '0', part = ''] = mantissa.split('.');
  const all = whole + part;
  const point = whole.length + Number(exponent);
  let integer = point <= 0 ? '0' : all.slice(0, point).padEnd(point, '0');
  let fraction = point <= 0 ? '0'.repeat(-point) + all : all.slice(point);
  const roundUp = (fraction[digits] ?? '0') >= '5';
  fraction = fraction.slice(0, digits).padEnd(digits, '0');
  if (roundUp) {
    const carried = increment(integer + fraction);
    integer = carried.slice(0, carried.length - digits);
    fraction = carried.slice(carried.length - digits);
  }
  return [integer.replace(/^0+(?=\d)/, ''), fraction];
}

/** A string of decimal digits plus one ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}
