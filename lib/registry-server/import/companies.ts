// Basic Company Data (the registry's monthly CSV of every live company) to companyProfile
// bodies, as the registry's API shows the same company. The file's words become the API's
// values through the tables below; what the file does not carry is left out, never made up.
// The same tables write the file back (bulk-out.ts), so the generator can produce one.
import { normaliseCompanyNumber } from '@/lib/registry/company-number';
import { pathFormats } from '@/lib/registry/params';

/** The file's header, 55 columns, with the leading spaces the registry puts on some names. */
export const BASIC_COMPANY_DATA_HEADER = [
  'CompanyName',
  ' CompanyNumber',
  'RegAddress.CareOf',
  'RegAddress.POBox',
  'RegAddress.AddressLine1',
  ' RegAddress.AddressLine2',
  'RegAddress.PostTown',
  'RegAddress.County',
  'RegAddress.Country',
  'RegAddress.PostCode',
  'CompanyCategory',
  'CompanyStatus',
  'CountryOfOrigin',
  'DissolutionDate',
  'IncorporationDate',
  'Accounts.AccountRefDay',
  'Accounts.AccountRefMonth',
  'Accounts.NextDueDate',
  'Accounts.LastMadeUpDate',
  'Accounts.AccountCategory',
  'Returns.NextDueDate',
  'Returns.LastMadeUpDate',
  'Mortgages.NumMortCharges',
  'Mortgages.NumMortOutstanding',
  'Mortgages.NumMortPartSatisfied',
  'Mortgages.NumMortSatisfied',
  'SICCode.SicText_1',
  'SICCode.SicText_2',
  'SICCode.SicText_3',
  'SICCode.SicText_4',
  'LimitedPartnerships.NumGenPartners',
  'LimitedPartnerships.NumLimPartners',
  'URI',
  // Of the previous-name dates, only the second has a leading space; every previous name has one.
  ...Array.from({ length: 10 }, (_, i) => [
    `${i === 1 ? ' ' : ''}PreviousName_${i + 1}.CONDATE`,
    ` PreviousName_${i + 1}.CompanyName`,
  ]).flat(),
  'ConfStmtNextDueDate',
  ' ConfStmtLastMadeUpDate',
] as const;

export const PREVIOUS_NAME_COLUMNS = 10;

/** CompanyStatus wording → company_status (and company_status_detail). Matched without regard to case or spacing. */
const STATUS_WORDS: Record<string, { status: string; detail?: string }> = {
  active: { status: 'active' },
  'active - proposal to strike off': { status: 'active', detail: 'active-proposal-to-strike-off' },
  liquidation: { status: 'liquidation' },
  'in administration': { status: 'administration' },
  'administration order': { status: 'administration' },
  'in administration/administrative receiver': { status: 'administration' },
  'in administration/receiver manager': { status: 'administration' },
  receivership: { status: 'receivership' },
  'receiver action': { status: 'receivership' },
  'administrative receiver': { status: 'receivership' },
  'receiver manager / administrative receiver': { status: 'receivership' },
  'live but receiver manager on at least one charge': { status: 'receivership' },
  'voluntary arrangement': { status: 'voluntary-arrangement' },
  'voluntary arrangement / administrative receiver': { status: 'voluntary-arrangement' },
  'voluntary arrangement / receiver manager': { status: 'voluntary-arrangement' },
  'insolvency proceedings': { status: 'insolvency-proceedings' },
  dissolved: { status: 'dissolved' },
  'converted / closed': { status: 'converted-closed' },
  'converted/closed': { status: 'converted-closed' },
  open: { status: 'open' },
  closed: { status: 'closed' },
  registered: { status: 'registered' },
  removed: { status: 'removed' },
};

/** CompanyCategory wording → type (and subtype). */
const CATEGORY_WORDS: Record<string, { type: string; subtype?: string }> = {
  'private limited company': { type: 'ltd' },
  'public limited company': { type: 'plc' },
  'old public company': { type: 'old-public-company' },
  'private unlimited company': { type: 'private-unlimited' },
  'private unlimited': { type: 'private-unlimited' },
  'priv ltd sect. 30 (private limited company, section 30 of the companies act)': {
    type: 'private-limited-shares-section-30-exemption',
  },
  'pri/ltd by guar/nsc (private, limited by guarantee, no share capital)': { type: 'private-limited-guarant-nsc' },
  "pri/lbg/nsc (private, limited by guarantee, no share capital, use of 'limited' exemption)": {
    type: 'private-limited-guarant-nsc-limited-exemption',
  },
  'private unlimited company without share capital': { type: 'private-unlimited-nsc' },
  'community interest company': { type: 'ltd', subtype: 'community-interest-company' },
  'limited liability partnership': { type: 'llp' },
  'limited partnership': { type: 'limited-partnership' },
  'scottish partnership': { type: 'scottish-partnership' },
  'overseas entity': { type: 'registered-overseas-entity' },
  'registered overseas entity': { type: 'registered-overseas-entity' },
  'overseas company': { type: 'oversea-company' },
  'other company type': { type: 'other' },
  'uk establishment company': { type: 'uk-establishment' },
  'investment company with variable capital': { type: 'investment-company-with-variable-capital' },
  'protected cell company': { type: 'protected-cell-company' },
  'assurance company': { type: 'assurance-company' },
  'royal charter company': { type: 'royal-charter' },
  'industrial and provident society': { type: 'industrial-and-provident-society' },
  'registered society': { type: 'registered-society-non-jurisdictional' },
  'charitable incorporated organisation': { type: 'charitable-incorporated-organisation' },
  'scottish charitable incorporated organisation': { type: 'scottish-charitable-incorporated-organisation' },
  'further education and sixth form college corps': { type: 'further-education-or-sixth-form-college-corporation' },
  'european public limited-liability company (se)': { type: 'european-public-limited-liability-company-se' },
  'united kingdom societas': { type: 'united-kingdom-societas' },
  'european economic interest grouping (eeig)': { type: 'eeig' },
  'united kingdom economic interest grouping': { type: 'ukeig' },
  'unregistered company': { type: 'unregistered-company' },
  'converted/closed': { type: 'converted-or-closed' },
  'northern ireland company': { type: 'northern-ireland' },
  'credit union (northern ireland)': { type: 'northern-ireland-other' },
};

/**
 * The type a number's prefix gives, for rows whose CompanyCategory does not say one ("Other company type": the
 * file calls overseas companies such as FC031362 that). Prefixes as Companies House numbers them (its
 * filing-history status rules, filing-history-data-api status_field_rules.yml; research/api-facts.md §18), mapped
 * only where one `company_type` of the enumerations fits:
 *   FC SF NF → oversea-company; OE → registered-overseas-entity; BR → uk-establishment;
 *   OC SO NC → llp; LP SL NL → limited-partnership; SG → scottish-partnership;
 *   IP SP RS → registered-society-non-jurisdictional (Great Britain's industrial and provident societies have been
 *   registered societies since 2014; the file calls IP numbers "Registered Society");
 *   AC SA NA → assurance-company; RC SR NR → royal-charter; PC → protected-cell-company;
 *   FE → further-education-or-sixth-form-college-corporation.
 * Left "other": 8 digits, SC, NI and R0 (the prefix says where, not what); SE and ES (a European company or, since
 * 2021, a United Kingdom Societas); GE GS GN (an EEIG or an EEIG establishment); IC SI NV (four ICVC types);
 * NP and NO (Northern Ireland's societies and credit unions, under its own law); ZC SZ NZ (no type for a body
 * outside the Companies Acts).
 */
const TYPE_BY_PREFIX: Record<string, string> = {
  FC: 'oversea-company',
  SF: 'oversea-company',
  NF: 'oversea-company',
  OE: 'registered-overseas-entity',
  BR: 'uk-establishment',
  OC: 'llp',
  SO: 'llp',
  NC: 'llp',
  LP: 'limited-partnership',
  SL: 'limited-partnership',
  NL: 'limited-partnership',
  SG: 'scottish-partnership',
  IP: 'registered-society-non-jurisdictional',
  SP: 'registered-society-non-jurisdictional',
  RS: 'registered-society-non-jurisdictional',
  AC: 'assurance-company',
  SA: 'assurance-company',
  NA: 'assurance-company',
  RC: 'royal-charter',
  SR: 'royal-charter',
  NR: 'royal-charter',
  PC: 'protected-cell-company',
  FE: 'further-education-or-sixth-form-college-corporation',
};

/** The row's type: its category's, or where the category is "other", the one its number's prefix gives. */
export function companyTypeOf(categoryType: string, companyNumber: string): string {
  if (categoryType !== 'other') return categoryType;
  return TYPE_BY_PREFIX[companyNumber.slice(0, 2)] ?? categoryType;
}

/** Accounts.AccountCategory wording → last_accounts.type; the rest is the wording in lower case with hyphens. */
const ACCOUNTS_WORDS: Record<string, string> = {
  'no accounts filed': 'no-accounts-type-available',
  'accounts type not available': 'no-accounts-type-available',
  'micro entity': 'micro-entity',
};
const ACCOUNT_TYPES = new Set([
  'full',
  'small',
  'medium',
  'group',
  'dormant',
  'interim',
  'initial',
  'total-exemption-full',
  'total-exemption-small',
  'partial-exemption',
  'audit-exemption-subsidiary',
  'filing-exemption-subsidiary',
  'micro-entity',
  'no-accounts-type-available',
  'audited-abridged',
  'unaudited-abridged',
]);

const key = (words: string) => words.trim().replace(/\s+/g, ' ').toLowerCase();

/** The first wording of each value, for writing a file (bulk-out.ts). */
function wordingOf<T>(table: Record<string, T>, same: (value: T) => boolean): string | undefined {
  const found = Object.entries(table).find(([, value]) => same(value));
  return found && found[0];
}

/** The file's wording of a status, as the registry writes it. */
export function statusWording(status: string, detail: string | undefined): string {
  if (status === 'active' && detail === 'active-proposal-to-strike-off') return 'Active - Proposal to Strike off';
  if (status === 'registered') return 'Active';
  const words =
    wordingOf(STATUS_WORDS, (value) => value.status === status && value.detail === undefined) ??
    status.replace(/-/g, ' ');
  return capitalise(words);
}

/** The file's wording of a company type; the file calls every community interest company one, whatever its type. */
export function categoryWording(type: string, subtype: string | undefined): string {
  if (subtype === 'community-interest-company') return 'Community Interest Company';
  const words =
    wordingOf(CATEGORY_WORDS, (value) => value.type === type && value.subtype === undefined) ?? type.replace(/-/g, ' ');
  return /^pri(v ltd|\/)/.test(words) ? words.toUpperCase() : capitaliseWords(words);
}

export function accountsWording(type: string): string {
  return (wordingOf(ACCOUNTS_WORDS, (value) => value === type) ?? type.replace(/-/g, ' ')).toUpperCase();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const capitaliseWords = (text: string) =>
  text.replace(/(^|[\s(/-])([a-z])/g, (_, space: string, letter: string) => space + letter.toUpperCase());

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const digitAt = (text: string, i: number) => {
  const code = text.charCodeAt(i) - 48;
  return code >= 0 && code <= 9 ? code : NaN;
};

/** DD/MM/YYYY → YYYY-MM-DD; '' → undefined; anything else → null (malformed). Read by character: it runs 10 times a row. */
export function isoDate(value: string): string | undefined | null {
  const text = value.length === 10 ? value : value.trim();
  if (text === '') return undefined;
  if (text.length !== 10 || text.charCodeAt(2) !== 0x2f || text.charCodeAt(5) !== 0x2f) return null;
  const day = digitAt(text, 0) * 10 + digitAt(text, 1);
  const month = digitAt(text, 3) * 10 + digitAt(text, 4);
  const year = digitAt(text, 6) * 1000 + digitAt(text, 7) * 100 + digitAt(text, 8) * 10 + digitAt(text, 9);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month - 1]! && year >= 1000)) return null;
  if (month === 2 && day === 29 && (year % 4 !== 0 || (year % 100 === 0 && year % 400 !== 0))) return null;
  return `${text.slice(6)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;
}

/** YYYY-MM-DD → DD/MM/YYYY. */
export const fileDate = (iso: string | undefined) =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

/** "62012 - Business and domestic software development" → "62012"; "None Supplied" and blanks → undefined. */
export function sicCode(value: string): string | undefined {
  const match = /^\s*(\d{4,5})\b/.exec(value);
  return match ? match[1] : undefined;
}

/** Number prefixes of companies registered in Scotland and in Northern Ireland. */
const SCOTTISH = /^(SC|SO|SL|SZ|SA|SF|SG|SP|SR|SI)/;
const NORTHERN_IRISH = /^(NI|NC|NL|NZ|NA|NF|NP|NR|NV|R0)/;
const UK_WIDE = /^(FC|BR|OE|GE|GS|GN)/;

/** The jurisdiction the registry files a company under, read from its number (and, for the 8-digit series, its office's country). */
export function jurisdictionOf(companyNumber: string, country: string): string {
  if (UK_WIDE.test(companyNumber)) return 'united-kingdom';
  if (/^SE/.test(companyNumber)) return 'england-wales';
  if (SCOTTISH.test(companyNumber)) return 'scotland';
  if (NORTHERN_IRISH.test(companyNumber)) return 'northern-ireland';
  return key(country) === 'wales' ? 'wales' : 'england-wales';
}

export interface CompanyColumns {
  /** Field index of each column name (trimmed), -1 for a column the file lacks. */
  readonly index: ReadonlyMap<string, number>;
  readonly width: number;
}

const REQUIRED = ['CompanyName', 'CompanyNumber', 'CompanyCategory', 'CompanyStatus'];

/** Reads the header line; throws when a required column is missing. */
export function readHeader(fields: readonly string[]): CompanyColumns {
  const found = new Map(fields.map((name, i) => [name.trim(), i]));
  const missing = REQUIRED.filter((name) => !found.has(name));
  if (missing.length > 0)
    throw new Error(`the header has no ${missing.join(', ')} column (is this Basic Company Data?)`);
  const index = new Map(BASIC_COMPANY_DATA_HEADER.map((name) => [name.trim(), found.get(name.trim()) ?? -1]));
  return { index, width: fields.length };
}

const PREVIOUS_NAME_PAIRS = Array.from(
  { length: PREVIOUS_NAME_COLUMNS },
  (_, i) => [`PreviousName_${i + 1}.CompanyName`, `PreviousName_${i + 1}.CONDATE`] as const,
);
const SIC_COLUMNS = [1, 2, 3, 4].map((i) => `SICCode.SicText_${i}`);

/** A table's entry for the file's wording; each wording is normalised once. */
const normalised = new Map<string, string>();
function lookup<T>(table: Record<string, T>, words: string): T | undefined {
  let found = normalised.get(words);
  if (found === undefined) {
    found = key(words);
    if (normalised.size < 10_000) normalised.set(words, found);
  }
  return table[found];
}

/**
 * Reads the fields of one row by column name, collecting what is malformed. One instance,
 * loaded row after row: millions of rows, no closures or readers made for each.
 */
class RowReader {
  private columns!: CompanyColumns;
  private fields!: readonly string[];
  problems: string[] = [];

  load(columns: CompanyColumns, fields: readonly string[]): this {
    this.columns = columns;
    this.fields = fields;
    if (this.problems.length > 0) this.problems = [];
    return this;
  }

  /** The field, trimmed; "None Supplied" reads as empty. */
  get(name: string): string {
    const at = this.columns.index.get(name) ?? -1;
    const raw = at < 0 ? '' : (this.fields[at] ?? '');
    const value = raw === '' ? raw : raw.trim();
    return value === 'None Supplied' ? '' : value;
  }

  date(name: string): string | undefined {
    const text = this.get(name);
    const value = isoDate(text);
    if (value === null) this.problems.push(`${name} "${text}" is not a DD/MM/YYYY date`);
    return value ?? undefined;
  }

  count(name: string): number | undefined {
    const value = this.get(name);
    if (value === '') return undefined;
    if (!/^\d+$/.test(value)) {
      this.problems.push(`${name} "${value}" is not a whole number`);
      return undefined;
    }
    return Number(value);
  }
}
const READER = new RowReader();

export interface ImportedCompanyRow {
  company_number: string;
  company_name: string;
  company_status: string;
  type: string;
  date_of_creation: string | null;
  body: Record<string, unknown>;
}

export type Mapped = { ok: true; row: ImportedCompanyRow } | { ok: false; reason: string };

/**
 * One row of the file as a companyProfile body (without etag). `snapshotDate` (YYYY-MM-DD)
 * decides whether a deadline is overdue; without it `overdue` is left out.
 */
export function mapCompany(columns: CompanyColumns, fields: readonly string[], snapshotDate?: string): Mapped {
  if (fields.length < columns.width)
    return { ok: false, reason: `the row has ${fields.length} fields; the header has ${columns.width}` };
  if (fields.length > columns.width && fields.slice(columns.width).some((value) => value.trim() !== '')) {
    return { ok: false, reason: `the row has ${fields.length} fields; the header has ${columns.width}` };
  }
  const row = READER.load(columns, fields);
  const problems = row.problems;

  const name = row.get('CompanyName');
  if (name === '') return { ok: false, reason: 'CompanyName is empty' };
  const rawNumber = row.get('CompanyNumber');
  const number = normaliseCompanyNumber(rawNumber);
  if (!number || !pathFormats.company_number.pattern.test(number))
    return { ok: false, reason: `CompanyNumber "${rawNumber}" is not a company number` };
  const statusWords = row.get('CompanyStatus');
  const status = lookup(STATUS_WORDS, statusWords);
  if (!status)
    return {
      ok: false,
      reason:
        statusWords === ''
          ? 'CompanyStatus is empty'
          : `CompanyStatus "${statusWords}" is not a status the registry uses`,
    };
  const categoryWords = row.get('CompanyCategory');
  const category = lookup(CATEGORY_WORDS, categoryWords);
  if (!category)
    return {
      ok: false,
      reason:
        categoryWords === ''
          ? 'CompanyCategory is empty'
          : `CompanyCategory "${categoryWords}" is not a category the registry uses`,
    };

  const type = companyTypeOf(category.type, number);

  const created = row.date('IncorporationDate');
  const dissolved = row.date('DissolutionDate');
  const refDay = row.count('Accounts.AccountRefDay');
  const refMonth = row.count('Accounts.AccountRefMonth');
  const accountsDue = row.date('Accounts.NextDueDate');
  const accountsMadeUp = row.date('Accounts.LastMadeUpDate');
  const statementDue = row.date('ConfStmtNextDueDate');
  const statementMadeUp = row.date('ConfStmtLastMadeUpDate');
  const returnDue = row.date('Returns.NextDueDate');
  const returnMadeUp = row.date('Returns.LastMadeUpDate');
  const charges = row.count('Mortgages.NumMortCharges');
  row.count('Mortgages.NumMortOutstanding');
  row.count('Mortgages.NumMortPartSatisfied');
  row.count('Mortgages.NumMortSatisfied');
  const previous: { name: string; ceased_on: string }[] = [];
  for (const [nameColumn, dateColumn] of PREVIOUS_NAME_PAIRS) {
    const previousName = row.get(nameColumn);
    const ceased = row.date(dateColumn);
    if (previousName !== '' && ceased) previous.push({ name: previousName, ceased_on: ceased });
    else if (previousName !== '') problems.push(`${nameColumn} has no CONDATE`);
  }
  if (problems.length > 0) return { ok: false, reason: problems.join('; ') };

  // An overseas entity's "Active" is the API's "registered".
  const companyStatus = status.status === 'active' && number.startsWith('OE') ? 'registered' : status.status;
  const body: Record<string, unknown> = {};
  const accountType = accountTypeOf(row.get('Accounts.AccountCategory'));
  // Built by assignment, not spreads: this runs millions of times. Key order is the API's.
  if (refDay !== undefined || refMonth !== undefined || accountsDue || accountsMadeUp) {
    const accounts: Record<string, unknown> = {};
    if (refDay !== undefined && refMonth !== undefined)
      accounts.accounting_reference_date = { day: refDay, month: refMonth };
    if (accountsMadeUp)
      accounts.last_accounts = accountType
        ? { made_up_to: accountsMadeUp, type: accountType }
        : { made_up_to: accountsMadeUp };
    if (accountsDue) {
      accounts.next_accounts = snapshotDate
        ? { due_on: accountsDue, overdue: accountsDue < snapshotDate }
        : { due_on: accountsDue };
      accounts.next_due = accountsDue;
      if (snapshotDate) accounts.overdue = accountsDue < snapshotDate;
    }
    body.accounts = accounts;
  }
  if (returnDue || returnMadeUp) body.annual_return = lastAndNext(returnMadeUp, returnDue, snapshotDate);
  body.company_name = name;
  body.company_number = number;
  body.company_status = companyStatus;
  if (status.detail) body.company_status_detail = status.detail;
  if (statementDue || statementMadeUp)
    body.confirmation_statement = lastAndNext(statementMadeUp, statementDue, snapshotDate);
  if (dissolved) body.date_of_cessation = dissolved;
  if (created) body.date_of_creation = created;
  const origin = row.get('CountryOfOrigin');
  if (origin !== '' && (type === 'oversea-company' || type === 'registered-overseas-entity')) {
    body.foreign_company_details = { originating_registry: { country: origin } };
  }
  if (charges !== undefined) body.has_charges = charges > 0;
  body.jurisdiction = jurisdictionOf(number, row.get('RegAddress.Country'));
  body.links = { self: `/company/${number}`, ...(charges ? { charges: `/company/${number}/charges` } : {}) };
  if (previous.length > 0) {
    // The file gives the date each name stopped; a name was in use from the day the one before it stopped.
    body.previous_company_names = previous.map((entry, i) => {
      const from = i + 1 < previous.length ? previous[i + 1]!.ceased_on : created;
      return { ceased_on: entry.ceased_on, ...(from ? { effective_from: from } : {}), name: entry.name };
    });
  }
  let address: Record<string, string> | undefined;
  for (const [part, column] of ADDRESS_COLUMNS) {
    const value = row.get(column);
    if (value !== '') (address ??= {})[part] = value;
  }
  if (address) body.registered_office_address = address;
  let sic: string[] | undefined;
  for (const column of SIC_COLUMNS) {
    const code = sicCode(row.get(column));
    if (code !== undefined) (sic ??= []).push(code);
  }
  if (sic) body.sic_codes = sic;
  if (category.subtype) body.subtype = category.subtype;
  body.type = type;
  return {
    ok: true,
    row: {
      company_number: number,
      company_name: name,
      company_status: companyStatus,
      type,
      date_of_creation: created ?? null,
      body,
    },
  };
}

/** `last_made_up_to` and `next_due` (with `overdue` when the snapshot's date is known), as the profile nests them. */
function lastAndNext(madeUp: string | undefined, due: string | undefined, snapshotDate: string | undefined) {
  const entry: Record<string, unknown> = {};
  if (madeUp) entry.last_made_up_to = madeUp;
  if (due) {
    entry.next_due = due;
    if (snapshotDate) entry.overdue = due < snapshotDate;
  }
  return entry;
}

/** The registered office's parts, in the API's order, and the columns they come from. */
const ADDRESS_COLUMNS = [
  ['care_of', 'RegAddress.CareOf'],
  ['po_box', 'RegAddress.POBox'],
  ['address_line_1', 'RegAddress.AddressLine1'],
  ['address_line_2', 'RegAddress.AddressLine2'],
  ['locality', 'RegAddress.PostTown'],
  ['region', 'RegAddress.County'],
  ['country', 'RegAddress.Country'],
  ['postal_code', 'RegAddress.PostCode'],
] as const;

function accountTypeOf(words: string): string | undefined {
  if (words === '') return undefined;
  const type = ACCOUNTS_WORDS[key(words)] ?? key(words).replace(/ /g, '-');
  return ACCOUNT_TYPES.has(type) ? type : undefined;
}
