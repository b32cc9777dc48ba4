// Benchmark of the registry proxy on the embedded registry (prints numbers; not a test):
//  1. requests per second for a cached company profile through /api/registry/company/{n}
//     against /api/bench/bare, a bare route handler sending the same bytes from memory, in
//     the same `next start` server (target: the proxy at 80 % of bare or more);
//  2. the latency the proxy adds on a cache miss, in-process: the route handler (client limit
//     off, nothing cached) against the embedded handler called directly, on the same
//     companies (target: p50 under 2 ms more).
// Part 1 needs a production build (`npm run build`; made here if there is none).
//   npx tsx --conditions=react-server bench/proxy.ts [--companies 20000] [--seconds 10] [--connections 10] [--rounds 3] [--misses 2000]
//     [--db path/to/registry.sqlite]  use this dataset as it is instead of generating one
//     [--no-http]                     part 2 only
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { option, quantiles, startNext } from './support';

const COMPANIES = option('companies', 20_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);
const MISSES = option('misses', 2_000);
const ROUNDS = option('rounds', 3);
const GIVEN_DB = process.argv.includes('--db') ? process.argv[process.argv.indexOf('--db') + 1] : undefined;
const DB_PATH = resolve(GIVEN_DB ?? join('.data', 'bench', `proxy-${COMPANIES}.sqlite`));
const HTTP = !process.argv.includes('--no-http');

// The app reads these on first use; set before anything imports lib/env.
Object.assign(process.env, {
  REGISTRY_API_URL: '',
  REGISTRY_API_KEY: '',
  REGISTRY_DB_PATH: DB_PATH,
  REGISTRY_DATASET_SIZE: String(COMPANIES),
  REGISTRY_PROXY_CLIENT_LIMIT: '0',
  REGISTRY_BENCH_ROUTES: '1',
  NEXT_TELEMETRY_DISABLED: '1',
});

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1 });
  if (result.errors || result.non2xx || result.timeouts)
    console.warn(`  (warning: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts)`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  console.log(
    `proxy benchmark: ${GIVEN_DB ?? `${COMPANIES} companies`}, ${SECONDS} s per run, ${CONNECTIONS} connections, node ${process.version}`,
  );
  if (!GIVEN_DB) {
    const { ensureDataset } = await import('../lib/registry-server/generator');
    mkdirSync(dirname(DB_PATH), { recursive: true });
    const started = performance.now();
    await ensureDataset({ path: DB_PATH, size: COMPANIES, seed: 1 });
    console.log(`dataset ${DB_PATH} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const db = new Database(DB_PATH, { readonly: true });
  const numbers = db.prepare('SELECT company_number FROM companies ORDER BY company_number').pluck().all() as string[];
  db.close();
  const step = Math.max(1, Math.floor(numbers.length / (MISSES + 200)));
  const spread = numbers.filter((_, i) => i % step === 0);
  const profile = `/company/${spread[0]}`;

  const results: Record<string, unknown> = {
    dataset: DB_PATH,
    companies: numbers.length,
    seconds: SECONDS,
    connections: CONNECTIONS,
  };
  if (HTTP) await throughput(profile, results);
  await missLatency(spread, results);

  mkdirSync(join('bench', 'results'), { recursive: true });
  writeFileSync(join('bench', 'results', 'proxy.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwritten to bench/results/proxy.json');
}

/** 1. Throughput of a cached profile, proxy against bare, in one `next start` server. */
async function throughput(profile: string, results: Record<string, unknown>) {
  const server = await startNext();
  try {
    const proxyUrl = `${server.url}/api/registry${profile}`;
    const bareUrl = `${server.url}/api/bench/bare?path=${encodeURIComponent(profile)}`;
    const [proxied, bare] = await Promise.all([fetch(proxyUrl), fetch(bareUrl)]);
    const [proxiedBody, bareBody] = await Promise.all([proxied.text(), bare.text()]);
    if (proxied.status !== 200 || bare.status !== 200 || proxiedBody !== bareBody) {
      throw new Error(
        `warm-up failed: proxy ${proxied.status}, bare ${bare.status}, same bytes: ${proxiedBody === bareBody}`,
      );
    }
    console.log(
      `\n1. cached company profile (${Buffer.byteLength(proxiedBody)} bytes) over HTTP, same next start server`,
    );
    const runs: { bare: Awaited<ReturnType<typeof load>>; proxy: Awaited<ReturnType<typeof load>> }[] = [];
    const measure = async (url: string) => {
      await autocannon({ url, connections: CONNECTIONS, duration: 2, workers: 1 }); // warm-up, not counted
      return load(url);
    };
    // A first warm-up of both, so the JIT has settled before anything is counted.
    for (const url of [bareUrl, proxyUrl]) await autocannon({ url, connections: CONNECTIONS, duration: 5, workers: 1 });
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so that neither always gets the quieter half of the machine.
      let bareRun;
      let proxyRun;
      if (round % 2 === 0) {
        bareRun = await measure(bareUrl);
        proxyRun = await measure(proxyUrl);
      } else {
        proxyRun = await measure(proxyUrl);
        bareRun = await measure(bareUrl);
      }
      runs.push({ bare: bareRun, proxy: proxyRun });
      console.log(
        `  round ${round + 1}: bare ${bareRun.rps} req/s (p50 ${bareRun.p50} ms, p99 ${bareRun.p99} ms) | proxy ${proxyRun.rps} req/s (p50 ${proxyRun.p50} ms, p99 ${proxyRun.p99} ms) | ${Math.round((100 * proxyRun.rps) / bareRun.rps)}% of bare`,
      );
    }
    const total = (key: 'bare' | 'proxy') => runs.reduce((sum, run) => sum + run[key].rps, 0);
    const share = Math.round((100 * total('proxy')) / total('bare'));
    console.log(`  proxy at ${share}% of bare over ${ROUNDS} rounds (target ≥ 80%)`);
    results.throughput = { runs, proxyShareOfBare: share };
  } finally {
    server.child.kill('SIGTERM');
  }
}

/** 2. Latency the proxy adds on a cache miss, in-process, against the embedded handler called directly. */
async function missLatency(spread: string[], results: Record<string, unknown>) {
  const [{ createRegistryHandler }, { createGateway }, { createMemoryStore }, { setRegistry }, route] =
    await Promise.all([
      import('../lib/registry-server'),
      import('../lib/gateway/gateway'),
      import('../lib/gateway/store'),
      import('../lib/gateway'),
      import('../app/api/registry/[...path]/route'),
    ]);
  const handler = createRegistryHandler({ dbPath: DB_PATH });
  const gateway = createGateway({
    mode: 'embedded',
    baseUrl: 'http://embedded.registry',
    transport: async () => handler.inProcess,
    timeoutMs: 10_000,
    store: createMemoryStore({ maxBytes: 512 * 1024 * 1024 }),
    ttlSeconds: { search: 60, profile: 600, list: 300, item: 3_600 },
    maxStaleSeconds: 86_400,
    log: () => {},
  });
  setRegistry(gateway);
  const context = { params: Promise.resolve({ path: [] as string[] }) };
  const direct = async (path: string) =>
    (await handler.inProcess(new Request(`http://embedded.registry${path}`))).text();
  const proxy = async (path: string) => {
    const response = await route.GET(new Request(`http://localhost/api/registry${path}`), context);
    if (response.headers.get('x-cache') !== 'miss')
      throw new Error(`${path}: expected a cache miss, got ${response.headers.get('x-cache')}`);
    return response.text();
  };
  const time = async (run: () => Promise<unknown>) => {
    const at = process.hrtime.bigint();
    await run();
    return Number(process.hrtime.bigint() - at) / 1e6;
  };

  const warm = spread.slice(MISSES, MISSES + 200);
  for (const n of warm) {
    await direct(`/company/${n}`);
    await proxy(`/company/${n}`);
  }
  const directMs: number[] = [];
  const proxyMs: number[] = [];
  const addedMs: number[] = [];
  for (const [i, n] of spread.slice(0, MISSES).entries()) {
    const path = `/company/${n}`;
    // Alternate which goes first, so that neither always finds the database pages warm.
    let d: number;
    let p: number;
    if (i % 2 === 0) {
      d = await time(() => direct(path));
      p = await time(() => proxy(path));
    } else {
      p = await time(() => proxy(path));
      d = await time(() => direct(path));
    }
    directMs.push(d);
    proxyMs.push(p);
    addedMs.push(p - d);
  }
  const hitMs: number[] = [];
  for (const n of spread.slice(0, MISSES))
    hitMs.push(
      await time(() =>
        route.GET(new Request(`http://localhost/api/registry/company/${n}`), context).then((r) => r.text()),
      ),
    );

  const miss = {
    direct: quantiles(directMs),
    proxy: quantiles(proxyMs),
    added: quantiles(addedMs),
    hit: quantiles(hitMs),
  };
  console.log(`\n2. company profile on a cache miss, in-process, ${miss.direct.n} companies (ms)`);
  console.log(`  embedded handler directly: p50 ${miss.direct.p50}  p90 ${miss.direct.p90}  p99 ${miss.direct.p99}`);
  console.log(`  through the proxy route:   p50 ${miss.proxy.p50}  p90 ${miss.proxy.p90}  p99 ${miss.proxy.p99}`);
  console.log(
    `  added by the proxy:        p50 ${miss.added.p50}  p90 ${miss.added.p90}  p99 ${miss.added.p99}  (target: p50 < 2 ms)`,
  );
  console.log(`  (for scale, a cache hit through the proxy route: p50 ${miss.hit.p50}  p99 ${miss.hit.p99})`);
  results.miss = miss;

  await gateway.close();
  handler.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
