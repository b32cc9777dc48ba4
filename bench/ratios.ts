// The three ratios of issue #32 in one run (prints numbers; not a test), with the activity on
// (the default) and each ratio the median over rounds of back-to-back runs, so that a busy
// machine moves both sides of a ratio alike:
//  1. registry profile / bare node:http: one company's profile from the standalone registry
//     against node:http sending the same bytes from memory, each server in a process of its
//     own (serve-child.ts);
//  2. cached company page / bare Next route: /company/{n} against /api/bench/bare?html=/company/{n}
//     (the same HTML from memory) in the same production server (server.ts);
//  3. cached /api/registry profile / bare Next route: /api/registry/company/{n} against
//     /api/bench/bare?path=/company/{n} (the same bytes from memory) in that server.
// Targets: ≥ 0.9, ≥ 0.65 and ≥ 0.9. Parts 2 and 3 need a production build (made when missing).
//   npx tsx --conditions=react-server bench/ratios.ts [--companies 20000 | --db FILE] [--seconds 10] [--connections 10] [--rounds 3]
//     [--activity 60]     changes a minute while measured (0: frozen)
//     [--idle 20]         seconds the registry is first left without requests: the activity's own CPU a minute (0: skip)
//     [--only registry]   part 1 only; [--only pages] parts 2 and 3 only
//     [--baseline DIR]    the same measures of another checkout in the same rounds (its code; its
//                         own production build for 2 and 3): an A/B in one run
//     [--cpu-prof DIR]    CPU profiles of every server into DIR
// With a million companies: --companies 1000000 generates .data/bench/ratios-1000000.sqlite
// first (long: see docs/benchmarks.md), then reuses it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { DEFAULT_ACTIVITY_PER_MINUTE } from '../lib/registry-server/activity/engine';
import { startBareChild, startRegistryChild, type Child } from './serve-child';
import { datasetFileEnv, option, startNext } from './support';

const text = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const COMPANIES = option('companies', 20_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);
const ROUNDS = option('rounds', 3);
const IDLE = text('idle') === undefined ? 20 : Number(text('idle'));
const ACTIVITY = text('activity') === undefined ? DEFAULT_ACTIVITY_PER_MINUTE : Number(text('activity'));
const ONLY = text('only');
const BASELINE = text('baseline') && resolve(text('baseline')!);
const CPU_PROF = text('cpu-prof');
const GIVEN_DB = text('db');
const DB_PATH = resolve(GIVEN_DB ?? join('.data', 'bench', `ratios-${COMPANIES}.sqlite`));

const TARGETS = { registry: 0.9, page: 0.65, api: 0.9 } as const;
type Measure = keyof typeof TARGETS;
const LABELS: Record<Measure, string> = {
  registry: 'registry profile / bare node:http',
  page: 'cached company page / bare Next route',
  api: 'cached /api/registry profile / bare Next route',
};

interface Run {
  rps: number;
  p50: number;
  p99: number;
  /** The server's CPU time per request, in µs: steadier than req/s while other work shares the machine. */
  cpuMicros?: number;
}

/** CPU time (µs) a process and its descendants have used, from /proc (Linux; undefined elsewhere). */
function treeCpu(root: number): number | undefined {
  try {
    const stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((pid) => {
        try {
          // pid (comm) state ppid … utime stime (fields 14 and 15); comm may hold spaces.
          const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
          return { pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
        } catch {
          return undefined;
        }
      })
      .filter((stat) => stat !== undefined);
    const tree = new Set([root]);
    for (let grew = true; grew;) {
      grew = false;
      for (const stat of stats)
        if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
          tree.add(stat.pid);
          grew = true;
        }
    }
    const ticks = stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0);
    return (ticks * 1e6) / 100; // USER_HZ
  } catch {
    return undefined;
  }
}

/** A load run; with `cpu`, the server's CPU time per request. */
async function load(url: string, seconds = SECONDS, cpu?: () => Promise<number | undefined>): Promise<Run> {
  const before = await cpu?.();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1 });
  const after = await cpu?.();
  if (result.errors || result.non2xx || result.timeouts)
    console.warn(`  (warning: ${url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts)`);
  const cpuMicros =
    before !== undefined && after !== undefined
      ? +((after - before) / Math.max(1, result.requests.total)).toFixed(1)
      : undefined;
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, cpuMicros };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One ratio over the rounds: each round's ratio of req/s, their median; and the same by the
 * server's CPU per request (bare's over the measured one's), when it could be read.
 */
interface Ratio {
  rounds: { measured: Run; bare: Run; ratio: number; byCpu?: number }[];
  ratio: number;
  byCpu?: number;
}
const ratioOf = (pairs: { measured: Run; bare: Run }[]): Ratio => {
  const rounds = pairs.map((pair) => ({
    ...pair,
    ratio: +(pair.measured.rps / pair.bare.rps).toFixed(3),
    ...(pair.measured.cpuMicros && pair.bare.cpuMicros
      ? { byCpu: +(pair.bare.cpuMicros / pair.measured.cpuMicros).toFixed(3) }
      : {}),
  }));
  const byCpu = rounds.every((round) => round.byCpu !== undefined)
    ? median(rounds.map((round) => round.byCpu!))
    : undefined;
  return { rounds, ratio: median(rounds.map((round) => round.ratio)), ...(byCpu !== undefined ? { byCpu } : {}) };
};

/** The code measured: this checkout, and the baseline's when given. */
const sides = (): { name: string; cwd?: string }[] => [
  { name: 'this checkout' },
  ...(BASELINE ? [{ name: `baseline ${BASELINE}`, cwd: BASELINE }] : []),
];
const profiles = (side: string) =>
  CPU_PROF ? { cpuProfileDir: join(CPU_PROF, side === 'this checkout' ? 'this' : 'baseline') } : {};

/** 1. The standalone registry against bare node:http, same bytes. */
async function registryRatio(company: string): Promise<Record<string, Ratio>> {
  const path = `/company/${company}`;
  const registries: { name: string; child: Child }[] = [];
  for (const side of sides())
    registries.push({
      name: side.name,
      child: await startRegistryChild(DB_PATH, ACTIVITY, { cwd: side.cwd, ...profiles(side.name) }),
    });
  const sample = await fetch(`${registries[0]!.child.url}${path}`);
  const body = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 200) throw new Error(`${path}: ${sample.status} ${body.toString().slice(0, 200)}`);
  const headers = {
    'content-type': sample.headers.get('content-type')!,
    etag: sample.headers.get('etag')!,
    'content-length': String(body.length),
    vary: 'Accept',
  };
  const bare = await startBareChild(headers, body, profiles('this checkout'));
  console.log(
    `\n1. ${path} (${body.length} bytes): standalone registry, activity ${ACTIVITY} a minute, vs bare node:http`,
  );
  try {
    for (const { child } of registries) await load(`${child.url}${path}`, 2); // warm-up, not counted
    await load(`${bare.url}${path}`, 2);
    if (IDLE > 0 && ACTIVITY > 0) {
      // What the activity alone costs the registry, which every request then competes with.
      const before = await Promise.all(registries.map(({ child }) => child.cpu()));
      await new Promise((done) => setTimeout(done, IDLE * 1000));
      const after = await Promise.all(registries.map(({ child }) => child.cpu()));
      const perMinute = registries.map(
        ({ name }, i) => `${name}: ${Math.round(((after[i]! - before[i]!) / 1000) * (60 / IDLE))} ms`,
      );
      console.log(`  the activity alone (${IDLE} s, no requests), CPU a minute: ${perMinute.join(' | ')}`);
    }
    const pairs = new Map(registries.map(({ name }) => [name, [] as { measured: Run; bare: Run }[]]));
    for (let round = 0; round < ROUNDS; round++) {
      const bareRun = await load(`${bare.url}${path}`, SECONDS, bare.cpu);
      const line = [`bare ${bareRun.rps}`];
      for (const { name, child } of registries) {
        const measured = await load(`${child.url}${path}`, SECONDS, child.cpu);
        pairs.get(name)!.push({ measured, bare: bareRun });
        line.push(`${name === 'this checkout' ? 'registry' : 'baseline'} ${measured.rps}`);
      }
      console.log(`  round ${round + 1}: ${line.join(' | ')} req/s`);
    }
    return Object.fromEntries([...pairs].map(([name, list]) => [name, ratioOf(list)]));
  } finally {
    await bare.stop();
    for (const { child } of registries) await child.stop();
  }
}

/** 2 and 3. In one production server per side: the page and the proxy against the bare route. */
async function pageRatios(company: string): Promise<Record<string, { page: Ratio; api: Ratio }>> {
  const page = `/company/${company}`;
  const servers: { name: string; url: string; cpu: () => Promise<number | undefined>; stop(): Promise<void> }[] = [];
  try {
    for (const side of sides()) {
      const { url, child } = await startNext({ cwd: side.cwd, ...profiles(side.name) });
      servers.push({
        name: side.name,
        url,
        cpu: async () => (child.pid === undefined ? undefined : treeCpu(child.pid)),
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGINT');
            setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
          }),
      });
    }
    const urls = (base: string) => ({
      page: `${base}${page}`,
      bareHtml: `${base}/api/bench/bare?html=${encodeURIComponent(page)}`,
      api: `${base}/api/registry${page}`,
      bareJson: `${base}/api/bench/bare?path=${encodeURIComponent(page)}`,
    });
    for (const server of servers) {
      const at = urls(server.url);
      // The page is rendered and cached, then the bare route holds a copy of it.
      for (const url of [at.page, at.page, at.bareHtml, at.api, at.bareJson]) {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`warm-up: ${url} answered ${response.status}`);
      }
      for (const url of Object.values(at)) await load(url, 3); // warm-up, not counted
    }
    console.log(
      `\n2, 3. ${page} and /api/registry${page}, each against the bare route in the same server (server.ts), activity ${ACTIVITY} a minute`,
    );
    const pairs = new Map(
      servers.map(({ name }) => [
        name,
        { page: [] as { measured: Run; bare: Run }[], api: [] as { measured: Run; bare: Run }[] },
      ]),
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (const server of servers) {
        const at = urls(server.url);
        // Alternate which goes first, so that neither always gets the quieter half of the machine.
        const pair = async (measured: string, bare: string) => {
          if (round % 2 === 0) {
            const bareRun = await load(bare, SECONDS, server.cpu);
            return { bare: bareRun, measured: await load(measured, SECONDS, server.cpu) };
          }
          const measuredRun = await load(measured, SECONDS, server.cpu);
          return { measured: measuredRun, bare: await load(bare, SECONDS, server.cpu) };
        };
        const pageRun = await pair(at.page, at.bareHtml);
        const apiRun = await pair(at.api, at.bareJson);
        pairs.get(server.name)!.page.push(pageRun);
        pairs.get(server.name)!.api.push(apiRun);
        console.log(
          `  round ${round + 1}, ${server.name}: page ${pageRun.measured.rps} vs bare ${pageRun.bare.rps} req/s (page p99 ${pageRun.measured.p99} ms) | /api/registry ${apiRun.measured.rps} vs bare ${apiRun.bare.rps} req/s`,
        );
      }
    }
    return Object.fromEntries(
      [...pairs].map(([name, lists]) => [name, { page: ratioOf(lists.page), api: ratioOf(lists.api) }]),
    );
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function main() {
  console.log(
    `ratios (issue #32): ${GIVEN_DB ?? `${COMPANIES} companies`}, ${SECONDS} s per run, ${CONNECTIONS} connections, ${ROUNDS} rounds, node ${process.version}`,
  );
  if (!GIVEN_DB) {
    const { ensureDataset } = await import('../lib/registry-server/generator');
    mkdirSync(dirname(DB_PATH), { recursive: true });
    const started = performance.now();
    await ensureDataset({ path: DB_PATH, size: COMPANIES, seed: 1 });
    console.log(`dataset ${DB_PATH} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const db = new Database(DB_PATH, { readonly: true });
  // The first ordinary company (not a UK establishment), as bench/pages.ts and bench/proxy.ts take it.
  const company = db
    .prepare("SELECT company_number FROM companies WHERE company_number NOT LIKE 'BR%' ORDER BY company_number LIMIT 1")
    .pluck()
    .get() as string;
  db.close();
  // The app reads these on first use.
  Object.assign(process.env, {
    REGISTRY_API_URL: '',
    REGISTRY_API_KEY: '',
    ...datasetFileEnv(DB_PATH),
    REGISTRY_ACTIVITY_PER_MINUTE: String(ACTIVITY),
    REGISTRY_PROXY_CLIENT_LIMIT: '0',
    REGISTRY_BENCH_ROUTES: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  });

  const results: Record<string, Partial<Record<Measure, Ratio>>> = {};
  const put = (side: string, measure: Measure, ratio: Ratio) => ((results[side] ??= {})[measure] = ratio);
  if (ONLY !== 'pages')
    for (const [side, ratio] of Object.entries(await registryRatio(company))) put(side, 'registry', ratio);
  if (ONLY !== 'registry')
    for (const [side, { page, api }] of Object.entries(await pageRatios(company))) {
      put(side, 'page', page);
      put(side, 'api', api);
    }

  console.log(
    `\nratios of req/s, median of ${ROUNDS} rounds (each round's in brackets), activity ${ACTIVITY} a minute; on a busy machine, trust the CPU ones more:`,
  );
  for (const [side, measured] of Object.entries(results)) {
    console.log(`  ${side}:`);
    for (const measure of Object.keys(TARGETS) as Measure[]) {
      const ratio = measured[measure];
      if (!ratio) continue;
      const met = ratio.ratio >= TARGETS[measure] ? 'met' : 'NOT met';
      const byCpu =
        ratio.byCpu === undefined
          ? ''
          : `  (by server CPU per request: ${ratio.byCpu.toFixed(2)} [${ratio.rounds.map((round) => round.byCpu!.toFixed(2)).join(', ')}])`;
      console.log(
        `    ${LABELS[measure].padEnd(48)} ${ratio.ratio.toFixed(2)}  [${ratio.rounds.map((round) => round.ratio.toFixed(2)).join(', ')}]  target ≥ ${TARGETS[measure]}: ${met}${byCpu}`,
      );
    }
  }
  mkdirSync(join('bench', 'results'), { recursive: true });
  writeFileSync(
    join('bench', 'results', 'ratios.json'),
    `${JSON.stringify({ dataset: DB_PATH, company, seconds: SECONDS, connections: CONNECTIONS, activity: ACTIVITY, results }, null, 2)}\n`,
  );
  console.log('\nwritten to bench/results/ratios.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
