// Financials: iXBRL parsing throughput (generated accounts of every type and software, read by
// lib/financials/ixbrl), and a company's six periods on the embedded registry with nothing
// cached (a fresh gateway and reading cache each round: filing history, six documents' metadata
// and iXBRL through the Document API and lib/documents, parsed), then warm.
//   npx tsx --conditions=react-server bench/financials.ts [--rounds 30] [--seconds 3]
import { option, quantiles } from './support';

process.env.REGISTRY_DB_PATH ??= '.data/e2e.sqlite';
process.env.REGISTRY_API_URL = '';

const rounds = option('rounds', 30);
const seconds = option('seconds', 3);

const TYPES = ['micro-entity', 'total-exemption-full', 'small', 'full', 'group', 'dormant', 'unaudited-abridged'];

async function parsing() {
  const [{ generateAccountsIxbrl }, { readAccounts }] = await Promise.all([
    import('../lib/registry-server/accounts/ixbrl'),
    import('../lib/financials/ixbrl/read'),
  ]);
  const documents: string[] = [];
  for (let i = 0; i < 140; i++) {
    const type = TYPES[i % TYPES.length]!;
    const year = 2016 + (i % 9);
    documents.push(
      generateAccountsIxbrl({
        companyNumber: String(30_000_000 + i * 104_729).slice(0, 8),
        companyName: `BENCH COMPANY ${i} LIMITED`,
        transactionId: `B${i}`,
        filedOn: `${year}-10-01`,
        madeUpDate: `${year}-03-31`,
        accountsType: type,
        periodStart: `${year - 1}-04-01`,
        previous: { madeUpDate: `${year - 1}-03-31`, accountsType: type },
        sizeType: type,
      }),
    );
  }
  const bytes = documents.reduce((sum, doc) => sum + Buffer.byteLength(doc), 0);
  const rate = (read: (doc: string) => unknown) => {
    for (const doc of documents) read(doc); // warm-up
    let parsed = 0;
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      for (const doc of documents) read(doc);
      parsed += bytes;
    }
    return { parsed, elapsed: (performance.now() - started) / 1000 };
  };
  // The floor: htmlparser2's tokenizer with handlers that do nothing, on the same bytes.
  const { Parser } = await import('htmlparser2');
  const bare = rate((doc) => {
    const parser = new Parser({ onopentag() {}, ontext() {}, onclosetag() {} }, { xmlMode: true });
    parser.write(doc);
    parser.end();
  });
  console.log(`htmlparser2 alone, empty handlers: ${(bare.parsed / bare.elapsed / 1e6).toFixed(1)} MB/s`);
  const { parsed, elapsed } = rate(readAccounts);
  console.log(
    `iXBRL parsing: ${documents.length} documents, ${(bytes / documents.length / 1024).toFixed(1)} KB each: ` +
      `${(parsed / elapsed / 1e6).toFixed(1)} MB/s (${(((parsed / bytes) * documents.length) / elapsed).toFixed(0)} documents/s)`,
  );
}

async function tab() {
  const [{ SHOWCASE }, { setRegistry }, { financialsOf }] = await Promise.all([
    import('../lib/registry-server/generator'),
    import('../lib/gateway'),
    import('../lib/financials/service'),
  ]);
  const cacheKey = Symbol.for('registry-browser.financials-cache');
  const number = SHOWCASE.financials.full;
  const first = (await financialsOf(number))!; // opens (or generates) the dataset
  const read = first.periods.filter((period) => period.source.format === 'ixbrl').length;
  console.log(`${number}: ${first.periods.length} periods, ${read} read from iXBRL`);
  const time = async (fresh: boolean) => {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      if (fresh) {
        setRegistry(undefined);
        (globalThis as Record<symbol, unknown>)[cacheKey] = undefined;
      }
      const started = performance.now();
      await financialsOf(number);
      times.push(performance.now() - started);
    }
    return quantiles(times);
  };
  console.log('six periods through the gateway and lib/documents, nothing cached (ms):', await time(true));
  console.log('six periods, warm (ms):', await time(false));

  // The same six periods with a Document API that renders iXBRL only: what financials itself costs
  // (the full API also renders each filing's PDF to state its size in the metadata).
  const [{ createStore, openRegistryDatabase }, { createDocumentApi }, { ixbrlRenderer }, { financialPeriods }] =
    await Promise.all([
      import('../lib/registry-server/store'),
      import('../lib/registry-server/documents/document-api'),
      import('../lib/registry-server/accounts/renderer'),
      import('../lib/financials/periods'),
    ]);
  const { accountsFilings } = await import('../lib/financials/service');
  const store = createStore(openRegistryDatabase(process.env.REGISTRY_DB_PATH!));
  const items = store.filings(number, ['accounts'], 100, 0).map((body) => JSON.parse(body));
  const direct: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const api = createDocumentApi({ store, renderers: [ixbrlRenderer] });
    const started = performance.now();
    await financialPeriods(accountsFilings(items), {
      async formats(id) {
        const found = await api.metadata(id);
        return found && Object.keys(JSON.parse(found.body).resources);
      },
      async ixbrl(id) {
        const redirect = await api.content(id, 'application/xhtml+xml', 'http://registry.test');
        const location = new URL(redirect.headers.location!);
        const stored = await api.storage(location.pathname, location.search.slice(1), null);
        return typeof stored.body === 'string' ? stored.body : new TextDecoder().decode(stored.body!);
      },
    });
    direct.push(performance.now() - started);
  }
  console.log(
    'six periods, iXBRL rendered and parsed without the PDF renderer, nothing cached (ms):',
    quantiles(direct),
  );
}

async function main() {
  await parsing();
  await tab();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
