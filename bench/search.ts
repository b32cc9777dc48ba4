// Search benchmark: generates (or reuses) a dataset, builds the search index, runs a fixed
// deterministic mix of queries against the search functions directly, and prints
// p50/p95/p99 latencies per query type and overall, plus the index build time.
//
//   npx tsx --conditions=react-server bench/search.ts [--companies 100000] [--seed 1]
//       [--queries 200] [--regenerate] [--reuse-index] [--synthetic] [--json]
//
// Datasets live under .data/bench/ (gitignored): registry-<companies>-<seed>.sqlite from
// the real generator (lib/registry-server/generator), or synthetic-<companies>-<seed>.sqlite
// with --synthetic (bench/search-synthetic.ts, for working on the index without the generator).
import Database from 'better-sqlite3';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSearchIndex, createSearch, type SearchParams } from '../lib/registry-server/search';
import { LEGAL_FORM_WORDS, words } from '../lib/registry-server/search/normalize';
import { generateSyntheticDataset, random } from './search-synthetic';

interface Options {
  companies: number;
  seed: number;
  queries: number;
  regenerate: boolean;
  reuseIndex: boolean;
  synthetic: boolean;
  json: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    companies: 100_000,
    seed: 1,
    queries: 200,
    regenerate: false,
    reuseIndex: false,
    synthetic: false,
    json: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined || !/^\d+$/.test(next.replace(/_/g, ''))) throw new Error(`${arg} needs a number`);
      return Number(next.replace(/_/g, ''));
    };
    if (arg === '--companies') options.companies = value();
    else if (arg === '--seed') options.seed = value();
    else if (arg === '--queries') options.queries = value();
    else if (arg === '--regenerate') options.regenerate = true;
    else if (arg === '--reuse-index') options.reuseIndex = true;
    else if (arg === '--synthetic') options.synthetic = true;
    else if (arg === '--json') options.json = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

type Generate = (options: { path: string; companies: number; seed: number }) => unknown;

async function realGenerator(): Promise<Generate> {
  // Imported by path at run time, so this file compiles before the generator exists.
  const modulePath = '../lib/registry-server/generator';
  const generator = (await import(modulePath)) as { generateDataset?: Generate };
  if (typeof generator.generateDataset !== 'function')
    throw new Error('lib/registry-server/generator exports no generateDataset');
  return generator.generateDataset;
}

async function dataset(options: Options): Promise<{ file: string; generateMs?: number }> {
  const dir = path.resolve('.data/bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(
    dir,
    `${options.synthetic ? 'synthetic' : 'registry'}-${options.companies}-${options.seed}.sqlite`,
  );
  if (existsSync(file) && !options.regenerate) return { file };
  for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  const started = performance.now();
  if (options.synthetic) generateSyntheticDataset({ path: file, companies: options.companies, seed: options.seed });
  else await (await realGenerator())({ path: file, companies: options.companies, seed: options.seed });
  return { file, generateMs: performance.now() - started };
}

interface Sample {
  type: string;
  endpoint: 'searchCompanies' | 'searchOfficers' | 'searchDisqualifiedOfficers' | 'searchAll';
  params: SearchParams;
}

/** The query mix, drawn with a fixed seed from the dataset itself (so common words come up as often as they occur). */
function queryMix(db: Database.Database, options: Options): Sample[] {
  const rand = random(options.seed * 7919 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const companyCount = (db.prepare('SELECT count(*) FROM search_companies').pluck().get() as number) || 1;
  const companyAt = db.prepare(
    'SELECT c.company_number, c.company_name FROM search_companies s JOIN companies c ON c.company_number = s.company_number WHERE s.pos = ?',
  );
  const officerCount = (db.prepare('SELECT count(*) FROM search_officers').pluck().get() as number) || 1;
  const officerAt = db
    .prepare('SELECT o.name FROM search_officers s JOIN officers o ON o.officer_id = s.officer_id WHERE s.pos = ?')
    .pluck();
  const randomCompany = () =>
    companyAt.get(1 + Math.floor(rand() * companyCount)) as { company_number: string; company_name: string };
  const nameWords = (name: string) => words(name).filter((word) => !LEGAL_FORM_WORDS.has(word));
  // Most searches ask for the first page; some page deeper, up to the reachable window.
  const page = (): Pick<SearchParams, 'items_per_page' | 'start_index'> =>
    rand() < 0.8
      ? { items_per_page: 20, start_index: 0 }
      : { items_per_page: 20, start_index: 20 * Math.floor(rand() * 49) };

  const samples: Sample[] = [];
  const add = (type: string, q: string, endpoint: Sample['endpoint'] = 'searchCompanies') =>
    samples.push({ type, endpoint, params: { q, ...page() } });
  for (let i = 0; i < options.queries; i++) {
    let found = nameWords(randomCompany().company_name);
    add('one word', pick(found.length > 0 ? found : ['services']));
    do found = nameWords(randomCompany().company_name);
    while (found.length < 2);
    add('two words', `${found[0]} ${found[1]}`);
    const word = pick(
      nameWords(randomCompany().company_name)
        .filter((w) => w.length >= 3)
        .concat(['ser']),
    );
    add('3-letter prefix', word.slice(0, 3));
    const number = randomCompany().company_number;
    // Some as typed without leading zeros or in lower case: padded back by the search.
    add('company number', rand() < 0.3 ? number.replace(/^0+/, '') : rand() < 0.5 ? number.toLowerCase() : number);
  }
  for (const q of [
    'limited',
    'services',
    'uk',
    'a',
    'lim',
    'the',
    'ltd',
    'group',
    'uk services',
    'uk ltd',
    'the uk',
    'a b',
    'services limited',
    'holdings uk',
  ]) {
    for (let i = 0; i < Math.max(1, Math.floor(options.queries / 20)); i++) add('common words', q);
  }
  for (let i = 0; i < Math.max(10, Math.floor(options.queries / 4)); i++) {
    const name = officerAt.get(1 + Math.floor(rand() * officerCount)) as string | undefined;
    const officerWords = name ? words(name) : ['smith'];
    const q = rand() < 0.5 ? officerWords.slice(0, 2).reverse().join(' ') : (officerWords[0] ?? 'smith');
    add('officer name', q, 'searchOfficers');
    add('all (officer name)', q, 'searchAll');
    add('disqualified name', q, 'searchDisqualifiedOfficers');
  }
  // Names many officers share, and words of the formation agents' names: their corporate
  // secretaries hold thousands of appointments each (first page only, so no draws from rand).
  for (const q of ['smith', 'john', 'david', 'john smith', 'chancery', 'nominees', 'registrars', 'secretaries']) {
    for (let i = 0; i < Math.max(1, Math.floor(options.queries / 40)); i++) {
      samples.push({
        type: 'officer common words',
        endpoint: 'searchOfficers',
        params: { q, items_per_page: 20, start_index: 0 },
      });
      samples.push({
        type: 'all (officer common words)',
        endpoint: 'searchAll',
        params: { q, items_per_page: 20, start_index: 0 },
      });
    }
  }
  return samples;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summarise(times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const { file, generateMs } = await dataset(options);
  const db = new Database(file);
  // WAL for the index build; put back before closing (the registry holds rollback-journal
  // files in exclusive mode, its fast path).
  db.pragma('journal_mode = WAL');

  const hasIndex = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_meta'").get() !== undefined;
  let buildMs: number | undefined;
  let buildCpuMs: number | undefined;
  const steps: [string, number, number][] = [];
  if (!options.reuseIndex || !hasIndex) {
    const cpu = process.cpuUsage();
    let stepCpu = process.cpuUsage();
    const started = performance.now();
    buildSearchIndex(db, {
      onStep: (step, ms) => {
        const used = process.cpuUsage(stepCpu);
        stepCpu = process.cpuUsage();
        steps.push([step, ms, (used.user + used.system) / 1000]);
      },
    });
    buildMs = performance.now() - started;
    const used = process.cpuUsage(cpu);
    buildCpuMs = (used.user + used.system) / 1000;
  }
  const counts = db
    .prepare(
      `SELECT (SELECT count(*) FROM search_companies) AS companies, (SELECT count(*) FROM search_officers) AS officers,
              (SELECT count(*) FROM search_disqualified) AS disqualified`,
    )
    .get() as { companies: number; officers: number; disqualified: number };

  const search = createSearch(db);
  const samples = queryMix(db, options);
  const run = (sample: Sample) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    search[sample.endpoint](sample.params);
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    return { ms, cpuMs: (used.user + used.system) / 1000 };
  };
  // One pass to warm the page cache and prepare statements, then the measured pass.
  for (const sample of samples) run(sample);
  const loadBefore = os.loadavg()[0] ?? 0;
  const byType = new Map<string, { ms: number; cpuMs: number }[]>();
  const companyTimes: { ms: number; cpuMs: number }[] = [];
  for (const sample of samples) {
    const time = run(sample);
    byType.set(sample.type, [...(byType.get(sample.type) ?? []), time]);
    if (sample.endpoint === 'searchCompanies') companyTimes.push(time);
  }
  const loadAfter = os.loadavg()[0] ?? 0;

  const row = (type: string, times: { ms: number; cpuMs: number }[]) => ({
    type,
    ...summarise(times.map((time) => time.ms)),
    cpuP95: summarise(times.map((time) => time.cpuMs)).p95,
  });
  const rows = [...byType].map(([type, times]) => row(type, times));
  rows.push(row('/search/companies overall', companyTimes));
  rows.push(row('everything', [...byType.values()].flat()));
  const slowest = samples
    .map((sample) => ({ sample, ms: run(sample).ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 8)
    .map(
      ({ sample, ms }) =>
        `${ms.toFixed(1).padStart(7)} ms  ${sample.endpoint} q=${JSON.stringify(sample.params.q)} start=${sample.params.start_index}`,
    );

  if (options.json) {
    console.log(
      JSON.stringify(
        {
          options,
          file,
          generateMs,
          buildMs,
          buildCpuMs,
          counts,
          load: [loadBefore, loadAfter],
          cpus: os.cpus().length,
          latencies: rows,
        },
        null,
        2,
      ),
    );
    return;
  }
  console.log(
    `dataset  ${path.relative(process.cwd(), file)}  (${counts.companies} companies, ${counts.officers} officers, ${counts.disqualified} disqualified officers)`,
  );
  if (generateMs !== undefined) console.log(`generate ${(generateMs / 1000).toFixed(1)} s`);
  if (buildMs !== undefined) {
    console.log(
      `index build ${(buildMs / 1000).toFixed(1)} s wall, ${((buildCpuMs ?? 0) / 1000).toFixed(1)} s CPU; slowest steps (wall, CPU):`,
    );
    for (const [step, ms, cpuMs] of steps.sort((a, b) => b[1] - a[1]).slice(0, 8)) {
      console.log(`  ${(ms / 1000).toFixed(2).padStart(6)} s ${(cpuMs / 1000).toFixed(2).padStart(6)} s  ${step}`);
    }
  } else console.log('index build skipped (--reuse-index)');
  console.log(
    `\nlatency, ms: wall clock, warm cache, search function called directly (cpu p95: this process's CPU time, which other load on the machine does not inflate)`,
  );
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the measured pass`,
  );
  console.log(
    `${'query type'.padEnd(28)} ${'n'.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'cpu p95'.padStart(8)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.type.padEnd(28)} ${String(row.n).padStart(5)} ${row.p50.toFixed(2).padStart(7)} ${row.p95.toFixed(2).padStart(7)} ${row.p99.toFixed(2).padStart(7)} ${row.max.toFixed(2).padStart(7)} ${row.cpuP95.toFixed(2).padStart(8)}`,
    );
  }
  console.log('\nslowest queries (one more run each):');
  for (const line of slowest) console.log(`  ${line}`);
  db.pragma('journal_mode = DELETE');
  db.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
