// Benchmark of the browsing pages on the embedded registry (prints numbers; not a test):
//  1. requests per second for a cached company overview against /api/bench/bare?html=…, a
//     bare route handler sending the same HTML bytes from memory, in the same `next start`
//     server (target: the page at half the bare route's rate or more);
//  2. the time an uncached company overview takes to render (target: p50 under 50 ms);
//  3. first-load JavaScript of the company page, gzipped (target: under 150 kB);
//  4. with --lighthouse, Lighthouse performance and accessibility of the company and search
//     pages in Debian's Chromium (targets: 95 and 100).
// Needs a production build (`npm run build`; made here if there is none).
//   npx tsx --conditions=react-server bench/pages.ts [--companies 20000] [--seconds 10] [--connections 10] [--renders 200] [--lighthouse]
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { option, quantiles, startNext } from './support';

const COMPANIES = option('companies', 20_000);
const SECONDS = option('seconds', 10);
const CONNECTIONS = option('connections', 10);
const RENDERS = option('renders', 200);
const LIGHTHOUSE = process.argv.includes('--lighthouse');
const DB_PATH = resolve(join('.data', 'bench', `pages-${COMPANIES}.sqlite`));

Object.assign(process.env, {
  REGISTRY_API_URL: '',
  REGISTRY_API_KEY: '',
  REGISTRY_DB_PATH: DB_PATH,
  REGISTRY_DATASET_SIZE: String(COMPANIES),
  REGISTRY_PROXY_CLIENT_LIMIT: '0',
  REGISTRY_BENCH_ROUTES: '1',
  NEXT_TELEMETRY_DISABLED: '1',
});

async function rate(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, workers: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, workers: 1 });
  if (result.errors || result.non2xx) console.warn(`  (warning: ${result.errors} errors, ${result.non2xx} non-2xx)`);
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

async function firstLoadJs(url: string) {
  const html = await (await fetch(url)).text();
  // Scripts marked noModule (Next's legacy polyfills) are never fetched by the browsers this targets.
  const scripts = [...html.matchAll(/<script([^>]+)>/g)]
    .filter((match) => !/\bnomodule\b/i.test(match[1]!))
    .map((match) => /\bsrc="([^"]+)"/.exec(match[1]!)?.[1])
    .filter((src): src is string => src !== undefined);
  let raw = 0;
  let gzipped = 0;
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: new Set(scripts).size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gzipped / 1024).toFixed(1) };
}

function lighthouse(url: string) {
  const result = spawnSync(
    'npx',
    [
      '--no-install',
      'lighthouse',
      url,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0)
    return {
      error: (result.stderr || 'lighthouse failed (is it installed? npm install -D lighthouse@12.8)').slice(0, 300),
    };
  const report = JSON.parse(result.stdout) as { categories: Record<string, { score: number }> };
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
  };
}

async function main() {
  console.log(
    `pages benchmark: ${COMPANIES} companies, ${SECONDS} s per run, ${CONNECTIONS} connections, node ${process.version}`,
  );
  const { ensureDataset } = await import('../lib/registry-server/generator');
  mkdirSync(dirname(DB_PATH), { recursive: true });
  await ensureDataset({ path: DB_PATH, size: COMPANIES, seed: 1 });
  const db = new Database(DB_PATH, { readonly: true });
  const numbers = db
    .prepare("SELECT company_number FROM companies WHERE company_number NOT LIKE 'BR%' ORDER BY company_number")
    .pluck()
    .all() as string[];
  db.close();

  const results: Record<string, unknown> = { companies: numbers.length, seconds: SECONDS, connections: CONNECTIONS };
  const server = await startNext();
  try {
    const page = `/company/${numbers[0]}`;
    const pageUrl = `${server.url}${page}`;
    const bareUrl = `${server.url}/api/bench/bare?html=${encodeURIComponent(page)}`;
    const [pageResponse, bareResponse] = await Promise.all([fetch(pageUrl), fetch(bareUrl)]);
    if (pageResponse.status !== 200 || bareResponse.status !== 200)
      throw new Error(`warm-up failed: page ${pageResponse.status}, bare ${bareResponse.status}`);
    console.log(
      `\n1. cached company overview (${Buffer.byteLength(await pageResponse.text())} bytes) against bare bytes, same server`,
    );
    const bare = await rate(bareUrl);
    const cached = await rate(pageUrl);
    const share = Math.round((100 * cached.rps) / bare.rps);
    console.log(
      `  bare ${bare.rps} req/s (p50 ${bare.p50} ms) | page ${cached.rps} req/s (p50 ${cached.p50} ms, p99 ${cached.p99} ms) | ${share}% of bare (target ≥ 50%)`,
    );
    results.cached = { bare, page: cached, shareOfBare: share };

    console.log(`\n2. uncached company overview renders (${RENDERS} companies never asked before)`);
    const times: number[] = [];
    const step = Math.max(1, Math.floor(numbers.length / (RENDERS + 1)));
    for (let i = 1; i <= RENDERS; i++) {
      const at = performance.now();
      const response = await fetch(`${server.url}/company/${numbers[i * step]}`);
      await response.text();
      times.push(performance.now() - at);
    }
    const renders = quantiles(times, 2);
    console.log(`  p50 ${renders.p50} ms  p90 ${renders.p90} ms  p99 ${renders.p99} ms (target: p50 < 50 ms)`);
    results.uncached = renders;

    const js = await firstLoadJs(pageUrl);
    console.log(
      `\n3. first-load JavaScript of the company page: ${js.scripts} scripts, ${js.rawKB} kB raw, ${js.gzipKB} kB gzipped (target < 150 kB)`,
    );
    results.firstLoadJs = js;

    if (LIGHTHOUSE) {
      console.log('\n4. Lighthouse (Debian Chromium)');
      for (const [name, url] of [
        ['company', pageUrl],
        ['search', `${server.url}/search?q=${encodeURIComponent('holdings')}`],
      ] as const) {
        const scores = lighthouse(url);
        console.log(`  ${name}: ${JSON.stringify(scores)} (targets: performance ≥ 95, accessibility 100)`);
        results[`lighthouse_${name}`] = scores;
      }
    }
  } finally {
    server.child.kill('SIGTERM');
  }
  mkdirSync(join('bench', 'results'), { recursive: true });
  writeFileSync(join('bench', 'results', 'pages.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nwritten to bench/results/pages.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
