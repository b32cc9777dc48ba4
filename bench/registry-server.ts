// Benchmark of the embedded registry's HTTP side (prints numbers; not a test):
//  1. company profile through the standalone server vs a bare node:http server that sends
//     the same bytes from memory (the ceiling for node:http on this machine);
//  2. p50/p99 latency of an officers page, a filing-history page and searches at 100,000
//     companies: the handler alone (in-process), one client over HTTP, and under load.
// Each server runs alone in a child process (serve-child.ts); autocannon and the latency client run here.
//   npx tsx --conditions=react-server bench/registry-server.ts [--companies 100000] [--seconds 10] [--connections 10] [--rounds 3] [--profile-only] [--db FILE]
//     [--activity N]      the registry applies N changes a minute while measured (default 0: frozen)
//     [--baseline DIR]    also measure the registry from another checkout's code (say, main's), in the same rounds
//     [--cpu-prof DIR]    write CPU profiles of the servers into DIR (node --cpu-prof)
// --db FILE serves a database made before (an imported one, say) instead of a generated dataset.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { ensureDataset } from '../lib/registry-server/generator';
import { createRegistryHandler, type PlainResponse } from '../lib/registry-server/handler';
import { buildSearchIndex } from '../lib/registry-server/search';
import { startBareChild, startRegistryChild, type Child } from './serve-child';

function option(name: string, fallback: number) {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const COMPANIES = option('companies', 100_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);
const DB_AT = process.argv.indexOf('--db');
const DB_PATH = DB_AT >= 0 ? process.argv[DB_AT + 1]! : join('.data', 'bench', `registry-${COMPANIES}.sqlite`);
const text = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const ACTIVITY = Number(text('activity') ?? 0);
const BASELINE = text('baseline') && resolve(text('baseline')!);
const CPU_PROF = text('cpu-prof');

// ---- measurements ----------------------------------------------------------------------

/** A load run; with the server's process, also the server's CPU time per request (robust on a busy machine). */
async function load(url: string, paths: string[] | undefined, server?: Child, connections = CONNECTIONS) {
  const cpuBefore = server ? await server.cpu() : 0;
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    ...(paths ? { requests: paths.map((path) => ({ path })) } : {}),
  });
  const cpuAfter = server ? await server.cpu() : 0;
  if (result.errors || result.non2xx || result.timeouts) {
    console.warn(`  (warning: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts)`);
  }
  const cpuMicrosPerRequest = server
    ? +((cpuAfter - cpuBefore) / Math.max(1, result.requests.total)).toFixed(1)
    : undefined;
  return {
    rps: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    cpuMicrosPerRequest,
  };
}

const percentiles = (times: number[]) => {
  times.sort((a, b) => a - b);
  const at = (q: number) => +times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
  return { n: times.length, p50: at(0.5), p99: at(0.99) };
};

/** One client, one request at a time, keep-alive: round-trip latency in µs. */
async function sequential(url: string, paths: string[], count: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(url);
  const once = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get({ hostname, port, path, agent }, (res) => {
          res.on('data', () => {});
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(Number(process.hrtime.bigint() - started) / 1000)
              : reject(new Error(`${path}: ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  for (const path of paths.slice(0, 50)) await once(path); // warm up
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push(await once(paths[i % paths.length]!));
  agent.destroy();
  return percentiles(times);
}

/** The handler alone: each request answered in-process, one after another, in µs. */
function inProcess(
  respond: (path: string) => { status: number; body: string | Uint8Array | null },
  paths: string[],
  count: number,
) {
  for (const path of paths) respond(path); // warm up
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const path = paths[i % paths.length]!;
    const started = process.hrtime.bigint();
    const response = respond(path);
    times.push(Number(process.hrtime.bigint() - started) / 1000);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.body?.slice(0, 200)}`);
  }
  return percentiles(times);
}

async function main() {
  console.log(
    `registry-server benchmark: ${COMPANIES} companies, ${SECONDS} s per run, ${CONNECTIONS} connections, node ${process.version}`,
  );
  mkdirSync(dirname(DB_PATH), { recursive: true });
  const started = performance.now();
  if (DB_AT < 0) await ensureDataset({ path: DB_PATH, size: COMPANIES, seed: 1 });
  console.log(`dataset ${DB_PATH} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  {
    // A dataset from a generator that does not build the search index yet: build it here.
    const writable = new Database(DB_PATH);
    if (!writable.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_meta'").get()) {
      const building = performance.now();
      buildSearchIndex(writable);
      console.log(`search index built in ${((performance.now() - building) / 1000).toFixed(1)} s`);
    }
    writable.close();
  }

  // Sample ids spread over the dataset.
  const db = new Database(DB_PATH, { readonly: true });
  const spread = <T>(rows: T[], count: number) =>
    rows.filter((_, i) => i % Math.max(1, Math.floor(rows.length / count)) === 0).slice(0, count);
  const withOfficers = spread(
    db.prepare('SELECT DISTINCT company_number FROM appointments').pluck().all() as string[],
    500,
  );
  const withFilings = spread(
    db
      .prepare('SELECT company_number FROM filings GROUP BY company_number HAVING count(*) >= 5')
      .pluck()
      .all() as string[],
    500,
  );
  const companies = spread(db.prepare('SELECT company_number FROM companies').pluck().all() as string[], 1000);
  const names = spread(db.prepare('SELECT company_name FROM companies').pluck().all() as string[], 300);
  const surnames = spread(db.prepare('SELECT surname FROM appointments').pluck().all() as string[], 200);
  db.close();
  const words = names.map((name) => name.split(/\s+/)[0]!.toLowerCase()).filter((word) => /^[a-z]{2,}$/.test(word));
  const companyQueries = [
    ...words,
    ...names.slice(0, 100).map((name) => name.toLowerCase()),
    ...words.slice(0, 50).map((word) => word.slice(0, 3)),
  ];
  const officerQueries = surnames.map((surname) => surname.toLowerCase());

  const profiles = CPU_PROF ? { cpuProfileDir: CPU_PROF } : {};
  const registry = await startRegistryChild(DB_PATH, ACTIVITY, profiles);
  const baseline = BASELINE ? await startRegistryChild(DB_PATH, ACTIVITY, { ...profiles, cwd: BASELINE }) : undefined;
  const profilePath = `/company/${companies[0]}`;
  const sample = await fetch(`${registry.url}${profilePath}`);
  const profileBody = Buffer.from(await sample.arrayBuffer());
  const headers = {
    'content-type': sample.headers.get('content-type')!,
    etag: sample.headers.get('etag')!,
    'content-length': String(profileBody.length),
    vary: 'Accept',
  };
  const bare = await startBareChild(headers, profileBody, profiles);

  const ROUNDS = option('rounds', 3);
  console.log(
    `\n1. company profile (${profileBody.length} bytes) over HTTP, ${CONNECTIONS} connections, ${ROUNDS} rounds of back-to-back runs, activity ${ACTIVITY} a minute${BASELINE ? `, baseline ${BASELINE}` : ''}`,
  );
  const rotation = companies.map((n) => `/company/${n}`);
  type Run = Awaited<ReturnType<typeof load>>;
  const runs = { bare: [] as Run[], one: [] as Run[], many: [] as Run[], baseOne: [] as Run[], baseMany: [] as Run[] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.bare.push(await load(`${bare.url}${profilePath}`, undefined, bare));
    runs.one.push(await load(`${registry.url}${profilePath}`, undefined, registry));
    runs.many.push(await load(registry.url, rotation, registry));
    if (baseline) {
      runs.baseOne.push(await load(`${baseline.url}${profilePath}`, undefined, baseline));
      runs.baseMany.push(await load(baseline.url, rotation, baseline));
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  // The machine is shared: compare each registry run with the bare run of its own round.
  const share = (list: Run[]) => median(list.map((run, i) => run.rps / runs.bare[i]!.rps));
  const cpu = (list: Run[]) => median(list.map((run) => run.cpuMicrosPerRequest ?? 0));
  const line = (label: string, list: Run[]) => {
    const vsBare =
      list === runs.bare
        ? ''
        : `  = ${Math.round(100 * share(list))}% of bare's req/s (median of rounds), ${Math.round((100 * cpu(runs.bare)) / cpu(list))}% by server CPU per request`;
    console.log(
      `  ${label.padEnd(42)} ${String(median(list.map((r) => r.rps))).padStart(6)} req/s  p50 ${median(list.map((r) => r.p50ms))} ms  p99 ${median(list.map((r) => r.p99ms))} ms  server CPU ${cpu(list)} µs/request  (runs: ${list.map((r) => r.rps).join(', ')})${vsBare}`,
    );
  };
  line('bare node:http, same bytes from memory', runs.bare);
  line('standalone registry, one company', runs.one);
  line(`standalone registry, ${rotation.length} companies in turn`, runs.many);
  if (baseline) {
    line('baseline registry, one company', runs.baseOne);
    line(`baseline registry, ${rotation.length} companies in turn`, runs.baseMany);
  }
  await bare.stop();
  await baseline?.stop();
  if (process.argv.includes('--profile-only')) {
    await registry.stop();
    return;
  }

  const pages: Record<string, string[]> = {
    'officers page (35)': withOfficers.map((n) => `/company/${n}/officers`),
    'filing-history page (25)': withFilings.map((n) => `/company/${n}/filing-history`),
    'search companies': companyQueries.map((q) => `/search/companies?q=${encodeURIComponent(q)}`),
    'search officers': officerQueries.map((q) => `/search/officers?q=${encodeURIComponent(q)}`),
    'search all': words.map((q) => `/search?q=${encodeURIComponent(q)}`),
  };
  const local = createRegistryHandler({ dbPath: DB_PATH });
  // Catalogue endpoints answer synchronously (only documents, not benchmarked here, are promises).
  const respond = (path: string) =>
    local.respond({ method: 'GET', target: path, header: () => undefined }) as PlainResponse;

  console.log(
    `\n2. at ${COMPANIES} companies: handler alone (in-process, µs) | one HTTP client, sequential (µs) | ${CONNECTIONS} connections (autocannon)`,
  );
  const results: Record<string, unknown> = {
    companies: COMPANIES,
    seconds: SECONDS,
    connections: CONNECTIONS,
    profile: runs,
  };
  for (const [label, paths] of Object.entries(pages)) {
    const alone = inProcess(respond, paths, 2000);
    const one = await sequential(registry.url, paths, 1000);
    const many = await load(registry.url, paths, registry);
    console.log(
      `  ${label.padEnd(25)} p50 ${String(alone.p50).padStart(5)} p99 ${String(alone.p99).padStart(6)} | p50 ${String(one.p50).padStart(5)} p99 ${String(one.p99).padStart(6)} | ${String(many.rps).padStart(5)} req/s p50 ${many.p50ms} ms p99 ${many.p99ms} ms, server CPU ${many.cpuMicrosPerRequest} µs/request  (${paths.length} distinct paths)`,
    );
    results[label] = { inProcessMicros: alone, httpSequentialMicros: one, httpLoad: many, distinctPaths: paths.length };
  }
  local.close();
  await registry.stop();

  mkdirSync(join('bench', 'results'), { recursive: true });
  writeFileSync(join('bench', 'results', 'registry-server.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwritten to bench/results/registry-server.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
