// Lists long enough to page, for the scripted registry (./upstream.ts): each list fixture's
// items repeated, with ids (and, where rows are companies, company numbers) changed per copy so
// every row is its own record, and the registry's paging applied: `start_index` and
// `items_per_page` slice the items, `filter=active` and `category` narrow them. Fields keep
// the fixture's types (counts sent as strings stay strings) and its gaps (the charges list
// has no paging fields).
import { catalogue, type EndpointName } from '../../lib/registry/catalogue';
import appointmentList from '../../lib/registry/__fixtures__/appointment-list.json';
import chargeList from '../../lib/registry/__fixtures__/charge-list.json';
import companyProfile from '../../lib/registry/__fixtures__/company-profile-unknown-values.json';
import filingHistoryList from '../../lib/registry/__fixtures__/filing-history-list.json';
import officerList from '../../lib/registry/__fixtures__/officer-list.json';
import pscList from '../../lib/registry/__fixtures__/psc-list.json';
import pscStatementList from '../../lib/registry/__fixtures__/psc-statement-list.json';
import searchAll from '../../lib/registry/__fixtures__/search-all.json';
import searchCompanies from '../../lib/registry/__fixtures__/search-companies.json';
import searchDisqualifiedOfficers from '../../lib/registry/__fixtures__/search-disqualified-officers.json';
import searchOfficers from '../../lib/registry/__fixtures__/search-officers.json';
import { PAGED_COMPANY, PAGED_OFFICER, REMOTE_COMPANY, REMOTE_OFFICER } from './remote';

type Body = Record<string, unknown> & { items?: unknown[] };

/** Registry ids (officers, appointments, PSCs, statements, charges, filings, documents): 20+ letters and digits, one a digit at least. */
const ID = /\b(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{20,}\b/g;
const COMPANY_PATH = /\/company\/([A-Z0-9]{8})\b/g;
const copyNumber = (copy: number) => String(copy).padStart(3, '0');

/** The item as copy `copy` of it: each id (and, when asked, each company number) ends in the copy's number. */
function copyOf(item: unknown, copy: number, { companies }: { companies: boolean }): unknown {
  let json = JSON.stringify(item).replace(ID, (id) => id.slice(0, -3) + copyNumber(copy));
  if (companies) {
    for (const [, number] of json.matchAll(COMPANY_PATH))
      json = json.replaceAll(number!, number!.slice(0, 5) + copyNumber(copy));
  }
  return JSON.parse(json);
}

/** Two full pages and three rows more of the fixture's items, at the endpoint's default page size. */
function longList(name: EndpointName, fixture: Body, { companies = false } = {}): Body {
  const pageSize = (catalogue[name].query as { items_per_page?: { default?: number } }).items_per_page!.default!;
  const originals = fixture.items ?? [];
  const items = Array.from({ length: 2 * pageSize + 3 }, (_, i) =>
    copyOf(originals[i % originals.length], i + 1, { companies }),
  );
  const body = withCounts({ ...fixture, items }, items);
  // The charges list's count before any filter, in its own spelling.
  if ('unfiletered_count' in fixture) body.unfiletered_count = items.length;
  return body;
}

/** The list's counts recounted for these items, each in the type the fixture sends it. */
function withCounts(body: Body, items: unknown[]): Body {
  const rows = items as { resigned_on?: string; ceased_on?: string; ceased?: boolean; status?: string }[];
  const counts: Record<string, number> = {
    total_results: rows.length,
    total_count: rows.length,
    satisfied_count: rows.filter((row) => row.status === 'satisfied' || row.status === 'fully-satisfied').length,
    part_satisfied_count: rows.filter((row) => row.status === 'part-satisfied').length,
    active_count: rows.filter((row) => !row.resigned_on && !row.ceased_on && !row.ceased).length,
    resigned_count: rows.filter((row) => row.resigned_on).length,
    ceased_count: rows.filter((row) => row.ceased_on || row.ceased).length,
  };
  const counted: Body = { ...body, items };
  for (const [key, value] of Object.entries(counts)) {
    if (key in body) counted[key] = typeof body[key] === 'string' ? String(value) : value;
  }
  return counted;
}

/** A company's lists, moved from the remote company to the paged one. */
const ofPagedCompany = (fixture: unknown): Body =>
  JSON.parse(JSON.stringify(fixture).replaceAll(REMOTE_COMPANY, PAGED_COMPANY));
const ofPagedOfficer = (fixture: unknown): Body =>
  JSON.parse(JSON.stringify(fixture).replaceAll(REMOTE_OFFICER, PAGED_OFFICER));

const company = { company_number: PAGED_COMPANY };
/** The resources the scripted registry serves for paging: [endpoint, path parameters, body]. */
export const longLists: [EndpointName, Record<string, string>, unknown][] = [
  ['companyProfile', company, ofPagedCompany(companyProfile)],
  ['officerList', company, longList('officerList', ofPagedCompany(officerList))],
  ['filingHistoryList', company, longList('filingHistoryList', ofPagedCompany(filingHistoryList))],
  ['chargeList', company, longList('chargeList', ofPagedCompany(chargeList))],
  ['pscList', company, longList('pscList', ofPagedCompany(pscList))],
  ['pscStatementList', company, longList('pscStatementList', ofPagedCompany(pscStatementList))],
  [
    'officerAppointments',
    { officer_id: PAGED_OFFICER },
    longList('officerAppointments', ofPagedOfficer(appointmentList), { companies: true }),
  ],
  // Any search: the query is not read.
  ['searchAll', {}, longList('searchAll', searchAll, { companies: true })],
  ['searchCompanies', {}, longList('searchCompanies', searchCompanies, { companies: true })],
  ['searchOfficers', {}, longList('searchOfficers', searchOfficers)],
  ['searchDisqualifiedOfficers', {}, longList('searchDisqualifiedOfficers', searchDisqualifiedOfficers)],
];

/** One page of a list as the registry answers it: its filters applied, then `start_index` and `items_per_page`. */
export function pageOf(name: EndpointName, body: unknown, query: URLSearchParams): unknown {
  const list = body as Body;
  if (!Array.isArray(list.items)) return body;
  const declared = (catalogue[name].query as { items_per_page?: { default?: number; max?: number } }).items_per_page;
  if (!declared) return body;
  let items = list.items as { resigned_on?: string; category?: string }[];
  let narrowed = list;
  const categories = query.get('category')?.split(',');
  if (query.get('filter') === 'active') items = items.filter((item) => !item.resigned_on);
  if (categories) items = items.filter((item) => item.category !== undefined && categories.includes(item.category));
  if (items.length !== list.items.length) narrowed = withCounts(list, items);
  const start = Number(query.get('start_index') ?? 0);
  const size = Math.min(Number(query.get('items_per_page') ?? declared.default), declared.max ?? Infinity);
  const paged: Body = { ...narrowed, items: items.slice(start, start + size) };
  if ('start_index' in list) paged.start_index = typeof list.start_index === 'string' ? String(start) : start;
  if ('items_per_page' in list) paged.items_per_page = typeof list.items_per_page === 'string' ? String(size) : size;
  if ('page_number' in list) paged.page_number = Math.floor(start / size) + 1;
  return paged;
}
