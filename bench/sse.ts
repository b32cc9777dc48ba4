// Benchmark of live changes (prints numbers; not a test), on a production server over the
// embedded registry with activity frozen and changes made through the test hook:
//  1. page response times (p50/p95) of company pages with no SSE client, then with
//     --clients (default 1,000) Server-Sent Events clients connected to /api/events
//     (target: no material slowdown);
//  2. event applied → seen by every SSE client: p50/p99 over all clients and changes
//     (target: p99 under 2 s);
//  3. event applied → on a fresh load of the company's overview (its "Recent changes"):
//     p50/max (target: under 2 s).
// Needs a production build (`npm run build`; made here if there is none).
//   npx tsx --conditions=react-server bench/sse.ts [--clients 1000] [--changes 20] [--pages 200] [--db .data/e2e.sqlite]
import http from 'node:http';
import { resolve } from 'node:path';
import { SHOWCASE_NUMBERS } from '../lib/registry-server/generator/showcase';
import { option, quantiles, startNext } from './support';

const CLIENTS = option('clients', 1000);
const CHANGES = option('changes', 20);
const PAGES = option('pages', 200);
const dbArg = process.argv.indexOf('--db');
const DB_PATH = resolve(dbArg >= 0 ? process.argv[dbArg + 1]! : '.data/e2e.sqlite');

Object.assign(process.env, {
  REGISTRY_API_URL: '',
  REGISTRY_API_KEY: '',
  REDIS_URL: '',
  REGISTRY_DB_PATH: DB_PATH,
  REGISTRY_PROXY_CLIENT_LIMIT: '0',
  REGISTRY_ACTIVITY_PER_MINUTE: '0',
  CHANGES_TEST_HOOK: 'true',
  CHANGES_DB_PATH: resolve('.data/bench/sse-changes.sqlite'),
  NEXT_TELEMETRY_DISABLED: '1',
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function get(url: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
      })
      .on('error', fail);
  });
}

/** PAGES loads of company pages, 4 at a time: the times in ms. */
async function pageTimes(base: string, numbers: string[]) {
  const times: number[] = [];
  const paths = numbers.flatMap((n) => [`/company/${n}`, `/company/${n}/officers`, `/company/${n}/filing-history`]);
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < PAGES) {
        const path = paths[next++ % paths.length]!;
        times.push((await get(base + path)).ms);
      }
    }),
  );
  return quantiles(times, 1);
}

interface Client {
  seen: Map<string, number>;
  close(): void;
}

/** One SSE client: the time each resource_uri first arrived. */
function connect(base: string): Promise<Client> {
  return new Promise((done, fail) => {
    const seen = new Map<string, number>();
    const request = http.get(`${base}/api/events`, { agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      let ready = false;
      res.on('data', (chunk: string) => {
        const at = performance.now();
        text += chunk;
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) {
            const uri = (JSON.parse(data) as { resource_uri: string }).resource_uri;
            if (!seen.has(uri)) seen.set(uri, at);
          }
        }
        if (!ready) {
          ready = true;
          done({ seen, close: () => request.destroy() });
        }
      });
    });
    request.on('error', fail);
  });
}

async function main() {
  const { url, child } = await startNext();
  try {
    const search = JSON.parse((await get(`${url}/api/registry/search/companies?q=limited&items_per_page=50`)).body) as {
      items: { company_number: string; company_status?: string }[];
    };
    const ordinary = search.items
      .filter((item) => item.company_status === 'active' && !SHOWCASE_NUMBERS.has(item.company_number))
      .map((item) => item.company_number);
    const pages = [...SHOWCASE_NUMBERS].slice(0, 3);
    await pageTimes(url, pages); // warm the page cache
    const quiet = await pageTimes(url, pages);
    console.log(
      `pages, no SSE client:        p50 ${quiet.p50} ms, p90 ${quiet.p90} ms, p99 ${quiet.p99} ms (n=${quiet.n})`,
    );

    const clients: Client[] = [];
    const opening = performance.now();
    for (let i = 0; i < CLIENTS; i += 100)
      clients.push(...(await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, () => connect(url)))));
    console.log(`${clients.length} SSE clients connected in ${Math.round(performance.now() - opening)} ms`);
    const busy = await pageTimes(url, pages);
    console.log(
      `pages, ${clients.length} SSE clients: p50 ${busy.p50} ms, p90 ${busy.p90} ms, p99 ${busy.p99} ms (n=${busy.n})`,
    );

    const viaSse: number[] = [];
    const viaPage: number[] = [];
    let missing = 0;
    for (let i = 0; i < CHANGES; i++) {
      const company = ordinary[i % ordinary.length]!;
      await get(`${url}/company/${company}`); // in the page cache before the change
      const applied = performance.now();
      const response = await fetch(`${url}/api/changes/test-event?company=${company}`, { method: 'POST' });
      const { events } = (await response.json()) as { events: { resource_uri: string }[] };
      const uri = events[0]?.resource_uri;
      if (!uri) continue;
      // A fresh page load: how soon the overview lists the change.
      for (;;) {
        const page = await get(`${url}/company/${company}`);
        if (page.body.includes(`href="${uri}"`)) {
          viaPage.push(performance.now() - applied);
          break;
        }
        if (performance.now() - applied > 10_000) break;
      }
      const deadline = performance.now() + 10_000;
      while (clients.some((client) => !client.seen.has(uri)) && performance.now() < deadline)
        await new Promise((done) => setTimeout(done, 20));
      for (const client of clients) {
        const at = client.seen.get(uri);
        if (at === undefined) missing++;
        else viaSse.push(at - applied);
      }
    }
    const sse = quantiles(viaSse, 0);
    const page = quantiles(viaPage, 0);
    console.log(
      `applied → seen over SSE:     p50 ${sse.p50} ms, p99 ${sse.p99} ms (n=${sse.n}; ${missing} never arrived)`,
    );
    console.log(
      `applied → on a fresh load:   p50 ${page.p50} ms, max ${Math.round(Math.max(...viaPage))} ms (n=${page.n})`,
    );
    for (const client of clients) client.close();
  } finally {
    child.kill();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
