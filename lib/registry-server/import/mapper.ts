// One of the import's worker threads (mappers.ts starts them). It takes batches of raw Basic
// Company Data records, splits and maps each one (companies.ts), links the PSC sections the
// snapshot has, adds the etag, computes the company's search fields and address key, and
// inserts the rows into a staging database of its own. Two of these keep both cores busy
// while the main thread only reads the file and finds where records end.
import { createRequire } from 'node:module';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type BetterSqlite3 from 'better-sqlite3';
import { addressKey, type AddressParts } from '@/lib/registry/address-key';
import { buildAddressIndex } from '../address-index';
import { withEtagJson } from '../generator/ids';
import {
  buildSearchFilters,
  companySearchFields,
  COMPANY_SEARCH_COLUMNS,
  SEARCH_ORDER,
  type CompanySearchFields,
} from '../search/build';
import { mapCompany, readHeader, type CompanyColumns } from './companies';
import { parseRecord, type CsvBatch } from './csv';
import { mapPscLine, type SnapshotTotals } from './psc';
import { REC_COLUMNS, recValues } from '../people/rows';
import { PERSON_PSC_KINDS, pscPersonRecord } from '../people/source';
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
}

export interface MapperBatch {
  readonly type: 'batch';
  readonly file: string;
  readonly header: readonly string[];
  /** The input position of the batch's first record. */
  readonly seq: number;
  readonly batch: Omit<CsvBatch, 'problems'>;
}

/** A batch of PSC snapshot lines (JSON Lines), staged in the worker's PSC file. */
export interface PscBatch {
  readonly type: 'psc-batch';
  readonly file: string;
  readonly seq: number;
  readonly batch: Omit<CsvBatch, 'problems'>;
}

/** The staged PSC tables: the import's own columns, then where each line came from. */
export const PSC_STAGE = {
  pscs: ['company_number', 'psc_id', 'path_kind', 'ceased', 'notified_on', 'body'],
  psc_statements: ['company_number', 'statement_id', 'ceased', 'notified_on', 'body'],
  exemptions: ['company_number', 'body'],
} as const;
export type PscTable = keyof typeof PSC_STAGE;
/** Each table's key: the first line of a key wins, as in the companies. */
export const PSC_KEYS: Record<PscTable, readonly string[]> = {
  pscs: ['company_number', 'psc_id'],
  psc_statements: ['company_number', 'statement_id'],
  exemptions: ['company_number'],
};
/** The staged person index records of a worker's PSC staging file (people/rows.ts REC_COLUMNS). */
export const PERSON_STAGE = 'person_rec';

/** The PSC staging file of a worker's staging file. */
export const pscStagePath = (stagePath: string) => `${stagePath}-psc`;

/**
 * After every worker has closed its staging file: make the search filter tables and the address
 * index of the staged companies in a database of their own (`sidePath`), while the main thread
 * builds the rest of the search index; the main thread then copies them in.
 */
export interface SideBuild {
  readonly type: 'side';
  readonly sidePath: string;
  readonly stagePaths: readonly string[];
}

export type MapperMessage =
  | MapperBatch
  | PscBatch
  | SideBuild
  | { type: 'psc-close' }
  | { type: 'sections'; sections: SectionIndex }
  | { type: 'close' };

export type MapperReply =
  | { type: 'ready' }
  | { type: 'done'; rows: number; rejects: [line: number, reason: string][]; totals?: SnapshotTotals }
  | { type: 'ok' }
  | { type: 'closed' }
  | { type: 'error'; message: string };

function run(setup: MapperSetup) {
  const port = parentPort!;
  const Database = createRequire(`${process.cwd()}/`)(setup.driver) as typeof BetterSqlite3;
  // Every file this worker writes: loaded in bulk, with no journal (see LOAD_PRAGMAS).
  const open: Open = (path) => {
    const opened = new Database(path);
    opened.unsafeMode(true);
    for (const pragma of setup.pragmas) opened.pragma(pragma);
    return opened;
  };
  const db = open(setup.stagePath);
  db.exec(`CREATE TABLE companies (${STAGE_COLUMNS.join(', ')})`);
  const insert = db.prepare(
    `INSERT INTO companies (${STAGE_COLUMNS.join(', ')}) VALUES (${STAGE_COLUMNS.map(() => '?').join(', ')})`,
  );
  // Values bound by position (cheaper than by name, at millions of rows), from one row object.
  const values = (row: Record<StageColumn, unknown>) => STAGE_COLUMNS.map((column) => row[column]);
  // Set once the PSC snapshot is in (a 'sections' message): until then, none.
  let sections: (companyNumber: string) => number = () => 0;
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

  const psc = pscStage(open, setup.stagePath);

  port.on('message', (message: MapperMessage) => {
    try {
      if (message.type === 'batch') port.postMessage({ type: 'done', ...write(message) } satisfies MapperReply);
      else if (message.type === 'psc-batch')
        port.postMessage({ type: 'done', ...psc.write(message) } satisfies MapperReply);
      else if (message.type === 'psc-close') {
        psc.close();
        port.postMessage({ type: 'ok' } satisfies MapperReply);
      } else if (message.type === 'side') {
        buildSide(open, message);
        port.postMessage({ type: 'ok' } satisfies MapperReply);
      } else if (message.type === 'sections') {
        sections = sectionLookup(message.sections);
        port.postMessage({ type: 'ok' } satisfies MapperReply);
      } else {
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

type Open = (path: string) => BetterSqlite3.Database;

function buildSide(open: Open, { sidePath, stagePaths }: SideBuild) {
  const db = open(sidePath);
  try {
    stagePaths.forEach((path, i) => db.prepare(`ATTACH DATABASE ? AS stage${i}`).run(path));
    const staged = stagePaths.map((_, i) => `stage${i}.companies`);
    buildSearchFilters(db, staged);
    buildAddressIndex(db, {
      companyKeys: `(${staged.map((table) => `SELECT company_number, address_key FROM ${table}`).join(' UNION ALL ')})`,
      appointments: false,
    });
  } finally {
    db.close();
  }
}

/** The worker's PSC staging file: each line mapped (psc.ts) and staged under its table, with its place in the input. */
function pscStage(open: Open, stagePath: string) {
  let db: BetterSqlite3.Database | undefined;
  let inserts: Record<PscTable, BetterSqlite3.Statement> | undefined;
  let personInsert: BetterSqlite3.Statement | undefined;
  const start = () => {
    db = open(pscStagePath(stagePath));
    const tables = Object.entries(PSC_STAGE) as [PscTable, readonly string[]][];
    for (const [table, columns] of tables)
      db.exec(`CREATE TABLE ${table} (${[...columns, 'seq', 'file', 'line'].join(', ')})`);
    // The person index's records of the snapshot's people, made here on the mapping threads (people/rows.ts).
    db.exec(`CREATE TABLE ${PERSON_STAGE} (${[...REC_COLUMNS, 'company_number', 'psc_id', 'seq'].join(', ')})`);
    personInsert = db.prepare(
      `INSERT INTO ${PERSON_STAGE} VALUES (${[...REC_COLUMNS, 'company_number', 'psc_id', 'seq'].map(() => '?').join(', ')})`,
    );
    inserts = Object.fromEntries(
      tables.map(([table, columns]) => [
        table,
        db!.prepare(`INSERT INTO ${table} VALUES (${[...columns, 'seq', 'file', 'line'].map(() => '?').join(', ')})`),
      ]),
    ) as Record<PscTable, BetterSqlite3.Statement>;
    return db;
  };
  const write = ({ file, seq, batch }: PscBatch) =>
    (db ?? start()).transaction(() => {
      const rejects: [number, string][] = [];
      let rows = 0;
      let totals: SnapshotTotals | undefined;
      for (let i = 0; i < batch.starts.length; i++) {
        const line = batch.lines[i]!;
        const mapped = mapPscLine(batch.text.slice(batch.starts[i], batch.ends[i]));
        const where = [seq + i, file, line];
        if (mapped.type === 'rejected') rejects.push([line, mapped.reason]);
        else if (mapped.type === 'totals') totals = mapped.totals;
        else {
          if (mapped.type === 'psc') {
            inserts!.pscs.run(
              mapped.companyNumber,
              mapped.pscId,
              mapped.pathKind,
              mapped.ceased ? 1 : 0,
              mapped.notifiedOn,
              mapped.body,
              ...where,
            );
            const person = (PERSON_PSC_KINDS as readonly string[]).includes(mapped.pathKind)
              ? pscPersonRecord(mapped.companyNumber, mapped.pathKind, mapped.pscId, mapped.data)
              : undefined;
            if (person) personInsert!.run(...recValues(person), mapped.companyNumber, mapped.pscId, seq + i);
          } else if (mapped.type === 'statement')
            inserts!.psc_statements.run(
              mapped.companyNumber,
              mapped.statementId,
              mapped.ceased ? 1 : 0,
              mapped.notifiedOn,
              mapped.body,
              ...where,
            );
          else inserts!.exemptions.run(mapped.companyNumber, mapped.body, ...where);
          rows++;
        }
      }
      return { rows, rejects, ...(totals ? { totals } : {}) };
    })();
  return {
    write,
    /** Indexes each table by its key and input order (the merge reads them so), and closes the file. */
    close() {
      if (!db) start();
      for (const table of Object.keys(PSC_STAGE) as PscTable[])
        db!.exec(`CREATE INDEX ${table}_by_key ON ${table} (${[...PSC_KEYS[table], 'seq'].join(', ')})`);
      db!.close();
      db = undefined;
    },
  };
}

if (!isMainThread && (workerData as MapperSetup | undefined)?.role === MAPPER_ROLE) run(workerData as MapperSetup);
