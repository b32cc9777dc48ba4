// Benchmark of search kept fresh by its overlay (lib/registry-server/search/overlay/; prints
// numbers, not a test): the time of a change's transaction with its overlay write, and search
// latency with the overlay empty, then holding `--changes` changed companies, and right after
// each change (a reader catching up).
//   npx tsx --conditions=react-server bench/search-overlay.ts [--companies 1000000] [--changes 5000] [--queries 300] [--synthetic-from .data/e2e.sqlite] [--db path]
// The dataset is .data/bench/search-overlay-<companies>.sqlite, made companies-only from the
// generated dataset given with --synthetic-from (bench/advanced-synthetic.ts; about two
// minutes at a million), or the file given with --db. It is changed: an overlay left by an
// earlier run is folded in by a rebuild first.
import { existsSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { buildSearchIndex, createSearch, type SearchParams } from '../lib/registry-server/search';
import { createAdvancedSearch } from '../lib/registry-server/search/advanced';
import { words } from '../lib/registry-server/search/normalize';
import { createOverlayWriter } from '../lib/registry-server/search/overlay';
import { fillFromDataset } from './advanced-synthetic';
import { option, quantiles } from './support';

const COMPANIES = option('companies', 1_000_000);
const CHANGES = option('changes', 5000);
const QUERIES = option('queries', 300);
const arg = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const SYNTHETIC_FROM = arg('synthetic-from') ?? join('.data', 'e2e.sqlite');
const DB_PATH = arg('db') ?? join('.data', 'bench', `search-overlay-${COMPANIES}.sqlite`);

/** A deterministic sequence in [0, 1). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function main() {
  console.log(
    `search overlay benchmark: ${DB_PATH}, ${CHANGES} changes, ${QUERIES} queries a pass, node ${process.version}`,
  );
  console.log(`load average at start: ${load()} on ${os.cpus().length} CPUs`);
  mkdirSync(dirname(DB_PATH), { recursive: true });
  if (!existsSync(DB_PATH)) {
    const started = performance.now();
    fillFromDataset({ from: SYNTHETIC_FROM, path: DB_PATH, companies: COMPANIES });
    console.log(`dataset from ${SYNTHETIC_FROM} written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const writer = new Database(DB_PATH);
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = NORMAL');
  const folded = () => writer.prepare('SELECT count(*) FROM search_overlay_companies').pluck().get() as number;
  if (!writer.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_overlay_companies'").get() || folded() > 0) {
    const started = performance.now();
    buildSearchIndex(writer);
    console.log(
      `search index rebuilt (folding an earlier run in) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const overlay = createOverlayWriter(writer)!;
  const total = writer.prepare('SELECT count(*) FROM companies').pluck().get() as number;
  const rand = random(7);
  // Companies by search position (companies is WITHOUT ROWID).
  const numbers = writer.prepare('SELECT company_number FROM search_companies WHERE pos = ?').pluck();
  const names = writer
    .prepare(
      'SELECT c.company_name FROM search_companies s JOIN companies c ON c.company_number = s.company_number WHERE s.pos = ?',
    )
    .pluck();
  const pick = () => 1 + Math.floor(rand() * total);

  // Queries: first words and two-word prefixes of names spread over the register, and filters.
  const queries: SearchParams[] = [];
  for (let i = 0; queries.length < QUERIES; i++) {
    const name = names.get(pick()) as string | undefined;
    const nameWords = words(name ?? '');
    if (nameWords.length === 0) continue;
    const q = i % 3 === 0 && nameWords[1] ? `${nameWords[0]} ${nameWords[1].slice(0, 3)}` : nameWords[0]!;
    queries.push({
      q,
      items_per_page: 20,
      start_index: i % 5 === 0 ? 20 : 0,
      ...(i % 4 === 0 ? { restrictions: 'active-companies' } : {}),
    });
  }
  const reader = new Database(DB_PATH, { readonly: true });
  const search = createSearch(reader);
  const advanced = createAdvancedSearch(reader);
  const advancedQueries = [
    { company_status: ['active'] },
    { company_status: ['dissolved'], incorporated_from: '2010-01-01' },
    { company_type: ['ltd'], company_status: ['active'], sic_codes: ['62012'] },
    { company_name_includes: 'services', location: 'london' },
  ].map((filter) => ({ ...filter, size: 20, start_index: 0 }));

  const timed = (work: () => unknown) => {
    const started = performance.now();
    work();
    return performance.now() - started;
  };
  const pass = (label: string) => {
    for (const q of queries.slice(0, 20)) search.searchCompanies(q); // warm
    const companies = queries.map((q) => timed(() => search.searchCompanies(q)));
    const all = queries.slice(0, 100).map((q) => timed(() => search.searchAll(q)));
    const adv = advancedQueries.flatMap((q) => [0, 1, 2].map(() => timed(() => advanced.advanced(q))));
    console.log(`${label}: load ${load()}`);
    console.log(`  /search/companies ms`, quantiles(companies, 2));
    console.log(`  /search ms          `, quantiles(all, 2));
    console.log(`  advanced search ms  `, quantiles(adv, 2), '(first of each includes loading the columns when new)');
  };

  pass('overlay empty');

  // Changes: renames (the old name kept as a previous one), dissolutions and incorporations.
  const read = writer.prepare('SELECT company_name, body FROM companies WHERE company_number = ?');
  const put = writer.prepare(
    'UPDATE companies SET company_name = ?, company_status = ?, body = ? WHERE company_number = ?',
  );
  const insert = writer.prepare(
    'INSERT INTO companies (company_number, company_name, company_status, type, date_of_creation, body) VALUES (?, ?, ?, ?, ?, ?)',
  );
  // New numbers past an earlier run's.
  let incorporated = writer
    .prepare("SELECT count(*) FROM companies WHERE company_number LIKE 'X%'")
    .pluck()
    .get() as number;
  const change = (i: number) => {
    const kind = i % 10;
    if (kind < 3) {
      const number = `X${String(++incorporated).padStart(7, '0')}`;
      const name = `${names.get(pick()) as string} ${incorporated}`;
      const body = JSON.stringify({
        company_name: name,
        company_number: number,
        company_status: 'active',
        type: 'ltd',
        date_of_creation: '2026-11-26',
        registered_office_address: { locality: 'London', postal_code: 'EC1A 1AA' },
        sic_codes: ['62012'],
      });
      overlay.company(number, () => insert.run(number, name, 'active', 'ltd', '2026-11-26', body));
      return;
    }
    const number = numbers.get(pick()) as string;
    const row = read.get(number) as { company_name: string; body: string };
    const body = JSON.parse(row.body) as Record<string, unknown>;
    if (kind < 7) {
      const name = `${names.get(pick()) as string} ${i}`;
      body.previous_company_names = [
        { name: row.company_name, effective_from: '2000-01-01', ceased_on: '2026-11-26' },
        ...((body.previous_company_names as unknown[]) ?? []),
      ];
      body.company_name = name;
      overlay.company(number, () => put.run(name, body.company_status, JSON.stringify(body), number));
    } else {
      body.company_status = 'dissolved';
      body.date_of_cessation = '2026-11-26';
      overlay.company(number, () => put.run(row.company_name, 'dissolved', JSON.stringify(body), number));
    }
  };
  const applyOne = writer.transaction((i: number) => change(i));
  const changeTimes: number[] = [];
  const afterOne: number[] = [];
  const afterMany: number[] = [];
  for (let i = 0; i < CHANGES; i++) {
    changeTimes.push(timed(() => applyOne(i)));
    // Every 25th change, a search catches up with the 24 changes since the last one (a reader that
    // was idle); every 25th + 1, with the one change just made (searches between changes, the app's case).
    if (i % 25 === 0) afterMany.push(timed(() => search.searchCompanies(queries[i % queries.length]!)));
    if (i % 25 === 1) afterOne.push(timed(() => search.searchCompanies(queries[i % queries.length]!)));
  }
  console.log(`${CHANGES} change transactions with their overlay write: load ${load()}`);
  console.log('  change + overlay write ms', quantiles(changeTimes, 2), 'max', Math.max(...changeTimes).toFixed(2));
  const worst = (times: number[]) => Math.max(...times).toFixed(2);
  console.log('  first search after one change ms', quantiles(afterOne, 2), 'max', worst(afterOne));
  console.log('  first search after 24 changes ms', quantiles(afterMany, 2), 'max', worst(afterMany));
  const size = writer
    .prepare('SELECT (SELECT count(*) FROM search_overlay_companies), (SELECT count(*) FROM search_overlay_superseded)')
    .raw()
    .get() as number[];
  console.log(`  overlay: ${size[0]} companies, ${size[1]} superseded main rows`);

  pass(`overlay of ${size[0]} companies`);
  reader.close();
  writer.close();
}

main();
