// One of the import's worker threads (mappers.ts starts them). It takes batches of raw Basic
// Company Data records, splits and maps each one (companies.ts), links the PSC sections the
// snapshot has, adds the etag, computes the company's search fields and address key, and
// inserts the rows into a staging database of its own. Two of these keep both cores busy
// while the main thread only reads the file and finds where records end.
import { createRequire } from 'node:module';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { addressKey, type AddressParts } from '@/lib/registry/address-key';
import { withEtagJson } from '../generator/ids';
import { companySearchFields, COMPANY_SEARCH_COLUMNS, SEARCH_ORDER, type CompanySearchFields } from '../search/build';
import { mapCompany, readHeader, type CompanyColumns } from './companies';
import { parseRecord, type CsvBatch } from './csv';
import { SECTION, sectionLookup, type SectionIndex } from './sections';

export const MAPPER_ROLE = 'import-mapper';

/** The staging table's columns: a company's row, where it came from, its search fields and address key. */
export const STAGE_COLUMNS = [
  'company_number',
  'company_name',
  'company_status',
  'date_of_creation',
  'parent_company_number',
  'body',
  // The record's place in the whole input: the first of a number wins.
  'seq',
  'file',
  'line',
  ...COMPANY_SEARCH_COLUMNS.filter(
    (column) => !['company_number', 'company_status', 'date_of_creation'].includes(column),
  ),
  'address_key',
] as const;
type StageColumn = (typeof STAGE_COLUMNS)[number];

export interface MapperSetup {
  readonly role: typeof MAPPER_ROLE;
  /** better-sqlite3, resolved by the main thread (the bundle leaves it out). */
  readonly driver: string;
  readonly stagePath: string;
  readonly pragmas: readonly string[];
  readonly snapshotDate: string | undefined;
  readonly sections: SectionIndex | undefined;
}

export interface MapperBatch {
  readonly type: 'batch';
  readonly file: string;
  readonly header: readonly string[];
  /** The input position of the batch's first record. */
  readonly seq: number;
  readonly batch: Omit<CsvBatch, 'problems'>;
}

export type MapperReply =
  | { type: 'ready' }
  | { type: 'done'; rows: number; rejects: [line: number, reason: string][] }
  | { type: 'closed' }
  | { type: 'error'; message: string };

function run(setup: MapperSetup) {
  const port = parentPort!;
  const Database = createRequire(`${process.cwd()}/`)(setup.driver) as typeof BetterSqlite3;
  const db = new Database(setup.stagePath);
  db.unsafeMode(true);
  for (const pragma of setup.pragmas) db.pragma(pragma);
  db.exec(`CREATE TABLE companies (${STAGE_COLUMNS.join(', ')})`);
  const insert = db.prepare(
    `INSERT INTO companies (${STAGE_COLUMNS.join(', ')}) VALUES (${STAGE_COLUMNS.map(() => '?').join(', ')})`,
  );
  // Values bound by position (cheaper than by name, at millions of rows), from one row object.
  const values = (row: Record<StageColumn, unknown>) => STAGE_COLUMNS.map((column) => row[column]);
  const sections = setup.sections ? sectionLookup(setup.sections) : () => 0;
  const headers = new Map<string, CompanyColumns>();

  const write = db.transaction(({ file, header, seq, batch }: MapperBatch) => {
    const key = header.join(',');
    let columns = headers.get(key);
    if (!columns) headers.set(key, (columns = readHeader(header)));
    const rejects: [number, string][] = [];
    let rows = 0;
    for (let i = 0; i < batch.starts.length; i++) {
      const line = batch.lines[i]!;
      const { fields, problem } = parseRecord(batch.text.slice(batch.starts[i], batch.ends[i]));
      if (problem) {
        rejects.push([line, problem]);
        continue;
      }
      const mapped = mapCompany(columns, fields, setup.snapshotDate);
      if (!mapped.ok) {
        rejects.push([line, mapped.reason]);
        continue;
      }
      const { row } = mapped;
      const n = row.company_number;
      const has = sections(n);
      if (has) {
        const links = row.body.links as Record<string, string>;
        if (has & SECTION.pscs)
          links.persons_with_significant_control = `/company/${n}/persons-with-significant-control`;
        if (has & SECTION.statements)
          links.persons_with_significant_control_statements = `/company/${n}/persons-with-significant-control-statements`;
        if (has & SECTION.exemptions) links.exemptions = `/company/${n}/exemptions`;
      }
      const search: CompanySearchFields = companySearchFields(row.body as Parameters<typeof companySearchFields>[0]);
      insert.run(
        values({
          ...search,
          company_name: row.company_name,
          date_of_creation: row.date_of_creation,
          parent_company_number: null,
          body: withEtagJson(JSON.stringify(row.body)),
          seq: seq + i,
          file,
          line,
          address_key: addressKey(row.body.registered_office_address as AddressParts | undefined) ?? null,
        }),
      );
      rows++;
    }
    return { rows, rejects };
  });

  port.on('message', (message: MapperBatch | { type: 'close' }) => {
    try {
      if (message.type === 'batch') port.postMessage({ type: 'done', ...write(message) } satisfies MapperReply);
      else {
        // The copy and the search build read the staged rows in these orders, merging the
        // workers' files: indexed here, on every core at once, instead of sorted there on one.
        db.exec(`CREATE INDEX companies_by_number ON companies (company_number, seq)`);
        // Covering: the search build's merge reads the index alone, never the wide rows.
        db.exec(
          `CREATE INDEX companies_by_rank ON companies (${[...SEARCH_ORDER, ...COMPANY_SEARCH_COLUMNS.filter((column) => !(SEARCH_ORDER as readonly string[]).includes(column))].join(', ')})`,
        );
        db.close();
        port.postMessage({ type: 'closed' } satisfies MapperReply);
      }
    } catch (error) {
      port.postMessage({ type: 'error', message: String((error as Error)?.stack ?? error) } satisfies MapperReply);
    }
  });
  port.postMessage({ type: 'ready' } satisfies MapperReply);
}

if (!isMainThread && (workerData as MapperSetup | undefined)?.role === MAPPER_ROLE) run(workerData as MapperSetup);
