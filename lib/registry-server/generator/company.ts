// The core facts of one company, decided before anything else is generated: type and number,
// name and name history, incorporation date, status and how it came about, sector, registered
// office history and accounting reference date. Weights follow research/registry-statistics.md.
import { sharedOffice, ukAddress, type Address, type UkArea } from './addresses';
import type { GeneratorContext } from './context';
import { addMonths, addYears, civil, dayOf, daysInMonth, max, min, type Day } from './dates';
import {
  ADJECTIVES,
  COINED_HEADS,
  COINED_TAILS,
  LLP_SECTORS,
  NON_PROFIT_SECTORS,
  NOUNS,
  PARTNERSHIP_SECTORS,
  PLACE_WORDS,
  PLC_SECTORS,
  SECTORS,
  type Sector,
} from './data/business';
import { BRITISH } from './data/people';
import type { ForeignPlace } from './data/places';
import { Rng, Weighted, weights } from './random';

export type Kind =
  'ltd' | 'plc' | 'guarantee' | 'guarantee-exempt' | 'unlimited' | 'llp' | 'lp' | 'fc' | 'br' | 'oe' | 'se';

export type Fate =
  | 'active'
  | 'proposal-to-strike-off'
  | 'late-filer'
  | 'dissolved-voluntary'
  | 'dissolved-compulsory'
  | 'dissolved-liquidation'
  | 'dissolved-administration'
  | 'liquidation'
  | 'administration'
  | 'voluntary-arrangement'
  | 'receivership'
  | 'open'
  | 'closed'
  | 'registered'
  | 'removed';

export type SizeClass = 'dormant' | 'micro' | 'small' | 'medium' | 'large' | 'group' | 'subsidiary';

export interface CompanyPlan {
  readonly ctx: GeneratorContext;
  /** Key prefix for every id of this company: the dataset salt, or "showcase". */
  readonly salt: string;
  readonly rng: Rng;
  readonly number: string;
  readonly kind: Kind;
  readonly type: string;
  readonly subtype?: string;
  readonly jurisdiction: string;
  readonly area: UkArea;
  readonly sector: Sector;
  readonly sic: readonly string[];
  name: string;
  /** Oldest first. */
  readonly previousNames: { name: string; from: Day; to: Day }[];
  readonly creation: Day;
  status: string;
  statusDetail?: string;
  cessation?: Day;
  /** The last day anything can happen: the cessation date, or the reference date. */
  end: Day;
  fate: Fate;
  /** Accounts and statements are filed up to this day only (delinquent companies stop earlier). */
  filingStop: Day;
  sizeClass: SizeClass;
  ard: { day: number; month: number };
  /** When the accounting reference date was changed from the default (AA01). */
  ardChange?: { on: Day; from: Day; to: Day };
  /** Registered office, current. */
  office: Address;
  officeChanges: { on: Day; from: Address; to: Address }[];
  /** A listed PLC: exempt from keeping PSC details. */
  listed: boolean;
  parentNumber?: string;
  foreign?: ForeignPlace;
  /** Start of the insolvency case for insolvent fates. */
  insolvencyStart?: Day;
  officeInDispute: boolean;
  officeUndeliverable: boolean;
}

// ---------------------------------------------------------------------------------------
// Incorporation dates: the share of the stored register (live and dissolved) incorporated
// in each year, young-skewed (mean age of the live register 8.6 years, CRA23).

const YEAR_WEIGHTS: readonly (readonly [from: number, to: number, weight: number])[] = [
  [1856, 1899, 0.02],
  [1900, 1929, 0.08],
  [1930, 1959, 0.2],
  [1960, 1979, 0.5],
  [1980, 1989, 1.4],
  [1990, 1999, 3.2],
  [2000, 2004, 9],
  [2005, 2009, 14],
  [2010, 2014, 22],
  [2015, 2019, 34],
  [2020, 2100, 44],
];

export class CreationCalendar {
  private readonly starts: Day[] = [];
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(private readonly ref: Day) {
    let sum = 0;
    const [refYear] = civil(ref);
    for (let year = 1856; year <= refYear; year++) {
      const start = dayOf(year, 1, 1);
      const span = Math.min(dayOf(year + 1, 1, 1), ref) - start;
      const weight = YEAR_WEIGHTS.find(([from, to]) => year >= from && year <= to)![2] * (span / 365);
      this.starts.push(start);
      sum += weight;
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  /** The day at quantile u ∈ [0, 1) of the incorporation-date distribution. */
  dayAt(u: number): Day {
    const target = u * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    const before = lo === 0 ? 0 : this.cumulative[lo - 1]!;
    const within = (target - before) / (this.cumulative[lo]! - before);
    const start = this.starts[lo]!;
    const next = lo + 1 < this.starts.length ? this.starts[lo + 1]! : this.ref;
    return Math.min(this.ref - 1, start + Math.floor(within * (next - start)));
  }

  /** Share of incorporations on or after `day`. */
  shareFrom(day: Day): number {
    let lo = 0;
    while (lo < this.starts.length - 1 && this.starts[lo + 1]! <= day) lo++;
    const before = lo === 0 ? 0 : this.cumulative[lo - 1]!;
    return Math.max(0.01, 1 - before / this.total);
  }
}

// ---------------------------------------------------------------------------------------
// Types (registry-statistics §2), eligible only from the date the form existed.

interface KindSpec {
  readonly weight: number;
  readonly from?: readonly [number, number, number];
}

const KIND_SPECS: Record<Exclude<Kind, 'br'>, KindSpec> = {
  ltd: { weight: 91.4 },
  guarantee: { weight: 2.3 },
  'guarantee-exempt': { weight: 0.3 },
  unlimited: { weight: 0.1 },
  plc: { weight: 0.15 },
  llp: { weight: 1.0, from: [2001, 4, 6] },
  lp: { weight: 1.0, from: [1907, 1, 1] },
  fc: { weight: 0.3, from: [1970, 1, 1] },
  oe: { weight: 0.5, from: [2022, 8, 1] },
  se: { weight: 0.01, from: [2004, 10, 8] },
};

export const REGISTRY_TYPE: Record<Kind, string> = {
  ltd: 'ltd',
  plc: 'plc',
  guarantee: 'private-limited-guarant-nsc',
  'guarantee-exempt': 'private-limited-guarant-nsc-limited-exemption',
  unlimited: 'private-unlimited',
  llp: 'llp',
  lp: 'limited-partnership',
  fc: 'oversea-company',
  br: 'uk-establishment',
  oe: 'registered-overseas-entity',
  se: 'european-public-limited-liability-company-se',
};

export class KindChooser {
  private readonly entries: { kind: Exclude<Kind, 'br'>; from: Day; weight: number }[];

  constructor(calendar: CreationCalendar) {
    this.entries = (Object.entries(KIND_SPECS) as [Exclude<Kind, 'br'>, KindSpec][]).map(([kind, spec]) => {
      const from = spec.from ? dayOf(...spec.from) : -1e9;
      // Scale up kinds that only exist recently, so their share of the whole dataset is right.
      return { kind, from, weight: spec.weight / calendar.shareFrom(from) };
    });
  }

  choose(rng: Rng, day: Day): Exclude<Kind, 'br'> {
    const eligible = this.entries.filter((e) => day >= e.from);
    let total = 0;
    for (const e of eligible) total += e.weight;
    let target = rng.float() * total;
    for (const e of eligible) {
      target -= e.weight;
      if (target < 0) return e.kind;
    }
    return 'ltd';
  }
}

// ---------------------------------------------------------------------------------------
// Jurisdictions and number prefixes.

export interface Registration {
  readonly jurisdiction: string;
  readonly prefix: string;
  readonly area: UkArea;
}

const COMPANY_REGISTRATION = new Weighted<Registration>([
  [{ jurisdiction: 'england-wales', prefix: '', area: 'england-wales' }, 91.1],
  [{ jurisdiction: 'wales', prefix: '', area: 'wales' }, 1.4],
  [{ jurisdiction: 'scotland', prefix: 'SC', area: 'scotland' }, 5.8],
  [{ jurisdiction: 'northern-ireland', prefix: 'NI', area: 'northern-ireland' }, 1.7],
]);
const LLP_REGISTRATION = new Weighted<Registration>([
  [{ jurisdiction: 'england-wales', prefix: 'OC', area: 'england-wales' }, 94],
  [{ jurisdiction: 'scotland', prefix: 'SO', area: 'scotland' }, 5],
  [{ jurisdiction: 'northern-ireland', prefix: 'NC', area: 'northern-ireland' }, 1],
]);
const LP_REGISTRATION = new Weighted<Registration>([
  [{ jurisdiction: 'england-wales', prefix: 'LP', area: 'england-wales' }, 69],
  [{ jurisdiction: 'scotland', prefix: 'SL', area: 'scotland' }, 30],
  [{ jurisdiction: 'northern-ireland', prefix: 'NL', area: 'northern-ireland' }, 1],
]);

export function chooseRegistration(rng: Rng, kind: Kind, creation: Day): Registration {
  switch (kind) {
    case 'llp':
      return LLP_REGISTRATION.pick(rng);
    case 'lp':
      return LP_REGISTRATION.pick(rng);
    case 'fc':
      return { jurisdiction: 'united-kingdom', prefix: 'FC', area: 'uk' };
    case 'br':
      return { jurisdiction: 'united-kingdom', prefix: 'BR', area: 'uk' };
    case 'oe':
      return { jurisdiction: 'united-kingdom', prefix: 'OE', area: 'uk' };
    case 'se':
      return { jurisdiction: 'england-wales', prefix: 'SE', area: 'england-wales' };
    default: {
      const registration = COMPANY_REGISTRATION.pick(rng);
      // Northern Ireland numbers start in 1922; older companies there were registered in Dublin.
      if (registration.prefix === 'NI' && creation < dayOf(1922, 1, 1))
        return { jurisdiction: 'england-wales', prefix: '', area: 'england-wales' };
      return registration;
    }
  }
}

// ---------------------------------------------------------------------------------------
// Sectors and names.

const sectorTable = (sectors: readonly Sector[]) => new Weighted(sectors.map((s) => [s, s.weight] as const));
const SECTOR_TABLES = {
  company: sectorTable(SECTORS),
  nonProfit: sectorTable(NON_PROFIT_SECTORS),
  llp: sectorTable(LLP_SECTORS),
  partnership: sectorTable(PARTNERSHIP_SECTORS),
  plc: sectorTable(PLC_SECTORS),
};

export function chooseSector(rng: Rng, kind: Kind, subtype?: string): Sector {
  if (kind === 'guarantee' || kind === 'guarantee-exempt' || subtype === 'community-interest-company') {
    return SECTOR_TABLES.nonProfit.pick(rng);
  }
  if (kind === 'llp') return SECTOR_TABLES.llp.pick(rng);
  if (kind === 'lp') return SECTOR_TABLES.partnership.pick(rng);
  if (kind === 'plc' || kind === 'se') return SECTOR_TABLES.plc.pick(rng);
  return SECTOR_TABLES.company.pick(rng);
}

export function chooseSic(rng: Rng, sector: Sector): string[] {
  const table = new Weighted(sector.sic);
  const codes = [table.pick(rng)];
  const extra = rng.float();
  const wanted = extra < 0.75 ? 1 : extra < 0.92 ? 2 : extra < 0.98 ? 3 : 4;
  for (let i = 1; i < wanted; i++) {
    const other = rng.chance(0.6) ? table.pick(rng) : new Weighted(rng.pick(SECTORS).sic).pick(rng);
    if (!codes.includes(other)) codes.push(other);
  }
  return codes;
}

const upper = (word: string): string => word.toUpperCase();

function baseName(rng: Rng, sector: Sector): string {
  const field = rng.pick(sector.words);
  const surname = () => upper(rng.pick(BRITISH.surnames));
  const style = rng.float();
  if (style < 0.24) return `${surname()} ${field}`;
  if (style < 0.42) return `${rng.pick(ADJECTIVES)} ${field}`;
  if (style < 0.55) return `${rng.pick(PLACE_WORDS)} ${field}`;
  if (style < 0.64) return `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)} ${field}`;
  if (style < 0.71) return rng.chance(0.5) ? `${surname()} & ${surname()}` : `${surname()} & SONS`;
  if (style < 0.79) {
    const letters = 'ABCDEFGHJKLMNPRSTW';
    const a = letters[rng.int(0, letters.length - 1)]!;
    const b = letters[rng.int(0, letters.length - 1)]!;
    return rng.chance(0.5) ? `${a} & ${b} ${field}` : `${a}${b}${letters[rng.int(0, letters.length - 1)]} ${field}`;
  }
  if (style < 0.91) {
    const coined = `${rng.pick(COINED_HEADS)}${rng.pick(COINED_TAILS)}`;
    return rng.chance(0.5) ? coined : `${coined} ${field}`;
  }
  if (style < 0.96) return `${rng.pick(ADJECTIVES)} ${field} ${rng.int(1, 9)}`;
  return `${surname()} ${surname()} ${field}`;
}

function residentsName(rng: Rng, sector: Sector): string {
  const place = rng.chance(0.5) ? upper(rng.pick(BRITISH.surnames)) : rng.pick(ADJECTIVES);
  const building = rng.pick(['COURT', 'MEWS', 'HOUSE', 'GARDENS', 'LODGE', 'PLACE', 'WHARF', 'QUAY', 'MANSIONS']);
  return `${place} ${building} ${rng.pick(sector.words)}`;
}

export function makeName(
  rng: Rng,
  kind: Kind,
  sector: Sector,
  jurisdiction: string,
  subtype?: string,
  foreign?: ForeignPlace,
): string {
  const base = sector.key === 'residents' ? residentsName(rng, sector) : baseName(rng, sector);
  switch (kind) {
    case 'plc':
      return `${base} ${rng.chance(0.9) ? 'PLC' : 'PUBLIC LIMITED COMPANY'}`;
    case 'se':
      return `${base} SE`;
    case 'llp':
      return `${base} LLP`;
    case 'lp':
      return `${base} ${rng.pick(['LP', 'LP', 'L.P.', 'LIMITED PARTNERSHIP'])}`;
    case 'unlimited':
      return rng.chance(0.5) ? base : `${base} COMPANY`;
    case 'guarantee-exempt':
      return `THE ${base}`;
    case 'fc':
    case 'oe':
    case 'br':
      return `${base} ${foreign ? rng.pick(foreign.suffixes) : 'LIMITED'}`;
    default: {
      if (subtype === 'community-interest-company')
        return `${base} ${rng.pick(['CIC', 'CIC', 'C.I.C.', 'COMMUNITY INTEREST COMPANY'])}`;
      if (jurisdiction === 'wales' && rng.chance(0.4)) return `${base} ${rng.chance(0.7) ? 'CYFYNGEDIG' : 'CYF'}`;
      return `${base} ${rng.chance(0.86) ? 'LIMITED' : 'LTD'}`;
    }
  }
}

// ---------------------------------------------------------------------------------------
// Fates: status, status detail and dates (registry-statistics §3, §10).

const YEAR = 365.25;
export const PSC_REGIME = dayOf(2016, 4, 6);
export const CS_REGIME = dayOf(2016, 6, 30);
export const FILINGS_FROM = dayOf(1988, 1, 1);

const LIVE_FATES = weights({
  active: 93.6,
  'proposal-to-strike-off': 2.5,
  'late-filer': 1.3,
  liquidation: 2.3,
  administration: 0.15,
  'voluntary-arrangement': 0.08,
  receivership: 0.05,
});
const DISSOLVED_PATHS = weights({
  'dissolved-voluntary': 55,
  'dissolved-compulsory': 37,
  'dissolved-liquidation': 7,
  'dissolved-administration': 1,
});

interface FateDecision {
  fate: Fate;
  status: string;
  statusDetail?: string;
  cessation?: Day;
  insolvencyStart?: Day;
}

export function chooseFate(rng: Rng, kind: Kind, creation: Day, ref: Day): FateDecision {
  const age = (ref - creation) / YEAR;
  if (kind === 'br') return rng.chance(0.82) ? { fate: 'open', status: 'open' } : closing(rng, 'closed', creation, ref);
  if (kind === 'oe') {
    if (age > 1 && rng.chance(0.05)) return closing(rng, 'removed', creation, ref);
    return { fate: 'registered', status: 'registered' };
  }
  if (kind === 'fc' || kind === 'se') return { fate: 'active', status: 'active' };
  if (kind === 'lp') {
    return age > 3 && rng.chance(0.04)
      ? { ...closing(rng, 'dissolved', creation, ref), fate: 'dissolved-voluntary' }
      : { fate: 'active', status: 'active' };
  }
  const dissolvedShare =
    (kind === 'plc' ? 0.35 : kind === 'guarantee' || kind === 'guarantee-exempt' ? 0.6 : 1) *
    0.64 *
    (1 - Math.exp(-age / 6));
  if (age > 0.6 && rng.chance(dissolvedShare)) {
    let fate = DISSOLVED_PATHS.pick(rng) as Fate;
    const lifetime = 0.4 * YEAR + rng.exp(4 * YEAR);
    let cessation = creation + Math.floor(lifetime);
    const oldest = addYears(ref, -22);
    // Records of companies dissolved long ago are no longer kept: old companies in the store
    // either survived or were dissolved recently.
    if (cessation < oldest) {
      if (rng.chance(0.45)) return { fate: 'active', status: 'active' };
      cessation = oldest + Math.floor(rng.float() * (ref - 20 - oldest));
    }
    cessation = min(cessation, ref - 7 - rng.int(0, 20));
    cessation = max(cessation, creation + 200);
    let insolvencyStart: Day | undefined;
    if (fate === 'dissolved-liquidation' || fate === 'dissolved-administration') {
      insolvencyStart = cessation - rng.int(fate === 'dissolved-liquidation' ? 380 : 300, 1100);
      if (insolvencyStart < creation + 365) {
        fate = 'dissolved-voluntary';
        insolvencyStart = undefined;
      }
    }
    if (cessation > ref - 7) cessation = ref - 7;
    return { fate, status: 'dissolved', cessation, ...(insolvencyStart !== undefined ? { insolvencyStart } : {}) };
  }
  let fate = LIVE_FATES.pick(rng) as Fate;
  if (kind === 'plc' && fate !== 'active' && rng.chance(0.6)) fate = 'active';
  const insolvent =
    fate === 'liquidation' || fate === 'administration' || fate === 'voluntary-arrangement' || fate === 'receivership';
  if ((insolvent && age < 1.6) || ((fate === 'proposal-to-strike-off' || fate === 'late-filer') && age < 1.9))
    fate = 'active';
  switch (fate) {
    case 'liquidation':
      return { fate, status: 'liquidation', insolvencyStart: ref - rng.int(40, 950) };
    case 'administration':
      return { fate, status: 'administration', insolvencyStart: ref - rng.int(20, 330) };
    case 'voluntary-arrangement':
      return { fate, status: 'voluntary-arrangement', insolvencyStart: ref - rng.int(60, 1400) };
    case 'receivership':
      return { fate, status: 'receivership', insolvencyStart: ref - rng.int(30, 700) };
    case 'proposal-to-strike-off':
      return { fate, status: 'active', statusDetail: 'active-proposal-to-strike-off' };
    default:
      return { fate, status: 'active' };
  }
}

function closing(rng: Rng, status: string, creation: Day, ref: Day): FateDecision {
  const span = ref - creation;
  const cessation = creation + Math.max(120, Math.floor(span * (0.3 + 0.65 * rng.float())));
  return { fate: status as Fate, status, cessation: min(cessation, ref - 5) };
}

/** When a company stopped filing accounts and statements (struck-off and failing companies stop early). */
export function chooseFilingStop(rng: Rng, fate: Fate, end: Day, insolvencyStart: Day | undefined, ref: Day): Day {
  switch (fate) {
    case 'dissolved-compulsory':
      return end - rng.int(420, 720);
    case 'proposal-to-strike-off':
      return ref - rng.int(420, 650);
    case 'late-filer':
      return ref - rng.int(300, 520);
    case 'dissolved-voluntary':
      return end - rng.int(60, 260);
    case 'liquidation':
    case 'dissolved-liquidation':
    case 'administration':
    case 'dissolved-administration':
    case 'receivership':
      return (insolvencyStart ?? end) - rng.int(30, 420);
    default:
      return end;
  }
}

// ---------------------------------------------------------------------------------------
// Accounts: size class and accounting reference date.

const SIZE_CLASSES = weights<SizeClass>({
  micro: 52,
  small: 34,
  dormant: 5,
  medium: 3,
  large: 2,
  group: 2.5,
  subsidiary: 1.5,
});
const NON_PROFIT_SIZES = new Weighted<SizeClass>([
  ['dormant', 25],
  ['micro', 40],
  ['small', 30],
  ['medium', 5],
]);

export function chooseSizeClass(rng: Rng, kind: Kind, sector: Sector): SizeClass {
  if (sector.key === 'dormant') return 'dormant';
  if (kind === 'plc' || kind === 'se') return rng.chance(0.5) ? 'group' : 'large';
  if (kind === 'llp') return rng.pick<SizeClass>(['small', 'small', 'medium', 'large']);
  if (kind === 'guarantee' || kind === 'guarantee-exempt') return NON_PROFIT_SIZES.pick(rng);
  return SIZE_CLASSES.pick(rng);
}

const OLD_ARDS: readonly (readonly [number, number, number])[] = [
  [31, 3, 40],
  [31, 12, 30],
  [30, 6, 10],
  [30, 9, 10],
  [31, 1, 3],
  [28, 2, 3],
  [31, 7, 2],
  [31, 10, 2],
];

/** The default accounting reference date: the last day of the month of incorporation. */
export function defaultArd(creation: Day): { day: number; month: number } {
  const [y, m] = civil(creation);
  return { day: m === 2 ? 28 : daysInMonth(y, m), month: m };
}

/** The next accounting reference date on or after `from`. */
export function ardOnOrAfter(ard: { day: number; month: number }, from: Day): Day {
  const [y] = civil(from);
  for (let year = y; year <= y + 1; year++) {
    const candidate = dayOf(
      year,
      ard.month,
      Math.min(ard.day === 28 && ard.month === 2 ? daysInMonth(year, 2) : ard.day, daysInMonth(year, ard.month)),
    );
    if (candidate >= from) return candidate;
  }
  return dayOf(y + 1, ard.month, Math.min(ard.day, daysInMonth(y + 1, ard.month)));
}

/** First period end: the first reference date more than six months after incorporation. */
export const firstPeriodEnd = (ard: { day: number; month: number }, creation: Day): Day =>
  ardOnOrAfter(ard, addMonths(creation, 6) + 1);

export function chooseArd(
  rng: Rng,
  creation: Day,
): { ard: { day: number; month: number }; change?: { on: Day; from: Day; to: Day } } {
  if (creation < dayOf(1990, 1, 1)) {
    const [day, month] = new Weighted(OLD_ARDS.map(([d, m, w]) => [[d, m] as const, w] as const)).pick(rng);
    return { ard: { day, month } };
  }
  const standard = defaultArd(creation);
  if (!rng.chance(0.3)) return { ard: standard };
  const target = rng.chance(0.6) ? { day: 31, month: 3 } : { day: 31, month: 12 };
  if (target.month === standard.month) return { ard: standard };
  const from = firstPeriodEnd(standard, creation);
  const to = firstPeriodEnd(target, creation);
  const on = creation + rng.int(40, Math.max(41, Math.min(330, from - creation - 10)));
  return { ard: target, change: { on, from, to } };
}

// ---------------------------------------------------------------------------------------
// Registered office history.

export function chooseOffices(
  rng: Rng,
  area: UkArea,
  creation: Day,
  lastChange: Day,
): { first: Address; changes: { on: Day; to: Address }[] } {
  const first = (creation > dayOf(1995, 1, 1) && rng.chance(0.12) && sharedOffice(rng, area)) || ukAddress(rng, area);
  const years = (lastChange - creation) / YEAR;
  const changes: { on: Day; to: Address }[] = [];
  if (years > 0.3) {
    let count = 0;
    const expected = Math.min(4, years / 7);
    while (count < 5 && rng.chance(expected / (expected + 1 + count))) count++;
    const days: Day[] = [];
    for (let i = 0; i < count; i++) days.push(creation + 30 + Math.floor(rng.float() * (lastChange - creation - 30)));
    days.sort((a, b) => a - b);
    for (const on of days)
      changes.push({
        on,
        to: rng.chance(0.1) ? (sharedOffice(rng, area) ?? ukAddress(rng, area)) : ukAddress(rng, area),
      });
  }
  return { first, changes };
}
