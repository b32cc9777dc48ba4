// The registry's way of writing search result texts: descriptions built from
// description identifiers, one-line address snippets and the offsets of matched words.
import { tokenize } from './normalize';
import { MONTH_NAMES } from '@/lib/labels/dates';

function dateParts(value: string | undefined): { year: number; month: number; day: number } | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 ? { year, month, day } : undefined;
}

/**
 * A date as company descriptions write it: "2 July 2002" with the day padded by a space to
 * two characters, so "Incorporated on  2 July 2002" has two spaces (as the real registry's
 * company results do).
 */
export function formatPaddedDate(value: string | undefined): string | undefined {
  const parts = dateParts(value);
  return parts && `${String(parts.day).padStart(2, ' ')} ${MONTH_NAMES[parts.month - 1]} ${parts.year}`;
}

/** A date as person descriptions write it: "3 August 1987". */
export function formatDate(value: string | undefined): string | undefined {
  const parts = dateParts(value);
  return parts && `${parts.day} ${MONTH_NAMES[parts.month - 1]} ${parts.year}`;
}

/** "March 1947". */
export function formatMonthYear(value: { month?: number; year?: number } | undefined): string | undefined {
  if (!value?.year || !value.month || value.month < 1 || value.month > 12) return undefined;
  return `${MONTH_NAMES[value.month - 1]} ${value.year}`;
}

export interface Address {
  care_of?: string;
  po_box?: string;
  premises?: string;
  address_line_1?: string;
  address_line_2?: string;
  locality?: string;
  region?: string;
  country?: string;
  postal_code?: string;
  [key: string]: unknown;
}

/**
 * The one-line address of a search result: "74 Lairgate, Beverley, East Yorkshire, United
 * Kingdom, HU17 8EU". A premises that is a house number joins the street with a space, a
 * named one ("Amshold House") with a comma.
 */
export function addressSnippet(address: Address | undefined): string {
  if (!address) return '';
  const value = (field: unknown) => (typeof field === 'string' && field.trim() !== '' ? field : undefined);
  const premises = value(address.premises);
  const line1 = value(address.address_line_1);
  const parts: string[] = [];
  if (value(address.care_of)) parts.push(`C/O ${value(address.care_of)}`);
  if (value(address.po_box)) parts.push(`PO Box ${value(address.po_box)}`);
  if (premises && line1 && /^\d/.test(premises.trim())) parts.push(`${premises} ${line1}`);
  else parts.push(...[premises, line1].filter((part): part is string => part !== undefined));
  for (const field of [
    address.address_line_2,
    address.locality,
    address.region,
    address.country,
    address.postal_code,
  ]) {
    const part = value(field);
    if (part) parts.push(part);
  }
  return parts.join(', ');
}

/**
 * Where the query's words occur in a text, as the registry's `matches` arrays give it:
 * start and end of each matched word, 1-based and inclusive ([1, 3] for "YOU" in "YOU
 * LIMITED"). A word matches when a query word is the word or a prefix of it.
 */
export function matchOffsets(text: string, queryWords: readonly string[]): number[] {
  if (queryWords.length === 0) return [];
  const offsets: number[] = [];
  for (const token of tokenize(text)) {
    // "&" is indexed as "and", but is only worth marking when the query says "and" (or "&").
    const ampersand = token.end - token.start === 1 && text[token.start] === '&';
    const matched = ampersand ? queryWords.includes('and') : queryWords.some((word) => token.word.startsWith(word));
    if (matched) offsets.push(token.start + 1, token.end);
  }
  return offsets;
}

// Company description identifiers, by status and type. The texts follow the registry's
// templates (`Incorporated on {date_of_creation}`, `Dissolved on {date_of_cessation}`, …).
const CLOSED_STATUS: Readonly<Record<string, { id: string; template: (date: string) => string }>> = {
  dissolved: { id: 'dissolved-on', template: (date) => `Dissolved on ${date}` },
  'converted-closed': { id: 'converted-closed-on', template: (date) => `Converted/Closed on ${date}` },
  closed: { id: 'closed-on', template: (date) => `Closed on ${date}` },
  removed: { id: 'removed', template: (date) => `Removed on ${date}` },
};
const PROCEEDINGS_STATUS: Readonly<Record<string, { id: string; text: string }>> = {
  'voluntary-arrangement': { id: 'voluntary-arrangement', text: 'Voluntary Arrangement' },
  receivership: { id: 'receivership', text: 'Receiver Action' },
  'insolvency-proceedings': { id: 'insolvency-proceedings', text: 'Insolvency Proceedings' },
  liquidation: { id: 'liquidation', text: 'Liquidation' },
  administration: { id: 'administration', text: 'In Administration' },
};

function creationIdentifier(type: string | undefined): { id: string; template: (date: string) => string } {
  switch (type) {
    case 'oversea-company':
      return { id: 'first-uk-establishment-opened-on', template: (date) => `First UK establishment opened on ${date}` };
    case 'uk-establishment':
      return { id: 'opened-on', template: (date) => `Opened on ${date}` };
    case 'limited-partnership':
    case 'scottish-partnership':
    case 'registered-overseas-entity':
    case 'registered-society-non-jurisdictional':
    case 'charitable-incorporated-organisation':
    case 'scottish-charitable-incorporated-organisation':
    case 'further-education-or-sixth-form-college-corporation':
      return { id: 'registered-on', template: (date) => `Registered on ${date}` };
    case 'eeig':
    case 'eeig-establishment':
      return { id: 'formed-on', template: (date) => `Formed on ${date}` };
    default:
      return { id: 'incorporated-on', template: (date) => `Incorporated on ${date}` };
  }
}

/**
 * A company result's description and its identifiers, e.g. ["incorporated-on"] with
 * "04475590 - Incorporated on  2 July 2002", or ["dissolved-on"] with "14957251 - Dissolved
 * on 26 May 2026" (a closed company shows its closing date, as the real registry does).
 */
export function companyDescription(company: {
  company_number: string;
  company_status?: string;
  type?: string;
  date_of_creation?: string;
  date_of_cessation?: string;
}): { description: string; description_identifier: string[] } {
  const ids: string[] = [];
  const texts: string[] = [];
  const closed = company.company_status ? CLOSED_STATUS[company.company_status] : undefined;
  const closedOn = formatPaddedDate(company.date_of_cessation);
  if (closed && closedOn) {
    ids.push(closed.id);
    texts.push(closed.template(closedOn));
  } else if (closed && company.company_status === 'closed') {
    ids.push('closed');
    texts.push('Closed');
  } else {
    const created = formatPaddedDate(company.date_of_creation);
    if (created) {
      const creation = creationIdentifier(company.type);
      ids.push(creation.id);
      texts.push(creation.template(created));
    }
    const proceedings = company.company_status ? PROCEEDINGS_STATUS[company.company_status] : undefined;
    if (proceedings) {
      ids.push(proceedings.id);
      texts.push(proceedings.text);
    }
  }
  return { description: [company.company_number, ...texts].join(' - '), description_identifier: ids };
}

/** "Total number of appointments 75 - Born March 1947", with ["appointment-count", "born-on"]. */
export function officerDescription(
  appointmentCount: number,
  dateOfBirth: { month?: number; year?: number } | undefined,
) {
  const ids = ['appointment-count'];
  const texts = [`Total number of appointments ${appointmentCount}`];
  const born = formatMonthYear(dateOfBirth);
  if (born) {
    ids.push('born-on');
    texts.push(`Born ${born}`);
  }
  return { description: texts.join(' - '), description_identifiers: ids };
}

/** "Born on 3 August 1987", with ["born-on"]; nothing for a corporate officer with no birth date. */
export function disqualifiedOfficerDescription(dateOfBirth: string | undefined) {
  const born = formatDate(dateOfBirth);
  return born
    ? { description: `Born on ${born}`, description_identifiers: ['born-on'] }
    : { description: '', description_identifiers: [] as string[] };
}
