// Financials: iXBRL parsing throughput (generated accounts of every type and software, read by
// lib/financials/ixbrl, as generated and padded to a real filing's size with styled markup), and a
// company's six periods on the embedded registry with nothing cached (a fresh gateway and reading
// cache each round: filing history, six documents' metadata and iXBRL through the Document API and
// lib/documents, parsed), then warm.
//   npx tsx --conditions=react-server bench/financials.ts [--rounds 30] [--seconds 3]
import type { TokenizerCallbacks } from 'htmlparser2';
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
  /**
   * MB/s of each reader over the batch: six slices of the time each, taken in turn, and the median
   * slice, so that a loaded machine's swings fall on all of them alike rather than on one.
   */
  const rates = <K extends string>(batch: readonly string[], readers: Record<K, (doc: string) => unknown>) => {
    const bytes = batch.reduce((sum, doc) => sum + Buffer.byteLength(doc), 0);
    const slices = 6;
    const seen = {} as Record<K, number[]>;
    for (const read of Object.values<(doc: string) => unknown>(readers)) for (const doc of batch) read(doc); // warm-up
    for (let slice = 0; slice < slices; slice++) {
      for (const [name, read] of Object.entries<(doc: string) => unknown>(readers)) {
        let parsed = 0;
        const started = performance.now();
        while (performance.now() - started < (seconds * 1000) / slices) {
          for (const doc of batch) read(doc);
          parsed += bytes;
        }
        (seen[name as K] ??= []).push(parsed / ((performance.now() - started) / 1000) / 1e6);
      }
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
    const out = {} as Record<K, number>;
    for (const name of Object.keys(readers) as K[]) out[name] = median(seen[name]);
    return out;
  };
  // The floors: htmlparser2's Parser with handlers that do nothing (what the parser was built on
  // first), and its Tokenizer alone with callbacks that do nothing (what it is built on now).
  const { Parser, Tokenizer } = await import('htmlparser2');
  const parserAlone = (doc: string) => {
    const parser = new Parser({ onopentag() {}, ontext() {}, onclosetag() {} }, { xmlMode: true });
    parser.write(doc);
    parser.end();
  };
  /** Callbacks that do nothing, as a class the way a real listener is (a plain object of closures is slower to call). */
  class Nothing implements TokenizerCallbacks {
    onattribdata() {}
    onattribentity() {}
    onattribend() {}
    onattribname() {}
    oncdata() {}
    onclosetag() {}
    oncomment() {}
    ondeclaration() {}
    onend() {}
    onopentagend() {}
    onopentagname() {}
    onprocessinginstruction() {}
    onselfclosingtag() {}
    ontext() {}
    ontextentity() {}
  }
  const tokenizer = new Tokenizer({ xmlMode: true, decodeEntities: false }, new Nothing());
  const tokenizerAlone = (doc: string) => {
    tokenizer.reset();
    tokenizer.write(doc);
    tokenizer.end();
  };
  // Real filings run from 50 KB to 2 MB, mostly styled XHTML: the same documents padded with note pages.
  const { padWithStyledMarkup } = await import('../lib/financials/ixbrl/__fixtures__/styled-padding');
  const large = [0, 3, 5].map((i) => padWithStyledMarkup(documents[i]!, 600_000, i + 1));
  for (const [label, batch] of [
    [`${documents.length} generated documents`, documents],
    [`${large.length} padded documents`, large],
  ] as const) {
    const size = batch.reduce((sum, doc) => sum + Buffer.byteLength(doc), 0) / batch.length / 1024;
    const { floor, bare, read } = rates(batch, { floor: parserAlone, bare: tokenizerAlone, read: readAccounts });
    console.log(`iXBRL parsing, ${label} of ${size.toFixed(1)} KB (median of 6 interleaved slices):`);
    console.log(`  htmlparser2 Parser alone, empty handlers (floor): ${floor.toFixed(1)} MB/s`);
    console.log(`  htmlparser2 Tokenizer alone, empty callbacks: ${bare.toFixed(1)} MB/s`);
    console.log(
      `  readAccounts: ${read.toFixed(1)} MB/s (${((read * 1e6) / (size * 1024)).toFixed(0)} documents/s; ` +
        `${(read / floor).toFixed(2)}x the floor, ${(read / bare).toFixed(2)}x the tokenizer alone)`,
    );
  }
}

async function tab() {
  const [{ SHOWCASE }, { setRegistry, findResource }, { financialsOf }] = await Promise.all([
    import('../lib/registry-server/generator'),
    import('../lib/gateway'),
    import('../lib/financials/service'),
  ]);
  const cacheKey = Symbol.for('registry-browser.financials-cache');
  const number = SHOWCASE.financials.full;
  const first = (await financialsOf(number))!; // opens (or generates) the dataset
  const read = first.periods.filter((period) => period.source.format === 'ixbrl').length;
  console.log(`${number}: ${first.periods.length} periods, ${read} read from iXBRL`);
  /** Each round on a new gateway (and so a new embedded registry, its document cache empty) unless `warm`. */
  const time = async (mode: 'fresh' | 'fresh-open' | 'warm') => {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      if (mode !== 'warm') {
        setRegistry(undefined);
        (globalThis as Record<symbol, unknown>)[cacheKey] = undefined;
        // Opens the new registry (SQLite, statements, activity) before the clock starts, as a
        // running app has: another company's profile, so nothing of this company is cached.
        if (mode === 'fresh-open') await findResource('companyProfile', { company_number: SHOWCASE.companies.plc });
      }
      const started = performance.now();
      await financialsOf(number);
      times.push(performance.now() - started);
    }
    return quantiles(times);
  };
  console.log(
    'six periods through the gateway and lib/documents, nothing cached, registry opened in the timing (ms):',
    await time('fresh'),
  );
  console.log(
    'six periods, nothing cached in the app or the registry, registry already open (first request, ms):',
    await time('fresh-open'),
  );
  console.log('six periods, warm (ms):', await time('warm'));

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
