// The living registry: applies realistic changes (kinds/) to a dataset file, each in one
// transaction that also appends its stream events, at a steady rate. One process at a time
// applies activity to a file (lock.ts); every other process only reads it (WAL: readers are
// never blocked) and hears of the changes through the events log (events/log.ts).
//
// Showcase companies and the officers who serve them are never changed: tests and examples
// rely on them. An event's `data` is what the REST endpoint answers for its resource_uri
// right after the change: the engine asks the handler's own resolvers, inside the transaction.
import 'server-only';
import Database from 'better-sqlite3';
import { matchPath } from '@/lib/registry/catalogue';
import { createEventAppender, type NewEvent, type StoredEvent } from '../events/log';
import { iso, parseIso, type Day } from '../generator/dates';
import { FilingBook, type FilingInput } from '../generator/filings';
import { registryId, withEtagJson } from '../generator/ids';
import { formatNumber } from '../generator/numbers';
import { roleOrder } from '../generator/officers';
import type { Person } from '../generator/persons';
import { Rng, Weighted } from '../generator/random';
import { SHOWCASE_NUMBERS } from '../generator/showcase';
import { decodeValues, DatasetWriter } from '../generator/writer';
import type { CompanyPlan } from '../generator/company';
import { createResolvers } from '../resources';
import { createStore } from '../store';
import { buildSearchIndex } from '../search';
import { createOverlayWriter } from '../search/overlay';
import type { Address } from '../generator/addresses';
import {
  ACTIVITY_KINDS,
  applyKind,
  appointmentBody,
  officerRow,
  sortKey,
  type ActivityKind,
  type AppointmentRow,
  type ChangeScope,
  type ChargeRow,
  type ExemptionsBody,
  type InsolvencyBody,
  type Profile,
  type PscRow,
  type StatementRow,
} from './kinds';
import { createActivityLock, LOCK_STALE_MS, type ActivityLock } from './lock';
import { createPersonIndexUpdater } from '../people/update';
import { parseRecordLink } from '@/lib/registry/people/records';
import type { StreamName } from '@/lib/registry/streams';

/** A REST resource as JSON (a stored body, or what the registry answers). */
type Json = Record<string, unknown>;

export const DEFAULT_ACTIVITY_PER_MINUTE = 60;
/** Events older than this are pruned (and a stream answers 416 for their timepoints). */
export const DEFAULT_RETENTION_DAYS = 7;

export interface ActivityOptions {
  /** The dataset file; opened read-write (and switched to WAL). */
  dbPath: string;
  /** Changes per minute while running; 0 applies none (tests apply them with `applyChanges`). */
  perMinute?: number;
  retentionDays?: number;
  /** The clock, in milliseconds (the backlog runs it over the past week). */
  now?: () => number;
  /**
   * Search sees each change through its overlay (search/overlay/); when the overlay holds more
   * rows than this at start, the index is rebuilt then, folding them in. Default 50,000.
   */
  searchCompactAt?: number;
  log?: (line: string) => void;
}

export interface AppliedChange {
  kind: string;
  companyNumber: string;
  events: StoredEvent[];
}

export interface Activity {
  /**
   * Takes the lock and starts the timer; false when another process holds the lock (this one
   * then stands by, and takes over once that lock goes stale).
   */
  start(): boolean;
  /**
   * Applies `count` changes now (takes the lock if free); returns what was applied. With
   * `companyNumber`, only changes to that company (never a showcase one): the app's test hook.
   * With `kind` (a name in ACTIVITY_KINDS), only that kind: rare kinds on demand (tests, backlog).
   */
  applyChanges(count: number, companyNumber?: string, kind?: string): AppliedChange[];
  /** Deletes events older than the retention window; returns how many. */
  prune(): number;
  /** Whether this process holds the lock. */
  readonly holding: boolean;
  /** Stops the timer, releases the lock and closes the connection. */
  close(): void;
}

const PSC_KIND: Record<string, string> = {
  individual: 'company-psc-individual',
  'corporate-entity': 'company-psc-corporate',
  'legal-person': 'company-psc-legal',
  'super-secure': 'company-psc-supersecure',
};

interface Touched {
  stream: StreamName;
  kind: string;
  id: string;
  /** Null for resources of no company (disqualified officers). */
  company: string | null;
  before?: Json;
  /** Set when the change removed the resource: what REST served for it just before. */
  removed?: Json;
}

/**
 * Every company's number, in key order. The companies table holds each profile's body, so read
 * whole it is the file's largest scan (50 s from a cold disk at a million companies); the search
 * module's tables hold every number (the base's and the overlay's of companies made since) in a
 * few megabytes. A number whose company is gone is skipped where it is picked.
 */
export function companyNumbers(db: Database.Database): string[] {
  const search = db
    .prepare(
      "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name IN ('search_companies', 'search_overlay_companies')",
    )
    .pluck()
    .get() as number;
  const sql =
    search === 2
      ? 'SELECT company_number FROM search_companies UNION SELECT company_number FROM search_overlay_companies ORDER BY 1'
      : 'SELECT company_number FROM companies';
  return db.prepare(sql).pluck().all() as string[];
}

export function createActivity(options: ActivityOptions): Activity {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const retentionMs = (options.retentionDays ?? DEFAULT_RETENTION_DAYS) * 86_400_000;
  const db = new Database(options.dbPath, { fileMustExist: true });
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const appender = createEventAppender(db);
  const lock: ActivityLock = createActivityLock(db);
  const resolvers = createResolvers(createStore(db), undefined);
  // Every change keeps search current in its own transaction (undefined: an index from before the overlay).
  const searchOverlay = createOverlayWriter(db);
  if (!searchOverlay && db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_meta'").get() !== undefined)
    log(
      '[registry] activity: the search index of this dataset predates its overlay: search shows changes once it is generated again',
    );
  else if (searchOverlay && searchOverlay.size() > (options.searchCompactAt ?? 50_000)) {
    // Rarely, and before serving: a rebuild holds this thread (seconds at a million companies).
    log(`[registry] activity: folding ${searchOverlay.size()} changed search rows into the index`);
    buildSearchIndex(db);
  }

  // Every change that makes or removes a person's record joins it to a person, or starts one (people/update.ts).
  const people = createPersonIndexUpdater(db);

  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID');
  const q = {
    meta: db.prepare('SELECT value FROM meta WHERE key = ?').pluck(),
    setMeta: db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ),
    company: db.prepare('SELECT body FROM companies WHERE company_number = ?').pluck(),
    putCompany: db.prepare(
      `INSERT INTO companies (company_number, company_name, company_status, type, date_of_creation, parent_company_number, body)
       VALUES (@company_number, @company_name, @company_status, @type, @date_of_creation, NULL, @body)
       ON CONFLICT (company_number) DO UPDATE SET company_name = excluded.company_name,
         company_status = excluded.company_status, body = excluded.body`,
    ),
    filingExists: db.prepare('SELECT 1 FROM filings WHERE company_number = ? AND transaction_id = ?').pluck(),
    addFiling: db.prepare(
      'INSERT INTO filings (company_number, transaction_id, date, category, body) VALUES (?, ?, ?, ?, ?)',
    ),
    appointments: db.prepare(
      'SELECT appointment_id, officer_id, officer_role, resigned_on, sort_key, body FROM appointments WHERE company_number = ?',
    ),
    addOfficer: db.prepare(
      'INSERT OR IGNORE INTO officers (officer_id, name, is_corporate, name_elements, date_of_birth) VALUES (?, ?, 0, ?, ?)',
    ),
    addAppointment: db.prepare(
      `INSERT INTO appointments (appointment_id, company_number, officer_id, officer_role, sort_key, surname, appointed_on, resigned_on, body)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
    ),
    resign: db.prepare(
      'UPDATE appointments SET resigned_on = ?, sort_key = ?, body = ? WHERE appointment_id = ? AND company_number = ?',
    ),
    putAppointment: db.prepare('UPDATE appointments SET body = ? WHERE appointment_id = ? AND company_number = ?'),
    pscs: db.prepare('SELECT psc_id, path_kind, ceased, body FROM pscs WHERE company_number = ?'),
    removeAppointment: db.prepare('DELETE FROM appointments WHERE appointment_id = ? AND company_number = ?'),
    // An officer is on the register through their appointments: with none left, so are they
    // (search leaves out an officer it no longer finds; its next rebuild drops them).
    removeOrphanOfficer: db.prepare(
      'DELETE FROM officers WHERE officer_id = ? AND NOT EXISTS (SELECT 1 FROM appointments WHERE officer_id = ?)',
    ),
    statements: db.prepare('SELECT statement_id, ceased, body FROM psc_statements WHERE company_number = ?'),
    putStatement: db.prepare(
      `INSERT INTO psc_statements (company_number, statement_id, ceased, notified_on, body) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (company_number, statement_id) DO UPDATE SET ceased = excluded.ceased, body = excluded.body`,
    ),
    removeStatement: db.prepare('DELETE FROM psc_statements WHERE company_number = ? AND statement_id = ?'),
    exemptions: db.prepare('SELECT body FROM exemptions WHERE company_number = ?').pluck(),
    putExemptions: db.prepare(
      'INSERT INTO exemptions (company_number, body) VALUES (?, ?) ON CONFLICT (company_number) DO UPDATE SET body = excluded.body',
    ),
    removeExemptions: db.prepare('DELETE FROM exemptions WHERE company_number = ?'),
    putPsc: db.prepare(
      `INSERT INTO pscs (company_number, psc_id, path_kind, ceased, notified_on, body) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (company_number, psc_id) DO UPDATE SET ceased = excluded.ceased, body = excluded.body`,
    ),
    charges: db.prepare('SELECT charge_id, status, body FROM charges WHERE company_number = ?'),
    putCharge: db.prepare(
      `INSERT INTO charges (company_number, charge_id, status, created_on, body) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (company_number, charge_id) DO UPDATE SET status = excluded.status, body = excluded.body`,
    ),
    insolvency: db.prepare('SELECT body FROM insolvency WHERE company_number = ?').pluck(),
    addDisqualified: db.prepare('INSERT INTO disqualified_officers (officer_id, kind, name, body) VALUES (?, ?, ?, ?)'),
    putInsolvency: db.prepare(
      'INSERT INTO insolvency (company_number, body) VALUES (?, ?) ON CONFLICT (company_number) DO UPDATE SET body = excluded.body',
    ),
    officerOf: db
      .prepare('SELECT officer_id FROM appointments WHERE appointment_id = ? AND company_number = ?')
      .pluck(),
    // The highest number of digits only: digits sort below letters, so the key's range ends below
    // ':' and the last of it is read first (max() with the GLOB read every key: 70 ms at a million).
    lastNumber: db
      .prepare(
        `SELECT company_number FROM companies
          WHERE company_number < ':' AND company_number GLOB '[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]'
          ORDER BY company_number DESC LIMIT 1`,
      )
      .pluck(),
    companiesOf: db
      .prepare('SELECT DISTINCT company_number FROM appointments WHERE officer_id IN (SELECT value FROM json_each(?))')
      .pluck(),
    showcaseOfficers: db
      .prepare('SELECT DISTINCT officer_id FROM appointments WHERE company_number IN (SELECT value FROM json_each(?))')
      .pluck(),
  };

  const showcase = JSON.stringify([...SHOWCASE_NUMBERS]);
  const showcaseOfficers = new Set(q.showcaseOfficers.all(showcase) as string[]);
  // Companies activity may change: all but the showcase and the companies its officers serve
  // (their appointment lists show those companies' names and statuses). Incorporations join.
  const untouchable = new Set([
    ...SHOWCASE_NUMBERS,
    ...(q.companiesOf.all(JSON.stringify([...showcaseOfficers])) as string[]),
  ]);
  const numbers = companyNumbers(db).filter((number) => !untouchable.has(number));
  const salt = `activity|${String(q.meta.get('seed') ?? '1')}`;
  const kinds = new Weighted(ACTIVITY_KINDS.map((kind) => [kind, kind.weight] as const));

  /** A stored body without its etag (a write computes the new one); `T` is what the registry stored there. */
  const parse = <T extends object = Json>(body: string): T => {
    const parsed = JSON.parse(body) as T & { etag?: unknown };
    delete parsed.etag;
    return parsed;
  };
  /** A company's rows of one table, each body parsed. */
  const rowsOf = <Row extends { body: object }>(statement: Database.Statement, companyNumber: string): Row[] =>
    (statement.all(companyNumber) as (Omit<Row, 'body'> & { body: string })[]).map(
      (row) => ({ ...row, body: parse<Row['body']>(row.body) }) as Row,
    );

  function scopeFor(sequence: number, at: number, touched: Map<string, Touched>): ChangeScope {
    const key = `${salt}|${sequence}`;
    const rng = Rng.from(key);
    const today: Day = parseIso(new Date(at).toISOString().slice(0, 10));
    const touch = (uri: string, entry: Touched) => {
      if (!touched.has(uri)) touched.set(uri, entry);
    };
    /** Before a resource is deleted: its event carries what REST served for it until now. */
    const forget = (uri: string, entry: Omit<Touched, 'removed'>) => {
      const removed = resource(uri);
      if (!removed) throw new Error(`activity: ${uri} is not served, so it cannot be removed`);
      touched.set(uri, { ...entry, removed });
    };
    let filings = 0;
    return {
      rng,
      today,
      key,
      putCompany(body) {
        const number = body.company_number;
        touch(`/company/${number}`, { stream: 'companies', kind: 'company-profile', id: number, company: number });
        const write = () =>
          q.putCompany.run({
            company_number: number,
            company_name: body.company_name,
            company_status: body.company_status,
            type: body.type,
            date_of_creation: body.date_of_creation ?? null,
            body: withEtagJson(JSON.stringify(body)),
          });
        if (searchOverlay) searchOverlay.company(number, write);
        else write();
      },
      file(companyNumber: string, input: FilingInput) {
        for (let attempt = 0; ; attempt++) {
          const writer = new DatasetWriter();
          const plan = { salt: `${key}|${filings++}|${attempt}`, number: companyNumber, rng } as unknown as CompanyPlan;
          const book = new FilingBook(plan, 0, today);
          book.add(input);
          book.write(writer);
          const [number, tid, date, category, body] = decodeValues(writer.drain().filings) as string[];
          if (q.filingExists.get(number, tid)) continue;
          q.addFiling.run(number, tid, date, category, withEtagJson(body!));
          touch(`/company/${companyNumber}/filing-history/${tid}`, {
            stream: 'filings',
            kind: 'filing-history',
            id: tid!,
            company: companyNumber,
          });
          return tid!;
        }
      },
      appointments: (companyNumber) => rowsOf<AppointmentRow>(q.appointments, companyNumber),
      appoint(companyNumber: string, person: Person, role: string, on: Day, address: Address) {
        const id = registryId(`${key}|appointment|${person.officerId}`);
        const officer = officerRow(person);
        const body = appointmentBody(companyNumber, id, person, role, on, address);
        const write = () => {
          q.addOfficer.run(officer.officer_id, officer.name, officer.name_elements, officer.date_of_birth);
          q.addAppointment.run(
            id,
            companyNumber,
            person.officerId,
            role,
            sortKey(person, role, false, on),
            officer.surname,
            iso(on),
            withEtagJson(JSON.stringify(body)),
          );
        };
        if (searchOverlay) searchOverlay.officer(person.officerId, write);
        else write();
        touch(`/company/${companyNumber}/appointments/${id}`, {
          stream: 'officers',
          kind: 'company-officers',
          id,
          company: companyNumber,
        });
        return id;
      },
      resign(companyNumber: string, row: AppointmentRow, on: Day) {
        const body = { ...row.body, resigned_on: iso(on) };
        const order = String(roleOrder(row.officer_role, true)).padStart(3, '0');
        const sort = `${order}${row.sort_key.slice(3)}`;
        const write = () =>
          q.resign.run(iso(on), sort, withEtagJson(JSON.stringify(body)), row.appointment_id, companyNumber);
        if (searchOverlay) searchOverlay.officer(row.officer_id, write);
        else write();
        touch(`/company/${companyNumber}/appointments/${row.appointment_id}`, {
          stream: 'officers',
          kind: 'company-officers',
          id: row.appointment_id,
          company: companyNumber,
          before: row.body,
        });
      },
      putAppointment(companyNumber: string, row: AppointmentRow) {
        const uri = `/company/${companyNumber}/appointments/${row.appointment_id}`;
        // What it was, for fields_changed.
        const before = touched.has(uri) ? undefined : resource(uri);
        // Names, roles and dates stay: the search index has nothing to update.
        q.putAppointment.run(withEtagJson(JSON.stringify(row.body)), row.appointment_id, companyNumber);
        touch(uri, {
          stream: 'officers',
          kind: 'company-officers',
          id: row.appointment_id,
          company: companyNumber,
          ...(before ? { before } : {}),
        });
      },
      removeAppointment(companyNumber: string, row: AppointmentRow) {
        forget(`/company/${companyNumber}/appointments/${row.appointment_id}`, {
          stream: 'officers',
          kind: 'company-officers',
          id: row.appointment_id,
          company: companyNumber,
        });
        const write = () => {
          q.removeAppointment.run(row.appointment_id, companyNumber);
          q.removeOrphanOfficer.run(row.officer_id, row.officer_id);
        };
        if (searchOverlay) searchOverlay.officer(row.officer_id, write);
        else write();
      },
      pscs: (companyNumber) => rowsOf<PscRow>(q.pscs, companyNumber),
      putPsc(companyNumber: string, row: PscRow) {
        const uri = `/company/${companyNumber}/persons-with-significant-control/${row.path_kind}/${row.psc_id}`;
        // What it was, for fields_changed (nothing for a new PSC).
        const before = touched.has(uri) ? undefined : resource(uri);
        q.putPsc.run(
          companyNumber,
          row.psc_id,
          row.path_kind,
          row.ceased,
          row.body.notified_on ?? null,
          withEtagJson(JSON.stringify(row.body)),
        );
        touch(uri, {
          stream: 'persons-with-significant-control',
          kind: PSC_KIND[row.path_kind] ?? `company-psc-${row.path_kind}`,
          id: row.psc_id,
          company: companyNumber,
          ...(before ? { before } : {}),
        });
      },
      statements: (companyNumber) => rowsOf<StatementRow>(q.statements, companyNumber),
      putStatement(companyNumber: string, row: StatementRow) {
        const uri = statementUri(companyNumber, row.statement_id);
        // What it was, for fields_changed (nothing for a new statement).
        touch(uri, { ...statementEntry(companyNumber, row.statement_id), before: resource(uri) });
        q.putStatement.run(
          companyNumber,
          row.statement_id,
          row.ceased,
          row.body.notified_on ?? null,
          withEtagJson(JSON.stringify(row.body)),
        );
      },
      removeStatement(companyNumber: string, row: StatementRow) {
        forget(statementUri(companyNumber, row.statement_id), statementEntry(companyNumber, row.statement_id));
        q.removeStatement.run(companyNumber, row.statement_id);
      },
      exemptions(companyNumber) {
        const body = q.exemptions.get(companyNumber) as string | undefined;
        return body === undefined ? undefined : parse<ExemptionsBody>(body);
      },
      putExemptions(companyNumber: string, body: ExemptionsBody) {
        const uri = `/company/${companyNumber}/exemptions`;
        touch(uri, { ...exemptionsEntry(companyNumber), before: resource(uri) });
        q.putExemptions.run(companyNumber, withEtagJson(JSON.stringify(body)));
      },
      removeExemptions(companyNumber: string) {
        forget(`/company/${companyNumber}/exemptions`, exemptionsEntry(companyNumber));
        q.removeExemptions.run(companyNumber);
      },
      charges: (companyNumber) => rowsOf<ChargeRow>(q.charges, companyNumber),
      putCharge(companyNumber: string, row: ChargeRow) {
        q.putCharge.run(
          companyNumber,
          row.charge_id,
          row.status,
          row.body.created_on ?? null,
          withEtagJson(JSON.stringify(row.body)),
        );
        touch(`/company/${companyNumber}/charges/${row.charge_id}`, {
          stream: 'charges',
          kind: 'company-charges',
          id: row.charge_id,
          company: companyNumber,
        });
      },
      insolvency(companyNumber) {
        const body = q.insolvency.get(companyNumber) as string | undefined;
        return body === undefined ? undefined : parse<InsolvencyBody>(body);
      },
      putInsolvency(companyNumber: string, body: InsolvencyBody) {
        q.putInsolvency.run(companyNumber, withEtagJson(JSON.stringify(body)));
        touch(`/company/${companyNumber}/insolvency`, {
          stream: 'insolvency-cases',
          kind: 'company-insolvency',
          id: companyNumber,
          company: companyNumber,
        });
      },
      disqualify(write) {
        const writer = new DatasetWriter();
        if (!write(writer)) return false;
        const values = decodeValues(writer.drain().disqualified_officers) as string[];
        for (let i = 0; i + 3 < values.length; i += 4) {
          const [id, kind, name, body] = values.slice(i, i + 4) as [string, 'natural' | 'corporate', string, string];
          q.addDisqualified.run(id, kind, name, withEtagJson(body));
          searchOverlay?.disqualified(id);
          touch(`/disqualified-officers/${kind}/${id}`, {
            stream: 'disqualified-officers',
            kind: `disqualified-officer-${kind}`,
            id,
            company: null,
          });
        }
        return true;
      },
      newCompanyNumber() {
        let digits = Number((q.lastNumber.get() as string | null) ?? '0') + 1;
        while (SHOWCASE_NUMBERS.has(formatNumber('', digits))) digits++;
        return formatNumber('', digits);
      },
      isShowcaseOfficer: (officerId) => showcaseOfficers.has(officerId),
    };
  }

  /** The person index's records a change touched: officers by their appointments, individual PSCs, disqualified people. */
  function personLinksOf(touched: Map<string, Touched>): string[] {
    const links: string[] = [];
    for (const [uri, entry] of touched) {
      if (entry.stream === 'officers') {
        const officer =
          (q.officerOf.get(entry.id, entry.company) as string | undefined) ??
          (entry.removed as { links?: { officer?: { appointments?: string } } } | undefined)?.links?.officer
            ?.appointments;
        if (officer) links.push(officer.startsWith('/') ? officer : `/officers/${officer}/appointments`);
      } else if (parseRecordLink(uri)) links.push(uri);
    }
    return links;
  }

  /** The REST resource at `uri` as the registry answers it now (inside the transaction). */
  function resource(uri: string): Json | undefined {
    const match = matchPath(uri);
    // Documents are not REST resources of the register (the Document API answers them).
    if (!match?.ok || !(match.name in resolvers)) return undefined;
    const resolved = resolvers[match.name as keyof typeof resolvers](match.params, {});
    return resolved.ok ? (JSON.parse(resolved.body) as Json) : undefined;
  }

  function fieldsChanged(before: Json | undefined, after: Json): string[] | undefined {
    if (!before) return undefined;
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    keys.delete('etag');
    const changed = [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
    return changed.length > 0 ? changed.sort() : undefined;
  }

  /** Set while `applyChanges` is asked for one company's changes. */
  let onlyCompany: string | undefined;
  /** Set while `applyChanges` is asked for one kind of change. */
  let onlyKind: ActivityKind | undefined;

  /**
   * Picks a company the kind applies to among a few random ones; a kind asked for by name
   * looks through them all (from a random one on), as it may apply to very few.
   */
  function target(kind: ActivityKind, rng: Rng): Profile | undefined {
    if (!kind.applies) return undefined;
    if (onlyCompany !== undefined) {
      const body = q.company.get(onlyCompany) as string | undefined;
      const profile = body === undefined ? undefined : parse<Profile>(body);
      return profile && kind.applies(profile) ? profile : undefined;
    }
    const tries = onlyKind ? numbers.length : 40;
    const from = Math.floor(rng.float() * numbers.length);
    for (let attempt = 0; attempt < tries && numbers.length > 0; attempt++) {
      const number = onlyKind
        ? numbers[(from + attempt) % numbers.length]!
        : numbers[Math.floor(rng.float() * numbers.length)]!;
      const body = q.company.get(number) as string | undefined;
      if (body === undefined) continue;
      const profile = parse<Profile>(body);
      if (kind.applies(profile)) return profile;
    }
    return undefined;
  }

  const applyOne = db.transaction((): AppliedChange | undefined => {
    // Counts attempts, not changes: an attempt that finds nothing to change moves on too.
    const sequence = Number(q.meta.get('activity_sequence') ?? '0');
    q.setMeta.run('activity_sequence', String(sequence + 1));
    const at = now();
    const chooser = Rng.from(`${salt}|choose|${sequence}`);
    for (let attempt = 0; attempt < 8; attempt++) {
      const kind = onlyKind ?? kinds.pick(chooser);
      const profile = target(kind, chooser);
      // A kind asked for by name has looked at every company: another attempt would find none either.
      if (onlyKind && kind.applies && !profile) break;
      if ((kind.applies || onlyCompany !== undefined) && !profile) continue;
      const touched = new Map<string, Touched>();
      const before = profile ? structuredClone(profile) : undefined;
      const scope = scopeFor(sequence * 8 + attempt, at, touched);
      const savepoint = `change_${attempt}`;
      db.exec(`SAVEPOINT ${savepoint}`);
      if (!applyKind(kind, scope, profile)) {
        db.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
        continue;
      }
      db.exec(`RELEASE ${savepoint}`);
      if (people) people.update(personLinksOf(touched));
      const companyNumber = profile?.company_number ?? [...touched.values()][0]!.company!;
      if (!profile) numbers.push(companyNumber);
      const publishedAt = new Date(at).toISOString();
      const events: NewEvent[] = [];
      // The profile last, after the items it summarises; a filing first, as the registry files it.
      const ordered = [...touched.entries()].sort(([, a], [, b]) => rank(a.stream) - rank(b.stream));
      for (const [uri, entry] of ordered) {
        const data = resource(uri);
        if (entry.removed) {
          if (data) throw new Error(`activity: ${uri} is still served after ${kind.name} removed it`);
          // As the registry's stream: the resource as it last was, and no fields_changed.
          events.push({
            stream: entry.stream,
            company_number: entry.company,
            resource_kind: entry.kind,
            resource_uri: uri,
            resource_id: entry.id,
            type: 'deleted',
            published_at: publishedAt,
            data: entry.removed,
          });
          continue;
        }
        if (!data) throw new Error(`activity: ${uri} is not served after ${kind.name}`);
        const prior = entry.stream === 'companies' ? before : entry.before;
        const fields = fieldsChanged(prior, data);
        events.push({
          stream: entry.stream,
          company_number: entry.company,
          resource_kind: entry.kind,
          resource_uri: uri,
          resource_id: entry.id,
          type: 'changed',
          published_at: publishedAt,
          data,
          ...(fields ? { fields_changed: fields } : {}),
        });
      }
      return { kind: kind.name, companyNumber, events: appender.append(events) };
    }
    return undefined;
  });

  let timer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let standby: NodeJS.Timeout | undefined;
  const perMinute = options.perMinute ?? DEFAULT_ACTIVITY_PER_MINUTE;

  function applyChanges(count: number, companyNumber?: string, kindName?: string): AppliedChange[] {
    const kind = kindName === undefined ? undefined : ACTIVITY_KINDS.find((k) => k.name === kindName);
    if (kindName !== undefined && !kind) throw new Error(`activity: no change kind named ${kindName}`);
    if (!lock.acquire() || (companyNumber !== undefined && SHOWCASE_NUMBERS.has(companyNumber))) return [];
    const applied: AppliedChange[] = [];
    onlyCompany = companyNumber;
    onlyKind = kind;
    try {
      // A kind asked for by name scans every company per attempt: fewer attempts.
      const attempts = kind ? count + 2 : count * 4 + 10;
      for (let attempt = 0; applied.length < count && attempt < attempts; attempt++) {
        const change = applyOne();
        if (change) applied.push(change);
      }
    } finally {
      onlyCompany = undefined;
      onlyKind = undefined;
    }
    return applied;
  }

  function begin() {
    // Ticks of at least 50 ms: a fast rate applies several changes per tick.
    const interval = Math.max(50, 60_000 / perMinute);
    const perTick = (perMinute * interval) / 60_000;
    let owed = 0;
    timer = setInterval(() => {
      if (!lock.acquire()) return; // lost it (suspended too long): another process took over
      owed += perTick;
      const due = Math.floor(owed);
      owed -= due;
      try {
        for (let i = 0; i < due; i++) applyOne();
      } catch (caught) {
        log(`[registry] activity: a change failed: ${caught instanceof Error ? caught.message : String(caught)}`);
      }
    }, interval);
    timer.unref();
    pruneTimer = setInterval(() => {
      try {
        prune();
      } catch (caught) {
        log(`[registry] activity: pruning failed: ${(caught as Error).message}`);
      }
    }, 60_000);
    pruneTimer.unref();
  }

  function prune(): number {
    return db.transaction(() => appender.prune(new Date(now() - retentionMs).toISOString()))();
  }

  return {
    start() {
      if (timer || perMinute <= 0) return timer !== undefined;
      if (!lock.acquire()) {
        // Stand by: should the other process stop or die, its lock goes stale and this one takes over.
        if (!standby) {
          log('[registry] another process applies activity to this dataset; this one reads it and stands by');
          standby = setInterval(() => {
            if (!lock.acquire()) return;
            clearInterval(standby);
            standby = undefined;
            log('[registry] activity: took over applying changes to this dataset');
            begin();
          }, LOCK_STALE_MS / 3);
          standby.unref();
        }
        return false;
      }
      begin();
      return true;
    },
    applyChanges,
    prune,
    get holding() {
      return lock.held;
    },
    close() {
      if (timer) clearInterval(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      if (standby) clearInterval(standby);
      timer = pruneTimer = standby = undefined;
      try {
        lock.release();
      } finally {
        db.close();
      }
    },
  };
}

const statementUri = (companyNumber: string, id: string) =>
  `/company/${companyNumber}/persons-with-significant-control-statements/${id}`;
// The registry's name for this resource kind on its stream is not published; this follows its pattern.
const statementEntry = (companyNumber: string, id: string): Touched => ({
  stream: 'persons-with-significant-control-statements',
  kind: 'company-psc-statements',
  id,
  company: companyNumber,
});
const exemptionsEntry = (companyNumber: string): Touched => ({
  stream: 'company-exemptions',
  kind: 'company-exemptions',
  id: companyNumber,
  company: companyNumber,
});

const STREAM_ORDER: StreamName[] = [
  'filings',
  'officers',
  'persons-with-significant-control',
  'persons-with-significant-control-statements',
  'charges',
  'insolvency-cases',
  'company-exemptions',
  'disqualified-officers',
  'companies',
];
const rank = (stream: StreamName) => STREAM_ORDER.indexOf(stream);
