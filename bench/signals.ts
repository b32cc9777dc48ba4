// A company's signals on the embedded registry, in process, nothing cached (a fresh gateway and
// no signals cache for each company): p50/p95/p99 over the showcase PLC and a sample of active
// companies, and the registry calls each takes (what a remote registry would be asked: every
// read is a cache miss on a fresh gateway).
//   npx tsx --conditions=react-server bench/signals.ts [--db .data/registry.sqlite] [--companies 200]
import { datasetFileEnv, option, quantiles } from './support';

const dbIndex = process.argv.indexOf('--db');
Object.assign(
  process.env,
  datasetFileEnv(dbIndex >= 0 ? process.argv[dbIndex + 1]! : (process.env.REGISTRY_DB_PATH ?? '.data/e2e.sqlite')),
);
process.env.REGISTRY_API_URL = '';

const sample = option('companies', 200);

async function main() {
  const [{ SHOWCASE }, { setRegistry, getRegistry, getResourceOrThrow }, { readCompanyFacts }, { evaluateSignals }] =
    await Promise.all([
      import('../lib/registry-server/generator'),
      import('../lib/gateway'),
      import('../lib/signals/service'),
      import('../lib/signals/rules'),
    ]);
  // A sample of active companies, spread over the register.
  const hits = (await getResourceOrThrow('advancedSearchCompanies', {}, { company_status: ['active'], size: 1 })).data
    .hits;
  const numbers = new Set<string>([SHOWCASE.companies.plc]);
  for (let i = 0; numbers.size < sample && i < sample * 2; i++) {
    const start = Math.floor((i * 7919) % Math.max(1, hits - 1));
    const item = (
      await getResourceOrThrow(
        'advancedSearchCompanies',
        {},
        { company_status: ['active'], size: 1, start_index: start },
      )
    ).data.items[0];
    if (item) numbers.add(item.company_number);
  }
  // Time: one gateway, each company read for the first time (its records not in the gateway's cache).
  const timed = async (n: string) => {
    const session = getRegistry().session({});
    const started = performance.now();
    const facts = await readCompanyFacts(session, n);
    const result = facts && evaluateSignals(facts);
    return { ms: performance.now() - started, codes: result?.signals.map((s) => s.code) ?? [] };
  };
  // Calls: a fresh gateway for each company, so every read is one a remote registry would answer.
  const counted = async (n: string) => {
    setRegistry(undefined);
    const session = getRegistry().session({});
    await readCompanyFacts(session, n);
    return session.budget.spent;
  };
  const all = [...numbers];
  await timed(all.pop()!); // warm the code paths and the disqualification index
  const times: number[] = [];
  const seen = new Map<string, number>();
  for (const n of all) {
    const { ms, codes } = await timed(n);
    times.push(ms);
    for (const code of codes) seen.set(code, (seen.get(code) ?? 0) + 1);
  }
  const p95 = [...times].sort((a, b) => a - b)[Math.floor(0.95 * times.length)]!;
  console.log(`database: ${process.env.REGISTRY_DB_PATH} (${hits.toLocaleString('en-GB')} active companies)`);
  console.log(
    `signals of one company, its records not cached (ms): ${JSON.stringify(quantiles(times))}, p95 ${p95.toFixed(1)}`,
  );
  const calls: number[] = [];
  for (const n of all.slice(0, 21)) calls.push(await counted(n));
  console.log(`registry calls per company: showcase PLC ${calls[0]}; 20 others: ${calls.slice(1).join(', ')}`);
  console.log('signals found in the sample:', Object.fromEntries([...seen].sort((a, b) => b[1] - a[1])));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
