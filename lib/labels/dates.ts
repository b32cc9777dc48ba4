// Dates as the registry's readers expect them: "2 July 2002" and "July 2002".
// All arithmetic is in UTC, so the server's time zone never shifts a day.

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// YYYY-MM-DD, optionally followed by a time ("T12:00:00Z" or " 12:00:00").
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.]*(?:Z|[+-]\d{2}:?\d{2})?)?$/;

interface DayMonthYear {
  day: number;
  month: number; // 1–12
  year: number;
}

function parseIsoDate(value: string): DayMonthYear | undefined {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  // Round-trip through Date.UTC to reject days such as 2023-02-30.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return undefined;
  }
  return { day, month, year };
}

/** True for a real calendar date written YYYY-MM-DD (a time suffix is allowed). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== undefined;
}

function monthName(month: number): string | undefined {
  return Number.isInteger(month) ? MONTH_NAMES[month - 1] : undefined;
}

/**
 * "2002-07-02" → "2 July 2002" (no leading zero). A time suffix is ignored.
 * A number is read as epoch milliseconds (the registry's `action_date`).
 * Anything that is not a date comes back unchanged; undefined, null or '' give ''.
 */
export function formatDate(value: string | number | null | undefined): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return String(value);
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return String(value);
    return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  }
  const parsed = parseIsoDate(value);
  if (!parsed) return value;
  return `${parsed.day} ${monthName(parsed.month)} ${parsed.year}`;
}

/** A month and year as the registry sends them (numbers, or numeric strings like "03"). */
export interface MonthYearInput {
  month?: number | string | null;
  year?: number | string | null;
}

/**
 * { month: 7, year: 2002 } → "July 2002". A bad or missing month gives just the year;
 * a missing year gives ''.
 */
export function formatMonthYear(value: MonthYearInput | null | undefined): string {
  if (!value) return '';
  const year = Number(value.year);
  if (value.year === null || value.year === undefined || value.year === '' || !Number.isInteger(year)) return '';
  const name =
    value.month === null || value.month === undefined || value.month === ''
      ? undefined
      : monthName(Number(value.month));
  return name ? `${name} ${year}` : String(year);
}

/** Today's date in the UK (where the register's dates fall) as `YYYY-MM-DD`. */
export function ukToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** When a copy was taken, in UK time: "14:05 on 23 November 2026". */
export function formatCopyTime(epochMs: number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(epochMs))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute} on ${parts.day} ${parts.month} ${parts.year}`;
}
