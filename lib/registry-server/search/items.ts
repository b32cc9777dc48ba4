// Search result items, shaped as the real registry's: built for one page of hits at a
// time from the stored resources (company profiles, officers and their appointments,
// disqualifications), so the index itself holds no copies of them.
import type Database from 'better-sqlite3';
import {
  addressSnippet,
  companyDescription,
  disqualifiedOfficerDescription,
  matchOffsets,
  officerDescription,
  type Address,
} from './format';
import type { Hit } from './ranking';

export interface SearchMatches {
  title?: number[];
  snippet?: number[];
  address_snippet?: number[];
}

interface ItemBase {
  title: string;
  links: { self: string };
  /** An empty object when the record has no address. */
  address: Address;
  address_snippet: string;
  description: string;
  snippet: string;
  matches: SearchMatches;
}

export interface CompanySearchItem extends ItemBase {
  kind: 'searchresults#company';
  company_number: string;
  company_status: string;
  company_type: string;
  date_of_creation?: string;
  date_of_cessation?: string;
  external_registration_number?: string;
  description_identifier: string[];
}

export interface OfficerSearchItem extends ItemBase {
  kind: 'searchresults#officer';
  appointment_count: number;
  date_of_birth?: { month: number; year: number };
  description_identifiers: string[];
}

export interface DisqualifiedOfficerSearchItem extends ItemBase {
  kind: 'searchresults#disqualified-officer';
  date_of_birth?: string;
  description_identifiers: string[];
}

export type SearchItem = CompanySearchItem | OfficerSearchItem | DisqualifiedOfficerSearchItem;

type Json = Record<string, unknown>;

const parse = (text: unknown): Json | undefined => {
  if (typeof text !== 'string') return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
};
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const asAddress = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Address) : undefined;

/** Title offsets, and an empty snippet, as the registry sends for a match on the name itself. */
function nameMatches(title: string, queryWords: readonly string[]): SearchMatches {
  const title_ = matchOffsets(title, queryWords);
  return title_.length > 0 ? { title: title_, snippet: [] } : { snippet: [] };
}

interface CompanyRow {
  company_number: string;
  company_status: string;
  type: string;
  date_of_creation: string | null;
  body: string;
}

export function companyItems(db: Database.Database) {
  // A negative position is an overlay row (overlay/): -id.
  const overlay = overlayTable(db);
  const lookup = db.prepare(`
    SELECT c.company_number, c.company_status, c.type, c.date_of_creation, c.body
    FROM (SELECT company_number FROM search_companies WHERE pos = @pos
          ${overlay ? 'UNION ALL SELECT company_number FROM search_overlay_companies WHERE id = -@pos AND @pos < 0' : ''}) s
    JOIN companies c ON c.company_number = s.company_number`);
  return (hits: readonly Hit[], queryWords: readonly string[]): CompanySearchItem[] =>
    hits.flatMap((hit) => {
      const row = lookup.get({ pos: hit.pos }) as CompanyRow | undefined;
      const body = parse(row?.body);
      if (!row || !body) return [];
      const number = row.company_number;
      const title = str(body.company_name) ?? '';
      const previousNames = Array.isArray(body.previous_company_names)
        ? (body.previous_company_names as unknown[])
        : [];
      const previous =
        hit.previousName !== undefined ? (previousNames[hit.previousName] as Json | undefined) : undefined;
      const snippet = str(previous?.name) ?? '';
      const address = asAddress(body.registered_office_address) ?? {};
      const company = {
        company_number: number,
        company_status: str(body.company_status) ?? row.company_status,
        type: str(body.type) ?? row.type,
        date_of_creation: str(body.date_of_creation) ?? row.date_of_creation ?? undefined,
        date_of_cessation: str(body.date_of_cessation),
      };
      const item: CompanySearchItem = {
        kind: 'searchresults#company',
        title,
        links: { self: `/company/${number}` },
        company_number: number,
        company_status: company.company_status,
        company_type: company.type,
        date_of_creation: company.date_of_creation,
        date_of_cessation: company.date_of_cessation,
        external_registration_number: str(body.external_registration_number),
        address,
        address_snippet: addressSnippet(address),
        ...companyDescription(company),
        snippet,
        matches: snippet ? { snippet: matchOffsets(snippet, queryWords) } : nameMatches(title, queryWords),
      };
      return [withoutUndefined(item)];
    });
}

/**
 * An officer's name as search results show it: "Lord Alan Michael SUGAR" for the stored
 * "SUGAR, Alan Michael, Lord"; a corporate officer's name as it stands.
 */
export function officerTitle(name: string, isCorporate: boolean): string {
  if (isCorporate || !name.includes(',')) return name.trim();
  const [surname = '', ...rest] = name.split(',').map((part) => part.trim());
  return [...rest.reverse(), surname].filter(Boolean).join(' ');
}

interface OfficerRow {
  officer_id: string;
  appointment_count: number;
  address_appointment_id: string | null;
  name: string;
  is_corporate: number;
  date_of_birth: string | null;
}

export function officerItems(db: Database.Database) {
  // A result shows the address of the first appointment of the officer's list (current
  // before resigned, latest first). The index records which one that is for officers with
  // many appointments (from version 2); for the rest it is picked from their appointments.
  const recorded = Number(db.prepare(`SELECT value FROM search_meta WHERE key = 'version'`).pluck().get() ?? 0) >= 2;
  const overlay = overlayTable(db);
  const lookup = db.prepare(`
    SELECT s.officer_id, s.appointment_count, s.address_appointment_id, o.name, o.is_corporate, o.date_of_birth
    FROM (SELECT officer_id, appointment_count, ${recorded ? 'address_appointment_id' : 'NULL AS address_appointment_id'}
          FROM search_officers WHERE pos = @pos
          ${overlay ? "UNION ALL SELECT officer_id, appointment_count, address_appointment_id FROM search_overlay_people WHERE id = -@pos AND @pos < 0 AND kind = 'officer'" : ''}) s
    JOIN officers o ON o.officer_id = s.officer_id`);
  const address = db
    .prepare(
      `SELECT body ->> '$.address' FROM appointments WHERE appointment_id = coalesce(?, (
         SELECT appointment_id FROM appointments WHERE officer_id = ?
         ORDER BY resigned_on IS NOT NULL, appointed_on DESC, resigned_on DESC, appointment_id LIMIT 1))`,
    )
    .pluck();
  return (hits: readonly Hit[], queryWords: readonly string[]): OfficerSearchItem[] =>
    hits.flatMap((hit) => {
      const row = lookup.get({ pos: hit.pos }) as OfficerRow | undefined;
      if (!row) return [];
      const title = officerTitle(row.name, row.is_corporate === 1);
      const dob = parse(row.date_of_birth);
      const dateOfBirth =
        typeof dob?.month === 'number' && typeof dob.year === 'number'
          ? { month: dob.month, year: dob.year }
          : undefined;
      const officerAddress = asAddress(parse(address.get(row.address_appointment_id, row.officer_id))) ?? {};
      const item: OfficerSearchItem = {
        kind: 'searchresults#officer',
        title,
        links: { self: `/officers/${row.officer_id}/appointments` },
        appointment_count: row.appointment_count,
        date_of_birth: dateOfBirth,
        address: officerAddress,
        address_snippet: addressSnippet(officerAddress),
        ...officerDescription(row.appointment_count, dateOfBirth),
        snippet: '',
        matches: nameMatches(title, queryWords),
      };
      return [withoutUndefined(item)];
    });
}

// Honorifics that search results leave out of a person's name.
const PLAIN_TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx']);

export function disqualifiedTitle(kind: string, body: Json | undefined, storedName: string): string {
  if (kind === 'corporate' || !body) return str(body?.name) ?? storedName;
  const title = str(body.title);
  const parts = [
    title && !PLAIN_TITLES.has(title.toLowerCase().replace(/\./g, '')) ? title : undefined,
    str(body.forename),
    str(body.other_forenames),
    str(body.surname),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' ').replace(/\s+/g, ' ') : storedName;
}

export function disqualifiedItems(db: Database.Database) {
  const overlay = overlayTable(db);
  const lookup = db.prepare(`
    SELECT s.officer_id, s.kind, d.name, d.body
    FROM (SELECT officer_id, kind FROM search_disqualified WHERE pos = @pos
          ${overlay ? "UNION ALL SELECT officer_id, disqualified_kind FROM search_overlay_people WHERE id = -@pos AND @pos < 0 AND kind = 'disqualified'" : ''}) s
    JOIN disqualified_officers d ON d.officer_id = s.officer_id`);
  return (hits: readonly Hit[], queryWords: readonly string[]): DisqualifiedOfficerSearchItem[] =>
    hits.flatMap((hit) => {
      const row = lookup.get({ pos: hit.pos }) as
        { officer_id: string; kind: string; name: string; body: string } | undefined;
      if (!row) return [];
      const body = parse(row.body);
      const title = disqualifiedTitle(row.kind, body, row.name);
      const disqualifications = Array.isArray(body?.disqualifications) ? (body.disqualifications as Json[]) : [];
      const address = asAddress(disqualifications[0]?.address) ?? {};
      const dateOfBirth = str(body?.date_of_birth)?.slice(0, 10);
      const item: DisqualifiedOfficerSearchItem = {
        kind: 'searchresults#disqualified-officer',
        title,
        links: {
          self: `/disqualified-officers/${row.kind === 'corporate' ? 'corporate' : 'natural'}/${row.officer_id}`,
        },
        date_of_birth: dateOfBirth,
        address,
        address_snippet: addressSnippet(address),
        ...disqualifiedOfficerDescription(dateOfBirth),
        snippet: '',
        matches: nameMatches(title, queryWords),
      };
      return [withoutUndefined(item)];
    });
}

/** Whether the index has an overlay (built since SEARCH_INDEX_VERSION 4). */
const overlayTable = (db: Database.Database) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_overlay_people'").get() !== undefined;

/** Drops absent fields, so the body has no `undefined` keys (JSON would drop them anyway). */
function withoutUndefined<T extends object>(item: T): T {
  for (const key of Object.keys(item) as (keyof T)[]) if (item[key] === undefined) delete item[key];
  return item;
}
