// scanColumns against a plain filter of the same rows, over random queries: every path (one
// exactly counted filter, a slice of one list, excluded words alone and with a filter, the
// smallest set driving with marks, SIC unions that overlap, date slices) and every paging depth.
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AdvancedColumns,
  type ColumnFilter,
  dateNumber,
  loadAdvancedColumns,
  scanColumns,
} from './advanced-columns';

interface Row {
  pos: number;
  status: string;
  type: string;
  subtype: string | null;
  created: string | null;
  ceased: string | null;
  sics: string[];
}

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATUSES = ['active', 'dissolved', 'liquidation', 'administration'];
const TYPES = ['ltd', 'plc', 'llp'];
const SUBTYPES = ['community-interest-company', 'private-fund-limited-partnership'];
const SICS = ['62012', '70100', '68209', '41100', '99999'];
const rand = random(7);
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const some = <T>(list: readonly T[]) => list.filter(() => rand() < 0.4);
const date = () =>
  `${1990 + Math.floor(rand() * 30)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;

let rows: Row[];
let columns: AdvancedColumns;

beforeAll(() => {
  const db = new Database(':memory:');
  db.exec(`
    CREATE TABLE search_advanced (pos INTEGER PRIMARY KEY, company_status TEXT NOT NULL, company_type TEXT NOT NULL,
      company_subtype TEXT, date_of_creation TEXT, date_of_cessation TEXT, alpha_key TEXT NOT NULL);
    CREATE TABLE search_sic (sic_code TEXT NOT NULL, pos INTEGER NOT NULL, PRIMARY KEY (sic_code, pos)) WITHOUT ROWID;
  `);
  rows = [];
  const insert = db.prepare('INSERT INTO search_advanced VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertSic = db.prepare('INSERT INTO search_sic VALUES (?, ?)');
  // Positions from 1, with a gap (a position without a company) at 50.
  for (let pos = 1; pos <= 600; pos++) {
    if (pos === 50) continue;
    const status = rand() < 0.6 ? 'active' : pick(STATUSES);
    const row: Row = {
      pos,
      status,
      type: rand() < 0.8 ? 'ltd' : pick(TYPES),
      subtype: rand() < 0.1 ? pick(SUBTYPES) : null,
      created: rand() < 0.95 ? date() : null,
      ceased: status === 'dissolved' ? date() : null,
      sics: [...new Set(Array.from({ length: Math.floor(rand() * 4) }, () => pick(SICS)))],
    };
    rows.push(row);
    insert.run(pos, row.status, row.type, row.subtype, row.created, row.ceased, `K${pos}`);
    for (const sic of row.sics) insertSic.run(sic, pos);
  }
  columns = loadAdvancedColumns(db);
  db.close();
});

/** Sorted distinct positions of a random share of the rows. */
const positionsOf = (share: number) => Int32Array.from(rows.filter(() => rand() < share).map((row) => row.pos));

function plain(filter: ColumnFilter): number[] {
  const has = (list: Int32Array, pos: number) => list.includes(pos);
  return rows
    .filter(
      (row) =>
        (!filter.status?.length || filter.status.includes(row.status)) &&
        (!filter.type?.length || filter.type.includes(row.type)) &&
        (!filter.subtype?.length || (row.subtype !== null && filter.subtype.includes(row.subtype))) &&
        (!filter.sicCodes?.length || row.sics.some((sic) => filter.sicCodes!.includes(sic))) &&
        (filter.createdFrom === undefined || (row.created !== null && dateNumber(row.created) >= filter.createdFrom)) &&
        (filter.createdTo === undefined || (row.created !== null && dateNumber(row.created) <= filter.createdTo)) &&
        (filter.ceasedFrom === undefined || (row.ceased !== null && dateNumber(row.ceased) >= filter.ceasedFrom)) &&
        (filter.ceasedTo === undefined || (row.ceased !== null && dateNumber(row.ceased) <= filter.ceasedTo)) &&
        (filter.within ?? []).every((list) => has(list, row.pos)) &&
        !(filter.without && has(filter.without, row.pos)),
    )
    .map((row) => row.pos);
}

function randomFilter(): ColumnFilter {
  const filter: ColumnFilter = {};
  const parts = Math.floor(rand() * 4);
  for (let i = 0; i < parts; i++) {
    const which = Math.floor(rand() * 8);
    if (which === 0) filter.status = some(STATUSES).concat(rand() < 0.1 ? ['removed'] : []);
    if (which === 1) filter.type = some(TYPES);
    if (which === 2) filter.subtype = some(SUBTYPES);
    if (which === 3) filter.sicCodes = some(SICS);
    if (which === 4) {
      if (rand() < 0.7) filter.createdFrom = dateNumber(date());
      if (rand() < 0.7) filter.createdTo = dateNumber(date());
    }
    if (which === 5) {
      if (rand() < 0.7) filter.ceasedFrom = dateNumber(date());
      if (rand() < 0.7) filter.ceasedTo = dateNumber(date());
    }
    if (which === 6) filter.within = [...(filter.within ?? []), positionsOf(rand())];
    if (which === 7) filter.without = positionsOf(rand() * 0.5);
  }
  return filter;
}

describe('scanColumns', () => {
  it('loads every company, with the gap left empty', () => {
    expect(columns.companies).toBe(599);
    expect(scanColumns(columns, {}, 0, 1000).page).toEqual(rows.map((row) => row.pos));
  });

  it('counts and pages exactly as a plain filter, over 600 random queries', () => {
    for (let i = 0; i < 600; i++) {
      const filter = randomFilter();
      const expected = plain(filter);
      const start = [0, 0, 5, Math.floor(expected.length / 2), Math.max(0, expected.length - 3)][i % 5]!;
      const size = 1 + Math.floor(rand() * 30);
      const { hits, page } = scanColumns(columns, filter, start, size);
      expect({ filter, hits }).toEqual({ filter, hits: expected.length });
      expect({ filter, start, size, page }).toEqual({ filter, start, size, page: expected.slice(start, start + size) });
    }
  });

  it('counts overlapping SIC codes once', () => {
    const filter = { sicCodes: SICS };
    expect(scanColumns(columns, filter, 0, 5).hits).toBe(plain(filter).length);
  });

  it('matches nothing for values the data does not have', () => {
    expect(scanColumns(columns, { status: ['removed'] }, 0, 20)).toEqual({ hits: 0, page: [] });
    expect(scanColumns(columns, { createdFrom: 20500101 }, 0, 20)).toEqual({ hits: 0, page: [] });
  });
});
