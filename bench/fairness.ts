// Fairness benchmark (prints numbers; not a test): the app in remote mode, served as in
// production (server.ts), against a scripted registry (lib/gateway/testing/fake-upstream.ts),
// each simulated client connecting from its own loopback address (127.0.0.N):
//  1. one client crawling distinct search pages as fast as it can, while ten ordinary clients
//     browse (a page a second each): the ordinary clients' pages all succeed, the crawler is
//     slowed or refused;
//  2. an upstream that sends headers, then a byte every 500 ms, asked while 2 MB bodies are
//     being read: cut at REGISTRY_TIMEOUT_MS;
//  3. a burst of 1,000 distinct /api/registry requests from 50 addresses: upstream calls never
//     exceed the budget (REGISTRY_RATE_LIMIT per 5 minutes) over the whole run.
// Needs a production build (`npm run build`; made here if there is none).
//   npx tsx bench/fairness.ts [--seconds 20] [--budget 600] [--timeout-ms 5000]
import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { companyBody, startFakeUpstream } from '../lib/gateway/testing/fake-upstream';
import { freePort, option, quantiles, startNext } from './support';

const SECONDS = option('seconds', 20);
const BUDGET = option('budget', 600);
const TIMEOUT_MS = option('timeout-ms', 5_000);
const ORDINARY = 10;
const CRAWLER_CONNECTIONS = 8;
const SLOW = '99999999';
const BIG = 20; // companies 9000000N answer 2 MB bodies

interface Answer {
  status: number;
  ms: number;
  busy: boolean;
  /** The server's own time for the request (Server-Timing `total`), when it says. */
  serverMs?: number;
}

/** One GET from a given local address; `busy` when the page says the registry is busy. */
function get(url: string, localAddress: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { localAddress, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      const total = /total;dur=([\d.]+)/.exec(String(response.headers['server-timing'] ?? ''))?.[1];
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          ms: performance.now() - started,
          busy: body.includes('The registry is busy') || body.includes('rate-limit-exceeded'),
          serverMs: total === undefined ? undefined : Number(total),
        }),
      );
    });
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, busy: false }));
  });
}

const ok = (answer: Answer) => answer.status === 200 && !answer.busy;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The scripted registry, run in its own process (`--upstream PORT`) so the load of the clients does not slow it down. */
async function serveUpstream(port: number) {
  const big = JSON.stringify({ ...companyBody('90000000'), company_name: 'B'.repeat(2 * 1024 * 1024) });
  let calls = 0;
  await startFakeUpstream(
    (call) => {
      if (call.path === '/__calls') return { body: { calls } };
      calls++;
      if (call.path === `/company/${SLOW}`) return { body: companyBody(SLOW), trickleMs: 500 };
      if (/^\/company\/900000\d\d$/.test(call.path)) return { body: big.replace('90000000', call.path.slice(9)) };
      if (call.path.startsWith('/search'))
        return { body: { kind: 'search#all', items_per_page: 20, start_index: 0, total_results: 0, items: [] } };
      return undefined;
    },
    { port },
  );
  console.log('upstream ready');
}

async function startUpstream() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/fairness.ts', '--upstream', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('upstream ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the scripted registry exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return { url, child, calls: async () => ((await (await fetch(`${url}/__calls`)).json()) as { calls: number }).calls };
}

async function main() {
  const load = () => os.loadavg()[0]!.toFixed(1);
  console.log(
    `fairness benchmark: ${SECONDS} s crawl, budget ${BUDGET} calls / 5 min, timeout ${TIMEOUT_MS} ms, node ${process.version}, load average ${load()}`,
  );

  const upstream = await startUpstream();
  Object.assign(process.env, {
    REGISTRY_API_URL: upstream.url,
    REGISTRY_API_KEY: '',
    REGISTRY_RATE_LIMIT: String(BUDGET),
    REGISTRY_TIMEOUT_MS: String(TIMEOUT_MS),
    REGISTRY_TRUST_PROXY: 'false',
    REDIS_URL: '',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  const server = await startNext();
  try {
    // 1. One crawler, ten ordinary clients.
    const until = performance.now() + SECONDS * 1000;
    const crawl: Answer[] = [];
    let page = 0;
    const crawler = Array.from({ length: CRAWLER_CONNECTIONS }, async () => {
      while (performance.now() < until) crawl.push(await get(`${server.url}/search?q=crawl${page++}`, '127.0.0.66'));
    });
    const ordinary: Answer[][] = Array.from({ length: ORDINARY }, () => []);
    const browsers = ordinary.map(async (answers, i) => {
      for (let n = 0; performance.now() < until; n++) {
        const paths = [
          `/company/1${String(i).padStart(2, '0')}${String(n).padStart(5, '0')}`,
          `/search?q=user${i}-${n}`,
        ];
        answers.push(await get(`${server.url}${paths[n % 2]}`, `127.0.0.${10 + i}`));
        await sleep(1_000);
      }
    });
    await Promise.all([...crawler, ...browsers]);
    const all = ordinary.flat();
    const crawled = crawl.filter(ok).length;
    console.log(`\n1. crawler and ${ORDINARY} ordinary clients for ${SECONDS} s (load average ${load()})`);
    console.log(
      `  ordinary clients: ${all.filter(ok).length} of ${all.length} pages answered with data; latency ${JSON.stringify(
        quantiles(
          all.map((a) => a.ms),
          0,
        ),
      )} ms`,
    );
    console.log(
      `  crawler: ${crawl.length} pages asked (${(crawl.length / SECONDS).toFixed(1)}/s), ${crawled} with data, ${crawl.length - crawled} refused or busy; upstream calls so far ${await upstream.calls()}`,
    );

    // 2. The slow body, while large bodies are read.
    console.log(
      `\n2. an upstream sending a byte every 500 ms, while ${BIG} 2 MB bodies are read (load average ${load()})`,
    );
    const health = await fetch(`${server.url}/api/health`).then((r) => r.json());
    const large = Array.from({ length: BIG }, (_, i) =>
      get(`${server.url}/api/registry/company/900000${String(i).padStart(2, '0')}`, `127.0.2.${1 + i}`),
    );
    const slow = await get(`${server.url}/api/registry/company/${SLOW}`, '127.0.3.1');
    const larges = await Promise.all(large);
    console.log(
      `  slow body answered ${slow.status} after ${Math.round(slow.ms)} ms at the client, ${Math.round(slow.serverMs ?? NaN)} ms in the route handler (deadline ${TIMEOUT_MS} ms); large bodies: ${JSON.stringify(larges.reduce<Record<number, number>>((c, a) => ({ ...c, [a.status]: (c[a.status] ?? 0) + 1 }), {}))} (health before: ${health.status})`,
    );
    // 3. A burst of 1,000 distinct proxy requests from 50 addresses.
    const before = await upstream.calls();
    const burst = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) =>
        get(`${server.url}/api/registry/company/2${String(i).padStart(7, '0')}`, `127.0.1.${1 + (i % 50)}`),
      ),
    );
    const statuses = burst.reduce<Record<number, number>>(
      (counts, answer) => ({ ...counts, [answer.status]: (counts[answer.status] ?? 0) + 1 }),
      {},
    );
    console.log(`\n3. burst of 1,000 distinct /api/registry requests from 50 addresses (load average ${load()})`);
    console.log(
      `  statuses ${JSON.stringify(statuses)}; upstream calls in the burst ${(await upstream.calls()) - before}; in the whole run ${await upstream.calls()} (budget ${BUDGET})`,
    );

    console.log(
      `\nupstream calls in the whole run: ${await upstream.calls()} (budget ${BUDGET} per 5 minutes); load average ${load()}`,
    );
  } finally {
    server.child.kill('SIGTERM');
    upstream.child.kill('SIGTERM');
  }
}

const upstreamPort = process.argv.indexOf('--upstream');
(upstreamPort >= 0 ? serveUpstream(Number(process.argv[upstreamPort + 1])) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
