// Calendar arithmetic on day numbers (days since 1970-01-01, UTC), which is all the
// generator needs and far cheaper than Date objects. Formatting is cached.

export type Day = number;

/** Day number of a civil date (proleptic Gregorian); month 1-12. */
export function dayOf(year: number, month: number, day: number): Day {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** [year, month (1-12), day] of a day number. */
export function civil(dayNumber: Day): [number, number, number] {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [era * 400 + yoe + (m <= 2 ? 1 : 0), m, d];
}

export const yearOf = (dayNumber: Day): number => civil(dayNumber)[0];

/** Age in whole years on `on` of someone born on `born`. */
export function ageOn(born: Day, on: Day): number {
  const [by, bm, bd] = civil(born);
  const [y, m, d] = civil(on);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The same day of the month `months` later, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(dayNumber: Day, months: number): Day {
  const [y, m, d] = civil(dayNumber);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  return dayOf(year, month, Math.min(d, daysInMonth(year, month)));
}

export const addYears = (dayNumber: Day, years: number): Day => addMonths(dayNumber, years * 12);

/** Last day of the month that `dayNumber` falls in. */
export function endOfMonth(dayNumber: Day): Day {
  const [y, m] = civil(dayNumber);
  return dayOf(y, m, daysInMonth(y, m));
}

const ISO_BASE = -50000; // 1833
const ISO_SIZE = 80000; // to 2052
const isoCache: (string | undefined)[] = new Array<string | undefined>(ISO_SIZE);

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** YYYY-MM-DD. */
export function iso(dayNumber: Day): string {
  const slot = dayNumber - ISO_BASE;
  const cached = slot >= 0 && slot < ISO_SIZE ? isoCache[slot] : undefined;
  if (cached !== undefined) return cached;
  const [y, m, d] = civil(dayNumber);
  const text = `${y}-${pad2(m)}-${pad2(d)}`;
  if (slot >= 0 && slot < ISO_SIZE) isoCache[slot] = text;
  return text;
}

/** dd/mm/yy, as legacy free-text descriptions write dates. */
export function shortUk(dayNumber: Day): string {
  const [y, m, d] = civil(dayNumber);
  return `${pad2(d)}/${pad2(m)}/${pad2(y % 100)}`;
}

export function parseIso(text: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`not a date: ${text}`);
  return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

export const min = (a: Day, b: Day): Day => (a < b ? a : b);
export const max = (a: Day, b: Day): Day => (a > b ? a : b);
