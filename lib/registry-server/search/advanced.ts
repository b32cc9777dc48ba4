// Advanced, dissolved and alphabetical search over companies (api-facts §3.2–3.4, financials
// §6): filters ANDed together, in the index's result order (live first, then by name). The
// filters are evaluated in memory over columns loaded from search_advanced and search_sic
// (advanced-columns.ts) and position lists from the word indexes; SQLite then reads the page's
// companies. Each function takes a validated query and returns the body, or `null` for nothing
// found.
//
// Where this differs from the real service: results come in the index's order (live companies
// first, then by name) where the real one has no defined order; dissolved search covers every
// dissolved company, not only those dissolved before 2009; the handler reads a missing
// search_type as best-match and ignores empty parameters (a form's empty fields).
import type Database from 'better-sqlite3';
import { type AdvancedColumns, dateNumber, loadAdvancedColumns, scanColumns } from './advanced-columns';
import { alphaKey, words } from './normalize';

export type DissolvedSearchType = 'best-match' | 'previous-name-dissolved' | 'alphabetical';

export interface AdvancedQuery {
  company_name_includes?: string;
  company_name_excludes?: string;
  company_status?: readonly string[];
  company_type?: readonly string[];
  company_subtype?: readonly string[];
  sic_codes?: readonly string[];
  location?: string;
  incorporated_from?: string;
  incorporated_to?: string;
  dissolved_from?: string;
  dissolved_to?: string;
  size: number;
  start_index: number;
}

export interface NameQuery {
  q: string;
  size: number;
  start_index: number;
  search_type?: DissolvedSearchType;
  /** Cursors: the `ordered_alpha_key_with_id` to list above (before) or below (after). */
  search_above?: string;
  search_below?: string;
}

/** A body, `null` for nothing found (404 with an empty body, as the real service). */
export type AdvancedResult = object | null;

export interface AdvancedSearch {
  advanced(query: AdvancedQuery): AdvancedResult;
  dissolved(query: NameQuery): AdvancedResult;
  alphabetical(query: NameQuery): AdvancedResult;
}

interface CompanyRow {
  pos: number;
  company_number: string;
  body: string;
  alpha_key: string;
  prev?: number;
}

type Json = Record<string, unknown>;

const ADDRESS_FIELDS = [
  'address_line_1',
  'address_line_2',
  'care_of',
  'country',
  'locality',
  'po_box',
  'postal_code',
  'premises',
  'region',
] as const;
const CEASED = new Set(['dissolved', 'closed', 'converted-closed', 'removed']);

const quote = (word: string) => `"${word}"`;
/** An FTS5 query needing every word (whole words; the last one as a prefix when `prefixLast`). */
function allWords(text: string, prefixLast = false): string | undefined {
  const found = words(text);
  if (found.length === 0) return undefined;
  return found.map((word, i) => (prefixLast && i === found.length - 1 ? `${quote(word)}*` : quote(word))).join(' ');
}

function address(company: Json): Json {
  const given = (company.registered_office_address ?? {}) as Json;
  const out: Json = {};
  for (const key of ADDRESS_FIELDS) if (typeof given[key] === 'string') out[key] = given[key];
  return out;
}

function advancedItem(row: CompanyRow): Json {
  const c = JSON.parse(row.body) as Json;
  const status = String(c.company_status);
  return {
    company_name: c.company_name,
    company_number: row.company_number,
    company_status: status,
    company_type: c.type,
    ...(c.subtype ? { company_subtype: c.subtype } : {}),
    kind: 'search-results#company',
    links: { company_profile: `/company/${row.company_number}` },
    ...(c.date_of_creation ? { date_of_creation: c.date_of_creation } : {}),
    ...(CEASED.has(status) && c.date_of_cessation ? { date_of_cessation: c.date_of_cessation } : {}),
    registered_office_address: address(c),
    ...(Array.isArray(c.sic_codes) && c.sic_codes.length > 0 ? { sic_codes: c.sic_codes } : {}),
  };
}

function previousNames(c: Json, companyNumber: string): Json[] {
  const names = Array.isArray(c.previous_company_names) ? (c.previous_company_names as Json[]) : [];
  return names.map((p) => ({
    name: p.name,
    effective_from: p.effective_from,
    ceased_on: p.ceased_on,
    company_number: companyNumber,
  }));
}

function nameItem(row: CompanyRow, kind: 'dissolved' | 'alphabetical'): Json {
  const c = JSON.parse(row.body) as Json;
  const base = {
    company_name: c.company_name,
    company_number: row.company_number,
    company_status: c.company_status,
    ordered_alpha_key_with_id: row.alpha_key,
    links: { company_profile: `/company/${row.company_number}` },
  };
  if (kind === 'alphabetical') return { ...base, company_type: c.type, kind: 'search-results#alphabetical-search' };
  const previous = previousNames(c, row.company_number);
  return {
    ...base,
    kind: 'searchresults#dissolved-company',
    ...(c.date_of_creation ? { date_of_creation: c.date_of_creation } : {}),
    ...(c.date_of_cessation ? { date_of_cessation: c.date_of_cessation } : {}),
    registered_office_address: address(c),
    ...(previous.length > 0 ? { previous_company_names: previous } : {}),
    ...(row.prev !== undefined && previous[row.prev] ? { matched_previous_company_name: previous[row.prev] } : {}),
  };
}

/** An envelope as the real one: `top_hit` is the first item. */
const envelope = (kind: string, hits: number, items: Json[]) => ({ kind, hits, top_hit: items[0], items });

/** Word-match positions kept between queries (4 bytes each: 32 MB). */
const WORD_CACHE_POSITIONS = 8_000_000;
/** Slots per company in search_previous_names_fts (build.ts PREVIOUS_NAME_SLOTS). */
const SLOTS = 16;
const COMPANY_COLUMNS = 's.pos, s.company_number, c.body, a.alpha_key';
/** Joins a search_advanced row `a` to its company. */
const COMPANY = 'JOIN search_companies s ON s.pos = a.pos JOIN companies c ON c.company_number = s.company_number';

export function createAdvancedSearch(db: Database.Database): AdvancedSearch {
  const cache = new Map<string, Database.Statement>();
  const prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (cache.size > 500) cache.clear();
      cache.set(sql, statement);
    }
    return statement;
  };

  // The filter columns (advanced-columns.ts), loaded on first use and again when another
  // connection has changed the file (PRAGMA data_version moves).
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  let columns: AdvancedColumns | undefined;
  let columnsVersion: unknown;
  // Word matches as sorted position lists, most recently used last; at most WORD_CACHE_POSITIONS in all.
  const wordCache = new Map<string, Int32Array>();
  let cachedPositions = 0;
  const current = (): AdvancedColumns => {
    const version = dataVersion.get();
    if (!columns || version !== columnsVersion) {
      columns = loadAdvancedColumns(db);
      columnsVersion = version;
      wordCache.clear();
      cachedPositions = 0;
    }
    return columns;
  };
  const positions = (table: string, match: string): Int32Array => {
    const key = `${table}\u0000${match}`;
    const cached = wordCache.get(key);
    if (cached) {
      wordCache.delete(key);
      wordCache.set(key, cached);
      return cached;
    }
    const found = Int32Array.from(
      prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`).pluck().all(match) as number[],
    );
    wordCache.set(key, found);
    cachedPositions += found.length;
    for (const [oldKey, old] of wordCache) {
      if (cachedPositions <= WORD_CACHE_POSITIONS || oldKey === key) break;
      wordCache.delete(oldKey);
      cachedPositions -= old.length;
    }
    return found;
  };
  const companyAt = () =>
    prepare(
      `SELECT ${COMPANY_COLUMNS} FROM search_advanced a CROSS JOIN search_companies s ON s.pos = a.pos CROSS JOIN companies c ON c.company_number = s.company_number WHERE a.pos = ?`,
    );
  const rowsAt = (page: readonly number[]) => {
    const statement = companyAt();
    return page.map((pos) => statement.get(pos) as CompanyRow);
  };

  function advanced(query: AdvancedQuery): AdvancedResult {
    const includes = query.company_name_includes !== undefined ? allWords(query.company_name_includes) : undefined;
    // Name words that normalise to nothing ("&&") match nothing, as an analysed query of no terms.
    if (query.company_name_includes?.trim() && !includes) return null;
    const location = query.location !== undefined ? allWords(query.location) : undefined;
    if (query.location?.trim() && !location) return null;
    const excluded = words(query.company_name_excludes ?? '');
    const table = current();
    const within: Int32Array[] = [];
    if (includes) within.push(positions('search_companies_fts', includes));
    if (location) within.push(positions('search_location_fts', location));
    const { hits, page } = scanColumns(
      table,
      {
        status: query.company_status,
        type: query.company_type,
        subtype: query.company_subtype,
        sicCodes: query.sic_codes,
        ...(query.incorporated_from ? { createdFrom: dateNumber(query.incorporated_from) } : {}),
        ...(query.incorporated_to ? { createdTo: dateNumber(query.incorporated_to) } : {}),
        ...(query.dissolved_from ? { ceasedFrom: dateNumber(query.dissolved_from) } : {}),
        ...(query.dissolved_to ? { ceasedTo: dateNumber(query.dissolved_to) } : {}),
        within,
        // Any excluded word removes a hit.
        ...(excluded.length > 0
          ? { without: positions('search_companies_fts', excluded.map(quote).join(' OR ')) }
          : {}),
      },
      query.start_index,
      query.size,
    );
    if (hits === 0 || query.start_index >= hits) return null;
    return envelope('search#advanced-search', hits, rowsAt(page).map(advancedItem));
  }

  /** Companies around `q` (or a cursor) in alphabetical order, among all or only dissolved ones. */
  function neighbours(query: NameQuery, dissolvedOnly: boolean): { rows: CompanyRow[]; top?: CompanyRow } | null {
    const only = dissolvedOnly ? "AND a.company_status = 'dissolved'" : '';
    const index = dissolvedOnly ? 'search_advanced_dissolved_by_alpha' : 'search_advanced_by_alpha';
    const from = `search_advanced a INDEXED BY ${index} ${COMPANY}`;
    const after = (key: string, inclusive: boolean, limit: number) =>
      prepare(
        `SELECT ${COMPANY_COLUMNS} FROM ${from} WHERE a.alpha_key ${inclusive ? '>=' : '>'} ? ${only} ORDER BY a.alpha_key LIMIT ?`,
      ).all(key, limit) as CompanyRow[];
    const before = (key: string, limit: number) =>
      (
        prepare(
          `SELECT ${COMPANY_COLUMNS} FROM ${from} WHERE a.alpha_key < ? ${only} ORDER BY a.alpha_key DESC LIMIT ?`,
        ).all(key, limit) as CompanyRow[]
      ).reverse();
    if (query.search_above) return { rows: before(query.search_above, query.size) };
    if (query.search_below) return { rows: after(query.search_below, false, query.size) };
    const key = alphaKey(query.q, '').slice(0, -1);
    if (!key) return null;
    const following = after(key, true, query.size);
    const top = following[0] ?? before(key, 1)[0];
    if (!top) return null;
    const above = Math.floor(query.size / 2);
    const rows = [...before(top.alpha_key, above), ...after(top.alpha_key, true, query.size - above)];
    // Near the end of the register, fill the page from above.
    const missing = query.size - rows.length;
    return { rows: missing > 0 && rows[0] ? [...before(rows[0].alpha_key, missing), ...rows] : rows, top };
  }

  function alphabetical(query: NameQuery): AdvancedResult {
    const found = neighbours(query, false);
    if (!found || found.rows.length === 0) return null;
    const items = found.rows.map((row) => nameItem(row, 'alphabetical'));
    const top = found.top ? nameItem(found.top, 'alphabetical') : items[0];
    return { kind: 'search#alphabetical-search', top_hit: top, items };
  }

  function dissolved(query: NameQuery): AdvancedResult {
    if (query.search_type === 'alphabetical') {
      const found = neighbours(query, true);
      if (!found || found.rows.length === 0) return null;
      const items = found.rows.map((row) => nameItem(row, 'dissolved'));
      return {
        kind: 'search#alphabetical-dissolved',
        top_hit: found.top ? nameItem(found.top, 'dissolved') : items[0],
        items,
      };
    }
    const match = allWords(query.q, true);
    if (!match) return null;
    if (query.search_type === 'previous-name-dissolved') {
      // A company once for each name of its that matches; its first matching name is shown.
      const matched = `SELECT rowid / ${SLOTS} AS pos, min(rowid % ${SLOTS}) AS prev FROM search_previous_names_fts WHERE search_previous_names_fts MATCH ? GROUP BY rowid / ${SLOTS}`;
      const hits = prepare(
        `SELECT count(*) FROM (${matched}) m JOIN search_advanced a ON a.pos = m.pos WHERE a.company_status = 'dissolved'`,
      )
        .pluck()
        .get(match) as number;
      if (hits === 0 || query.start_index >= hits) return null;
      const rows = prepare(
        `SELECT ${COMPANY_COLUMNS}, m.prev FROM (${matched}) m JOIN search_advanced a ON a.pos = m.pos ${COMPANY} WHERE a.company_status = 'dissolved' ORDER BY m.pos LIMIT ? OFFSET ?`,
      ).all(match, query.size, query.start_index) as CompanyRow[];
      return envelope(
        'search#previous-name-dissolved',
        hits,
        rows.map((row) => nameItem(row, 'dissolved')),
      );
    }
    const { hits, page } = scanColumns(
      current(),
      { status: ['dissolved'], within: [positions('search_companies_fts', match)] },
      query.start_index,
      query.size,
    );
    if (hits === 0 || query.start_index >= hits) return null;
    return envelope(
      'search#dissolved',
      hits,
      rowsAt(page).map((row) => nameItem(row, 'dissolved')),
    );
  }

  return { advanced, dissolved, alphabetical };
}
