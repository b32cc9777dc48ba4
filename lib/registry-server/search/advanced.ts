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
import {
  type AdvancedColumns,
  type ColumnFilter,
  dateNumber,
  loadAdvancedColumns,
  scanColumns,
} from './advanced-columns';
import { alphaKey, words } from './normalize';
import { compareText, lowerBoundBy, overlayOf, type Overlay, type OverlayCompany } from './overlay';

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

/** allWords for an overlay row's words, in memory: a test of a row's words for the query's. */
function hasAllWords(query: string, prefixLast = false): (text: readonly string[]) => boolean {
  const found = words(query);
  const last = found.length - 1;
  return (text) =>
    found.length > 0 &&
    found.every((word, i) =>
      prefixLast && i === last ? text.some((own) => own.startsWith(word)) : text.includes(word),
    );
}

/** What scanColumns asks of a main row, as a test of an overlay row (made once per query). */
function rowFilter(
  filter: ColumnFilter,
  wordTests: readonly ((row: OverlayCompany) => boolean)[],
): (row: OverlayCompany) => boolean {
  const setOf = (values: readonly string[] | undefined) =>
    values && values.length > 0 ? new Set<string | null>(values) : undefined;
  const status = setOf(filter.status);
  const type = setOf(filter.type);
  const subtype = setOf(filter.subtype);
  const sic = setOf(filter.sicCodes);
  // A missing date (0) fails any bound on it, as in scanColumns.
  const inRange = (date: number, from: number | undefined, to: number | undefined) =>
    (from === undefined && to === undefined) || (date !== 0 && date >= (from ?? 0) && date <= (to ?? 99999999));
  return (row) =>
    (!status || status.has(row.status)) &&
    (!type || type.has(row.type)) &&
    (!subtype || subtype.has(row.subtype)) &&
    (!sic || row.sic.some((code) => sic.has(code))) &&
    inRange(row.createdNumber, filter.createdFrom, filter.createdTo) &&
    inRange(row.ceasedNumber, filter.ceasedFrom, filter.ceasedTo) &&
    wordTests.every((test) => test(row));
}

/** A sorted list of the distinct positions in both. */
function union(a: Int32Array | undefined, b: Int32Array): Int32Array {
  if (!a || a.length === 0) return b;
  const merged = new Int32Array(a.length + b.length);
  merged.set(a);
  merged.set(b, a.length);
  merged.sort();
  let n = 0;
  for (let i = 0; i < merged.length; i++) if (i === 0 || merged[i] !== merged[i - 1]) merged[n++] = merged[i]!;
  return merged.slice(0, n);
}

/**
 * Main positions (ascending) and overlay rows (in result order) merged in result order: an
 * overlay row goes after the main position it sorts behind. Overlay rows as -id.
 */
function mergePositions(main: readonly number[], overlay: readonly OverlayCompany[], end: number): number[] {
  const merged: number[] = [];
  let i = 0;
  for (const pos of main) {
    while (i < overlay.length && overlay[i]!.afterPos < pos && merged.length < end) merged.push(-overlay[i++]!.id);
    if (merged.length >= end) return merged;
    merged.push(pos);
  }
  while (i < overlay.length && merged.length < end) merged.push(-overlay[i++]!.id);
  return merged;
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

  // The filter columns (advanced-columns.ts) and word lists hold the main index only: loaded on
  // first use and again when the index has been rebuilt (the schema's version moves; changes in
  // between are the overlay's). An index from before the overlay: whenever the file changed.
  const hasOverlay =
    db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_overlay_superseded'").get() !== undefined;
  const generation = db.prepare(
    hasOverlay ? 'SELECT schema_version FROM pragma_schema_version' : 'SELECT data_version FROM pragma_data_version',
  );
  let loaded: AdvancedColumns | undefined;
  let loadedGeneration: unknown;
  // Word matches as sorted position lists, most recently used last; at most WORD_CACHE_POSITIONS in all.
  const wordCache = new Map<string, Int32Array>();
  let cachedPositions = 0;
  const columns = (): AdvancedColumns => {
    const version = generation.pluck().get();
    if (!loaded || version !== loadedGeneration) {
      loaded = loadAdvancedColumns(db);
      loadedGeneration = version;
      wordCache.clear();
      cachedPositions = 0;
    }
    return loaded;
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
  const overlayCompanyAt = () =>
    prepare(
      `SELECT -o.id AS pos, o.company_number, c.body, o.alpha_key FROM search_overlay_companies o JOIN companies c ON c.company_number = o.company_number WHERE o.id = ?`,
    );
  /** Rows for positions; a negative one is an overlay row (-id). */
  const rowsAt = (page: readonly number[]) => {
    const statement = companyAt();
    return page.map((pos) => (pos < 0 ? overlayCompanyAt().get(-pos) : statement.get(pos)) as CompanyRow);
  };

  // Changes since the index was built (overlay/), read inside each query's snapshot.
  const overlay = overlayOf(db);
  /** SQL keeping main rows (`alias`.pos) that the overlay has not superseded. */
  const current = (alias: string) =>
    hasOverlay ? `AND ${alias}.pos NOT IN (SELECT pos FROM search_overlay_superseded WHERE kind = 'company')` : '';

  /**
   * scanColumns over the main rows less the superseded, merged with the overlay rows that pass
   * the same filter (`wordTests` standing in for the word lists): the count and one page.
   */
  const scan = (
    changed: Overlay,
    filter: ColumnFilter,
    wordTests: readonly ((row: OverlayCompany) => boolean)[],
    start: number,
    size: number,
  ): { hits: number; page: number[] } => {
    const table = columns();
    if (changed.companies.length === 0 && changed.supersededCompanies.positions.length === 0)
      return scanColumns(table, filter, start, size);
    const main = scanColumns(
      table,
      { ...filter, without: union(filter.without, changed.supersededCompanies.positions) },
      0,
      start + size,
    );
    const added = changed.companies.filter(rowFilter(filter, wordTests));
    return {
      hits: main.hits + added.length,
      page: mergePositions(main.page, added, start + size).slice(start),
    };
  };

  // One snapshot per query, as search.ts reads: the columns, the overlay and the rows agree.
  const snapshot = db.transaction((work: () => unknown) => work());
  const read =
    <Q>(work: (query: Q) => AdvancedResult) =>
    (query: Q): AdvancedResult =>
      db.inTransaction ? work(query) : (snapshot.deferred(() => work(query)) as AdvancedResult);

  function advanced(query: AdvancedQuery): AdvancedResult {
    const includes = query.company_name_includes !== undefined ? allWords(query.company_name_includes) : undefined;
    // Name words that normalise to nothing ("&&") match nothing, as an analysed query of no terms.
    if (query.company_name_includes?.trim() && !includes) return null;
    const location = query.location !== undefined ? allWords(query.location) : undefined;
    if (query.location?.trim() && !location) return null;
    const excluded = words(query.company_name_excludes ?? '');
    const within: Int32Array[] = [];
    if (includes) within.push(positions('search_companies_fts', includes));
    if (location) within.push(positions('search_location_fts', location));
    const nameHas = hasAllWords(query.company_name_includes ?? '');
    const locationHas = hasAllWords(query.location ?? '');
    const wordTests = [
      ...(includes ? [(row: OverlayCompany) => nameHas(row.nameWords)] : []),
      ...(location ? [(row: OverlayCompany) => row.addressWords !== null && locationHas(row.addressWords)] : []),
      ...(excluded.length > 0 ? [(row: OverlayCompany) => !excluded.some((word) => row.nameWords.includes(word))] : []),
    ];
    const { hits, page } = scan(
      overlay(),
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
      wordTests,
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
    const mainAfter = (key: string, inclusive: boolean, limit: number) =>
      prepare(
        `SELECT ${COMPANY_COLUMNS} FROM ${from} WHERE a.alpha_key ${inclusive ? '>=' : '>'} ? ${only} ${current('a')} ORDER BY a.alpha_key LIMIT ?`,
      ).all(key, limit) as CompanyRow[];
    const mainBefore = (key: string, limit: number) =>
      (
        prepare(
          `SELECT ${COMPANY_COLUMNS} FROM ${from} WHERE a.alpha_key < ? ${only} ${current('a')} ORDER BY a.alpha_key DESC LIMIT ?`,
        ).all(key, limit) as CompanyRow[]
      ).reverse();
    // Overlay rows in alphabetical order (at most `limit` each way), merged into the main rows' runs.
    const changed = overlay().companiesByAlpha;
    const byAlpha = (a: { alpha_key: string }, b: { alpha_key: string }) => compareText(a.alpha_key, b.alpha_key);
    const wanted = (row: OverlayCompany) => !dissolvedOnly || row.status === 'dissolved';
    const firstFrom = (key: string) => lowerBoundBy(changed, key, (row, k) => compareText(row.alphaKey, k));
    const overlayAfter = (key: string, inclusive: boolean, limit: number) => {
      const ids: number[] = [];
      for (let i = firstFrom(key); i < changed.length && ids.length < limit; i++) {
        const row = changed[i]!;
        if ((inclusive || row.alphaKey !== key) && wanted(row)) ids.push(-row.id);
      }
      return rowsAt(ids);
    };
    const overlayBefore = (key: string, limit: number) => {
      const ids: number[] = [];
      for (let i = firstFrom(key) - 1; i >= 0 && ids.length < limit; i--)
        if (wanted(changed[i]!)) ids.push(-changed[i]!.id);
      return rowsAt(ids);
    };
    const after = (key: string, inclusive: boolean, limit: number) =>
      changed.length === 0
        ? mainAfter(key, inclusive, limit)
        : [...mainAfter(key, inclusive, limit), ...overlayAfter(key, inclusive, limit)].sort(byAlpha).slice(0, limit);
    const before = (key: string, limit: number) =>
      changed.length === 0
        ? mainBefore(key, limit)
        : [...mainBefore(key, limit), ...overlayBefore(key, limit)].sort(byAlpha).slice(-limit);
    const key = alphaKey(query.q, '').slice(0, -1);
    // The name nearest q is the top hit on every page, a cursor's too, as the real service.
    const nearest = () => (key ? (after(key, true, 1)[0] ?? before(key, 1)[0]) : undefined);
    if (query.search_above) return { rows: before(query.search_above, query.size), top: nearest() };
    if (query.search_below) return { rows: after(query.search_below, false, query.size), top: nearest() };
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
    const matches = hasAllWords(query.q, true);
    if (!match) return null;
    if (query.search_type === 'previous-name-dissolved') {
      // A company once for each name of its that matches; its first matching name is shown.
      const matched = `SELECT rowid / ${SLOTS} AS pos, min(rowid % ${SLOTS}) AS prev FROM search_previous_names_fts WHERE search_previous_names_fts MATCH ? GROUP BY rowid / ${SLOTS}`;
      const mainHits = prepare(
        `SELECT count(*) FROM (${matched}) m JOIN search_advanced a ON a.pos = m.pos WHERE a.company_status = 'dissolved' ${current('m')}`,
      )
        .pluck()
        .get(match) as number;
      const added = overlay().companies.flatMap((row) => {
        if (row.status !== 'dissolved') return [];
        const previous = row.previous.find((name) => matches(name.words));
        return previous ? [{ row, prev: previous.slot }] : [];
      });
      const hits = mainHits + added.length;
      if (hits === 0 || query.start_index >= hits) return null;
      const end = query.start_index + query.size;
      const main = prepare(
        `SELECT ${COMPANY_COLUMNS}, m.prev FROM (${matched}) m JOIN search_advanced a ON a.pos = m.pos ${COMPANY} WHERE a.company_status = 'dissolved' ${current('m')} ORDER BY m.pos LIMIT ? OFFSET ?`,
      ).all(match, added.length > 0 ? end : query.size, added.length > 0 ? 0 : query.start_index) as CompanyRow[];
      const rows =
        added.length === 0
          ? main
          : mergePositions(
              main.map((row) => row.pos),
              added.map(({ row }) => row),
              end,
            )
              .slice(query.start_index)
              .map((pos) => {
                if (pos > 0) return main.find((row) => row.pos === pos)!;
                const found = added.find(({ row }) => row.id === -pos)!;
                return { ...rowsAt([pos])[0]!, prev: found.prev };
              });
      return envelope(
        'search#previous-name-dissolved',
        hits,
        rows.map((row) => nameItem(row, 'dissolved')),
      );
    }
    const { hits, page } = scan(
      overlay(),
      { status: ['dissolved'], within: [positions('search_companies_fts', match)] },
      [(row) => matches(row.nameWords)],
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

  return { advanced: read(advanced), dissolved: read(dissolved), alphabetical: read(alphabetical) };
}
