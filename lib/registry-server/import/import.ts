// Imports the registry's bulk files into a new embedded-registry database: the PSC snapshot
// first (so each company's profile can link the PSC lists it has), then Basic Company Data,
// each streamed and inserted by one prepared statement per table in large transactions; then
// the indexes and the search index (the same as a generated dataset's), and an atomic rename
// over the output. A row that cannot be mapped is written to the rejected-rows report and
// skipped; only unreadable input or unwritable output stops the import.
//
// A server that has the old file open keeps serving it (its open file is the old inode)
// until it is restarted; nothing reopens the file on a signal.
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type Database from 'better-sqlite3';
import type { EndpointName } from '@/lib/registry/catalogue';
import { SCHEMA_VERSION } from '../db/schema';
import { splitDdl } from '../generator';
import { withEtagJson } from '../generator/ids';
import { LOAD_PRAGMAS, openForLoad } from '../generator/sinks';
import { INSERTS } from '../generator/writer';
import { buildAddressIndex } from '../address-index';
import { buildSearchIndex } from '../search';
import { mapCompany, readHeader, type CompanyColumns } from './companies';
import { BULK_SOURCE, COMPANY_ENDPOINTS, META, PSC_ENDPOINTS } from './coverage';
import { readCsv } from './csv';
import { mapPscLine, type SnapshotTotals } from './psc';
import { InputError, openInput, readLines, readText, type InputFile } from './sources';

export { InputError } from './sources';

export interface ImportOptions {
  /** Basic Company Data: .csv or .zip files (one or several parts). */
  readonly companies: readonly string[];
  /** The PSC snapshot: JSON Lines (.txt, .json, .jsonl) or zips of them. */
  readonly psc?: readonly string[];
  readonly out: string;
  /** The snapshot's date (YYYY-MM-DD); default: the first date in the companies file's name. */
  readonly snapshotDate?: string;
  /** Rows per transaction. */
  readonly batchSize?: number;
  readonly onProgress?: (progress: ImportProgress) => void;
}

export interface ImportProgress {
  readonly phase: 'psc' | 'companies' | 'indexes' | 'search';
  /** Rows read so far (both files). */
  readonly rows: number;
  /** Bytes of text read so far, and in all (both files). */
  readonly bytes: number;
  readonly totalBytes: number;
  readonly seconds: number;
}

export interface ImportResult {
  readonly out: string;
  readonly rejectedReport: string;
  readonly companies: number;
  readonly pscs: number;
  readonly statements: number;
  readonly exemptions: number;
  readonly rejected: number;
  /** What the PSC snapshot's totals line says against what was read; undefined without a snapshot. */
  readonly totals?: {
    readonly expected: SnapshotTotals | undefined;
    readonly matches: boolean;
    readonly problem?: string;
  };
  readonly snapshotDate: string | undefined;
  readonly bytes: number;
  readonly seconds: number;
  readonly timings: {
    readonly psc: number;
    readonly companies: number;
    readonly indexes: number;
    readonly search: number;
  };
}

/** Where the report of rejected rows goes: beside the output. */
export const rejectedReportPath = (out: string) => `${out}.rejected.tsv`;

const DATE_IN_NAME = /(\d{4}-\d{2}-\d{2})/;

export async function importBulk(options: ImportOptions): Promise<ImportResult> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  const batchSize = options.batchSize ?? 20_000;
  const pscFiles = options.psc ?? [];
  if (options.companies.length === 0) throw new InputError('give at least one --companies file');

  // Everything is listed (and every zip opened) before anything is written.
  const inputs: { file: string; kind: 'companies' | 'psc'; input: InputFile }[] = [];
  try {
    for (const file of pscFiles) inputs.push({ file, kind: 'psc', input: await openInput(file) });
    for (const file of options.companies) inputs.push({ file, kind: 'companies', input: await openInput(file) });
  } catch (error) {
    for (const { input } of inputs) input.close();
    throw error;
  }
  const totalBytes = inputs.reduce((sum, { input }) => sum + input.parts.reduce((s, part) => s + part.size, 0), 0);
  const snapshotDate = options.snapshotDate ?? DATE_IN_NAME.exec(basename(options.companies[0]!))?.[1];
  const pscSnapshotDate = pscFiles.length > 0 ? DATE_IN_NAME.exec(basename(pscFiles[0]!))?.[1] : undefined;

  const out = options.out;
  const tmp = `${out}.importing`;
  const reportPath = rejectedReportPath(out);
  let report: number | undefined;
  let db: Database.Database | undefined;
  try {
    mkdirSync(dirname(out) || '.', { recursive: true });
    rmSync(tmp, { force: true });
    report = openSync(`${reportPath}.importing`, 'w');
    writeSync(report, 'file\tline\treason\n');
  } catch (error) {
    for (const { input } of inputs) input.close();
    throw new Error(`${out}: cannot be written (${(error as Error).message})`);
  }

  let rows = 0;
  let bytes = 0;
  let rejected = 0;
  const counts = { companies: 0, pscs: 0, statements: 0, exemptions: 0 };
  const timings = { psc: 0, companies: 0, indexes: 0, search: 0 };
  let totals: SnapshotTotals | undefined;
  let phase: ImportProgress['phase'] = 'psc';
  let lastReport = 0;
  const progress = (force = false) => {
    const now = performance.now();
    if (!force && now - lastReport < 1000) return;
    lastReport = now;
    options.onProgress?.({ phase, rows, bytes, totalBytes, seconds: seconds() });
  };
  const reject = (file: string, line: number, reason: string) => {
    rejected++;
    writeSync(report!, `${file}\t${line}\t${reason.replace(/[\t\n]/g, ' ')}\n`);
  };

  try {
    const { tables, indexes } = splitDdl();
    db = openForLoad(tmp, ['page_size = 8192', ...LOAD_PRAGMAS]);
    for (const statement of tables) db.exec(statement);
    // Companies are staged in a file of their own in the order read (appends), then copied into
    // the companies table sorted by number: the file comes in name order, and inserting that
    // straight into a table keyed by number splits pages all over a table larger than memory.
    const stagePath = `${tmp}-stage`;
    rmSync(stagePath, { force: true });
    db.prepare('ATTACH DATABASE ? AS stage').run(stagePath);
    db.exec('PRAGMA stage.journal_mode = OFF; PRAGMA stage.synchronous = OFF');
    db.exec(`CREATE TABLE stage.companies (${STAGE_COLUMNS.join(', ')})`);
    const insert = {
      company: db.prepare(
        `INSERT INTO stage.companies (${STAGE_COLUMNS.join(', ')}) VALUES (${STAGE_COLUMNS.map(() => '?').join(', ')})`,
      ),
      psc: db.prepare(INSERTS.pscs),
      statement: db.prepare(INSERTS.psc_statements),
      exemptions: db.prepare(INSERTS.exemptions),
    };
    // Which PSC sections a company has: one statement, three primary-key probes.
    const sections = db
      .prepare(
        `SELECT EXISTS (SELECT 1 FROM pscs WHERE company_number = @n), EXISTS (SELECT 1 FROM psc_statements WHERE company_number = @n),
                EXISTS (SELECT 1 FROM exemptions WHERE company_number = @n)`,
      )
      .raw();
    /** Runs one insert; a duplicate key rejects the row instead of stopping the import. */
    const run = (
      statement: Database.Statement,
      values: unknown[],
      file: string,
      line: number,
      what: string,
    ): boolean => {
      try {
        statement.run(values);
        return true;
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) {
          reject(file, line, `${what} appears twice`);
          return false;
        }
        throw error;
      }
    };

    // Rows go in as they are read, inside a transaction committed every batchSize rows: nothing
    // is held back in memory, so garbage stays young (the connection is this import's alone).
    let inBatch = 0;
    db.exec('BEGIN');
    const queue = (insert: () => void) => {
      insert();
      if (++inBatch < batchSize) return;
      db!.exec('COMMIT');
      db!.exec('BEGIN');
      inBatch = 0;
      progress();
    };
    const drain = () => {
      db!.exec('COMMIT');
      db!.exec('BEGIN');
      inBatch = 0;
    };

    // The PSC snapshot.
    for (const { kind, input } of inputs) {
      if (kind !== 'psc') continue;
      for (const part of input.parts) {
        for await (const { text, line } of readLines(readText(part, (n) => (bytes += n)))) {
          rows++;
          const mapped = mapPscLine(text);
          switch (mapped.type) {
            case 'rejected':
              reject(part.name, line, mapped.reason);
              break;
            case 'totals':
              totals = mapped.totals;
              break;
            case 'psc': {
              const values = [
                mapped.companyNumber,
                mapped.pscId,
                mapped.pathKind,
                mapped.ceased ? 1 : 0,
                mapped.notifiedOn,
                mapped.body,
              ];
              queue(
                () =>
                  void (
                    run(insert.psc, values, part.name, line, `PSC ${mapped.pscId} of ${mapped.companyNumber}`) &&
                    counts.pscs++
                  ),
              );
              break;
            }
            case 'statement': {
              const values = [
                mapped.companyNumber,
                mapped.statementId,
                mapped.ceased ? 1 : 0,
                mapped.notifiedOn,
                mapped.body,
              ];
              queue(
                () =>
                  void (
                    run(
                      insert.statement,
                      values,
                      part.name,
                      line,
                      `statement ${mapped.statementId} of ${mapped.companyNumber}`,
                    ) && counts.statements++
                  ),
              );
              break;
            }
            case 'exemptions': {
              const values = [mapped.companyNumber, mapped.body];
              queue(
                () =>
                  void (
                    run(insert.exemptions, values, part.name, line, `the exemptions of ${mapped.companyNumber}`) &&
                    counts.exemptions++
                  ),
              );
              break;
            }
          }
        }
      }
    }
    drain();
    timings.psc = seconds();

    // Basic Company Data.
    phase = 'companies';
    const anyPscLines = counts.pscs + counts.statements + counts.exemptions > 0;
    const snapshot = { date: snapshotDate };
    for (const { kind, input } of inputs) {
      if (kind !== 'companies') continue;
      for (const part of input.parts) {
        let columns: CompanyColumns | undefined;
        for await (const record of readCsv(readText(part, (n) => (bytes += n)))) {
          if (!columns) {
            try {
              columns = readHeader(record.fields);
            } catch (error) {
              throw new InputError(`${part.name}: ${(error as Error).message}`);
            }
            continue;
          }
          rows++;
          if (record.problem) {
            reject(part.name, record.line, record.problem);
            continue;
          }
          const mapped = mapCompany(columns, record.fields, snapshot.date);
          if (!mapped.ok) {
            reject(part.name, record.line, mapped.reason);
            continue;
          }
          const row = mapped.row;
          queue(() => {
            const n = row.company_number;
            if (anyPscLines) {
              const links = row.body.links as Record<string, string>;
              const [pscs, statements, exemptions] = sections.get({ n }) as number[];
              if (pscs) links.persons_with_significant_control = `/company/${n}/persons-with-significant-control`;
              if (statements)
                links.persons_with_significant_control_statements = `/company/${n}/persons-with-significant-control-statements`;
              if (exemptions) links.exemptions = `/company/${n}/exemptions`;
            }
            insert.company.run(
              n,
              row.company_name,
              row.company_status,
              row.type,
              row.date_of_creation,
              null,
              withEtagJson(JSON.stringify(row.body)),
              part.name,
              record.line,
            );
          });
        }
        if (!columns) throw new InputError(`${part.name}: the file is empty`);
      }
    }
    db.exec('COMMIT');
    counts.companies = copyStagedCompanies(db, reject);
    db.exec('DETACH DATABASE stage');
    rmSync(stagePath, { force: true });
    timings.companies = seconds() - timings.psc;
    progress(true);

    phase = 'indexes';
    progress(true);
    for (const statement of indexes) db.exec(statement);
    const served: EndpointName[] = [
      ...COMPANY_ENDPOINTS,
      ...(pscFiles.length > 0 ? PSC_ENDPOINTS : []),
      ...(counts.exemptions > 0 ? (['exemptions'] as const) : []),
    ];
    const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
    db.transaction(() => {
      meta.run('schema_version', String(SCHEMA_VERSION));
      meta.run(META.source, BULK_SOURCE);
      meta.run(META.servedEndpoints, JSON.stringify(served));
      if (snapshotDate) meta.run(META.snapshotDate, snapshotDate);
      if (pscSnapshotDate) meta.run(META.pscSnapshotDate, pscSnapshotDate);
      meta.run('companies', String(counts.companies));
      meta.run(
        'rows',
        JSON.stringify({
          companies: counts.companies,
          pscs: counts.pscs,
          psc_statements: counts.statements,
          exemptions: counts.exemptions,
        }),
      );
      meta.run('imported_from', JSON.stringify([...options.companies, ...pscFiles].map((file) => basename(file))));
    })();
    timings.indexes = seconds() - timings.psc - timings.companies;

    phase = 'search';
    progress(true);
    buildSearchIndex(db);
    buildAddressIndex(db);
    db.pragma('analysis_limit = 400');
    db.exec('ANALYZE');
    timings.search = seconds() - timings.psc - timings.companies - timings.indexes;
    db.close();
    db = undefined;

    closeSync(report);
    report = undefined;
    // A journal left beside the old file must not be replayed into the new one.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${out}${suffix}`, { force: true });
    renameSync(tmp, out);
    renameSync(`${reportPath}.importing`, reportPath);
  } catch (error) {
    db?.close();
    if (report !== undefined) closeSync(report);
    rmSync(tmp, { force: true });
    rmSync(`${tmp}-stage`, { force: true });
    rmSync(`${reportPath}.importing`, { force: true });
    throw error;
  } finally {
    for (const { input } of inputs) input.close();
  }

  const totalsCheck = pscFiles.length === 0 ? undefined : checkTotals(totals, counts);
  return {
    out,
    rejectedReport: reportPath,
    ...counts,
    rejected,
    totals: totalsCheck,
    snapshotDate,
    bytes: existsSync(out) ? statSync(out).size : 0,
    seconds: seconds(),
    timings,
  };
}

const COMPANY_COLUMNS = [
  'company_number',
  'company_name',
  'company_status',
  'type',
  'date_of_creation',
  'parent_company_number',
  'body',
];
/** The companies table's columns, and where each row was read. */
const STAGE_COLUMNS = [...COMPANY_COLUMNS, 'file', 'line'];

/**
 * Copies the staged companies into the companies table in number order (the first of a
 * number wins; every later one is reported); returns how many went in.
 */
function copyStagedCompanies(
  db: Database.Database,
  reject: (file: string, line: number, reason: string) => void,
): number {
  // The sort spills to temporary files: at 5.7 million companies it is gigabytes.
  db.pragma('temp_store = FILE');
  db.exec(
    `INSERT OR IGNORE INTO main.companies (${COMPANY_COLUMNS.join(', ')}) SELECT ${COMPANY_COLUMNS.join(', ')} FROM stage.companies ORDER BY company_number, rowid`,
  );
  db.pragma('temp_store = MEMORY');
  const copied = db.prepare('SELECT count(*) FROM main.companies').pluck().get() as number;
  const staged = db.prepare('SELECT count(*) FROM stage.companies').pluck().get() as number;
  if (copied < staged) {
    db.exec('CREATE INDEX stage.companies_by_number ON companies (company_number)');
    const later = db.prepare(
      `SELECT s.company_number, s.file, s.line FROM stage.companies s
        WHERE s.rowid > (SELECT min(t.rowid) FROM stage.companies t WHERE t.company_number = s.company_number) ORDER BY s.rowid`,
    );
    for (const row of later.iterate() as Iterable<{ company_number: string; file: string; line: number }>)
      reject(row.file, row.line, `company ${row.company_number} appears twice`);
  }
  return copied;
}

/** Compares the snapshot's totals line with the lines read. */
export function checkTotals(
  expected: SnapshotTotals | undefined,
  read: { pscs: number; statements: number; exemptions: number },
): NonNullable<ImportResult['totals']> {
  if (!expected) return { expected, matches: false, problem: 'the snapshot has no totals line: it may be cut short' };
  const differences = [
    ['PSCs', expected.persons_of_significant_control_count, read.pscs],
    ['statements', expected.statements_count, read.statements],
    ['exemptions', expected.exemptions_count, read.exemptions],
  ].filter(([, want, got]) => want !== got);
  if (differences.length === 0) return { expected, matches: true };
  return {
    expected,
    matches: false,
    problem: differences
      .map(([what, want, got]) => `${what}: the totals line says ${want}, ${got} imported`)
      .join('; '),
  };
}
