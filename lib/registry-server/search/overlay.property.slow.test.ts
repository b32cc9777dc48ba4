// The overlay gives what a full rebuild gives: random activity is applied to a small generated
// dataset and, after each batch, many searches on the incrementally kept index (read on another
// connection, as the app reads it) must answer byte for byte as a fresh rebuild of a copy does.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, type Activity } from '../activity/engine';
import { generateDataset } from '../generator';
import { createAdvancedSearch, type AdvancedSearch } from './advanced';
import { buildSearchIndex } from './build';
import { words } from './normalize';
import { createSearch, type Search, type SearchParams } from './search';

let dir: string;
let path: string;
let activity: Activity;
let reader: Database.Database;
let search: Search;
let advanced: AdvancedSearch;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'search-overlay-'));
  path = join(dir, 'live.sqlite');
  await generateDataset({ path, companies: 400, seed: 11, threads: false, backlog: false });
  activity = createActivity({ dbPath: path, perMinute: 0, log: () => {} });
  reader = new Database(path, { readonly: true });
  search = createSearch(reader);
  advanced = createAdvancedSearch(reader);
}, 120_000);

afterAll(() => {
  activity?.close();
  reader?.close();
  rmSync(dir, { recursive: true, force: true });
});

let copies = 0;
/** A copy of the register as it is now, with its search index built from scratch. */
function rebuiltCopy(): { db: Database.Database; search: Search; advanced: AdvancedSearch } {
  const copyPath = join(dir, `fresh-${copies++}.sqlite`);
  reader.exec(`VACUUM INTO '${copyPath}'`);
  const db = new Database(copyPath);
  buildSearchIndex(db);
  return { db, search: createSearch(db), advanced: createAdvancedSearch(db) };
}

/** Queries drawn from what the changes touched, plus some broad ones. */
function queriesFor(numbers: readonly string[]): string[] {
  const names = reader.prepare('SELECT company_name, body FROM companies WHERE company_number = ?');
  const queries = new Set<string>(['limited', 'a', 'the', 'holdings', 'services ltd', 'john', 'smith', 'xq']);
  for (const number of numbers.slice(0, 25)) {
    queries.add(number);
    queries.add(String(Number(number)));
    const row = names.get(number) as { company_name: string; body: string } | undefined;
    if (!row) continue;
    const nameWords = words(row.company_name);
    queries.add(row.company_name);
    if (nameWords[0]) queries.add(nameWords[0]);
    if (nameWords.length > 1) queries.add(`${nameWords[0]} ${nameWords[1]!.slice(0, 3)}`);
    const previous = (JSON.parse(row.body) as { previous_company_names?: { name: string }[] }).previous_company_names;
    if (previous?.[0]) queries.add(previous[0].name);
  }
  const officers = reader
    .prepare(
      'SELECT o.name FROM officers o JOIN appointments a ON a.officer_id = o.officer_id ORDER BY a.appointed_on DESC, a.appointment_id LIMIT 15',
    )
    .pluck()
    .all() as string[];
  for (const name of officers) {
    queries.add(name);
    const first = words(name)[0];
    if (first) queries.add(first);
  }
  const disqualified = reader
    .prepare('SELECT name FROM disqualified_officers ORDER BY officer_id LIMIT 8')
    .pluck()
    .all() as string[];
  for (const name of disqualified) queries.add(name);
  return [...queries];
}

const RARE_KINDS: [string, number][] = [
  ['officer-appointment-removed', 4],
  ['name-change', 3],
  ['dissolution', 2],
  ['liquidation', 1],
  ['disqualification', 1],
];

const PAGES: Pick<SearchParams, 'items_per_page' | 'start_index'>[] = [
  { items_per_page: 20, start_index: 0 },
  { items_per_page: 7, start_index: 7 },
  { items_per_page: 100, start_index: 100 },
];
const RESTRICTIONS = [undefined, 'active-companies', 'legally-equivalent-company-name'];

function compareSearches(fresh: ReturnType<typeof rebuiltCopy>, queries: readonly string[]): number {
  let compared = 0;
  const same = (label: string, live: unknown, rebuilt: unknown) => {
    expect(JSON.stringify(live), label).toBe(JSON.stringify(rebuilt));
    compared++;
  };
  for (const q of queries) {
    for (const page of PAGES) {
      for (const restrictions of RESTRICTIONS) {
        const params = { q, ...page, restrictions };
        same(
          `companies ${JSON.stringify(params)}`,
          search.searchCompanies(params),
          fresh.search.searchCompanies(params),
        );
      }
      const params = { q, ...page };
      same(`officers ${q}`, search.searchOfficers(params), fresh.search.searchOfficers(params));
      same(
        `disqualified ${q}`,
        search.searchDisqualifiedOfficers(params),
        fresh.search.searchDisqualifiedOfficers(params),
      );
      same(`all ${q}`, search.searchAll(params), fresh.search.searchAll(params));
    }
  }
  return compared;
}

function compareAdvanced(fresh: ReturnType<typeof rebuiltCopy>, queries: readonly string[]): void {
  const same = (label: string, live: unknown, rebuilt: unknown) =>
    expect(JSON.stringify(live), label).toBe(JSON.stringify(rebuilt));
  const filters = [
    { company_status: ['active'] },
    { company_status: ['dissolved', 'liquidation'] },
    { company_type: ['ltd'], company_status: ['active'] },
    { incorporated_from: '2020-01-01' },
    { dissolved_from: '2000-01-01' },
    { sic_codes: ['62012', '70100', '82990'] },
    { location: 'london' },
    { company_name_includes: 'limited', company_name_excludes: 'holdings' },
    {},
  ];
  for (const filter of filters)
    for (const start_index of [0, 5, 60]) {
      const query = { ...filter, size: 20, start_index };
      same(`advanced ${JSON.stringify(query)}`, advanced.advanced(query), fresh.advanced.advanced(query));
    }
  for (const q of queries.slice(0, 30)) {
    for (const search_type of ['best-match', 'previous-name-dissolved', 'alphabetical'] as const) {
      const query = { q, size: 10, start_index: 0, search_type };
      same(`dissolved ${JSON.stringify(query)}`, advanced.dissolved(query), fresh.advanced.dissolved(query));
    }
    const alpha = { q, size: 10, start_index: 0 };
    same(`alphabetical ${q}`, advanced.alphabetical(alpha), fresh.advanced.alphabetical(alpha));
  }
}

describe('the search overlay against a full rebuild', () => {
  it('answers every search as a fresh rebuild does, batch after batch of random changes', () => {
    const touched: string[] = [];
    let compared = 0;
    for (let batch = 0; batch < 6; batch++) {
      // Random changes, and the rare kinds that change search most, asked for by name.
      const applied = [
        ...activity.applyChanges(40),
        ...RARE_KINDS.flatMap(([kind, count]) => activity.applyChanges(count, undefined, kind)),
      ];
      expect(applied.length).toBeGreaterThan(40);
      for (const change of applied) touched.unshift(change.companyNumber);
      const fresh = rebuiltCopy();
      try {
        const queries = queriesFor([...new Set(touched)]);
        compared += compareSearches(fresh, queries);
        compareAdvanced(fresh, queries);
      } finally {
        fresh.db.close();
      }
    }
    // Search really changed: renamed, closed and new companies, new officers and disqualifications.
    // (Officers' main rows are superseded by removed appointments; activity appoints new people only.)
    const count = (sql: string) => reader.prepare(sql).pluck().get() as number;
    const kinds = {
      renamed: count("SELECT count(*) FROM search_overlay_companies WHERE previous_names <> '[]'"),
      closed: count('SELECT count(*) FROM search_overlay_companies WHERE status_rank = 2'),
      incorporated: count(
        "SELECT count(*) FROM search_overlay_companies o WHERE NOT EXISTS (SELECT 1 FROM search_overlay_superseded x JOIN search_companies s ON s.pos = x.pos AND x.kind = 'company' WHERE s.company_number = o.company_number)",
      ),
      officers: count("SELECT count(*) FROM search_overlay_people WHERE kind = 'officer'"),
      supersededOfficers: count("SELECT count(*) FROM search_overlay_superseded WHERE kind = 'officer'"),
      disqualified: count("SELECT count(*) FROM search_overlay_people WHERE kind = 'disqualified'"),
    };
    for (const [kind, n] of Object.entries(kinds)) expect(n, kind).toBeGreaterThan(0);
    expect(compared).toBeGreaterThan(1000);
  }, 300_000);
});
