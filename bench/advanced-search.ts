// Benchmark of advanced search over HTTP (prints numbers; not a test): the standalone
// registry in a child process, 10 connections sending a rotation of queries for each
// scenario, p50/p95/p99 of the round trips. Single filters, then combinations of three.
//   npx tsx --conditions=react-server bench/advanced-search.ts [--companies 100000] [--seconds 10] [--connections 10] [--db path] [--synthetic-from .data/e2e.sqlite]
// The dataset is .data/bench/registry-<companies>.sqlite (generated when missing, as
// bench/registry-server.ts does), or the file given with --db; a dataset built before the
// advanced-search index gets its search index rebuilt first. With --synthetic-from SRC a
// missing dataset is made companies-only from SRC's generated companies instead
// (advanced-synthetic.ts: the generator's distribution of every filter, copied), which at a
// million companies takes minutes rather than the generator's hours.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { ensureDataset } from '../lib/registry-server/generator';
import { createRegistryHandler } from '../lib/registry-server/handler';
import { buildSearchIndex } from '../lib/registry-server/search';
import { startRegistryServer } from '../lib/registry-server/standalone';
import { fillFromDataset } from './advanced-synthetic';
import { option, quantiles } from './support';

const COMPANIES = option('companies', 100_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);
const dbArg = process.argv.indexOf('--db');
const syntheticArg = process.argv.indexOf('--synthetic-from');
const SYNTHETIC_FROM = syntheticArg >= 0 ? process.argv[syntheticArg + 1]! : undefined;
const DB_PATH =
  dbArg >= 0
    ? process.argv[dbArg + 1]!
    : join('.data', 'bench', `registry-${SYNTHETIC_FROM ? 'synthetic-' : ''}${COMPANIES}.sqlite`);

async function serve(path: string) {
  const { url } = await startRegistryServer({ port: 0, host: '127.0.0.1', apiKeys: [], rateLimit: 0, dbPath: path });
  process.send!({ url });
}

function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(__filename, ['--serve', DB_PATH], { execArgv: process.execArgv, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ url: (message as { url: string }).url, child }));
    child.once('exit', (code) => reject(new Error(`registry server exited with ${code}`)));
  });
}

/** `connections` clients, each sending the paths in turn for `seconds`: every round trip's time in ms. */
async function run(url: string, paths: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const { hostname, port } = new URL(url);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const once = (path: string) =>
    new Promise<void>((resolve, reject) => {
      const started = process.hrtime.bigint();
      http
        .get({ hostname, port, path, agent }, (res) => {
          res.on('data', () => {});
          res.on('end', () => {
            times.push(Number(process.hrtime.bigint() - started) / 1e6);
            statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
            resolve();
          });
        })
        .on('error', reject);
    });
  for (const path of paths.slice(0, 5)) await once(path); // warm up
  times.length = 0;
  statuses.clear();
  const until = Date.now() + SECONDS * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) await once(paths[next++ % paths.length]!);
    }),
  );
  agent.destroy();
  const q = quantiles(times, 1);
  const p95 = +[...times].sort((a, b) => a - b)[Math.floor(0.95 * times.length)]!.toFixed(1);
  return { ...q, p95, rps: Math.round(times.length / SECONDS), statuses: Object.fromEntries(statuses) };
}

async function main() {
  console.log(
    `advanced-search benchmark: ${COMPANIES} companies (${DB_PATH}), ${SECONDS} s per scenario, ${CONNECTIONS} connections, node ${process.version}`,
  );
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  mkdirSync(dirname(DB_PATH), { recursive: true });
  if (SYNTHETIC_FROM && !existsSync(DB_PATH)) {
    const started = performance.now();
    fillFromDataset({ from: SYNTHETIC_FROM, path: DB_PATH, companies: COMPANIES });
    console.log(
      `synthetic dataset from ${SYNTHETIC_FROM} written in ${((performance.now() - started) / 1000).toFixed(1)} s (${(statSync(DB_PATH).size / 1e9).toFixed(2)} GB)`,
    );
  } else if (dbArg < 0) await ensureDataset({ path: DB_PATH, size: COMPANIES, seed: 1 });
  {
    const writable = new Database(DB_PATH);
    if (!writable.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_advanced'").get()) {
      const started = performance.now();
      buildSearchIndex(writable);
      console.log(`search index rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    writable.close();
  }

  // Values spread over the dataset, so each scenario's requests differ.
  const db = new Database(DB_PATH, { readonly: true });
  const total = db.prepare('SELECT count(*) FROM companies').pluck().get() as number;
  const top = (sql: string, count: number) => db.prepare(sql).pluck().all(count) as string[];
  const sics = top('SELECT sic_code FROM search_sic GROUP BY sic_code ORDER BY count(*) DESC LIMIT ?', 20);
  const towns = top(
    "SELECT lower(body ->> '$.registered_office_address.locality') AS town FROM companies WHERE town IS NOT NULL GROUP BY town ORDER BY count(*) DESC LIMIT ?",
    10,
  );
  const nameWords = top(
    "SELECT w FROM (SELECT lower(substr(company_name, 1, instr(company_name || ' ', ' ') - 1)) AS w FROM companies) WHERE length(w) > 3 GROUP BY w ORDER BY count(*) DESC LIMIT ?",
    20,
  );
  db.close();
  const years = Array.from({ length: 20 }, (_, i) => 2000 + i);
  const statuses = ['active', 'dissolved', 'liquidation', 'active,dissolved'];
  const types = ['ltd', 'plc', 'llp', 'private-limited-guarant-nsc'];
  const enc = encodeURIComponent;
  const of = <T>(list: T[], i: number) => list[i % list.length]!;
  const rotate = (make: (i: number) => string) =>
    Array.from({ length: 40 }, (_, i) => `/advanced-search/companies?${make(i)}`);

  const scenarios: Record<string, string[]> = {
    status: rotate((i) => `company_status=${of(statuses, i)}`),
    type: rotate((i) => `company_type=${of(types, i)}`),
    'sic code': rotate((i) => `sic_codes=${of(sics, i)}`),
    'incorporated in a year': rotate(
      (i) => `incorporated_from=${of(years, i)}-01-01&incorporated_to=${of(years, i)}-12-31`,
    ),
    'dissolved in a year': rotate((i) => `dissolved_from=${of(years, i)}-01-01&dissolved_to=${of(years, i)}-12-31`),
    location: rotate((i) => `location=${enc(of(towns, i))}`),
    'name includes': rotate((i) => `company_name_includes=${enc(of(nameWords, i))}`),
    'name excludes': rotate((i) => `company_name_excludes=${enc(of(nameWords, i))}`),
    'status + type + sic': rotate((i) => `company_status=active&company_type=${of(types, i)}&sic_codes=${of(sics, i)}`),
    'status + location + incorporated': rotate(
      (i) => `company_status=${of(statuses, i)}&location=${enc(of(towns, i))}&incorporated_from=${of(years, i)}-01-01`,
    ),
    'name + status + type': rotate(
      (i) => `company_name_includes=${enc(of(nameWords, i))}&company_status=active&company_type=${of(types, i)}`,
    ),
    'sic + location + incorporated': rotate(
      (i) =>
        `sic_codes=${of(sics, i)}&location=${enc(of(towns, i))}&incorporated_from=${of(years, i)}-01-01&incorporated_to=${of(years, i) + 5}-12-31`,
    ),
    'dissolved search, best match': Array.from(
      { length: 40 },
      (_, i) => `/dissolved-search/companies?search_type=best-match&q=${enc(of(nameWords, i))}`,
    ),
    'alphabetical search': Array.from(
      { length: 40 },
      (_, i) => `/alphabetical-search/companies?q=${enc(of(nameWords, i))}`,
    ),
  };

  const server = await startServer();
  {
    // The first advanced search loads the filter columns (advanced-columns.ts); measured alone.
    const started = performance.now();
    const response = await fetch(`${server.url}/advanced-search/companies?company_status=active`);
    await response.arrayBuffer();
    console.log(
      `first request (loads the filter columns): ${(performance.now() - started).toFixed(0)} ms, status ${response.status}`,
    );
  }
  console.log(`\n${total} companies; 20 a page; p50/p95/p99 of round trips in ms`);
  console.log(
    `${'scenario'.padEnd(36)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'req/s'.padStart(7)}  statuses`,
  );
  for (const [name, paths] of Object.entries(scenarios)) {
    const result = await run(server.url, paths);
    console.log(
      `${name.padEnd(36)} ${String(result.p50).padStart(7)} ${String(result.p95).padStart(7)} ${String(result.p99).padStart(7)} ${String(result.rps).padStart(7)}  ${JSON.stringify(result.statuses)}`,
    );
  }
  server.child.kill();

  // The same requests in this process, one at a time: the handler's CPU time per request (the
  // registry's own cost, which the load of a shared machine inflates far less than latency).
  const handler = createRegistryHandler({ dbPath: DB_PATH });
  await handler(new Request('http://registry.bench/advanced-search/companies?company_status=active'));
  console.log(
    `\nin process, one request at a time: CPU ms per request (mean over each scenario's ${40} requests, twice)`,
  );
  for (const [name, paths] of Object.entries(scenarios)) {
    for (const path of paths) await (await handler(new Request(`http://registry.bench${path}`))).arrayBuffer();
    const before = process.cpuUsage();
    for (const path of [...paths, ...paths])
      await (await handler(new Request(`http://registry.bench${path}`))).arrayBuffer();
    const used = process.cpuUsage(before);
    console.log(`${name.padEnd(36)} ${((used.user + used.system) / 1000 / (paths.length * 2)).toFixed(2).padStart(7)}`);
  }
  handler.close();
  console.log(
    `load average at end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

if (process.argv[2] === '--serve') void serve(process.argv[3]!);
else
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
