// Imports the registry's bulk files into an embedded-registry database:
//   npm run registry:import -- --companies BasicCompanyData-2026-11-01.zip [--psc psc-snapshot-2026-11-01.zip]... --out .data/register.sqlite
// Progress on stderr; a summary on stdout; rejected rows in <out>.rejected.tsv (the first
// 10,000; the summary gives them all told). Exits 1 only when an input cannot be read, holds no
// rows to import (the old <out> is then left as it was) or the output cannot be written.
import {
  importBulk,
  InputError,
  MAX_LISTED_REJECTS,
  NothingToImportError,
  type ImportProgress,
} from '@/lib/registry-server/import';
import { sizeLine } from './import-summary';

const USAGE =
  'usage: npm run registry:import -- --companies FILE [--companies FILE]... [--psc FILE]... --out DB [--snapshot-date YYYY-MM-DD]';

function options(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, i) => {
    if (arg === `--${name}` && process.argv[i + 1] !== undefined) values.push(process.argv[i + 1]!);
  });
  return values;
}

const number = (value: number) => Math.round(value).toLocaleString('en-GB');

function showProgress({ phase, rows, bytes, totalBytes, seconds }: ImportProgress) {
  if (phase === 'indexes' || phase === 'search') {
    process.stderr.write(
      `  ${number(rows)} rows read in ${seconds.toFixed(0)} s; building the ${phase === 'indexes' ? 'indexes' : 'search index'}…\n`,
    );
    return;
  }
  const share = totalBytes > 0 ? bytes / totalBytes : 0;
  const left = share > 0 ? (seconds / share) * (1 - share) : 0;
  process.stderr.write(
    `  ${phase === 'psc' ? 'PSC snapshot' : 'companies'}: ${number(rows)} rows, ${number(rows / Math.max(seconds, 0.001))} rows/s, ${(share * 100).toFixed(1)}% of the input, about ${number(left)} s left (indexes after)\n`,
  );
}

async function main() {
  const companies = options('companies');
  const psc = options('psc');
  const [out] = options('out');
  const [snapshotDate] = options('snapshot-date');
  if (companies.length === 0 || !out) {
    console.error(USAGE);
    process.exit(2);
  }
  if (snapshotDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(snapshotDate)) {
    console.error(`--snapshot-date must be YYYY-MM-DD; got ${snapshotDate}`);
    process.exit(2);
  }
  const result = await importBulk({
    companies,
    psc,
    out,
    ...(snapshotDate ? { snapshotDate } : {}),
    onProgress: showProgress,
  });
  const read = result.companies + result.pscs + result.statements + result.exemptions;
  console.log(
    `wrote ${result.out}: ${number(result.companies)} companies, ${number(result.pscs)} PSCs, ${number(result.statements)} PSC statements, ${number(result.exemptions)} exemptions`,
  );
  console.log(
    `snapshot of ${result.snapshotDate ?? 'an unknown date (name the file with its date, or give --snapshot-date)'}`,
  );
  console.log(
    `took ${result.seconds.toFixed(1)} s, ${number(read / result.seconds)} rows/s (PSC snapshot ${result.timings.psc.toFixed(1)} s, companies ${result.timings.companies.toFixed(1)} s, indexes ${result.timings.indexes.toFixed(1)} s, search index ${result.timings.search.toFixed(1)} s)`,
  );
  console.log(sizeLine(result.bytes, result.companies));
  console.log(
    `rejected ${number(result.rejected)} rows${result.rejected > 0 ? `: see ${result.rejectedReport}` : ''}${result.rejected > MAX_LISTED_REJECTS ? ` (it lists the first ${number(MAX_LISTED_REJECTS)})` : ''}`,
  );
  if (result.totals)
    console.log(
      result.totals.matches
        ? 'PSC snapshot totals line: matches what was imported'
        : `PSC snapshot totals line: ${result.totals.problem}`,
    );
  console.log('a server that has the old file open keeps serving it until it is restarted');
}

main().catch((error: unknown) => {
  console.error(
    error instanceof NothingToImportError
      ? `nothing to import: ${error.message}`
      : error instanceof InputError
        ? `cannot read the input: ${error.message}`
        : `cannot write the output: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
