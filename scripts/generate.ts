// Generates the embedded registry's dataset:
//   npx tsx --conditions=react-server scripts/generate.ts --companies 20000 --seed 1 --out .data/registry.sqlite
// Prints progress, the rate (companies per second, with all their related resources) and the file size.
// --bulk-out DIR also writes the dataset in the registry's bulk formats (Basic Company Data CSV
// and the PSC snapshot), for `npm run registry:import` tests and benchmarks; --bulk-rows N makes
// the CSV N rows long, repeating the generated companies under new numbers and names.
import { DEFAULT_COMPANIES, DEFAULT_SEED, generateDataset } from '@/lib/registry-server/generator';
import { writeBulkFiles } from '@/lib/registry-server/import/bulk-out';

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : undefined;
  return value ?? fallback;
}

async function main() {
  const companies = Number(option('companies', String(DEFAULT_COMPANIES)));
  const seed = Number(option('seed', String(DEFAULT_SEED)));
  const out = option('out', '.data/registry.sqlite');
  if (!Number.isInteger(companies) || companies <= 0)
    throw new Error(`--companies must be a whole number; got ${option('companies', '')}`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be a whole number; got ${option('seed', '')}`);
  const started = performance.now();
  let lastReport = 0;
  const result = await generateDataset({
    path: out,
    companies,
    seed,
    onProgress: ({ companies: done, total }) => {
      const now = performance.now();
      if (now - lastReport < 1000 && done < total) return;
      lastReport = now;
      const seconds = (now - started) / 1000;
      process.stdout.write(
        `  ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')} companies, ${Math.round(done / seconds).toLocaleString('en-GB')}/s\n`,
      );
    },
  });
  const megabytes = result.bytes / 1024 / 1024;
  console.log(
    `wrote ${result.path}: ${result.companies.toLocaleString('en-GB')} companies in ${result.seconds.toFixed(1)} s`,
  );
  console.log(
    `rate ${Math.round(result.companies / result.seconds).toLocaleString('en-GB')} companies/s with all related resources`,
  );
  console.log(
    `size ${megabytes.toFixed(1)} MB (${((megabytes / result.companies) * 100_000).toFixed(0)} MB per 100,000 companies)`,
  );
  console.log(
    `phases: rows ${result.timings.load.toFixed(1)} s (inserted on ${result.writer === 'worker' ? 'a worker thread' : 'the main thread'}), indexes ${result.timings.indexes.toFixed(1)} s, search index ${result.timings.search.toFixed(1)} s, person index ${result.timings.people.toFixed(1)} s`,
  );
  console.log(
    `rows ${Object.entries(result.rows)
      .map(([table, count]) => `${table} ${count.toLocaleString('en-GB')}`)
      .join(', ')}`,
  );
  const bulkOut = option('bulk-out', '');
  if (bulkOut) {
    const bulkStarted = performance.now();
    const bulkRows = option('bulk-rows', '');
    if (bulkRows !== '' && !(Number.isInteger(Number(bulkRows)) && Number(bulkRows) > 0))
      throw new Error(`--bulk-rows must be a whole number; got ${bulkRows}`);
    const bulk = writeBulkFiles(out, bulkOut, bulkRows ? { rows: Number(bulkRows) } : {});
    console.log(
      `bulk files in ${((performance.now() - bulkStarted) / 1000).toFixed(1)} s: ${bulk.companiesFile} (${bulk.companies.toLocaleString('en-GB')} live companies), ${bulk.pscFile} (${bulk.pscLines.toLocaleString('en-GB')} lines and the totals line)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
