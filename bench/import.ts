// Benchmark of the bulk import (prints numbers; not a test):
//  1. a Basic Company Data file of --rows rows and its PSC snapshot, written from a generated
//     dataset of --base companies (registry:generate --bulk-out --bulk-rows);
//  2. the import: rows/s, time per phase (the person index of the PSCs among them), database size and size per million companies;
//  3. company search over HTTP on the imported file (the standalone registry in a child
//     process), --connections clients for --seconds: p50/p95 latency and requests/s; and a
//     company profile the same way.
//   npx tsx --conditions=react-server bench/import.ts [--rows 500000] [--base 3000] [--seconds 20] [--connections 10] [--workers N] [--psc-copies N]
// With --db FILE, only step 3, on a file imported before.
// The files and the database stay in .data/bench/ (the file of a size is reused).
import { fork } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { ensureDataset } from '../lib/registry-server/generator';
import { importBulk } from '../lib/registry-server/import';
import { writeBulkFiles } from '../lib/registry-server/import/bulk-out';
import { startRegistryServer } from '../lib/registry-server/standalone';
import { option } from './support';

const ROWS = option('rows', 500_000);
const BASE = option('base', 3000);
const SECONDS = option('seconds', 20);
const CONNECTIONS = option('connections', 10);
const WORKERS = option('workers', 0) || undefined;
// The generated snapshot has PSCs for the base companies only (a few thousand lines); the
// register's has about ten million. --psc-copies N repeats it N times under other numbers.
const PSC_COPIES = option('psc-copies', 0);
const DIR = join('.data', 'bench');
const DB_AT = process.argv.indexOf('--db');
const REGISTER_ROWS = 5_700_000;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const number = (n: number) => Math.round(n).toLocaleString('en-GB');

/** CPU seconds of each thread of this process so far (Linux: /proc), kept after a thread ends. */
const threadCpu = new Map<string, number>();
function sampleThreads() {
  if (!existsSync('/proc/self/task')) return;
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threadCpu.set(tid, (Number(fields[11]) + Number(fields[12])) / 100); // utime + stime, in clock ticks
    } catch {
      // The thread ended between the listing and the read.
    }
  }
}

/** `--serve <db>`: the standalone registry in this (child) process; reports its URL. */
async function serve(dbPath: string) {
  const { url } = await startRegistryServer({ port: 0, host: '127.0.0.1', apiKeys: [], rateLimit: 0, dbPath });
  process.send!({ url });
}

/** `connections` clients sending the paths in turn for `seconds`; latency of each request in ms. */
async function hammer(base: string, paths: readonly string[], seconds: number, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const one = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${base}${path}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - started : -1));
        })
        .on('error', reject);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const ms = await one(paths[next++ % paths.length]!);
        if (ms < 0) errors++;
        else latencies.push(ms);
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
  };
}

async function main() {
  mkdirSync(DIR, { recursive: true });
  console.log(`load average at start: ${load()} (${process.env.HOSTNAME ?? 'this machine'}, 2 cores shared)`);

  // 1. The files.
  const filesDir = join(DIR, `bulk-${ROWS}`);
  const csv = join(filesDir, 'BasicCompanyData-2026-11-01.csv');
  const psc = join(filesDir, 'psc-snapshot-2026-11-01.txt');
  if (!existsSync(csv) || !existsSync(psc)) {
    const basePath = join(DIR, `bulk-base-${BASE}.sqlite`);
    await ensureDataset({ path: basePath, companies: BASE, seed: 1 });
    const started = performance.now();
    const written = writeBulkFiles(basePath, filesDir, { rows: ROWS });
    console.log(
      `wrote ${written.companies.toLocaleString('en-GB')} rows and ${written.pscLines.toLocaleString('en-GB')} PSC lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  let pscFile = psc;
  if (PSC_COPIES > 0) {
    pscFile = join(filesDir, `psc-snapshot-x${PSC_COPIES}-2026-11-01.txt`);
    if (!existsSync(pscFile)) {
      const lines = readFileSync(psc, 'utf8').trim().split('\n');
      const totals = JSON.parse(lines.pop()!) as { data: Record<string, number> };
      const out = openSync(pscFile, 'w');
      for (let copy = 0; copy < PSC_COPIES; copy++) {
        // Another company number (and PSC id) per copy: a new company's PSCs, not repeats.
        const renumber = (n: string) =>
          `${n.slice(0, 2)}${String((Number(n.slice(2).replace(/\D/g, '0')) + copy * 7919) % 1_000_000).padStart(6, '0')}`;
        writeSync(
          out,
          lines
            .map((line) => {
              const record = JSON.parse(line) as { company_number: string; data: { links?: { self?: string } } };
              const from = record.company_number;
              record.company_number = renumber(from);
              const self = record.data.links?.self;
              if (self) record.data.links!.self = `${self.replace(from, record.company_number)}c${copy}`;
              return JSON.stringify(record);
            })
            .join('\n') + '\n',
        );
      }
      for (const key of ['persons_of_significant_control_count', 'statements_count', 'exemptions_count'])
        totals.data[key]! *= PSC_COPIES;
      writeSync(out, `${JSON.stringify(totals)}\n`);
      closeSync(out);
    }
  }
  console.log(
    `input: ${csv} ${(statSync(csv).size / 1024 / 1024).toFixed(0)} MB, ${pscFile} ${(statSync(pscFile).size / 1024 / 1024).toFixed(1)} MB`,
  );

  // 2. The import.
  const out = join(DIR, `imported-${ROWS}.sqlite`);
  const cpuBefore = process.cpuUsage();
  // CPU time (all threads) per phase, from the progress reports' phase changes.
  const phaseCpu = new Map<string, number>();
  let phaseAt = { name: 'psc', cpu: 0 };
  const cpuNow = () => {
    const used = process.cpuUsage(cpuBefore);
    return (used.user + used.system) / 1e6;
  };
  const sampler = setInterval(sampleThreads, 250);
  const searchSteps: string[] = [];
  const result = await importBulk({
    companies: [csv],
    psc: [pscFile],
    out,
    workers: WORKERS,
    onSearchStep: (step, ms) => {
      if (ms >= 1000) searchSteps.push(`${(ms / 1000).toFixed(1)} s ${step.replace(/\s+/g, ' ').slice(0, 90)}`);
    },
    onProgress: ({ phase }) => {
      if (phase === phaseAt.name) return;
      const now = cpuNow();
      phaseCpu.set(phaseAt.name, now - phaseAt.cpu);
      phaseAt = { name: phase, cpu: now };
    },
  });
  phaseCpu.set(phaseAt.name, cpuNow() - phaseAt.cpu);
  clearInterval(sampler);
  sampleThreads();
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const rows = result.companies + result.pscs + result.statements + result.exemptions;
  const perMillion = (result.bytes / result.companies) * 1_000_000;
  console.log(
    `\nimport of ${number(result.companies)} companies (${number(rows)} rows with PSCs): ${result.seconds.toFixed(1)} s, ${number(rows / result.seconds)} rows/s (load average now ${load()})`,
  );
  // On a shared machine the wall clock measures the queue for the CPU as much as the import: CPU time says what the import costs.
  console.log(
    `  CPU time ${cpuSeconds.toFixed(1)} s on every thread (the reader and the mapping workers): ${number(rows / cpuSeconds)} rows per CPU second`,
  );
  console.log(
    `  phases: PSC snapshot ${result.timings.psc.toFixed(1)} s (${number((result.pscs + result.statements + result.exemptions) / result.timings.psc)} lines/s; of it the copy into the tables ${result.timings.pscCopy.toFixed(1)} s), companies ${result.timings.companies.toFixed(1)} s (${number(result.companies / result.timings.companies)} rows/s; of it the copy in number order ${result.timings.copy.toFixed(1)} s), indexes ${result.timings.indexes.toFixed(1)} s, search index ${result.timings.search.toFixed(1)} s`,
  );
  // The person index reads every individual PSC: its rate says what the register's ~10 M PSC lines would take.
  const perLine = result.timings.people / Math.max(1, result.pscs);
  const cpuPerLine = result.timings.peopleCpu / Math.max(1, result.pscs);
  console.log(
    `  person index ${result.timings.people.toFixed(1)} s (${result.timings.peopleCpu.toFixed(1)} s of CPU) for ${number(result.pscs)} PSC lines: at that rate about ${number(perLine * 10_000_000)} s (${number(cpuPerLine * 10_000_000)} s of CPU) for the register's 10 M (EXTRAPOLATED, linear)`,
  );
  console.log(
    `  CPU per phase (all threads): ${[...phaseCpu].map(([phase, cpu]) => `${phase} ${cpu.toFixed(1)} s`).join(', ')}`,
  );
  console.log(`  search index steps of a second or more:\n${searchSteps.map((step) => `    ${step}`).join('\n')}`);
  console.log(
    `  CPU per thread (over 0.5 s; the main thread first): ${[...threadCpu.values()]
      .filter((seconds) => seconds > 0.5)
      .map((seconds) => `${seconds.toFixed(1)} s`)
      .join(', ')}`,
  );
  console.log(
    `  rejected ${result.rejected}; totals line ${result.totals?.matches ? 'matches' : result.totals?.problem}`,
  );
  console.log(
    `  database ${(result.bytes / 1024 / 1024).toFixed(0)} MB: ${(perMillion / 1024 / 1024).toFixed(0)} MB per million companies`,
  );
  const scale = REGISTER_ROWS / result.companies;
  console.log(
    `  EXTRAPOLATED (linear, not measured) to the register's ${number(REGISTER_ROWS)} companies: ~${(result.seconds * scale).toFixed(0)} s at this machine's load, ~${(cpuSeconds * scale).toFixed(0)} s of CPU (the time on an idle core), ~${((perMillion * REGISTER_ROWS) / 1e6 / 1024 / 1024 / 1024).toFixed(1)} GB`,
  );

  await measureServing(out);
}

/** 3. Search and profiles over HTTP. */
async function measureServing(out: string) {
  const db = new Database(out, { readonly: true });
  const companies = db.prepare('SELECT count(*) FROM companies').pluck().get() as number;
  const names = db.prepare('SELECT company_name FROM companies ORDER BY random() LIMIT 300').pluck().all() as string[];
  const numbers = db
    .prepare('SELECT company_number FROM companies ORDER BY random() LIMIT 300')
    .pluck()
    .all() as string[];
  db.close();
  const searches = names.map((name, i) => {
    const words = name.split(' ');
    // A mix: a whole name, its first two words, its first word.
    const q = i % 3 === 0 ? name : i % 3 === 1 ? words.slice(0, 2).join(' ') : words[0]!;
    return `/search/companies?q=${encodeURIComponent(q)}`;
  });
  const child = fork(process.argv[1]!, ['--serve', out], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const url = await new Promise<string>((resolve) =>
      child.once('message', (message) => resolve((message as { url: string }).url)),
    );
    await hammer(url, searches.slice(0, 50), 2, CONNECTIONS); // warm up
    const search = await hammer(url, searches, SECONDS, CONNECTIONS);
    console.log(
      `\ncompany search over HTTP, ${CONNECTIONS} connections, ${SECONDS} s on ${number(companies)} companies: p50 ${search.p50} ms, p95 ${search.p95} ms, p99 ${search.p99} ms, ${number(search.perSecond)} requests/s, ${search.errors} errors (load average ${load()})`,
    );
    const profile = await hammer(
      url,
      numbers.map((n) => `/company/${n}`),
      SECONDS,
      CONNECTIONS,
    );
    console.log(
      `company profile over HTTP, ${CONNECTIONS} connections, ${SECONDS} s: p50 ${profile.p50} ms, p95 ${profile.p95} ms, ${number(profile.perSecond)} requests/s, ${profile.errors} errors (load average ${load()})`,
    );
  } finally {
    child.kill();
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) {
  void serve(process.argv[serveAt + 1]!);
} else {
  (DB_AT >= 0 ? measureServing(process.argv[DB_AT + 1]!) : main()).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
