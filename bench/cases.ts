// A case of 50 items (40 companies, 10 officers) on the embedded registry, in process: the times
// to open it (the case, its items and their current state), to read its chronology and its merged
// graph, and to make its report (HTML, then the PDF printed by Chromium). Each is measured on a
// fresh gateway (nothing cached: every read goes to the registry). Targets (issue 31): open < 1 s,
// chronology and graph < 2 s, report < 5 s.
//   npx tsx --conditions=react-server bench/cases.ts [--db .data/e2e.sqlite] [--items 50] [--runs 3]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasetFileEnv, option } from './support';

const dbIndex = process.argv.indexOf('--db');
Object.assign(
  process.env,
  datasetFileEnv(dbIndex >= 0 ? process.argv[dbIndex + 1]! : (process.env.REGISTRY_DB_PATH ?? '.data/e2e.sqlite')),
);
process.env.REGISTRY_API_URL = '';
process.env.REGISTRY_ACTIVITY_PER_MINUTE = '0';

const size = option('items', 50);
const runs = option('runs', 3);

async function main() {
  const [{ setRegistry, getResourceOrThrow }, read, report, { createSqliteCasesStore }, { reportSignals }] =
    await Promise.all([
      import('../lib/gateway'),
      import('../lib/cases/read'),
      import('../lib/cases/report'),
      import('../lib/cases/sqlite-store'),
      import('../lib/cases/signals'),
    ]);
  const companies: string[] = [];
  const officers = new Set<string>();
  const hits = (await getResourceOrThrow('advancedSearchCompanies', {}, { company_status: ['active'], size: 1 })).data
    .hits;
  const wantCompanies = Math.round(size * 0.8);
  for (let i = 0; companies.length < wantCompanies && i < wantCompanies * 4; i++) {
    const start = Math.floor((i * 7919) % Math.max(1, hits - 1));
    const item = (
      await getResourceOrThrow(
        'advancedSearchCompanies',
        {},
        { company_status: ['active'], size: 1, start_index: start },
      )
    ).data.items[0];
    if (item && !companies.includes(item.company_number)) companies.push(item.company_number);
  }
  for (const number of companies) {
    if (officers.size >= size - companies.length) break;
    const list = (await getResourceOrThrow('officerList', { company_number: number }, { items_per_page: 5 })).data;
    const link = list.items?.[0]?.links?.officer?.appointments;
    const id = link && /^\/officers\/([^/]+)\/appointments/.exec(link)?.[1];
    if (id) officers.add(id);
  }

  const dir = mkdtempSync(join(tmpdir(), 'cases-bench-'));
  const store = createSqliteCasesStore(join(dir, 'cases.sqlite'));
  const now = Date.now();
  const record = await store.createCase({
    id: 'benchcase0000000000000',
    title: 'Benchmark case',
    createdAt: now,
    readToken: 'r'.repeat(22),
    editToken: 'e'.repeat(22),
  });
  let n = 0;
  for (const href of [
    ...companies.map((c) => `/company/${c}`),
    ...[...officers].map((o) => `/officers/${o}/appointments`),
  ])
    await store.addItem({
      id: `item${n++}`,
      caseId: record.id,
      kind: href.startsWith('/company') ? 'company' : 'officer',
      href,
      note: 'bench',
      addedAt: now + n,
    });

  const fresh = () => setRegistry(undefined);
  const time = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    return { ms: performance.now() - started, result };
  };
  const rows: Record<string, number[]> = { open: [], chronology: [], graph: [], 'report html': [], 'report pdf': [] };
  let detail = '';
  for (let run = 0; run < runs; run++) {
    fresh();
    const open = await time(async () => {
      const kase = (await store.getCase(record.id))!;
      const items = await store.items(kase.id);
      return read.itemStates(read.casesSession(), items);
    });
    rows.open!.push(open.ms);
    const items = await store.items(record.id);
    fresh();
    const chronology = await time(() => read.chronology(read.casesSession(), items));
    rows.chronology!.push(chronology.ms);
    fresh();
    const graph = await time(() => read.caseGraph(read.casesSession(), record, items));
    rows.graph!.push(graph.ms);
    fresh();
    const html = await time(async () => {
      const session = read.casesSession();
      const [states, g, c, signals] = await Promise.all([
        read.itemStates(session, items),
        read.caseGraph(session, record, items),
        read.chronology(session, items),
        reportSignals(items),
      ]);
      return report.reportHtml({
        record,
        items: states,
        signals,
        graph: g,
        events: c.events,
        unread: [],
        origin: 'http://localhost',
        generatedAt: new Date(),
        registry: 'embedded registry',
      });
    });
    rows['report html']!.push(html.ms);
    const pdf = await time(() => report.renderPdf(html.result));
    rows['report pdf']!.push(html.ms + pdf.ms);
    detail = `${items.length} items (${companies.length} companies, ${officers.size} officers); ${chronology.result.events.length} events; graph ${graph.result.nodes.length} nodes, ${graph.result.edges.length} edges; report ${(html.result.length / 1024).toFixed(0)} KB HTML, ${(pdf.result.length / 1024).toFixed(0)} KB PDF`;
  }
  const target: Record<string, number> = {
    open: 1000,
    chronology: 2000,
    graph: 2000,
    'report html': 5000,
    'report pdf': 5000,
  };
  console.log(detail);
  console.log(`uncached (fresh gateway each time), ${runs} runs, median and worst:`);
  for (const [name, values] of Object.entries(rows)) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const worst = sorted[sorted.length - 1]!;
    console.log(
      `  ${name.padEnd(12)} ${median.toFixed(0).padStart(6)} ms  (worst ${worst.toFixed(0)} ms, target < ${target[name]} ms) ${worst < target[name]! ? 'ok' : 'OVER'}`,
    );
  }
  console.log('  (report pdf = the report HTML plus printing it)');
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
