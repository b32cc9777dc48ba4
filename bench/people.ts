// The person index against a generated dataset's truth (prints numbers; not a test): pairwise
// precision and recall by the kinds of the two records, namesakes kept apart, and the index's
// build time on this machine.
//   npx tsx --conditions=react-server bench/people.ts [--companies 20000] [--seed 1] [--examples 10]
//   npx tsx --conditions=react-server bench/people.ts --db FILE [--rebuild]   (a file generated before)
//   npx tsx --conditions=react-server bench/people.ts --db FILE --url http://127.0.0.1:3000 [--seconds 20] [--connections 4]
//     the person page and API over HTTP on a running app serving FILE: p50/p95/p99, each person's first read and again
// The dataset stays in .data/bench/people-{companies}-{seed}.sqlite (reused).
import { copyFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import Database from 'better-sqlite3';
import { ensureDataset } from '../lib/registry-server/generator';
import { buildPersonIndex } from '../lib/registry-server/people/build';
import { evaluatePersonIndex } from '../lib/registry-server/people/evaluate';
import http from 'node:http';
import { option, quantiles } from './support';

const COMPANIES = option('companies', 20_000);
const SEED = option('seed', 1);
const EXAMPLES = option('examples', 0);
const at = process.argv.indexOf('--db');
const urlAt = process.argv.indexOf('--url');
const SECONDS = option('seconds', 20);
const CONNECTIONS = option('connections', 4);

/** GET each path once (cold), then in turn for the rest of the time (warm): latencies in ms. */
async function hammer(base: string, paths: readonly string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${base}${path}`, { agent }, (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${path}: ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  const cold: number[] = [];
  const warm: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < paths.length) cold.push(await get(paths[next++]!));
    }),
  );
  const until = performance.now() + SECONDS * 1000;
  next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) warm.push(await get(paths[next++ % paths.length]!));
    }),
  );
  agent.destroy();
  const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)]!.toFixed(1);
  return { cold: { ...quantiles(cold, 1), p95: p95(cold) }, warm: { ...quantiles(warm, 1), p95: p95(warm) } };
}

const percent = (n: number) => `${(n * 100).toFixed(2)}%`;
const number = (n: number) => Math.round(n).toLocaleString('en-GB');

async function main() {
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (2 cores)`,
  );
  let path = at >= 0 ? process.argv[at + 1]! : join('.data', 'bench', `people-${COMPANIES}-${SEED}.sqlite`);
  if (at < 0) {
    const started = performance.now();
    await ensureDataset({ path, companies: COMPANIES, seed: SEED, replaceOutdated: true, log: console.log });
    console.log(`dataset ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${path}`);
  }
  if (process.argv.includes('--rebuild')) {
    // On a copy: the file may be served.
    const copy = `${path}.people-bench`;
    copyFileSync(path, copy);
    path = copy;
    const db = new Database(copy);
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    const result = buildPersonIndex(db, {
      onStep: (step, ms) => console.log(`  ${step}: ${(ms / 1000).toFixed(1)} s`),
    });
    console.log(
      `person index built in ${result.seconds.toFixed(1)} s: ${number(result.records)} records, ${number(result.people)} people (${number(result.grouped)} of two records or more), ${number(result.pairs)} possible pairs`,
    );
    db.close();
  }
  const db = new Database(path, { readonly: true });
  if (urlAt >= 0) {
    const base = process.argv[urlAt + 1]!;
    // People of several records (the page reads each record's appointments) and of one, as they come.
    const ids = db
      .prepare(
        `SELECT person_id FROM (SELECT person_id, count(*) AS n FROM person_records GROUP BY person_id)
          ORDER BY n > 1 DESC, person_id LIMIT 300`,
      )
      .pluck()
      .all() as string[];
    const sample = ids.filter((_, i) => i % 3 !== 2).slice(0, 200);
    console.log(`${sample.length} people, ${CONNECTIONS} connections, ${SECONDS} s each`);
    for (const [what, paths] of [
      ['person page', sample.map((id) => `/people/${id}`)],
      ['person API', sample.map((id) => `/api/people/${id}`)],
    ] as const) {
      const { cold, warm } = await hammer(base, paths);
      console.log(`${what} (ms): first read ${JSON.stringify(cold)}; again ${JSON.stringify(warm)}`);
    }
    db.close();
    return;
  }
  const started = performance.now();
  const evaluation = evaluatePersonIndex(db, { examples: EXAMPLES });
  console.log(`evaluated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  console.log(
    `${number(evaluation.records)} records with a truth: ${number(evaluation.people.truth)} people by the truth, ${number(evaluation.people.index)} by the index`,
  );
  const rows = [['all pairs', evaluation.all] as const, ...Object.entries(evaluation.byKind)];
  console.log('pairs                        true pairs   predicted     correct   precision      recall');
  for (const [kind, counts] of rows)
    console.log(
      `${kind.padEnd(28)} ${number(counts.truePairs).padStart(10)} ${number(counts.predicted).padStart(11)} ${number(counts.correct).padStart(11)} ${percent(counts.precision).padStart(11)} ${percent(counts.recall).padStart(11)}`,
    );
  const { namesakes } = evaluation;
  console.log(
    `namesakes (one name and month of birth, different people): ${number(namesakes.pairs)} pairs, ${number(namesakes.merged)} put in one person: ${percent(namesakes.keptApart)} kept apart`,
  );
  if (EXAMPLES > 0) {
    const describe = db.prepare('SELECT name, birth, confidence, evidence FROM person_records WHERE link = ?');
    const pairs = db.prepare(
      'SELECT confidence, evidence FROM person_pairs WHERE (a = ? AND b = ?) OR (a = ? AND b = ?)',
    );
    const show = (title: string, list: [string, string][]) => {
      console.log(`\n${title}`);
      for (const [a, b] of list) {
        const pair = pairs.get(a, b, b, a) as { confidence: number; evidence: string } | undefined;
        console.log(`- ${a}\n  ${b}`);
        console.log(`  ${JSON.stringify(describe.get(a))}\n  ${JSON.stringify(describe.get(b))}`);
        if (pair) console.log(`  possible at ${pair.confidence}: ${pair.evidence}`);
      }
    };
    show('missed (one person, two people in the index):', evaluation.examples.missed);
    show('wrong (two people, one in the index):', evaluation.examples.wrong);
  }
  db.close();
  if (process.argv.includes('--rebuild')) rmSync(path, { force: true });
}

void main();
