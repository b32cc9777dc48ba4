// The filterable fields of every company held in memory as typed arrays, loaded once from
// search_advanced and search_sic, so that advanced search costs about as much as its most
// selective filter instead of SQLite visiting and counting every row of every filter
// (hundreds of milliseconds for a broad filter at a million companies, seconds for three).
//
// Each filter is a set of positions whose size is known without reading it: a status, type,
// subtype or SIC code is a sorted list of positions; a date range is a slice of the positions
// sorted by that date (two binary searches); a word filter is the FTS5 index's list. The
// smallest set drives: its positions are tested against the other filters (columns indexed by
// position), the matches marked, and the page read off the marks in position order. Counts are
// exact: every candidate is tested. A query of one filter (status=active) is counted from the
// set's size alone and its page found by walking positions in order until it is full.
//
// Memory: about 40 bytes a company (40 MB at a million), held while the server runs.
import type Database from 'better-sqlite3';

/** A value's code in a column; 0 is "none" (no subtype, no company at this position). */
type Codes = Map<string, number>;

/** Positions grouped by a column's code: list(code) = positions[offsets[code] … offsets[code + 1]). */
interface Grouped {
  readonly positions: Int32Array;
  readonly offsets: Uint32Array;
}

/** Positions sorted by a date: positions[i] has dates[i], dates ascending. */
interface ByDate {
  readonly positions: Int32Array;
  readonly dates: Int32Array;
}

export interface AdvancedColumns {
  /** One past the largest position; the columns are this long. */
  readonly size: number;
  readonly companies: number;
  readonly status: Uint8Array;
  readonly statusCodes: Codes;
  readonly byStatus: Grouped;
  readonly type: Uint8Array;
  readonly typeCodes: Codes;
  readonly byType: Grouped;
  readonly subtype: Uint8Array;
  readonly subtypeCodes: Codes;
  readonly bySubtype: Grouped;
  /** Dates as YYYYMMDD numbers, 0 when absent. */
  readonly created: Int32Array;
  readonly byCreated: ByDate;
  readonly ceased: Int32Array;
  readonly byCeased: ByDate;
  /** The SIC codes of position p are sic[sicStart[p]] … sic[sicStart[p + 1] - 1]. */
  readonly sicStart: Uint32Array;
  readonly sic: Uint16Array;
  readonly sicCodes: Codes;
  readonly bySic: Grouped;
}

/** "2024-03-01" → 20240301; anything else → 0. */
export function dateNumber(date: string | null | undefined): number {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return 0;
  return Number(date.slice(0, 4)) * 10000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
}

function code(codes: Codes, value: string | null): number {
  if (value === null) return 0;
  let found = codes.get(value);
  if (found === undefined) {
    found = codes.size + 1;
    codes.set(value, found);
  }
  return found;
}

/** A counting sort of the positions with a code (code 0 left out), each list in position order. */
function group(column: Uint8Array | Uint16Array, codes: number, from: Int32Array | null): Grouped {
  const offsets = new Uint32Array(codes + 2);
  const each = (visit: (p: number) => void) => {
    if (from) for (let i = 0; i < from.length; i++) visit(from[i]!);
    else for (let p = 0; p < column.length; p++) visit(p);
  };
  each((p) => {
    offsets[column[p]! + 1]!++;
  });
  offsets[1] = 0; // code 0: not listed
  for (let c = 1; c <= codes + 1; c++) offsets[c]! += offsets[c - 1]!;
  const positions = new Int32Array(offsets[codes + 1]!);
  const next = offsets.slice();
  each((p) => {
    const c = column[p]!;
    if (c !== 0) positions[next[c]!++] = p;
  });
  return { positions, offsets };
}

// Sorting (date, position) pairs packed in one float: date × 2^24 + position (exact below 2^53).
const POSITION_LIMIT = 1 << 24;
function sortByDate(dates: Int32Array): ByDate {
  let count = 0;
  for (let p = 0; p < dates.length; p++) if (dates[p] !== 0) count++;
  const keys = new Float64Array(count);
  let k = 0;
  for (let p = 0; p < dates.length; p++) if (dates[p] !== 0) keys[k++] = dates[p]! * POSITION_LIMIT + p;
  keys.sort();
  const positions = new Int32Array(count);
  const sorted = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    positions[i] = keys[i]! % POSITION_LIMIT;
    sorted[i] = Math.floor(keys[i]! / POSITION_LIMIT);
  }
  return { positions, dates: sorted };
}

export function loadAdvancedColumns(db: Database.Database): AdvancedColumns {
  const size = ((db.prepare('SELECT max(pos) FROM search_advanced').pluck().get() as number | null) ?? 0) + 1;
  if (size > POSITION_LIMIT) throw new Error(`advanced search: more than ${POSITION_LIMIT} companies`);
  const status = new Uint8Array(size);
  const type = new Uint8Array(size);
  const subtype = new Uint8Array(size);
  const created = new Int32Array(size);
  const ceased = new Int32Array(size);
  const statusCodes: Codes = new Map();
  const typeCodes: Codes = new Map();
  const subtypeCodes: Codes = new Map();
  let companies = 0;
  const rows = db
    .prepare(
      'SELECT pos, company_status, company_type, company_subtype, date_of_creation, date_of_cessation FROM search_advanced',
    )
    .raw();
  for (const row of rows.iterate() as Iterable<[number, string, string, string | null, string | null, string | null]>) {
    const pos = row[0];
    status[pos] = code(statusCodes, row[1]);
    type[pos] = code(typeCodes, row[2]);
    subtype[pos] = code(subtypeCodes, row[3]);
    created[pos] = dateNumber(row[4]);
    ceased[pos] = dateNumber(row[5]);
    companies++;
  }
  if (statusCodes.size > 255 || typeCodes.size > 255 || subtypeCodes.size > 255)
    throw new Error('advanced search: more than 255 distinct statuses, types or subtypes');

  // search_sic is ordered by (code, position): its rows are bySic as they come.
  const sicCodes: Codes = new Map();
  let pairPos = new Int32Array(1 << 16);
  let pairCode = new Uint16Array(1 << 16);
  let count = 0;
  for (const [pos, sicCode] of db.prepare('SELECT pos, sic_code FROM search_sic').raw().iterate() as Iterable<
    [number, string]
  >) {
    if (count === pairPos.length) {
      const grownPos = new Int32Array(count * 2);
      grownPos.set(pairPos);
      pairPos = grownPos;
      const grownCode = new Uint16Array(count * 2);
      grownCode.set(pairCode);
      pairCode = grownCode;
    }
    pairPos[count] = pos;
    pairCode[count] = code(sicCodes, sicCode);
    count++;
  }
  if (sicCodes.size > 65535) throw new Error('advanced search: more than 65,535 distinct SIC codes');
  pairPos = pairPos.slice(0, count);
  pairCode = pairCode.slice(0, count);
  const bySic = group(pairCode, sicCodes.size, null);
  // group() over pairCode lists pair indexes; turn them into positions.
  const sicPositions = new Int32Array(bySic.positions.length);
  for (let i = 0; i < sicPositions.length; i++) sicPositions[i] = pairPos[bySic.positions[i]!]!;
  // A company's own codes: counting sort of the pairs by position.
  const sicStart = new Uint32Array(size + 1);
  for (let i = 0; i < count; i++) sicStart[pairPos[i]! + 1]!++;
  for (let p = 0; p < size; p++) sicStart[p + 1]! += sicStart[p]!;
  const next = sicStart.slice(0, size);
  const sic = new Uint16Array(count);
  for (let i = 0; i < count; i++) sic[next[pairPos[i]!]!++] = pairCode[i]!;

  return {
    size,
    companies,
    status,
    statusCodes,
    byStatus: group(status, statusCodes.size, null),
    type,
    typeCodes,
    byType: group(type, typeCodes.size, null),
    subtype,
    subtypeCodes,
    bySubtype: group(subtype, subtypeCodes.size, null),
    created,
    byCreated: sortByDate(created),
    ceased,
    byCeased: sortByDate(ceased),
    sicStart,
    sic,
    sicCodes,
    bySic: { positions: sicPositions, offsets: bySic.offsets },
  };
}

/** What a query asks of the columns; absent fields do not filter. */
export interface ColumnFilter {
  status?: readonly string[];
  type?: readonly string[];
  subtype?: readonly string[];
  sicCodes?: readonly string[];
  /** Inclusive YYYYMMDD bounds. */
  createdFrom?: number;
  createdTo?: number;
  ceasedFrom?: number;
  ceasedTo?: number;
  /** Sorted position lists that a match must be in (every one). */
  within?: readonly Int32Array[];
  /** A sorted list of distinct positions that a match must not be in. */
  without?: Int32Array;
}

/** A lookup table over a column's codes: 1 for the codes of the wanted values. */
function wanted(codes: Codes, values: readonly string[] | undefined): Uint8Array | null {
  if (!values || values.length === 0) return null;
  const table = new Uint8Array(codes.size + 1);
  for (const value of values) {
    const found = codes.get(value);
    if (found !== undefined) table[found] = 1;
  }
  return table;
}

function bitsOf(positions: Int32Array, size: number): Uint32Array {
  const bits = new Uint32Array((size >>> 5) + 1);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    bits[p >>> 5]! |= 1 << (p & 31);
  }
  return bits;
}

/** A filter's candidates: position lists (slices), how many, and whether that is the exact count. */
interface Candidates {
  readonly lists: Int32Array[];
  readonly count: number;
  readonly exact: boolean;
  /** Each list in position order (a date range's is in date order). */
  readonly sorted: boolean;
}

function listsOf(grouped: Grouped, table: Uint8Array | null): Candidates | null {
  if (table === null) return null;
  const lists: Int32Array[] = [];
  for (let c = 1; c < table.length; c++)
    if (table[c] === 1) lists.push(grouped.positions.subarray(grouped.offsets[c]!, grouped.offsets[c + 1]!));
  return { lists, count: lists.reduce((sum, list) => sum + list.length, 0), exact: true, sorted: true };
}

/** The first index whose date is ≥ `date` (or > it when `after`). */
function search(dates: Int32Array, date: number, after: boolean): number {
  let lo = 0;
  let hi = dates.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (dates[mid]! < date || (after && dates[mid] === date)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function rangeOf(byDate: ByDate, from: number | undefined, to: number | undefined): Candidates | null {
  if (from === undefined && to === undefined) return null;
  const lo = from === undefined ? 0 : search(byDate.dates, from, false);
  const hi = to === undefined ? byDate.dates.length : search(byDate.dates, to, true);
  const list = byDate.positions.subarray(lo, Math.max(lo, hi));
  return { lists: [list], count: list.length, exact: true, sorted: false };
}

/**
 * Every position passing the filter, in position order: the number of them, and those at
 * indexes [start, start + pageSize) of that order.
 */
export function scanColumns(
  columns: AdvancedColumns,
  filter: ColumnFilter,
  start: number,
  pageSize: number,
): { hits: number; page: number[] } {
  const statusOk = wanted(columns.statusCodes, filter.status);
  const typeOk = wanted(columns.typeCodes, filter.type);
  const subtypeOk = wanted(columns.subtypeCodes, filter.subtype);
  const sicOk = wanted(columns.sicCodes, filter.sicCodes);
  // A missing date (0) fails any bound on it, as SQL's NULL comparisons do.
  const createdFrom = filter.createdFrom ?? (filter.createdTo !== undefined ? 1 : -1);
  const createdTo = filter.createdTo ?? 2147483647;
  const ceasedFrom = filter.ceasedFrom ?? (filter.ceasedTo !== undefined ? 1 : -1);
  const ceasedTo = filter.ceasedTo ?? 2147483647;
  const { status, type, subtype, created, ceased, sicStart, sic, size } = columns;

  const sets: Candidates[] = [
    listsOf(columns.byStatus, statusOk),
    listsOf(columns.byType, typeOk),
    listsOf(columns.bySubtype, subtypeOk),
    // A company under two of the codes is in two lists: the sum is not the count.
    ...(sicOk ? [{ ...listsOf(columns.bySic, sicOk)!, exact: (filter.sicCodes?.length ?? 0) <= 1 }] : []),
    rangeOf(columns.byCreated, filter.createdFrom, filter.createdTo),
    rangeOf(columns.byCeased, filter.ceasedFrom, filter.ceasedTo),
    ...(filter.within ?? []).map((list) => ({ lists: [list], count: list.length, exact: true, sorted: true })),
  ].filter((set): set is Candidates => set !== null);
  sets.sort((a, b) => a.count - b.count);
  const words = [...(filter.within ?? [])];
  const excludedList = filter.without && filter.without.length > 0 ? filter.without : null;
  const wordBits = words.map((list) => bitsOf(list, size));
  const excluded = excludedList ? bitsOf(excludedList, size) : null;

  const sicTest = (p: number) => {
    for (let k = sicStart[p]!, last = sicStart[p + 1]!; k < last; k++) if (sicOk![sic[k]!] === 1) return true;
    return false;
  };
  const bitTest = (p: number) => {
    for (const bits of wordBits) if ((bits[p >>> 5]! & (1 << (p & 31))) === 0) return false;
    return excluded === null || (excluded[p >>> 5]! & (1 << (p & 31))) === 0;
  };
  const needBits = wordBits.length > 0 || excluded !== null;
  // Positions without a company (none in a built index, but the columns start at 0) have status 0.
  const test = (p: number) =>
    p < size &&
    status[p] !== 0 &&
    (statusOk === null || statusOk[status[p]!] === 1) &&
    (typeOk === null || typeOk[type[p]!] === 1) &&
    (subtypeOk === null || subtypeOk[subtype[p]!] === 1) &&
    created[p]! >= createdFrom &&
    created[p]! <= createdTo &&
    ceased[p]! >= ceasedFrom &&
    ceased[p]! <= ceasedTo &&
    (sicOk === null || sicTest(p)) &&
    (!needBits || bitTest(p));

  const end = start + pageSize;
  // One exactly counted filter of lists in position order (or none), perhaps less excluded
  // words: the count without visiting the matches; the page by walking positions in order
  // until it is full. (A date range's slice is in date order: it goes the marking way.)
  const only = sets[0];
  if (sets.length === 0 || (sets.length === 1 && only!.exact && only!.sorted)) {
    let hits = only ? only.count : columns.companies;
    // Excluded words alone: every excluded position is a company the count held.
    if (excludedList && !only) hits -= excludedList.length;
    else if (excludedList) for (let i = 0; i < excludedList.length; i++) if (test2(excludedList[i]!)) hits--;
    // One list in position order: the page is a slice of it.
    if (only && only.sorted && only.lists.length === 1 && !excludedList)
      return { hits, page: Array.from(only.lists[0]!.subarray(start, end)) };
    const page: number[] = [];
    // From the set's first position: a status of closed companies starts past the live ones.
    const first = only ? Math.min(...only.lists.map((list) => (list.length > 0 ? list[0]! : size))) : 1;
    for (let p = first, seen = 0; p < size && seen < Math.min(end, hits); p++)
      if (test(p)) {
        if (seen >= start) page.push(p);
        seen++;
      }
    return { hits, page };
  }

  // A date range alone: its slice is the answer, out of position order. (Testing each of its
  // positions would read three columns at random places: a cache miss each.)
  if (sets.length === 1 && only!.exact && !excludedList && only!.lists.length === 1) {
    const sorted = Int32Array.from(only!.lists[0]!).sort();
    return { hits: sorted.length, page: Array.from(sorted.subarray(start, end)) };
  }

  // The smallest set drives. A small one's matches are sorted (a SIC union may hold a company
  // twice: sorted, the repeats sit together); a large one's are marked, then read in order.
  if (only!.count * 16 < size) {
    const matched = new Int32Array(only!.count);
    let found = 0;
    for (const list of only!.lists)
      for (let i = 0; i < list.length; i++) {
        const p = list[i]!;
        if (test(p)) matched[found++] = p;
      }
    const sorted = matched.subarray(0, found).sort();
    const page: number[] = [];
    let hits = 0;
    for (let i = 0; i < sorted.length; i++) {
      if (i > 0 && sorted[i] === sorted[i - 1]) continue;
      if (hits >= start && hits < end) page.push(sorted[i]!);
      hits++;
    }
    return { hits, page };
  }
  const marks = new Uint8Array((size + 3) & ~3);
  let hits = 0;
  for (const list of only!.lists)
    for (let i = 0; i < list.length; i++) {
      const p = list[i]!;
      if (marks[p] === 0 && test(p)) {
        marks[p] = 1;
        hits++;
      }
    }
  const page: number[] = [];
  if (start < hits) {
    const quads = new Uint32Array(marks.buffer);
    let seen = 0;
    for (let q = 0; q < quads.length && seen < end; q++) {
      if (quads[q] === 0) continue;
      for (let p = q * 4; p < q * 4 + 4; p++)
        if (marks[p] === 1) {
          if (seen >= start && seen < end) page.push(p);
          seen++;
        }
    }
  }
  return { hits, page };

  /** An excluded position that the one filter (and the columns) would otherwise have kept. */
  function test2(p: number) {
    return p < size && status[p] !== 0 && testWithoutExclusion(p);
  }
  function testWithoutExclusion(p: number) {
    return (
      (statusOk === null || statusOk[status[p]!] === 1) &&
      (typeOk === null || typeOk[type[p]!] === 1) &&
      (subtypeOk === null || subtypeOk[subtype[p]!] === 1) &&
      created[p]! >= createdFrom &&
      created[p]! <= createdTo &&
      ceased[p]! >= ceasedFrom &&
      ceased[p]! <= ceasedTo &&
      (sicOk === null || sicTest(p)) &&
      inWords(p)
    );
  }
  function inWords(p: number) {
    for (const bits of wordBits) if ((bits[p >>> 5]! & (1 << (p & 31))) === 0) return false;
    return true;
  }
}
