// The records the person index groups: an officer id (with what its appointments say), an
// individual PSC entry, a natural disqualified officer. Each is reduced to what matching reads:
// the name's parts, the month (or date) of birth, nationalities, countries of residence,
// postcodes, companies and occupations, normalised so that spellings of one fact meet. Built by
// the embedded registry (lib/registry-server/people) from its tables, and by the remote fallback
// (lib/identity) from what the interface answers.
import { normalisePostcode } from '@/lib/registry/address-key';
import {
  nameFromElements,
  nameText,
  normaliseNameWord,
  parsePersonName,
  registerNameForm,
  sexOfTitle,
  type NameElements,
  type PersonName,
  type TitleSex,
} from './names';

export type PersonRecordKind = 'officer' | 'psc' | 'disqualified-officer';

export interface BirthDate {
  year: number;
  month: number;
  /** Disqualified officers are published with the whole date. */
  day?: number;
}

export interface PersonRecord {
  /** The record's registry path: `/officers/{id}/appointments`, `/company/{n}/persons-with-significant-control/{kind}/{id}`, `/disqualified-officers/natural/{id}`. */
  link: string;
  kind: PersonRecordKind;
  /** The name as the register writes it. */
  name: string;
  parsed: PersonName;
  /** Surnames the person was known by before (officers' `former_names`), normalised. */
  formerSurnames: readonly string[];
  birth?: BirthDate;
  /** What the record's title says (Mr, Mrs, Ms, Miss, Sir, Dame…); none for Dr, Prof or no title. */
  sex?: TitleSex;
  /** Normalised (`BRITISH`); several when the register gives several. */
  nationalities: readonly string[];
  /** Normalised (`ENGLAND`, `UNITED KINGDOM`). */
  residences: readonly string[];
  /** Postcodes of the record's addresses (correspondence, service, the disqualification's), no spaces. */
  postcodes: readonly string[];
  /** Companies the record is on: an officer's appointments, a PSC's company. */
  companies: readonly string[];
  occupations: readonly string[];
  /** When the record starts: the first appointment, the notification, the disqualification (`YYYY-MM-DD`). */
  since?: string;
}

/** The parts of a record's link: which kind, and its ids. */
export type RecordRef =
  | { kind: 'officer'; officerId: string }
  | { kind: 'psc'; companyNumber: string; pathKind: string; pscId: string }
  | { kind: 'disqualified-officer'; officerId: string };

const ID = '[A-Za-z0-9_-]{1,100}';
const OFFICER_LINK = new RegExp(`^/officers/(${ID})/appointments$`);
const PSC_LINK = new RegExp(
  `^/company/([A-Z0-9]{8})/persons-with-significant-control/(individual|individual-beneficial-owner)/(${ID})$`,
);
const DISQUALIFIED_LINK = new RegExp(`^/disqualified-officers/natural/(${ID})$`);

/** The record a registry path names, or undefined when it is not a path of a person's record. */
export function parseRecordLink(link: string): RecordRef | undefined {
  const path = link.replace(/[?#].*$/, '');
  const officer = OFFICER_LINK.exec(path);
  if (officer) return { kind: 'officer', officerId: officer[1]! };
  const psc = PSC_LINK.exec(path);
  if (psc) return { kind: 'psc', companyNumber: psc[1]!, pathKind: psc[2]!, pscId: psc[3]! };
  const disqualified = DISQUALIFIED_LINK.exec(path);
  if (disqualified) return { kind: 'disqualified-officer', officerId: disqualified[1]! };
  return undefined;
}

export function recordLink(ref: RecordRef): string {
  switch (ref.kind) {
    case 'officer':
      return `/officers/${ref.officerId}/appointments`;
    case 'psc':
      return `/company/${ref.companyNumber}/persons-with-significant-control/${ref.pathKind}/${ref.pscId}`;
    case 'disqualified-officer':
      return `/disqualified-officers/natural/${ref.officerId}`;
  }
}

/**
 * A record's short id, the person id of a group it is the earliest record of: an officer id as it
 * is, a PSC as `{company_number}.{psc_id}` (its id is the company's), a disqualified officer as
 * `d.{officer_id}` (another numbering than officers'). A dot is in no registry id.
 */
export function recordKey(ref: RecordRef): string {
  switch (ref.kind) {
    case 'officer':
      return ref.officerId;
    case 'psc':
      return `${ref.companyNumber}.${ref.pscId}`;
    case 'disqualified-officer':
      return `d.${ref.officerId}`;
  }
}

export const PERSON_ID = /^(?:d\.)?[A-Za-z0-9_-]{1,100}$|^[A-Z0-9]{8}\.[A-Za-z0-9_-]{1,100}$/;

/** What a person id says about the record it was made from (the remote fallback starts there). */
export function recordOfPersonId(personId: string): RecordRef | undefined {
  if (!PERSON_ID.test(personId)) return undefined;
  if (personId.startsWith('d.')) return { kind: 'disqualified-officer', officerId: personId.slice(2) };
  const dot = personId.indexOf('.');
  if (dot > 0)
    return {
      kind: 'psc',
      companyNumber: personId.slice(0, dot),
      pathKind: 'individual',
      pscId: personId.slice(dot + 1),
    };
  return { kind: 'officer', officerId: personId };
}

// --- normalising -----------------------------------------------------------------------------

const distinct = (values: Iterable<string | undefined>) => [
  ...new Set([...values].filter((value): value is string => Boolean(value))),
];

/** The nations of the United Kingdom and the UK itself, however written, as one family. */
const UK_NATIONALITIES = new Set([
  'BRITISH',
  'ENGLISH',
  'SCOTTISH',
  'WELSH',
  'NORTHERN IRISH',
  'UK',
  'BRITON',
  'BRITISH CITIZEN',
]);
const UK_COUNTRIES = new Set([
  'UNITED KINGDOM',
  'UK',
  'ENGLAND',
  'SCOTLAND',
  'WALES',
  'NORTHERN IRELAND',
  'GREAT BRITAIN',
  'GB',
]);

/** Upper case, accents and punctuation gone, words apart by one space ("United  Kingdom." → `UNITED KINGDOM`). */
const compact = (text: string) => text.split(/\s+/).map(normaliseNameWord).filter(Boolean).join(' ');

/** "British, Irish" → `BRITISH`, `IRISH`. */
export function normaliseNationalities(text: string | null | undefined): string[] {
  return distinct((text ?? '').split(/[,/;]| and /i).map((part) => compact(part.trim())));
}

export function normaliseCountry(text: string | null | undefined): string | undefined {
  const value = compact(text ?? '');
  return value || undefined;
}

export const isUkNationality = (value: string) => UK_NATIONALITIES.has(value);
export const isUkCountry = (value: string) => UK_COUNTRIES.has(value);

export { normalisePostcode };

// --- records from registry resources -----------------------------------------------------------

export interface RecordInput {
  link: string;
  kind: PersonRecordKind;
  name: string;
  elements?: NameElements | null;
  formerSurnames?: readonly (string | undefined)[];
  birth?: { year?: number | string | null; month?: number | string | null; day?: number | string | null } | null;
  /** A disqualified officer's `date_of_birth` (`YYYY-MM-DD`). */
  birthDate?: string | null;
  nationalities?: readonly (string | null | undefined)[];
  residences?: readonly (string | null | undefined)[];
  postcodes?: readonly (string | null | undefined)[];
  companies?: readonly string[];
  occupations?: readonly (string | null | undefined)[];
  since?: string | null;
}

/** Occupations that say nothing of who someone is (most directors give one of these). */
const GENERIC_OCCUPATIONS = new Set([
  'DIRECTOR',
  'COMPANY DIRECTOR',
  'NONE',
  'NA',
  'MANAGING DIRECTOR',
  'BUSINESSMAN',
  'BUSINESSWOMAN',
  'BUSINESS PERSON',
  'SELF EMPLOYED',
  'RETIRED',
  'CONSULTANT',
  'MANAGER',
]);

function birthOf(input: RecordInput): BirthDate | undefined {
  const date = input.birthDate ? /^(\d{4})-(\d{2})-(\d{2})/.exec(input.birthDate) : null;
  if (date) return { year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) };
  const year = Number(input.birth?.year);
  const month = Number(input.birth?.month);
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12 || year < 1800) return undefined;
  const day = Number(input.birth?.day);
  return { year, month, ...(Number.isInteger(day) && day >= 1 ? { day } : {}) };
}

/** A record from what the register gives; undefined when it names no person (no surname). */
export function personRecord(input: RecordInput): PersonRecord | undefined {
  const parsed = (input.elements && nameFromElements(input.elements)) || parsePersonName(input.name);
  if (!parsed || parsed.forenames.length === 0) return undefined;
  const birth = birthOf(input);
  const sex = sexOfTitle(input.elements?.title, input.name);
  return {
    link: input.link,
    kind: input.kind,
    name: input.name,
    parsed,
    ...(sex ? { sex } : {}),
    formerSurnames: distinct(
      (input.formerSurnames ?? []).map((surname) => nameFromElements({ surname, forename: 'X' })?.surname),
    ).filter((surname) => surname !== parsed.surname),
    ...(birth ? { birth } : {}),
    nationalities: distinct((input.nationalities ?? []).flatMap(normaliseNationalities)),
    residences: distinct((input.residences ?? []).map(normaliseCountry)),
    postcodes: distinct((input.postcodes ?? []).map((postcode) => normalisePostcode(postcode ?? undefined))),
    companies: distinct(input.companies ?? []),
    occupations: distinct((input.occupations ?? []).map((o) => normaliseCountry(o))).filter(
      (o) => !GENERIC_OCCUPATIONS.has(o),
    ),
    ...(input.since ? { since: input.since.slice(0, 10) } : {}),
  };
}

// --- keys ------------------------------------------------------------------------------------

/** `196605`: the month of birth as blocks and keys carry it. */
export const birthMonthKey = (birth: BirthDate) => `${birth.year}${String(birth.month).padStart(2, '0')}`;

/** One person as counts see them: surname, forename and month of birth. */
export const personKey = (record: Pick<PersonRecord, 'parsed' | 'birth'>) =>
  record.birth ? `${record.parsed.surname}|${record.parsed.forenames[0]}|${birthMonthKey(record.birth)}` : undefined;

/**
 * The blocks a record is compared in: its surname and month of birth (and each former surname's);
 * and, for a name with middle names, its forenames and month of birth, where a change of surname
 * (marriage) or a misspelt surname still meets. A record with no month of birth is in none.
 */
export function blockKeys(record: Pick<PersonRecord, 'parsed' | 'birth' | 'formerSurnames'>): string[] {
  if (!record.birth) return [];
  const month = birthMonthKey(record.birth);
  const keys = [record.parsed.surname, ...record.formerSurnames].map((surname) => `s:${surname}|${month}`);
  const { forenames } = record.parsed;
  if (forenames.length >= 2 && forenames.every((name) => name.length > 1))
    keys.push(`f:${forenames.join(' ')}|${month}`);
  return keys;
}

// --- a person's name ---------------------------------------------------------------------------

/** The person's name: the record that gives most of it (forenames in full before initials), the earliest on a tie. */
export function personName(records: readonly Pick<PersonRecord, 'name' | 'kind'>[]): string {
  let best: { name: string; score: number } | undefined;
  for (const record of records) {
    const parsed = parsePersonName(record.name);
    if (!parsed) continue;
    const score = parsed.forenames.reduce((sum, word) => sum + (word.length > 1 ? 10 : 1), 0);
    if (!best || score > best.score)
      best = { name: record.kind === 'officer' ? registerNameForm(record.name) : listForm(record.name), score };
  }
  return best?.name ?? records[0]?.name ?? '';
}

/** "Mr John Andrew Smith" → "SMITH, John Andrew": one form for a person's name, the register's. */
function listForm(name: string): string {
  const parsed = parsePersonName(name);
  if (!parsed) return name;
  const words = name.trim().split(/\s+/);
  const surnameWords = words.filter((word) => word.replace(/[^A-Za-z]/g, '').toUpperCase() === parsed.surname);
  const surname = surnameWords.length > 0 ? surnameWords.join(' ') : parsed.surname;
  const forenames = words
    .filter((word) => !surnameWords.includes(word))
    .filter((word) => {
      const upper = word.replace(/[^A-Za-z]/g, '').toUpperCase();
      return parsed.forenames.includes(upper);
    });
  return forenames.length > 0 ? `${surname.toUpperCase()}, ${forenames.join(' ')}` : nameText(parsed);
}
