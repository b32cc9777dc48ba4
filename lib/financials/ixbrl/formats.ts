// iXBRL transformation rules (ixt 1 to 5) for numbers and dates: the displayed text of a fact to
// its value. Matched by local name, so `ixt:numdotdecimal`, `ixt2:numdotdecimal` and
// `ixt4:num-dot-decimal` are the same rule whatever the prefix.

export class UnknownFormatError extends Error {
  constructor(readonly format: string) {
    super(`unknown iXBRL format ${format}`);
  }
}

const DASH = /^[\s\u00a0]*[-\u2010-\u2015\u2212]*[\s\u00a0]*$/;

/** Rules whose value is zero whatever the text (a dash, usually). */
const ZERO = new Set(['zerodash', 'numdash', 'fixedzero', 'fixed-zero', 'zero-dash']);
/** Rules for "dot is the decimal mark" (commas, spaces or apostrophes group thousands). */
const DOT_DECIMAL = new Set([
  'numdotdecimal',
  'num-dot-decimal',
  'numcommadot',
  'numspacedot',
  'numunitdecimal',
  'num-unit-decimal',
]);
/** Rules for "comma is the decimal mark". */
const COMMA_DECIMAL = new Set([
  'numcommadecimal',
  'num-comma-decimal',
  'numdotcomma',
  'numspacecomma',
  'numunitdecimalin',
]);
const WORDS: Record<string, number> = {
  no: 0,
  none: 0,
  nil: 0,
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1).trim();

/**
 * The number a fact's text shows, as a decimal string ("1234.5"), before scale and sign; null for
 * "no content". A dash alone (with or without a zero-dash rule) is 0: a tagged nil figure.
 */
export function readNumber(text: string, format: string | undefined): string | null {
  const rule = format ? localName(format).toLowerCase() : '';
  if (ZERO.has(rule)) return '0';
  if (rule === 'nocontent' || rule === 'fixed-empty') return null;
  if (DASH.test(text)) return '0';
  if (rule === 'numwordsen' || rule === 'num-word-en') {
    const word = text.trim().toLowerCase();
    if (word in WORDS) return String(WORDS[word]);
    throw new UnknownFormatError(`${rule} "${text.slice(0, 20)}"`);
  }
  let decimalMark: '.' | ',';
  if (rule === '' || DOT_DECIMAL.has(rule)) decimalMark = '.';
  else if (COMMA_DECIMAL.has(rule)) decimalMark = ',';
  else throw new UnknownFormatError(rule);
  const mark = decimalMark.charCodeAt(0);
  let digits = '';
  let seenMark = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 48 && code <= 57) {
      // Copy a run of digits at once: most figures are one or a few runs between separators.
      let end = i + 1;
      while (end < text.length && text.charCodeAt(end) >= 48 && text.charCodeAt(end) <= 57) end++;
      digits += text.slice(i, end);
      i = end - 1;
    } else if (code === mark && !seenMark) {
      digits += '.';
      seenMark = true;
    }
  }
  if (digits === '' || digits === '.') throw new UnknownFormatError(`${rule || 'plain'} "${text.slice(0, 20)}"`);
  return digits;
}

/** Applies scale and sign to a decimal string exactly (no floating-point products). */
export function scaleValue(decimal: string, scale: number, negative: boolean): number {
  const value = scale === 0 ? Number(decimal) : Number(`${decimal}e${scale}`);
  return negative && value !== 0 ? -value : value;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** An ISO date from a date fact's text ("31 March 2024", "31/03/2024", "2024-03-31"); undefined if unreadable. */
export function readDate(text: string, format: string | undefined): string | undefined {
  const clean = text.replace(/\u00a0/g, ' ').trim();
  const pad = (n: number) => String(n).padStart(2, '0');
  const make = (y: number, m: number, d: number) =>
    y > 1900 && m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${y}-${pad(m)}-${pad(d)}` : undefined;
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})/.exec(clean);
  if (isoMatch) return make(+isoMatch[1]!, +isoMatch[2]!, +isoMatch[3]!);
  const rule = format ? localName(format).toLowerCase() : '';
  const numeric = /^(\d{1,2})[./\s-](\d{1,2})[./\s-](\d{2,4})$/.exec(clean);
  if (numeric) {
    const year = numeric[3]!.length === 2 ? 2000 + +numeric[3]! : +numeric[3]!;
    // US month-first rules are the only ones that put the month first.
    return rule.includes('monthday') || rule.includes('us')
      ? make(year, +numeric[1]!, +numeric[2]!)
      : make(year, +numeric[2]!, +numeric[1]!);
  }
  const words = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z]+)\.?,?\s+(\d{4})$/i.exec(clean);
  if (words) {
    const month = MONTHS.indexOf(words[2]!.slice(0, 3).toLowerCase()) + 1;
    return make(+words[3]!, month, +words[1]!);
  }
  const monthFirst = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(clean);
  if (monthFirst) {
    const month = MONTHS.indexOf(monthFirst[1]!.slice(0, 3).toLowerCase()) + 1;
    return make(+monthFirst[3]!, month, +monthFirst[2]!);
  }
  return undefined;
}
