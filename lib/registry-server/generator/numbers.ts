// Company numbers: a prefix for the type and jurisdiction (api-facts §18) and digits that
// rise with the incorporation date, as the real register's do (registry-statistics §4 anchors).
import { dayOf, type Day } from './dates';

type Anchor = readonly [year: number, month: number, day: number, number: number];

/** Digits by date for each prefix; "" is the 8-digit England and Wales series. */
const ANCHORS: Record<string, readonly Anchor[]> = {
  '': [
    [1856, 1, 1, 1],
    [1900, 1, 1, 66000],
    [1920, 1, 1, 170000],
    [1947, 11, 27, 445790],
    [1960, 1, 1, 640000],
    [1970, 1, 1, 970000],
    [1980, 1, 1, 1460000],
    [1990, 1, 1, 2460000],
    [2000, 1, 1, 3900000],
    [2002, 7, 2, 4475590],
    [2006, 11, 15, 6005322],
    [2009, 2, 20, 6831368],
    [2012, 1, 20, 7921577],
    [2014, 3, 25, 8957400],
    [2016, 9, 10, 10369433],
    [2018, 12, 1, 11722385],
    [2021, 10, 20, 13698801],
    [2023, 6, 20, 14957251],
    [2027, 1, 1, 17500000],
  ],
  SC: [
    [1856, 1, 1, 1],
    [1900, 1, 1, 4000],
    [1950, 1, 1, 28000],
    [1980, 1, 1, 70000],
    [1990, 1, 1, 125000],
    [2000, 1, 1, 205000],
    [2010, 1, 1, 375000],
    [2018, 8, 1, 606050],
    [2027, 1, 1, 850000],
  ],
  NI: [
    [1922, 1, 1, 1],
    [1970, 1, 1, 8000],
    [1990, 1, 1, 24000],
    [2000, 1, 1, 38000],
    [2007, 10, 1, 66532],
    [2009, 9, 30, 69000],
    [2009, 10, 1, 600000],
    [2027, 1, 1, 690000],
  ],
  OC: [
    [2001, 4, 6, 300001],
    [2010, 1, 1, 350000],
    [2020, 1, 1, 430000],
    [2027, 1, 1, 480000],
  ],
  SO: [
    [2001, 4, 6, 300001],
    [2027, 1, 1, 309500],
  ],
  NC: [
    [2001, 4, 6, 1],
    [2027, 1, 1, 2200],
  ],
  LP: [
    [1907, 1, 1, 1],
    [1990, 1, 1, 2000],
    [2010, 1, 1, 14000],
    [2027, 1, 1, 25000],
  ],
  SL: [
    [1907, 1, 1, 1],
    [2000, 1, 1, 3000],
    [2017, 1, 1, 30000],
    [2027, 1, 1, 36000],
  ],
  NL: [
    [1907, 1, 1, 1],
    [2027, 1, 1, 1200],
  ],
  FC: [
    [1960, 1, 1, 1],
    [2000, 1, 1, 22000],
    [2010, 1, 1, 29000],
    [2022, 3, 1, 40879],
    [2027, 1, 1, 42500],
  ],
  BR: [
    [1992, 1, 1, 1],
    [2010, 1, 1, 14000],
    [2019, 1, 1, 21000],
    [2022, 3, 1, 25996],
    [2027, 1, 1, 29000],
  ],
  OE: [
    [2022, 8, 1, 1],
    [2023, 8, 1, 29000],
    [2027, 1, 1, 42000],
  ],
  SE: [
    [2004, 10, 8, 1],
    [2027, 1, 1, 60],
  ],
};

const COMPILED: Record<string, { days: number[]; numbers: number[] }> = Object.fromEntries(
  Object.entries(ANCHORS).map(([prefix, anchors]) => [
    prefix,
    { days: anchors.map(([y, m, d]) => dayOf(y, m, d)), numbers: anchors.map((a) => a[3]) },
  ]),
);

function interpolate(prefix: string, day: Day): number {
  const table = COMPILED[prefix];
  if (!table) throw new Error(`unknown company number prefix ${prefix}`);
  const { days, numbers } = table;
  if (day <= days[0]!) return numbers[0]!;
  for (let i = 1; i < days.length; i++) {
    if (day <= days[i]!) {
      const t = (day - days[i - 1]!) / (days[i]! - days[i - 1]!);
      return Math.round(numbers[i - 1]! + t * (numbers[i]! - numbers[i - 1]!));
    }
  }
  return numbers[numbers.length - 1]!;
}

export function formatNumber(prefix: string, digits: number): string {
  return prefix === '' ? String(digits).padStart(8, '0') : `${prefix}${String(digits).padStart(6, '0')}`;
}

/**
 * Hands out company numbers: strictly increasing per prefix, never a reserved (showcase)
 * number. Because companies are generated in date order, numbers also follow dates.
 */
export class NumberAllocator {
  private readonly last = new Map<string, number>();

  constructor(private readonly reserved: ReadonlySet<string>) {}

  allocate(prefix: string, day: Day, gap: number): string {
    const limit = prefix === '' ? 99_999_999 : 999_999;
    let digits = Math.max((this.last.get(prefix) ?? 0) + 1 + gap, interpolate(prefix, day));
    while (this.reserved.has(formatNumber(prefix, digits))) digits++;
    if (digits > limit) throw new Error(`company numbers exhausted for prefix "${prefix}"`);
    this.last.set(prefix, digits);
    return formatNumber(prefix, digits);
  }
}

/** The digits-only part used to build 12-character charge codes (e.g. "SC123456" + "0001"). */
export const chargeCode = (companyNumber: string, sequence: number): string =>
  `${companyNumber}${String(sequence).padStart(4, '0')}`;
