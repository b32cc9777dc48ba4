// Imports the registry's bulk files into a new embedded-registry database: the PSC snapshot
// first (so each company's profile can link the PSC lists it has), then Basic Company Data,
// each streamed in batches to worker threads that map and stage the rows (mappers.ts) and
// then merged into the tables in key order; then the indexes and the search index (the same
// as a generated dataset's, from the fields the workers computed; its filter tables and the
// address index made by a worker beside it), the person index of the PSC snapshot's people
// (../people), and an atomic rename over the output. A row that cannot be mapped is written to the rejected-rows report (the
// first MAX_LISTED_REJECTS of them) and skipped; only unreadable input, an input that yields no
// rows (NothingToImportError: the old output is left as it was) or unwritable output stops the import.
//
// A server that has the old file open keeps serving it (its open file is the old inode)
// until it is restarted; nothing reopens the file on a signal.
import { closeSync, existsSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname } from 'node:path';
import type Database from 'better-sqlite3';
import type { EndpointName } from '@/lib/registry/catalogue';
import { SCHEMA_VERSION } from '../db/schema';
import { splitDdl } from '../generator';
import { LOAD_PRAGMAS, openForLoad } from '../generator/sinks';
import { copyAddressIndex } from '../address-index';
import { buildSearchIndex } from '../search';
import { buildPersonIndex } from '../people/build';
import { copySearchFilters } from '../search/build';
import { readHeader } from './companies';
import { BULK_SOURCE, COMPANY_ENDPOINTS, META, PSC_ENDPOINTS } from './coverage';
import { parseRecord, readCsvBatches } from './csv';
import type { SnapshotTotals } from './psc';
import { InputError, openInput, readLineBatches, readText, type InputFile } from './sources';
import { PERSON_STAGE, PSC_KEYS, PSC_STAGE, pscStagePath, type PscTable } from './mapper';
import { MapperPool } from './mappers';
import { readSections } from './sections';

export { InputError } from './sources';

/**
 * The input holds no rows to import (a header alone, an empty file, every row rejected): the
 * import stops rather than replace a database with an empty one, and leaves the output as it was.
 */
export class NothingToImportError extends InputError {}

export interface ImportOptions {
  /** Basic Company Data: .csv or .zip files (one or several parts). */
  readonly companies: readonly string[];
  /** The PSC snapshot: JSON Lines (.txt, .json, .jsonl) or zips of them. */
  readonly psc?: readonly string[];
  readonly out: string;
  /** The snapshot's date (YYYY-MM-DD); default: the first date in the companies file's name. */
  readonly snapshotDate?: string;
  /** The most lines or records in one batch handed to a worker (batches are also cut at about 1 MB). */
  readonly batchSize?: number;
  /** Mapping threads (default: the cores, from 2 to MAX_WORKERS). */
  readonly workers?: number;
  readonly onProgress?: (progress: ImportProgress) => void;
  /** Told each SQL step of the search index build and how long it took (for the benchmark). */
  readonly onSearchStep?: (step: string, ms: number) => void;
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
  /** Rows rejected, all told (the report lists the first MAX_LISTED_REJECTS). */
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
    /** Of `psc`: indexing the workers' PSC files and copying them into the tables in key order. */
    readonly pscCopy: number;
    /** Reading, mapping and staging the companies file, and (part of `companies`) the copy in number order. */
    readonly companies: number;
    readonly copy: number;
    readonly indexes: number;
    readonly search: number;
    /** Of `psc`: the person index of the snapshot's people (../people), and the CPU seconds it took (all threads). */
    readonly people: number;
    readonly peopleCpu: number;
  };
}

/** Where the report of rejected rows goes: beside the output. */
export const rejectedReportPath = (out: string) => `${out}.rejected.tsv`;

/** Where the report of rejected rows goes when the import is refused (NothingToImportError), beside the old one. */
export const refusedReportPath = (out: string) => `${out}.rejected.refused.tsv`;

/**
 * The rejected rows the report lists; a final line counts the rest. A file of bad rows, which
 * a small zip can hold by the million, cannot fill the disk with reports.
 */
export const MAX_LISTED_REJECTS = 10_000;

/** Characters of a file name and of a reason written to the report (a reason may quote a field). */
const MAX_REPORTED_NAME = 300;
const MAX_REPORTED_REASON = 500;

const reportable = (text: string, max: number) => {
  const flat = text.replace(/[\t\r\n]/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

const MAX_WORKERS = 4;
const DEFAULT_WORKERS = Math.min(MAX_WORKERS, Math.max(2, availableParallelism()));

/** Where a worker makes the search filters and address index (SideBuild). */
const sidePath = (tmp: string) => `${tmp}-side`;

/** Removes what a failed or earlier import left of its workers' staging files. */
const removeStages = (tmp: string) => {
  for (let i = 0; i < MAX_WORKERS; i++)
    for (const path of [`${tmp}-stage-${i}`, pscStagePath(`${tmp}-stage-${i}`)]) rmSync(path, { force: true });
  rmSync(sidePath(tmp), { force: true });
};

/** An index of a table the PSC snapshot fills. */
const PSC_TABLE_INDEX = / ON (pscs|psc_statements|exemptions) /;

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
  let companyRows = 0;
  const counts = { companies: 0, pscs: 0, statements: 0, exemptions: 0 };
  const timings = { psc: 0, pscCopy: 0, companies: 0, copy: 0, indexes: 0, search: 0, people: 0, peopleCpu: 0 };
  let totals: SnapshotTotals | undefined;
  let pool: MapperPool | undefined;
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
    if (rejected <= MAX_LISTED_REJECTS)
      writeSync(
        report!,
        `${reportable(file, MAX_REPORTED_NAME)}\t${line}\t${reportable(reason, MAX_REPORTED_REASON)}\n`,
      );
  };
  // Counts the rejected rows not listed, and closes the report.
  const closeReport = () => {
    if (rejected > MAX_LISTED_REJECTS)
      writeSync(
        report!,
        `…\t\t${(rejected - MAX_LISTED_REJECTS).toLocaleString('en-GB')} more rejected rows, not listed (${rejected.toLocaleString('en-GB')} in all; the report lists the first ${MAX_LISTED_REJECTS.toLocaleString('en-GB')})\n`,
      );
    closeSync(report!);
    report = undefined;
  };
  const nothingToImport = (what: string) => {
    const see =
      rejected > 0 ? `; the ${rejected.toLocaleString('en-GB')} rejected rows: ${refusedReportPath(out)}` : '';
    return new NothingToImportError(`${what}, so ${out} was not replaced: it is left as it was${see}`);
  };

  try {
    const { tables, indexes } = splitDdl();
    db = openForLoad(tmp, ['page_size = 8192', ...LOAD_PRAGMAS]);
    for (const statement of tables) db.exec(statement);
    removeStages(tmp);
    // The mapping threads (mappers.ts) serve both files: this thread reads the text and finds
    // where lines and records end; each worker maps, checks and stages its batches in files
    // of its own, which are then merged into the tables here in key order.
    pool = await MapperPool.start({
      stagePrefix: `${tmp}-stage`,
      workers: Math.min(MAX_WORKERS, options.workers ?? DEFAULT_WORKERS),
      snapshotDate,
    });
    const settle = async (all = false) => {
      for await (const answer of pool!.settled(all)) {
        for (const [line, reason] of answer.rejects) reject(answer.file, line, reason);
        if (answer.totals) totals = answer.totals;
      }
    };

    // The PSC snapshot first, so that each company's profile can link the sections it has.
    for (const { kind, input } of inputs) {
      if (kind !== 'psc') continue;
      for (const part of input.parts) {
        for await (const batch of readLineBatches(
          readText(part, (n) => (bytes += n)),
          { batchLines: batchSize },
        )) {
          rows += batch.starts.length;
          await pool.mapPsc(part.name, batch);
          await settle();
          progress();
        }
      }
    }
    await settle(true);
    const pscCopyStarted = seconds();
    const pscStages = await pool.closePsc();
    pscStages.forEach((path, i) => db!.prepare(`ATTACH DATABASE ? AS psc${i}`).run(path));
    Object.assign(
      counts,
      copyStagedPscs(
        db,
        pscStages.map((_, i) => `psc${i}`),
        reject,
      ),
    );
    // Who is who among the snapshot's people, from the records the mapping threads made (../people).
    const peopleStarted = seconds();
    const peopleCpu = process.cpuUsage();
    if (counts.pscs > 0)
      buildPersonIndex(db, {
        staged: pscStages.map((_, i) => `psc${i}.${PERSON_STAGE}`),
        onStep: (step, ms) => options.onSearchStep?.(`person index: ${step}`, ms),
      });
    timings.people = seconds() - peopleStarted;
    const used = process.cpuUsage(peopleCpu);
    timings.peopleCpu = (used.user + used.system) / 1e6;
    pscStages.forEach((path, i) => {
      db!.exec(`DETACH DATABASE psc${i}`);
      rmSync(path, { force: true });
    });
    // Their indexes now rather than with the others: readSections reads the companies with
    // PSCs from them, not from the tables, which hold every body (gigabytes at the register's size).
    for (const statement of indexes) if (PSC_TABLE_INDEX.test(statement)) db.exec(statement);
    if (pscFiles.length > 0 && counts.pscs + counts.statements + counts.exemptions === 0)
      throw nothingToImport(`the PSC snapshot (${pscFiles.join(', ')}) holds no PSC, statement or exemption`);
    timings.pscCopy = seconds() - pscCopyStarted - timings.people;
    timings.psc = seconds();

    // Basic Company Data: this thread reads the text and finds where records end; the mapping
    // threads (mappers.ts) split, map and stage them, one staging file each. The files come in
    // name order, and inserting that straight into a table keyed by number splits pages all
    // over a table larger than memory, so the staged rows are then copied in number order.
    phase = 'companies';
    if (counts.pscs + counts.statements + counts.exemptions > 0) await pool.setSections(readSections(db));
    for (const { kind, input } of inputs) {
      if (kind !== 'companies') continue;
      for (const part of input.parts) {
        let header: string[] | undefined;
        for await (let batch of readCsvBatches(
          readText(part, (n) => (bytes += n)),
          { batchRecords: batchSize },
        )) {
          if (!header) {
            const first = batch.problems[0];
            if (first && (batch.starts.length === 0 || first.line < batch.lines[0]!))
              throw new InputError(`${part.name}: line ${first.line}, the header: ${first.problem}`);
            if (batch.starts.length === 0) continue;
            header = parseRecord(batch.text.slice(batch.starts[0], batch.ends[0])).fields;
            try {
              readHeader(header);
            } catch (error) {
              throw new InputError(`${part.name}: ${(error as Error).message}`);
            }
            batch = { ...batch, starts: batch.starts.slice(1), ends: batch.ends.slice(1), lines: batch.lines.slice(1) };
          }
          rows += batch.starts.length + batch.problems.length;
          companyRows += batch.starts.length + batch.problems.length;
          await pool.map(part.name, header, batch);
          await settle();
          progress();
        }
        if (!header) throw nothingToImport(`${part.name} is empty`);
      }
    }
    await settle(true);
    await pool.close();
    const stagePaths = pool.stagePaths;
    const copyStarted = seconds();
    stagePaths.forEach((path, i) => {
      db!.prepare(`ATTACH DATABASE ? AS stage${i}`).run(path);
      // Locks held only while reading, so that the worker's side build can read the files too.
      db!.pragma(`stage${i}.locking_mode = NORMAL`);
    });
    const staged = stagePaths.map((_, i) => `stage${i}.companies`);
    counts.companies = copyStagedCompanies(db, staged, reject);
    if (counts.companies === 0)
      throw nothingToImport(
        `${options.companies.join(', ')}: ${companyRows === 0 ? 'no company rows (a header alone)' : `${companyRows.toLocaleString('en-GB')} company rows, every one rejected`}`,
      );
    timings.copy = seconds() - copyStarted;
    timings.companies = seconds() - timings.psc;
    progress(true);

    // The search filters and the address index (plain tables) are made on a worker thread
    // from the same staged rows while this one builds the companies' indexes and the rest of
    // the search index; they are copied in after, page by page.
    const side = pool.buildSide(sidePath(tmp));
    // Handled where it is awaited; this keeps an early failure from being reported as unhandled.
    side.catch(() => {});

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
    // The search fields and address keys the mapping threads computed, of the companies copied.
    buildSearchIndex(db, { companyFields: staged, deferFilters: true, onStep: options.onSearchStep });
    const sideWaited = performance.now();
    await side;
    options.onSearchStep?.('waiting for the search filters and address index', performance.now() - sideWaited);
    await pool.stop();
    pool = undefined;
    const copied = performance.now();
    db.prepare('ATTACH DATABASE ? AS side').run(sidePath(tmp));
    copySearchFilters(db, 'side');
    copyAddressIndex(db, 'side');
    db.exec('DETACH DATABASE side');
    options.onSearchStep?.('copying in the search filters and address index', performance.now() - copied);
    rmSync(sidePath(tmp), { force: true });
    stagePaths.forEach((path, i) => {
      db!.exec(`DETACH DATABASE stage${i}`);
      rmSync(path, { force: true });
    });
    timings.search = seconds() - timings.psc - timings.companies - timings.indexes;
    db.pragma('analysis_limit = 400');
    db.exec('ANALYZE');
    db.close();
    db = undefined;

    closeReport();
    // A journal left beside the old file must not be replayed into the new one.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${out}${suffix}`, { force: true });
    renameSync(tmp, out);
    renameSync(`${reportPath}.importing`, reportPath);
  } catch (error) {
    await pool?.stop();
    db?.close();
    if (report !== undefined) closeReport();
    rmSync(tmp, { force: true });
    removeStages(tmp);
    // A refused import's report is kept (beside the old output's own), to say why every row was rejected.
    if (error instanceof NothingToImportError && rejected > 0)
      renameSync(`${reportPath}.importing`, refusedReportPath(out));
    else rmSync(`${reportPath}.importing`, { force: true });
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

/**
 * Copies the staged companies into the companies table in number order. The first of a
 * number in the input wins: every later one is reported and deleted from its staging table,
 * so that what is left there is what was imported. Returns how many went in.
 */
function copyStagedCompanies(
  db: Database.Database,
  staged: readonly string[],
  reject: (file: string, line: number, reason: string) => void,
): number {
  const all = `(${staged.map((table) => `SELECT * FROM ${table}`).join(' UNION ALL ')})`;
  // Each staging table is indexed by number (mapper.ts), so this is a merge of the workers'
  // tables, not a sort.
  const columns = COMPANY_COLUMNS.map((column) => (column === 'type' ? 'company_type AS type' : column));
  db.exec(
    `INSERT OR IGNORE INTO main.companies (${COMPANY_COLUMNS.join(', ')}) SELECT ${COMPANY_COLUMNS.join(', ')} FROM (
       ${staged.map((table) => `SELECT ${columns.join(', ')}, seq FROM ${table}`).join(' UNION ALL ')} ORDER BY company_number, seq)`,
  );
  const copied = db.prepare('SELECT count(*) FROM main.companies').pluck().get() as number;
  const count = db.prepare(`SELECT count(*) FROM ${all}`).pluck().get() as number;
  if (copied === count) return copied;
  const later = `SELECT s.seq, s.company_number, s.file, s.line
       FROM ${all} s JOIN (SELECT company_number, min(seq) AS first FROM ${all} GROUP BY company_number HAVING count(*) > 1) d
         ON d.company_number = s.company_number AND s.seq > d.first`;
  // Read as they come (a file may repeat a number millions of times), then deleted by a query.
  for (const row of db.prepare(`${later} ORDER BY s.seq`).iterate() as IterableIterator<{
    company_number: string;
    file: string;
    line: number;
  }>)
    reject(row.file, row.line, `company ${row.company_number} appears twice`);
  for (const table of staged) db.exec(`DELETE FROM ${table} WHERE seq IN (SELECT seq FROM (${later}))`);
  return copied;
}

/**
 * Copies the staged PSCs, statements and exemptions into their tables in key order (the first
 * line of a key in the input wins; every later one is reported); returns how many went in.
 */
function copyStagedPscs(
  db: Database.Database,
  stages: readonly string[],
  reject: (file: string, line: number, reason: string) => void,
): { pscs: number; statements: number; exemptions: number } {
  const copy = (table: PscTable, describe: (row: Record<string, string>) => string) => {
    const columns = PSC_STAGE[table];
    const keys = PSC_KEYS[table];
    const arms = stages.map((stage) => `SELECT ${columns.join(', ')}, seq FROM ${stage}.${table}`).join(' UNION ALL ');
    db.exec(
      `INSERT OR IGNORE INTO main.${table} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM (${arms} ORDER BY ${[...keys, 'seq'].join(', ')})`,
    );
    const copied = db.prepare(`SELECT count(*) FROM main.${table}`).pluck().get() as number;
    const all = `(${stages.map((stage) => `SELECT * FROM ${stage}.${table}`).join(' UNION ALL ')})`;
    if (copied < (db.prepare(`SELECT count(*) FROM ${all}`).pluck().get() as number)) {
      const on = keys.map((key) => `d.${key} = s.${key}`).join(' AND ');
      const later = db
        .prepare(
          `SELECT s.* FROM ${all} s JOIN (SELECT ${keys.join(', ')}, min(seq) AS first FROM ${all} GROUP BY ${keys.join(', ')} HAVING count(*) > 1) d
             ON ${on} AND s.seq > d.first ORDER BY s.seq`,
        )
        .iterate() as IterableIterator<Record<string, string>>;
      for (const row of later) reject(row.file!, Number(row.line), `${describe(row)} appears twice`);
    }
    return copied;
  };
  return {
    pscs: copy('pscs', (row) => `PSC ${row.psc_id} of ${row.company_number}`),
    statements: copy('psc_statements', (row) => `statement ${row.statement_id} of ${row.company_number}`),
    exemptions: copy('exemptions', (row) => `the exemptions of ${row.company_number}`),
  };
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
