// The embedded registry's reads: every SQL statement the handler runs, prepared once per
// database. Rows come back as the stored JSON strings (see db/schema.ts) so that the
// handler can serve them without parsing.
import 'server-only';
import { closeSync, openSync, readSync } from 'node:fs';
import Database from 'better-sqlite3';
import { mapFile } from './shm-map';

/**
 * Opens the dataset read-only, tuned for many small reads. A file in rollback-journal mode
 * (nothing writes to it) is held with `locking_mode = EXCLUSIVE`, which keeps the
 * connection's shared lock instead of taking and dropping it (two syscalls and a cache
 * check) around every statement: a primary-key read falls from ~20 µs to ~2 µs. A generated
 * dataset is in WAL mode, since one process may apply activity to it (activity/) while
 * others read: those readers use ordinary locking, never blocked by the writer.
 */
export function openRegistryDatabase(path: string): Database.Database {
  try {
    return openTuned(path, !isWal(path));
  } catch (error) {
    // A file that another tool left in WAL mode cannot be held exclusively by a read-only
    // connection (SQLite answers SQLITE_IOERR_LOCK): read it with ordinary locking instead.
    if ((error as { code?: string }).code !== 'SQLITE_IOERR_LOCK') throw error;
    return openTuned(path, false);
  }
}

/** Whether the file is in WAL mode: byte 18 of the header (the read format version) is 2. */
function isWal(path: string): boolean {
  const header = Buffer.alloc(20);
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return false; // better-sqlite3 says what is wrong with the path
  }
  try {
    return readSync(fd, header, 0, 20, 0) === 20 && header[18] === 2;
  } finally {
    closeSync(fd);
  }
}

function openTuned(path: string, exclusive: boolean): Database.Database {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    if (exclusive) db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('mmap_size = 2147418112'); // up to 2 GiB of the file mapped: page reads without syscalls or copies
    db.pragma('cache_size = -32768'); // 32 MiB page cache
    db.pragma('temp_store = MEMORY');
    db.prepare('SELECT count(*) FROM sqlite_master').get(); // take the lock now, so a refusal shows here
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** Says whether the dataset may have changed: a number that moves when it may have; `close` lets go of the file. */
export interface CommitWatch {
  (): number;
  close(): void;
  /** Whether it reads the WAL-index header from a mapping of `<file>-shm` (shm-map.ts) rather than with pread. */
  readonly mapped: boolean;
}

/** SQLite's WAL-index format version, the first field of the header at the start of `<file>-shm`. */
const WAL_INDEX_VERSION = 3007000;
/** The two copies of the WAL-index header (48 bytes each): what a commit rewrites. */
const WAL_INDEX_HEADER_BYTES = 96;
/** What is mapped of `<file>-shm`: the header, rounded up to a page (SQLite grows the file 32 KiB at a time). */
const WAL_INDEX_MAPPED_BYTES = 4096;

/**
 * A number that moves whenever a write may have committed to the dataset since it was last
 * asked, by any connection of any process (the activity in this process or another one, the
 * changes test hook, a tool): what lets the handler keep serialized answers in memory and
 * still serve each change from the moment it commits, as a read of SQLite would. Undefined
 * when it cannot tell (an in-memory database, a file others may write without WAL): keep nothing.
 *
 * - A file held read-only with `locking_mode = EXCLUSIVE` (openRegistryDatabase: not in WAL
 *   mode) keeps its shared lock for as long as it is open, so no writer can commit: it never moves.
 * - A file in WAL mode: every commit rewrites the WAL-index header, the first 96 bytes of
 *   `<file>-shm`, which SQLite maps in every process that has the file open
 *   (https://www.sqlite.org/walformat.html). The watch maps the file's first page the same way
 *   (read-only, shared: shm-map.ts), so the whole check is a compare of 96 bytes in memory,
 *   with no syscall (a `pread` of them cost about 3 µs a request under load, the registry's
 *   largest cost beyond node:http). Without the addon, or with REGISTRY_SHM_MAP=0, it reads
 *   them with `pread` instead. The header is read before any statement of the request runs,
 *   so whatever it reads is at least as new; a header read mid-write differs from the last
 *   one, which only costs a fresh read. Checkpoints and WAL restarts may move it too, with
 *   the same cost. The mapping is read only while the database is open: SQLite truncates
 *   `-shm` only when no connection has it open, and reading a truncated mapping would raise
 *   SIGBUS, so `close` (before the database closes) drops it.
 */
export function createCommitWatch(db: Database.Database): CommitWatch | undefined {
  if (db.memory) return undefined;
  const mode = String(db.pragma('journal_mode', { simple: true })).toLowerCase();
  if (mode !== 'wal') {
    const exclusive = String(db.pragma('locking_mode', { simple: true })).toLowerCase() === 'exclusive';
    return db.readonly && exclusive ? Object.assign(() => 0, { close() {}, mapped: false }) : undefined;
  }
  let fd: number;
  try {
    fd = openSync(`${db.name}-shm`, 'r');
  } catch {
    return undefined;
  }
  const seen = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  const read = Buffer.alloc(WAL_INDEX_HEADER_BYTES);
  const valid = () =>
    readSync(fd, seen, 0, WAL_INDEX_HEADER_BYTES, 0) === WAL_INDEX_HEADER_BYTES &&
    (seen.readUInt32LE(0) === WAL_INDEX_VERSION || seen.readUInt32BE(0) === WAL_INDEX_VERSION);
  try {
    if (!valid()) {
      closeSync(fd);
      return undefined;
    }
  } catch {
    closeSync(fd);
    return undefined;
  }
  // Valid, so SQLite has sized the file (32 KiB or more) and keeps it while the database is open.
  let header = mapFile(`${db.name}-shm`, WAL_INDEX_MAPPED_BYTES)?.subarray(0, WAL_INDEX_HEADER_BYTES);
  let version = 0;
  let closed = false;
  const watch = () => {
    if (closed) return ++version;
    if (header !== undefined) {
      if (!db.open) return ++version; // closed without `close`: the file may shrink, never read it
      if (!header.equals(seen)) {
        header.copy(seen);
        version++;
      }
      return version;
    }
    try {
      if (readSync(fd, read, 0, WAL_INDEX_HEADER_BYTES, 0) !== WAL_INDEX_HEADER_BYTES || !read.equals(seen)) {
        read.copy(seen);
        version++;
      }
    } catch {
      version++;
    }
    return version;
  };
  return Object.assign(watch, {
    mapped: header !== undefined,
    close() {
      if (closed) return;
      closed = true;
      header = undefined; // never read again; unmapped once collected
      closeSync(fd);
    },
  });
}

/** Company statuses under which a company's officers count as inactive rather than active (api-facts §4). */
export const CLOSED_STATUSES = ['dissolved', 'converted-closed', 'closed'] as const;
const CLOSED_SQL = CLOSED_STATUSES.map((status) => `'${status}'`).join(', ');
const SATISFIED_SQL = `'satisfied', 'fully-satisfied'`;

export type OfficerOrder = 'sort_key' | 'appointed_on' | 'resigned_on' | 'surname';

const OFFICER_ORDER: Record<OfficerOrder, string> = {
  sort_key: 'sort_key, appointment_id',
  appointed_on: 'appointed_on DESC, sort_key, appointment_id',
  resigned_on: 'resigned_on DESC, sort_key, appointment_id',
  surname: 'surname, sort_key, appointment_id',
};

export interface OfficerPageQuery {
  order: OfficerOrder;
  activeOnly: boolean;
  /** Only these officer roles (register view). */
  roles?: readonly string[];
  limit: number;
  offset: number;
}

export interface AppointmentRow {
  body: string;
  company_number: string;
  company_name: string | null;
  company_status: string | null;
}

export interface OfficerRow {
  name: string;
  is_corporate: number;
  name_elements: string | null;
  date_of_birth: string | null;
}

export interface EstablishmentRow {
  company_number: string;
  company_name: string;
  company_status: string;
  body: string;
}

export function createStore(db: Database.Database) {
  const prepare = (sql: string) => db.prepare(sql);
  const lazy = new Map<string, Database.Statement>();
  const lazyPrepare = (sql: string) => {
    let statement = lazy.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      lazy.set(sql, statement);
    }
    return statement;
  };

  const q = {
    meta: prepare('SELECT value FROM meta WHERE key = ?').pluck(),
    company: prepare('SELECT body FROM companies WHERE company_number = ?').pluck(),
    companyStatus: prepare('SELECT company_status FROM companies WHERE company_number = ?').pluck(),
    establishments: prepare(
      'SELECT company_number, company_name, company_status, body FROM companies WHERE parent_company_number = ? ORDER BY company_number',
    ),

    officerCounts: prepare(
      'SELECT count(*) AS total, count(resigned_on) AS resigned FROM appointments WHERE company_number = ?',
    ),
    registerCount: prepare(
      'SELECT count(*) FROM appointments WHERE company_number = ? AND resigned_on IS NULL AND officer_role IN (SELECT value FROM json_each(?))',
    ).pluck(),
    appointment: prepare('SELECT body FROM appointments WHERE appointment_id = ? AND company_number = ?').pluck(),

    officer: prepare('SELECT name, is_corporate, name_elements, date_of_birth FROM officers WHERE officer_id = ?'),
    officerAppointmentCounts: prepare(
      `SELECT count(*) AS total, count(a.resigned_on) AS resigned,
              coalesce(sum(a.resigned_on IS NULL AND c.company_status IN (${CLOSED_SQL})), 0) AS inactive
         FROM appointments a LEFT JOIN companies c ON c.company_number = a.company_number
        WHERE a.officer_id = ?`,
    ),
    officerAppointments: prepare(
      `SELECT a.body, a.company_number, c.company_name, c.company_status
         FROM appointments a LEFT JOIN companies c ON c.company_number = a.company_number
        WHERE a.officer_id = ?
        ORDER BY a.resigned_on IS NOT NULL, a.appointed_on DESC, a.resigned_on DESC, a.appointment_id
        LIMIT ? OFFSET ?`,
    ),
    officerActiveAppointments: prepare(
      `SELECT a.body, a.company_number, c.company_name, c.company_status
         FROM appointments a LEFT JOIN companies c ON c.company_number = a.company_number
        WHERE a.officer_id = ? AND a.resigned_on IS NULL AND coalesce(c.company_status, '') NOT IN (${CLOSED_SQL})
        ORDER BY a.appointed_on DESC, a.appointment_id
        LIMIT ? OFFSET ?`,
    ),

    filingCount: prepare('SELECT count(*) FROM filings WHERE company_number = ?').pluck(),
    filingCountIn: prepare(
      'SELECT count(*) FROM filings WHERE company_number = ? AND category IN (SELECT value FROM json_each(?))',
    ).pluck(),
    filings: prepare(
      'SELECT body FROM filings WHERE company_number = ? ORDER BY date DESC, transaction_id LIMIT ? OFFSET ?',
    ).pluck(),
    filingsIn: prepare(
      `SELECT body FROM filings WHERE company_number = ? AND category IN (SELECT value FROM json_each(?))
        ORDER BY date DESC, transaction_id LIMIT ? OFFSET ?`,
    ).pluck(),
    filing: prepare('SELECT body FROM filings WHERE company_number = ? AND transaction_id = ?').pluck(),

    chargeCounts: prepare(
      `SELECT count(*) AS total, coalesce(sum(status IN (${SATISFIED_SQL})), 0) AS satisfied,
              coalesce(sum(status = 'part-satisfied'), 0) AS part_satisfied
         FROM charges WHERE company_number = ?`,
    ),
    charges: prepare(
      'SELECT body FROM charges WHERE company_number = ? ORDER BY created_on DESC, charge_id LIMIT ? OFFSET ?',
    ).pluck(),
    outstandingCharges: prepare(
      `SELECT body FROM charges WHERE company_number = ? AND status NOT IN (${SATISFIED_SQL})
        ORDER BY created_on DESC, charge_id LIMIT ? OFFSET ?`,
    ).pluck(),
    charge: prepare('SELECT body FROM charges WHERE company_number = ? AND charge_id = ?').pluck(),

    insolvency: prepare('SELECT body FROM insolvency WHERE company_number = ?').pluck(),
    registers: prepare('SELECT body FROM registers WHERE company_number = ?').pluck(),
    exemptions: prepare('SELECT body FROM exemptions WHERE company_number = ?').pluck(),

    pscCounts: prepare(
      'SELECT count(*) AS total, coalesce(sum(ceased), 0) AS ceased FROM pscs WHERE company_number = ?',
    ),
    pscs: prepare(
      'SELECT body FROM pscs WHERE company_number = ? ORDER BY ceased, notified_on DESC, psc_id LIMIT ? OFFSET ?',
    ).pluck(),
    activePscs: prepare(
      'SELECT body FROM pscs WHERE company_number = ? AND ceased = 0 ORDER BY notified_on DESC, psc_id LIMIT ? OFFSET ?',
    ).pluck(),
    psc: prepare('SELECT body FROM pscs WHERE company_number = ? AND psc_id = ? AND path_kind = ?').pluck(),

    statementCounts: prepare(
      'SELECT count(*) AS total, coalesce(sum(ceased), 0) AS ceased FROM psc_statements WHERE company_number = ?',
    ),
    statements: prepare(
      'SELECT body FROM psc_statements WHERE company_number = ? ORDER BY ceased, notified_on DESC, statement_id LIMIT ? OFFSET ?',
    ).pluck(),
    activeStatements: prepare(
      'SELECT body FROM psc_statements WHERE company_number = ? AND ceased = 0 ORDER BY notified_on DESC, statement_id LIMIT ? OFFSET ?',
    ).pluck(),
    statement: prepare('SELECT body FROM psc_statements WHERE company_number = ? AND statement_id = ?').pluck(),

    disqualified: prepare('SELECT body FROM disqualified_officers WHERE officer_id = ? AND kind = ?').pluck(),
  };

  const counts = (statement: Database.Statement, ...args: unknown[]) =>
    statement.get(...args) as Record<string, number>;

  return {
    db,
    /** A value of the dataset's meta table (companies, seed, generator_version, …). */
    meta: (key: string) => q.meta.get(key) as string | undefined,
    company: (companyNumber: string) => q.company.get(companyNumber) as string | undefined,
    companyStatus: (companyNumber: string) => q.companyStatus.get(companyNumber) as string | undefined,
    establishments: (companyNumber: string) => q.establishments.all(companyNumber) as EstablishmentRow[],

    officerCounts: (companyNumber: string) =>
      counts(q.officerCounts, companyNumber) as { total: number; resigned: number },
    registerOfficerCount: (companyNumber: string, roles: readonly string[]) =>
      q.registerCount.get(companyNumber, JSON.stringify(roles)) as number,
    officerPage(companyNumber: string, page: OfficerPageQuery): string[] {
      const where = [
        'company_number = ?',
        page.activeOnly || page.roles ? 'resigned_on IS NULL' : '',
        page.roles ? 'officer_role IN (SELECT value FROM json_each(?))' : '',
      ].filter(Boolean);
      const sql = `SELECT body FROM appointments WHERE ${where.join(' AND ')} ORDER BY ${OFFICER_ORDER[page.order]} LIMIT ? OFFSET ?`;
      const args: unknown[] = page.roles ? [companyNumber, JSON.stringify(page.roles)] : [companyNumber];
      return lazyPrepare(sql)
        .pluck()
        .all(...args, page.limit, page.offset) as string[];
    },
    appointment: (companyNumber: string, appointmentId: string) =>
      q.appointment.get(appointmentId, companyNumber) as string | undefined,

    officer: (officerId: string) => q.officer.get(officerId) as OfficerRow | undefined,
    officerAppointmentCounts: (officerId: string) =>
      counts(q.officerAppointmentCounts, officerId) as { total: number; resigned: number; inactive: number },
    officerAppointments: (officerId: string, activeOnly: boolean, limit: number, offset: number) =>
      (activeOnly ? q.officerActiveAppointments : q.officerAppointments).all(
        officerId,
        limit,
        offset,
      ) as AppointmentRow[],

    filingCount: (companyNumber: string, categories?: readonly string[]) =>
      (categories
        ? q.filingCountIn.get(companyNumber, JSON.stringify(categories))
        : q.filingCount.get(companyNumber)) as number,
    filings: (companyNumber: string, categories: readonly string[] | undefined, limit: number, offset: number) =>
      (categories
        ? q.filingsIn.all(companyNumber, JSON.stringify(categories), limit, offset)
        : q.filings.all(companyNumber, limit, offset)) as string[],
    filing: (companyNumber: string, transactionId: string) =>
      q.filing.get(companyNumber, transactionId) as string | undefined,

    chargeCounts: (companyNumber: string) =>
      counts(q.chargeCounts, companyNumber) as { total: number; satisfied: number; part_satisfied: number },
    charges: (companyNumber: string, outstandingOnly: boolean, limit: number, offset: number) =>
      (outstandingOnly ? q.outstandingCharges : q.charges).all(companyNumber, limit, offset) as string[],
    charge: (companyNumber: string, chargeId: string) => q.charge.get(companyNumber, chargeId) as string | undefined,

    insolvency: (companyNumber: string) => q.insolvency.get(companyNumber) as string | undefined,
    registers: (companyNumber: string) => q.registers.get(companyNumber) as string | undefined,
    exemptions: (companyNumber: string) => q.exemptions.get(companyNumber) as string | undefined,

    pscCounts: (companyNumber: string) => counts(q.pscCounts, companyNumber) as { total: number; ceased: number },
    pscs: (companyNumber: string, activeOnly: boolean, limit: number, offset: number) =>
      (activeOnly ? q.activePscs : q.pscs).all(companyNumber, limit, offset) as string[],
    psc: (companyNumber: string, pathKind: string, pscId: string) =>
      q.psc.get(companyNumber, pscId, pathKind) as string | undefined,

    statementCounts: (companyNumber: string) =>
      counts(q.statementCounts, companyNumber) as { total: number; ceased: number },
    statements: (companyNumber: string, activeOnly: boolean, limit: number, offset: number) =>
      (activeOnly ? q.activeStatements : q.statements).all(companyNumber, limit, offset) as string[],
    statement: (companyNumber: string, statementId: string) =>
      q.statement.get(companyNumber, statementId) as string | undefined,

    disqualified: (officerId: string, kind: 'natural' | 'corporate') =>
      q.disqualified.get(officerId, kind) as string | undefined,
  };
}

export type RegistryStore = ReturnType<typeof createStore>;
