// The worst requests of the security test of 28 November 2026 ("No request can stall or crash
// the server") against an app that is already running (this script starts nothing): while
// depth-3 officer graphs with addresses, 60 officers in `expand` and three hub pages are built
// --builds at a time, and --aborted streamed builds are dropped after 0.5 s, a plain cached page
// is loaded over and over; prints that page's p50/p95 alone and under the load, what the heavy
// requests were answered (200, 429, 499, 5xx, errors), how long they took and how big they were.
// With the default per-client limits most heavy requests from this one address are refused
// (429): that is the limit working. To load the builders themselves, start the server with
// HEAVY_ROUTE_CLIENT_LIMIT=0 HEAVY_ROUTE_CLIENT_CONCURRENCY=0.
//   npx tsx bench/heavy-requests.ts [--url http://127.0.0.1:3000] [--builds 20] [--aborted 30] [--rounds 3]
//     [--officer {id}] [--page /company/00000001] [--seconds 5]
import { SHOWCASE } from '../lib/registry-server/generator/showcase';

const text = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : fallback;
};
const number = (name: string, fallback: number) => {
  const value = Number(text(name, String(fallback)));
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

const BASE = text('url', 'http://127.0.0.1:3000').replace(/\/$/, '');
const BUILDS = number('builds', 20);
const ABORTED = number('aborted', 30);
const ROUNDS = number('rounds', 3);
const SECONDS = number('seconds', 5);
const OFFICER = text('officer', SHOWCASE.officers.prolific);
const PAGE = text('page', `/company/${SHOWCASE.companies.plc}`);

interface Answer {
  status: number | 'error' | 'aborted';
  ms: number;
  bytes: number;
  stopped?: string;
}

interface NetworkJson {
  attributes: { truncated: { node: string; reason: string; next?: string }[]; stopped?: string };
  nodes: { key: string }[];
}

function percentile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);
}

async function timed(path: string, { abortAfterMs }: { abortAfterMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  const controller = new AbortController();
  const timer = abortAfterMs === undefined ? undefined : setTimeout(() => controller.abort(), abortAfterMs);
  try {
    const response = await fetch(BASE + path, { signal: controller.signal });
    const body = await response.text();
    let stopped: string | undefined;
    if (response.ok && body.startsWith('{"attributes"')) stopped = (JSON.parse(body) as NetworkJson).attributes.stopped;
    return { status: response.status, ms: performance.now() - started, bytes: body.length, stopped };
  } catch {
    return { status: controller.signal.aborted ? 'aborted' : 'error', ms: performance.now() - started, bytes: 0 };
  } finally {
    clearTimeout(timer);
  }
}

/** The cached page's load times (ms), one after another, until `until` resolves (or for SECONDS alone). */
async function probe(until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const answer = await timed(PAGE);
    times.push(answer.ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

/** The query of the worst build: depth 3 with addresses, 60 officers and three hub pages in `expand`. */
async function worstQuery(): Promise<string> {
  const first = await fetch(`${BASE}/api/network/officer/${OFFICER}?depth=2&addresses=1&expand=officer:${OFFICER}`);
  if (!first.ok) throw new Error(`the seed's graph answered ${first.status}: is ${BASE} up, with the showcase data?`);
  const graph = (await first.json()) as NetworkJson;
  const officers = graph.nodes
    .map((node) => node.key)
    .filter((key) => key.startsWith('officer:'))
    .slice(0, 60);
  const hub = graph.attributes.truncated.find((cut) => cut.reason === 'hub')?.node;
  const hubs = hub ? [hub, `${hub}@2`, `${hub}@3`] : [];
  const params = new URLSearchParams({ depth: '3', addresses: '1' });
  for (const value of [...officers, ...hubs]) params.append('expand', value);
  return `/api/network/officer/${OFFICER}?${params}`;
}

function summary(label: string, answers: Answer[]) {
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(String(answer.status), (counts.get(String(answer.status)) ?? 0) + 1);
  const ok = answers.filter((answer) => answer.status === 200);
  const stopped = new Map<string, number>();
  for (const answer of ok) if (answer.stopped) stopped.set(answer.stopped, (stopped.get(answer.stopped) ?? 0) + 1);
  console.log(
    `${label}: ${answers.length} requests, answered ${[...counts].map(([status, n]) => `${status}×${n}`).join(' ')}` +
      (ok.length
        ? `; 200s took p50 ${percentile(
            ok.map((a) => a.ms),
            0.5,
          )} ms, max ${percentile(
            ok.map((a) => a.ms),
            1,
          )} ms, up to ${(Math.max(...ok.map((a) => a.bytes)) / 1e6).toFixed(1)} MB` +
          (stopped.size ? `, stopped early: ${[...stopped].map(([why, n]) => `${why}×${n}`).join(' ')}` : '')
        : ''),
  );
}

async function main() {
  console.log(`app ${BASE}; cached page ${PAGE}; seed officer ${OFFICER}`);
  const worst = await worstQuery();
  console.log(`worst build: ${worst.length} characters of URL`);
  await timed(PAGE);

  const alone = await probe(new Promise((resolve) => setTimeout(resolve, SECONDS * 1000)));
  console.log(
    `cached page alone: n=${alone.length} p50 ${percentile(alone, 0.5)} ms, p95 ${percentile(alone, 0.95)} ms`,
  );

  const builds: Answer[] = [];
  const aborted: Answer[] = [];
  const load = (async () => {
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all([
        ...Array.from({ length: BUILDS }, async () => builds.push(await timed(worst))),
        ...Array.from({ length: ABORTED }, async () =>
          aborted.push(await timed(`${worst}&stream=1`, { abortAfterMs: 500 })),
        ),
      ]);
    }
  })();
  const loaded = await probe(load);
  // What the aborted builds left behind: the page alone again, right after.
  const after = await probe(new Promise((resolve) => setTimeout(resolve, 2_000)));

  console.log(
    `cached page under load: n=${loaded.length} p50 ${percentile(loaded, 0.5)} ms, p95 ${percentile(loaded, 0.95)} ms, max ${percentile(loaded, 1)} ms`,
  );
  console.log(`cached page in the 2 s after: p50 ${percentile(after, 0.5)} ms, p95 ${percentile(after, 0.95)} ms`);
  summary(`depth-3 builds (${BUILDS} at a time × ${ROUNDS})`, builds);
  summary(`streamed builds dropped after 0.5 s (${ABORTED} at a time × ${ROUNDS})`, aborted);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
