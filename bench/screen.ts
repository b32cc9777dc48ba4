// Screening a list on the embedded registry, in process, as the app runs it (the store, the
// queue, the worker, matching and signals): a realistic mix made from the dataset, whose truth
// is known (40% numbers typed every way, 40% current names with typos and suffix variants, 10%
// previous names, 10% not on the register: lib/screening/testing/mix.ts). Prints the run's time,
// lines per second, match quality against the truth, and a page-like read's p50/p95 alone and
// while the run goes (the reads pages make, through the same gateway and event loop).
//   npx tsx --conditions=react-server bench/screen.ts [--db .data/e2e.sqlite] [--lines 10000] [--seed 1]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { datasetFileEnv, option, quantiles } from './support';

const dbIndex = process.argv.indexOf('--db');
const dbPath = dbIndex >= 0 ? process.argv[dbIndex + 1]! : (process.env.REGISTRY_DB_PATH ?? '.data/e2e.sqlite');
const work = mkdtempSync(join(tmpdir(), 'bench-screen-'));
Object.assign(process.env, datasetFileEnv(dbPath));
process.env.REGISTRY_API_URL = '';
process.env.REDIS_URL = '';
process.env.REGISTRY_ACTIVITY_PER_MINUTE = '0';
process.env.CHANGES_DB_PATH = join(work, 'app.sqlite');

const lineCount = option('lines', 10_000);
const seed = option('seed', 1);

interface Body {
  registered_office_address?: { postal_code?: string };
  previous_company_names?: { name: string }[];
}

async function main() {
  const [{ env }, { getRegistry }, { createScreeningService }, { screeningMix, scoreMix }] = await Promise.all([
    import('../lib/env'),
    import('../lib/gateway'),
    import('../lib/screening/service'),
    import('../lib/screening/testing/mix'),
  ]);
  // The truth: every company of the dataset, read from its file.
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  const companies = db
    .prepare<[], { company_number: string; company_name: string; company_status: string; body: string }>(
      'SELECT company_number, company_name, company_status, body FROM companies',
    )
    .all()
    .map((row) => {
      const body = JSON.parse(row.body) as Body;
      return {
        company_number: row.company_number,
        company_name: row.company_name,
        company_status: row.company_status,
        ...(body.registered_office_address?.postal_code
          ? { postal_code: body.registered_office_address.postal_code }
          : {}),
        previous_names: (body.previous_company_names ?? []).map((previous) => previous.name),
      };
    });
  db.close();
  const mix = screeningMix(companies, lineCount, seed);

  // The registry loaded and warm, as in a running app.
  await getRegistry().fetch('companyProfile', { company_number: companies[0]!.company_number });
  const sample = () => companies[Math.floor(Math.random() * companies.length)]!.company_number;
  const pageRead = async () => {
    const n = sample();
    const started = performance.now();
    await Promise.all([
      getRegistry().fetch('companyProfile', { company_number: n }),
      getRegistry()
        .fetch('officerList', { company_number: n }, { items_per_page: 35 })
        .catch(() => undefined),
    ]);
    return performance.now() - started;
  };
  const readPages = async (until: () => boolean) => {
    const times: number[] = [];
    while (!until()) {
      times.push(await pageRead());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return times;
  };
  const aloneUntil = performance.now() + 5_000;
  const alone = await readPages(() => performance.now() > aloneUntil);

  const service = createScreeningService(env());
  const started = performance.now();
  const run = await service.store.createRun(
    { run_id: 'bench-run-0000001', owner: '', client: 'bench', created_at: Date.now(), name: 'bench' },
    mix.map((line) => line.input),
  );
  service.worker.poke();
  let finished = false;
  const during = readPages(() => finished);
  let last = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = (await service.store.getRun(run.run_id))!;
    if (now.done - last >= 2_000 || now.status === 'done') {
      console.log(
        `  ${now.done.toLocaleString('en-GB')} lines, ${((performance.now() - started) / 1000).toFixed(1)} s (eta said ${now.eta_seconds ?? '?'} s)`,
      );
      last = now.done;
    }
    if (now.status === 'done') break;
  }
  const seconds = (performance.now() - started) / 1000;
  finished = true;
  const busy = await during;
  const lines = await service.store.lines(run.run_id);
  const score = scoreMix(
    mix,
    lines.map((line) => ({
      how: line.result!.row.match.how,
      ...(line.result!.row.match.company_number ? { company_number: line.result!.row.match.company_number } : {}),
      ...(line.result!.row.match.candidates ? { candidates: line.result!.row.match.candidates } : {}),
    })),
  );
  const onRegister = mix.filter((line) => line.truth).length;
  const signals = lines.reduce((sum, line) => sum + line.result!.row.signals.length, 0);
  const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(2)}%`;
  console.log(`database: ${dbPath} (${companies.length.toLocaleString('en-GB')} companies)`);
  console.log(
    `screened ${lineCount.toLocaleString('en-GB')} lines with signals in ${seconds.toFixed(1)} s (${Math.round(lineCount / seconds)} lines/s); ${signals.toLocaleString('en-GB')} signals found`,
  );
  console.log(
    `match quality: wrong company ${score.wrong} (${percent(score.wrong, lineCount)} of lines); none for a line on the register ${score.missed} (${percent(score.missed, onRegister)}); ambiguous ${score.ambiguous} (${percent(score.ambiguous, lineCount)}; the truth among the candidates for ${score.ambiguousWithTruth})`,
  );
  for (const [kind, figures] of Object.entries(score.byKind))
    console.log(`  ${kind.padEnd(14)} ${JSON.stringify(figures)}`);
  const p95 = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return +sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]!.toFixed(3);
  };
  console.log(
    `a page's reads (profile + officers, ms) alone: ${JSON.stringify({ ...quantiles(alone), p95: p95(alone) })}`,
  );
  console.log(
    `                               during the run: ${JSON.stringify({ ...quantiles(busy), p95: p95(busy) })}`,
  );
  await service.worker.stop();
  await service.store.close();
  rmSync(work, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    rmSync(work, { recursive: true, force: true });
    process.exit(1);
  },
);
