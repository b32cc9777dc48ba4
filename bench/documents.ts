// Filing documents through the app's proxy (app/api/documents/{id}/content), called in process:
// 1. first byte on the embedded registry: metadata, the 302 to storage and storage itself all
//    in-process; for documents never rendered before (cold: the PDF is made on request) and again (warm);
// 2. memory while a 20 MB document streams from an S3-like storage over HTTP (scripted, its bytes
//    made as they are sent): RSS before, at its peak and after, against the document's size.
//   NODE_OPTIONS=--expose-gc npx tsx --conditions=react-server bench/documents.ts [--documents 40] [--megabytes 20]
import { freePort, option, quantiles } from './support';

process.env.REGISTRY_DB_PATH ??= '.data/e2e.sqlite';
process.env.REGISTRY_API_URL = '';

const documents = option('documents', 40);
const megabytes = option('megabytes', 20);
const MB = 1024 * 1024;

/** Calls the route; resolves at the first body byte, then reads the rest. */
async function firstByte(route: (r: Request, c: never) => Promise<Response>, id: string) {
  const started = performance.now();
  const response = await route(new Request(`http://localhost/api/documents/${id}/content?format=pdf`), {
    params: Promise.resolve({ documentId: id }),
  } as never);
  const reader = response.body!.getReader();
  const first = await reader.read();
  const ms = performance.now() - started;
  if (response.status !== 200 || first.done) throw new Error(`${id}: ${response.status}`);
  let bytes = first.value.byteLength;
  for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
  return { ms, bytes };
}

async function main() {
  const [{ default: Database }, { SHOWCASE, ensureDataset }, { documentIdFor }, route, gateway, { env }] =
    await Promise.all([
      import('better-sqlite3'),
      import('../lib/registry-server/generator'),
      import('../lib/registry-server/documents/ids'),
      import('../app/api/documents/[documentId]/content/route'),
      import('../lib/gateway'),
      import('../lib/env'),
    ]);
  const GET = route.GET as unknown as (r: Request, c: never) => Promise<Response>;

  // Part 2's storage origin, allowed before the environment is first read.
  const storagePort = await freePort();
  process.env.REGISTRY_DOCUMENT_STORAGE_ORIGINS = `http://127.0.0.1:${storagePort}`;

  // 1. The embedded registry, over the dataset the app would use (generated first when missing or outdated).
  const config = env();
  await ensureDataset({
    path: config.REGISTRY_DB_PATH,
    size: config.REGISTRY_DATASET_SIZE,
    seed: config.REGISTRY_DATASET_SEED,
    replaceOutdated: true,
  });
  const db = new Database(config.REGISTRY_DB_PATH, { readonly: true });
  const rows = db
    .prepare(
      'SELECT company_number, transaction_id FROM filings WHERE company_number >= ? ORDER BY company_number, date DESC LIMIT ?',
    )
    .all(SHOWCASE.companies.plc, documents + 1) as { company_number: string; transaction_id: string }[];
  db.close();
  const ids = rows.map((row) => documentIdFor(row.company_number, row.transaction_id));
  await firstByte(GET, ids.pop()!); // opens the dataset and warms the code paths
  const cold: number[] = [];
  const warm: number[] = [];
  let size = 0;
  for (const id of ids) {
    const once = await firstByte(GET, id);
    cold.push(once.ms);
    size += once.bytes;
  }
  for (const id of ids) warm.push((await firstByte(GET, id)).ms);
  console.log(
    `embedded, first byte (ms), ${ids.length} PDFs of ${Math.round(size / ids.length / 1024)} KB on average:`,
  );
  console.log(`  cold (rendered on request): ${JSON.stringify(quantiles(cold, 1))}`);
  console.log(`  warm (render cached):       ${JSON.stringify(quantiles(warm, 1))}`);

  // 2. A 20 MB document from storage over HTTP, in remote mode.
  const [{ startFakeUpstream }, scripted, { createGateway }, { createMemoryStore }] = await Promise.all([
    import('../lib/gateway/testing/fake-upstream'),
    import('../lib/documents/testing/scripted-documents'),
    import('../lib/gateway/gateway'),
    import('../lib/gateway/store'),
  ]);
  const storage = await scripted.startScriptedStorage({ port: storagePort });
  // The document, and one five times its size: a proxy that buffered would grow with the size.
  const sizes = [megabytes, megabytes * 5];
  const idOf = (size: number) => `Big${String(size).padStart(4, '0')}MbDocument`.padEnd(43, '0');
  const script = scripted.documentApiScript({
    documents: sizes.map((size) => ({
      id: idOf(size),
      companyNumber: '00000001',
      filename: '00000001_aa_2026-01-01',
      pages: 2000,
      contents: { 'application/pdf': { size: size * MB } },
    })),
    storage,
  });
  const upstream = await startFakeUpstream((call) => script(call));
  gateway.setRegistry(
    createGateway({
      mode: 'remote',
      baseUrl: upstream.url,
      transport: async () => (request) => fetch(request),
      timeoutMs: 10_000,
      store: createMemoryStore({ maxBytes: 10 * MB }),
      ttlSeconds: { search: 60, profile: 600, list: 300, item: 3600 },
      maxStaleSeconds: 60,
      log: () => {},
    }),
  );
  const mb = (n: number) => (n / MB).toFixed(1);
  if (!global.gc) console.log('(run with NODE_OPTIONS=--expose-gc for RSS after a collection)');
  for (const size of sizes) {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const streamed = await firstByte(GET, idOf(size));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    global.gc?.();
    const after = process.memoryUsage().rss;
    console.log(
      `remote, ${mb(streamed.bytes)} MB document through the proxy (storage in this process too): first byte ${streamed.ms.toFixed(1)} ms; ` +
        `RSS before ${mb(before)} MB, peak ${mb(peak)} MB (+${mb(peak - before)}), after ${mb(after)} MB`,
    );
  }
  await upstream.close();
  await storage.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
