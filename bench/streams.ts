// Benchmark of the living registry (prints numbers; not a test):
//  1. stream replay over HTTP: one client reads /filings from its oldest kept timepoint and
//     counts events until it has them all (target: at least 20,000 events/s);
//  2. company profile throughput with activity on vs frozen: the standalone server in a child
//     process under autocannon, as bench/registry-server.ts measures it, once frozen and once
//     applying changes (target: within 10%).
//   npx tsx --conditions=react-server bench/streams.ts [--companies 20000] [--changes 20000] [--per-minute 600] [--seconds 10] [--connections 10] [--rounds 3]
import { fork, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { createActivity } from '../lib/registry-server/activity';
import { ensureDataset } from '../lib/registry-server/generator';
import { startRegistryServer } from '../lib/registry-server/standalone';
import { option } from './support';

const COMPANIES = option('companies', 20_000);
const CHANGES = option('changes', 20_000);
const PER_MINUTE = option('per-minute', 600);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);
const ROUNDS = option('rounds', 3);
const BASE = join('.data', 'bench', `streams-${COMPANIES}.sqlite`);

/** `--serve <db> <per-minute>`: the standalone registry in this child process. */
async function serve(dbPath: string, perMinute: number) {
  const running = await startRegistryServer(
    { port: 0, host: '127.0.0.1', apiKeys: [], rateLimit: 0, dbPath, activityPerMinute: perMinute },
    { log: () => {} },
  );
  process.on('message', (message) => {
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
    // Closing releases the activity lock, so the next server can take it at once.
    if (message === 'stop') void running.close().then(() => process.exit(0));
  });
  process.send!({ url: running.url, applying: running.activity?.holding === true });
}

function startChild(dbPath: string, perMinute: number) {
  const child = fork(__filename, ['--serve', dbPath, String(perMinute)], {
    execArgv: process.execArgv,
    stdio: 'inherit',
  });
  return new Promise<{ url: string; applying: boolean; child: ChildProcess }>((resolve, reject) => {
    child.once('message', (message) => resolve({ ...(message as { url: string; applying: boolean }), child }));
    child.once('exit', (code) => reject(new Error(`registry exited with ${code}`)));
  });
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu;
      if (!cpu) return;
      child.off('message', onMessage);
      resolve(cpu.user + cpu.system);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/** The bench dataset: generated once, then given `CHANGES` changes over the past day (kept for reruns). */
async function prepare(): Promise<string> {
  await ensureDataset({ path: BASE, size: COMPANIES, seed: 1, replaceOutdated: true });
  const db = new Database(BASE, { readonly: true });
  const changes = Number(db.prepare("SELECT value FROM meta WHERE key = 'activity_sequence'").pluck().get() ?? 0);
  db.close();
  if (changes < CHANGES) {
    const started = performance.now();
    const end = Date.now();
    let clock = end - 86_400_000;
    const activity = createActivity({ dbPath: BASE, perMinute: 0, now: () => clock, log: () => {} });
    for (let i = changes; i < CHANGES; i++) {
      clock = end - 86_400_000 + Math.floor(((i - changes) * 86_400_000) / (CHANGES - changes));
      activity.applyChanges(1);
    }
    activity.close();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `applied ${CHANGES - changes} changes in ${seconds.toFixed(1)} s (${Math.round((CHANGES - changes) / seconds)} changes/s, one transaction each)`,
    );
  }
  return BASE;
}

/** Reads `/filings` from `from` until `expected` events have arrived; events per second. */
function replay(url: string, from: number, expected: number): Promise<{ events: number; seconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let events = 0;
    const request = http.get(`${url}/filings?timepoint=${from}`, (res) => {
      if (res.statusCode !== 200) reject(new Error(`replay: ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => {
        for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) events++;
        if (events >= expected) {
          const seconds = (performance.now() - started) / 1000;
          request.destroy();
          resolve({ events, seconds });
        }
      });
    });
    request.on('error', (error) => (events >= expected ? undefined : reject(error)));
  });
}

async function profileLoad(url: string, paths: string[], child: ChildProcess) {
  const before = await cpuOf(child);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((path) => ({ path })),
  });
  const after = await cpuOf(child);
  if (result.errors || result.non2xx || result.timeouts)
    console.warn(`  (warning: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts)`);
  return {
    rps: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    cpuMicrosPerRequest: +((after - before) / Math.max(1, result.requests.total)).toFixed(1),
  };
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  console.log(
    `streams benchmark: ${COMPANIES} companies, ${CHANGES} changes, ${PER_MINUTE} changes/min while measuring, node ${process.version}`,
  );
  const base = await prepare();
  // Each run gets its own copy: activity writes to it.
  mkdirSync(join('.data', 'bench'), { recursive: true });
  const copy = join('.data', 'bench', `streams-${COMPANIES}-run.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
  copyFileSync(base, copy);

  const db = new Database(copy, { readonly: true });
  const { oldest, latest } = db
    .prepare(
      "SELECT min(timepoint) AS oldest, max(timepoint) AS latest FROM stream_events WHERE stream = 'filings' AND published_at >= ?",
    )
    .get(new Date(Date.now() - 7 * 86_400_000 + 60_000).toISOString()) as { oldest: number; latest: number };
  const numbers = db
    .prepare('SELECT company_number FROM companies ORDER BY company_number LIMIT 1000 OFFSET 100')
    .pluck()
    .all() as string[];
  db.close();
  const paths = numbers.map((n) => `/company/${n}`);
  const results: Record<string, unknown> = {};

  // 1. replay
  const frozen = await startChild(copy, 0);
  const expected = latest - oldest + 1;
  console.log(`\n1. replay of /filings from timepoint ${oldest}: ${expected} events, ${ROUNDS} rounds`);
  await replay(frozen.url, oldest, expected); // warm up: page cache and JIT
  const rates: number[] = [];
  const perCpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const cpuBefore = await cpuOf(frozen.child);
    const { events, seconds } = await replay(frozen.url, oldest, expected);
    const cpuSeconds = ((await cpuOf(frozen.child)) - cpuBefore) / 1e6;
    rates.push(Math.round(events / seconds));
    // Events per second of the server's own CPU: what it would do on an idle core (robust on a busy machine).
    perCpu.push(Math.round(events / Math.max(cpuSeconds, 1e-6)));
    console.log(
      `  round ${round + 1}: ${events} events in ${(seconds * 1000).toFixed(0)} ms = ${rates.at(-1)} events/s; server CPU ${(cpuSeconds * 1000).toFixed(0)} ms = ${perCpu.at(-1)} events per CPU-second`,
    );
  }
  results.replay = {
    events: expected,
    eventsPerSecond: rates,
    eventsPerCpuSecond: perCpu,
    median: median(rates),
    target: 20_000,
  };
  console.log(
    `  median ${median(rates)} events/s wall clock, ${median(perCpu)} per server CPU-second (target ≥ 20,000 events/s)`,
  );

  // 2. profile throughput, frozen vs activity on, alternating so drift in machine load hits both
  console.log(`\n2. company profile, ${CONNECTIONS} connections, ${SECONDS} s runs, ${ROUNDS} rounds each`);
  const runs: { frozen: Awaited<ReturnType<typeof profileLoad>>[]; active: Awaited<ReturnType<typeof profileLoad>>[] } =
    { frozen: [], active: [] };
  await autocannon({
    url: frozen.url,
    connections: CONNECTIONS,
    duration: 2,
    requests: paths.map((path) => ({ path })),
  });
  for (let round = 0; round < ROUNDS; round++) {
    runs.frozen.push(await profileLoad(frozen.url, paths, frozen.child));
    const active = await startChild(copy, PER_MINUTE);
    if (!active.applying) throw new Error('the active server did not take the activity lock');
    await autocannon({
      url: active.url,
      connections: CONNECTIONS,
      duration: 2,
      requests: paths.map((path) => ({ path })),
    });
    runs.active.push(await profileLoad(active.url, paths, active.child));
    await stop(active.child);
    const last = (list: { rps: number; p99ms: number; cpuMicrosPerRequest: number }[]) => list.at(-1)!;
    console.log(
      `  round ${round + 1}: frozen ${last(runs.frozen).rps} req/s (p99 ${last(runs.frozen).p99ms} ms, ${last(runs.frozen).cpuMicrosPerRequest} µs CPU/req) | activity ${PER_MINUTE}/min ${last(runs.active).rps} req/s (p99 ${last(runs.active).p99ms} ms, ${last(runs.active).cpuMicrosPerRequest} µs CPU/req)`,
    );
  }
  await stop(frozen.child);
  const frozenRps = median(runs.frozen.map((r) => r.rps));
  const activeRps = median(runs.active.map((r) => r.rps));
  const ratio = activeRps / frozenRps;
  // Server CPU per request: the robust figure on a loaded machine (req/s follows whatever else runs).
  const frozenCpu = median(runs.frozen.map((r) => r.cpuMicrosPerRequest));
  const activeCpu = median(runs.active.map((r) => r.cpuMicrosPerRequest));
  console.log(
    `  median: frozen ${frozenRps} req/s, activity on ${activeRps} req/s: ${(ratio * 100).toFixed(1)}% of frozen (target ≥ 90%)`,
  );
  console.log(
    `  server CPU per request: frozen ${frozenCpu} µs, activity on ${activeCpu} µs: ${((frozenCpu / activeCpu) * 100).toFixed(1)}% of frozen throughput per core`,
  );
  results.profile = {
    perMinute: PER_MINUTE,
    runs,
    frozenRps,
    activeRps,
    ratio: +ratio.toFixed(3),
    frozenCpuMicros: frozenCpu,
    activeCpuMicros: activeCpu,
  };

  mkdirSync(join('bench', 'results'), { recursive: true });
  writeFileSync(join('bench', 'results', 'streams.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwritten to bench/results/streams.json');
  if (existsSync(copy)) for (const suffix of ['', '-wal', '-shm']) rmSync(`${copy}${suffix}`, { force: true });
}

const serveAt = process.argv.indexOf('--serve');
(serveAt >= 0 ? serve(process.argv[serveAt + 1]!, Number(process.argv[serveAt + 2])) : main()).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
