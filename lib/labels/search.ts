// Text for search results' description identifiers ("Incorporated 2 July 2002",
// "Born July 1970"), filled from the fields of the search item itself.

import { formatDate, formatMonthYear, type MonthYearInput } from './dates';
import { humanizeKey, keysOf, NOT_GIVEN, type LabelTable } from './label';

// Search results' `description_identifier`. `{date:field}` and `{month-year:field}` name the
// format and the field of the search item; describeSearchResult fills them.
export const companySearchDescriptionTemplates: LabelTable = {
  'incorporated-on': 'Incorporated {date:date_of_creation}',
  'registered-on': 'Registered {date:date_of_creation}',
  'formed-on': 'Formed {date:date_of_creation}',
  'dissolved-on': 'Dissolved {date:date_of_cessation}',
  'converted-closed-on': 'Converted or closed {date:date_of_cessation}',
  'closed-on': 'Closed {date:date_of_cessation}',
  closed: 'Closed',
  'first-uk-establishment-opened-on': 'First UK establishment opened {date:date_of_creation}',
  'opened-on': 'Opened {date:date_of_creation}',
  'voluntary-arrangement': 'Under a voluntary arrangement',
  receivership: 'In receivership',
  'insolvency-proceedings': 'Subject to insolvency proceedings',
  liquidation: 'In liquidation',
  administration: 'In administration',
  'registered-externally': 'Registered elsewhere under number {external_registration_number}',
  registered: 'Registered {date:date_of_creation}',
  removed: 'Removed from the register {date:date_of_cessation}',
};

export const officerSearchDescriptionTemplates: LabelTable = {
  'appointment-count': '{appointments:appointment_count} in total',
  'born-on': 'Born {month-year:date_of_birth}',
};

export const disqualifiedOfficerSearchDescriptionTemplates: LabelTable = {
  'born-on': 'Born {date:date_of_birth}',
};

export const companySearchDescriptions = keysOf(companySearchDescriptionTemplates);
export const officerSearchDescriptions = keysOf(officerSearchDescriptionTemplates);
export const disqualifiedOfficerSearchDescriptions = keysOf(disqualifiedOfficerSearchDescriptionTemplates);

export type SearchResultKind = 'company' | 'officer' | 'disqualified-officer';

const templatesByKind: Record<SearchResultKind, LabelTable> = {
  company: companySearchDescriptionTemplates,
  officer: officerSearchDescriptionTemplates,
  'disqualified-officer': disqualifiedOfficerSearchDescriptionTemplates,
};

function fieldText(format: string | undefined, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (format === 'date') return typeof value === 'string' || typeof value === 'number' ? formatDate(value) : undefined;
  if (format === 'month-year') {
    return typeof value === 'object' ? formatMonthYear(value as MonthYearInput) || undefined : undefined;
  }
  if (format === 'appointments') {
    const count = Number(value);
    return Number.isFinite(count) ? `${count.toLocaleString('en-GB')} appointment${count === 1 ? '' : 's'}` : undefined;
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * One identifier filled from the search item: ("incorporated-on", { date_of_creation: "2002-07-02" })
 * → "Incorporated 2 July 2002". A template whose field is missing gives its text up to the gap
 * ("Incorporated"); an unknown identifier gives text built from the key.
 */
export function searchDescription(
  kind: SearchResultKind,
  identifier: string | null | undefined,
  item: Readonly<Record<string, unknown>> = {},
): string {
  if (typeof identifier !== 'string' || identifier.trim() === '') return NOT_GIVEN;
  const key = identifier.trim();
  const templates = templatesByKind[kind];
  const template = Object.prototype.hasOwnProperty.call(templates, key) ? templates[key] : undefined;
  if (template === undefined) return humanizeKey(key) || key;
  let missing = false;
  const filled = template.replace(
    /\{(?:([a-z-]+):)?([a-z_]+)\}/g,
    (_whole, format: string | undefined, field: string) => {
      const text = fieldText(format, item[field]);
      if (text === undefined) missing = true;
      return text ?? '';
    },
  );
  if (!missing) return filled;
  // Keep only the words before the gap, so a missing field never leaves a dangling phrase.
  const beforeGap = template.split('{')[0]?.trim() ?? '';
  return beforeGap || humanizeKey(key) || key;
}

/** All of an item's identifiers, joined as the registry's own result lines are ("… - …"). */
export function describeSearchResult(
  kind: SearchResultKind,
  identifiers: readonly string[] | string | null | undefined,
  item: Readonly<Record<string, unknown>> = {},
): string {
  const list = typeof identifiers === 'string' ? [identifiers] : (identifiers ?? []);
  return list
    .filter((identifier) => typeof identifier === 'string' && identifier.trim() !== '')
    .map((identifier) => searchDescription(kind, identifier, item))
    .join(' - ');
}
