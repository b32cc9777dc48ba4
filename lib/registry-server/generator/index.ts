// The dataset generator of the embedded registry: fills a SQLite file (layout in
// ../db/schema.ts) with a deterministic, internally consistent register. Same seed and size,
// same bytes. Streams companies in batches (one transaction each) so memory stays bounded;
// writes to `<path>.tmp` and renames at the end, so an interrupted run leaves no half database.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { DDL, SCHEMA_VERSION } from '../db/schema';
import { BULK_SOURCE, META } from '../import/coverage';
import { buildAddressIndex } from '../address-index';
import { createActivity } from '../activity/engine';
import { BACKLOG_ONCE_KINDS } from '../activity/kinds';
import { buildSearchIndex } from '../search';
import { buildPersonIndex, PERSON_INDEX_META, PERSON_INDEX_VERSION } from '../people/build';
import { CreationCalendar, KindChooser } from './company';
import { CompanyReservoir, OfficerDirectory, type GeneratorContext } from './context';
import { addYears, dayOf, iso, max, parseIso } from './dates';
import { writeCorporateDisqualification, writeNaturalDisqualification } from './disqualifications';
import { generateCompany } from './generate-company';
import { registryId } from './ids';
import { NumberAllocator } from './numbers';
import { makePerson } from './persons';
import { planCompany } from './plan';
import { PROLIFIC_OFFICER, SHOWCASE, SHOWCASE_COMPANY_COUNT, SHOWCASE_NUMBERS, generateShowcase } from './showcase';
import { Rng } from './random';
import { DirectSink, LOAD_PRAGMAS, openForLoad, WorkerSink, type RowSink } from './sinks';
import { DatasetWriter, type TableName } from './writer';

export { SHOWCASE } from './showcase';

/** Bumped whenever the generator's output changes for the same seed and size. */
export const GENERATOR_VERSION = 17;
export const DEFAULT_REFERENCE_DATE = '2026-11-01';
export const DEFAULT_COMPANIES = 20_000;
export const DEFAULT_SEED = 1;
/** The showcase alone needs about 80 regular companies to give the prolific officer enough appointments. */
export const MIN_COMPANIES = 100;

export interface GenerateProgress {
  readonly companies: number;
  readonly total: number;
}

export interface GenerateOptions {
  readonly path: string;
  readonly companies: number;
  readonly seed: number;
  /** The dataset's fixed "today" (YYYY-MM-DD); overdue flags are computed against it. */
  readonly referenceDate?: string;
  /** Companies per batch (one transaction each); small batches keep short-lived rows out of the old generation. */
  readonly batchSize?: number;
  /** Insert on a worker thread while generating (default); false inserts on this thread. */
  readonly threads?: boolean;
  readonly onProgress?: (progress: GenerateProgress) => void;
  /**
   * Also write the backlog: the changes (and their stream events) of the 7 days before
   * `backlogEnd` (default: the start of the current UTC day, so a file generated the same
   * day has the same bytes). Default true.
   */
  readonly backlog?: boolean;
  readonly backlogEnd?: string;
}

export interface GenerateResult {
  readonly path: string;
  readonly companies: number;
  readonly rows: Record<TableName, number>;
  readonly seconds: number;
  readonly bytes: number;
  /** Where rows were inserted: on a worker thread, or on this thread (threads: false, or no worker available). */
  readonly writer: 'worker' | 'direct';
  /** Seconds spent generating and loading rows, building the secondary indexes, the search index and the person index. */
  readonly timings: {
    readonly load: number;
    readonly indexes: number;
    readonly backlog: number;
    readonly search: number;
    readonly people: number;
  };
}

/** The schema's statements: tables first; secondary indexes apart, to build after a bulk load. */
export function splitDdl(): { tables: string[]; indexes: string[] } {
  const statements = DDL.replace(/--[^\n]*/g, '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return {
    tables: statements.filter((s) => !/^CREATE\s+(UNIQUE\s+)?INDEX/i.test(s)),
    indexes: statements.filter((s) => /^CREATE\s+(UNIQUE\s+)?INDEX/i.test(s)),
  };
}

/** Generates a dataset of `companies` companies into `path`. */
export async function generateDataset(options: GenerateOptions): Promise<GenerateResult> {
  const started = performance.now();
  const total = Math.floor(options.companies);
  if (!Number.isFinite(total) || total < MIN_COMPANIES)
    throw new Error(`generateDataset: companies must be at least ${MIN_COMPANIES}; got ${options.companies}`);
  if (!Number.isInteger(options.seed)) throw new Error(`generateDataset: seed must be an integer; got ${options.seed}`);
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  const ref = parseIso(referenceDate);
  const tmp = `${options.path}.tmp`;
  mkdirSync(dirname(options.path) || '.', { recursive: true });
  rmSync(tmp, { force: true });

  let sink: RowSink | undefined;
  try {
    // The file and its tables first; secondary indexes are built once, after the bulk load.
    const { tables, indexes } = splitDdl();
    const setup = new Database(tmp);
    setup.pragma('page_size = 8192');
    for (const statement of tables) setup.exec(statement);
    setup.close();
    sink =
      options.threads === false ? new DirectSink(tmp) : await WorkerSink.create(tmp).catch(() => new DirectSink(tmp));

    const writer = new DatasetWriter();
    const salt = `s${options.seed}`;
    const ctx: GeneratorContext = {
      seed: options.seed,
      salt,
      ref,
      numbers: new NumberAllocator(SHOWCASE_NUMBERS),
      officers: new OfficerDirectory(salt, Math.max(1000, total), writer),
      reservoir: new CompanyReservoir(),
      writer,
    };
    const calendar = new CreationCalendar(ref);
    const kinds = new KindChooser(calendar);
    const batchSize = options.batchSize ?? 100;

    let done = 0;
    const agents = generateShowcase(ctx);
    done += SHOWCASE_COMPANY_COUNT;
    await sink.write(writer.drain());
    options.onProgress?.({ companies: done, total });

    const regular = total - done;
    const prolificTarget = SHOWCASE.prolificAppointments - 1;
    let prolific = 0;
    let index = 0;
    const generateBatch = (limit: number) => {
      while (done < limit) {
        const rng = Rng.from(`${salt}|company|${index}`);
        const creation = calendar.dayAt((index + rng.float()) / regular);
        const kind = kinds.choose(rng, creation);
        // An overseas company brings its UK establishments along.
        const branches = kind === 'fc' ? Math.min(total - done - 1, rng.chance(0.75) ? 1 : 2) : 0;
        const plan = planCompany(ctx, salt, rng, { kind, creation });
        // The showcase's prolific director joins companies spread evenly over the dataset.
        const wantProlific = prolific < prolificTarget && index * prolificTarget >= prolific * regular * 0.97;
        const from = max(max(plan.creation + 1, dayOf(1994, 1, 1)), addYears(PROLIFIC_OFFICER.dob, 25));
        const prolificFits =
          wantProlific &&
          (kind === 'ltd' || kind === 'plc' || kind === 'guarantee' || kind === 'unlimited') &&
          plan.end - from > 90;
        const result = generateCompany(plan, agents, {
          ukEstablishments: branches > 0,
          ...(prolificFits
            ? {
                officers: (g) => {
                  g.generate();
                  const on = from + Math.floor(rng.float() * (plan.end - from - 60));
                  const resigned = rng.chance(0.35)
                    ? on + 30 + Math.floor(rng.float() * (plan.end - on - 40))
                    : undefined;
                  g.add(
                    PROLIFIC_OFFICER,
                    'director',
                    {
                      appointedOn: on,
                      ...(resigned !== undefined && resigned < plan.end ? { resignedOn: resigned } : {}),
                      atIncorporation: false,
                    },
                    undefined,
                    true,
                  );
                },
              }
            : {}),
        });
        if (prolificFits) prolific++;
        done++;
        index++;
        for (let b = 0; b < branches; b++) {
          const branchRng = Rng.from(`${salt}|branch|${plan.number}|${b}`);
          const opened = max(plan.creation, dayOf(1993, 1, 1)) + branchRng.int(0, 400);
          const branch = planCompany(ctx, salt, branchRng, {
            kind: 'br',
            creation: Math.min(opened, ref - 30),
            name: branchRng.chance(0.7) ? plan.name : `${plan.name} (UK BRANCH)`,
            parentNumber: plan.number,
            ...(plan.foreign ? { foreign: plan.foreign } : {}),
            previousNames: [],
          });
          generateCompany(branch, agents, { parent: { number: plan.number, name: plan.name } });
          done++;
        }
        // Rare extras: a disqualified person with no appointments on record, a sanctioned body.
        if (rng.chance(1 / 3000)) {
          const person = makePerson(`${salt}|disqualified-person|${index}`, { bornFrom: 1950, bornTo: 1992 });
          writeNaturalDisqualification(writer, rng, ref, {
            id: registryId(`${salt}|disqualified|${index}`),
            person,
            companyNames: [result.plan.name],
            from: max(result.plan.creation + 400, ref - rng.int(400, 2500)),
            northernIreland: false,
            address: person.address,
          });
        }
        if (rng.chance(1 / 25000))
          writeCorporateDisqualification(writer, rng, ref, registryId(`${salt}|disqualified-corporate|${index}`));
      }
    };
    while (done < total) {
      generateBatch(Math.min(total, done + batchSize));
      await sink.write(writer.drain());
      options.onProgress?.({ companies: done, total });
    }
    const writerKind = sink.kind;
    await sink.close();
    sink = undefined;
    const loaded = performance.now();
    let indexed = loaded;
    let searched = loaded;
    let peopled = loaded;

    // As for the load, except that index sorts spill to temporary files rather than memory.
    let db = openForLoad(
      tmp,
      LOAD_PRAGMAS.filter((pragma) => !pragma.startsWith('temp_store')),
    );
    let backlogged = loaded;
    try {
      for (const statement of indexes) db.exec(statement);
      indexed = performance.now();
      const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      db.transaction(() => {
        meta.run('schema_version', String(SCHEMA_VERSION));
        meta.run('generator_version', String(GENERATOR_VERSION));
        meta.run('seed', String(options.seed));
        meta.run('companies', String(total));
        meta.run('reference_date', iso(ref));
        meta.run('rows', JSON.stringify(writer.counts));
        meta.run('showcase', JSON.stringify(SHOWCASE));
        // This file's own name: its events log starts again at each generation, and a reader of
        // it (lib/changes) must not mistake the new timepoints for ones it has already stored.
        meta.run(META.datasetId, randomUUID());
      })();
    } finally {
      db.close();
    }
    if (options.backlog !== false) writeBacklog(tmp, total, options.backlogEnd);
    backlogged = performance.now();
    db = openForLoad(
      tmp,
      LOAD_PRAGMAS.filter((pragma) => !pragma.startsWith('temp_store')),
    );
    try {
      // The search module's tables (FTS5 indexes over names), built from the rows just written.
      buildSearchIndex(db);
      buildAddressIndex(db);
      searched = performance.now();
      // Who is who across officer ids, PSC entries and disqualifications (../people).
      buildPersonIndex(db);
      peopled = performance.now();
      db.pragma('analysis_limit = 400');
      db.exec('ANALYZE');
      // WAL, kept in the file: the process that applies activity writes while others read, never blocked.
      db.pragma('journal_mode = WAL');
    } finally {
      db.close();
    }
    const rows = { ...writer.counts };
    renameSync(tmp, options.path);
    return {
      path: options.path,
      companies: total,
      rows,
      seconds: (performance.now() - started) / 1000,
      bytes: statSync(options.path).size,
      writer: writerKind,
      timings: {
        load: (loaded - started) / 1000,
        indexes: (indexed - loaded) / 1000,
        backlog: (backlogged - indexed) / 1000,
        search: (searched - backlogged) / 1000,
        people: (peopled - searched) / 1000,
      },
    };
  } catch (error) {
    if (sink instanceof WorkerSink) await sink.abort();
    else await sink?.close().catch(() => undefined);
    rmSync(tmp, { force: true });
    throw error;
  }
}

/** Backlog days, and changes per day per 1,000 companies (about the real register's filing rate). */
export const BACKLOG_DAYS = 7;
const BACKLOG_CHANGES_PER_DAY_PER_1000 = 10;

/**
 * The changes of the 7 days before `end`, applied by the activity engine on a simulated
 * clock, so that a new dataset's streams have a history to replay.
 */
function writeBacklog(path: string, companies: number, end?: string): void {
  const endMs = end ? Date.parse(end) : Math.floor(Date.now() / 86_400_000) * 86_400_000;
  if (!Number.isFinite(endMs)) throw new Error(`generateDataset: backlogEnd is not a date: ${end}`);
  const count = Math.max(50, Math.round((companies / 1000) * BACKLOG_CHANGES_PER_DAY_PER_1000 * BACKLOG_DAYS));
  const span = BACKLOG_DAYS * 86_400_000;
  let clock = endMs - span;
  const activity = createActivity({ dbPath: path, perMinute: 0, now: () => clock, log: () => {} });
  try {
    // The rare kinds once each, spread over the week (none may apply to a small dataset).
    const once = new Map(
      BACKLOG_ONCE_KINDS.map((kind, j) => [Math.floor(((j + 1) * count) / (BACKLOG_ONCE_KINDS.length + 1)), kind]),
    );
    for (let i = 0; i < count; i++) {
      clock = endMs - span + Math.floor(((i + 0.5) * span) / count);
      activity.applyChanges(1);
      const kind = once.get(i);
      if (kind) activity.applyChanges(1, undefined, kind);
    }
  } finally {
    activity.close();
  }
}

export interface EnsureOptions {
  readonly path: string;
  readonly companies?: number;
  /** Alias of `companies`. */
  readonly size?: number;
  readonly seed?: number;
  readonly referenceDate?: string;
  readonly log?: (message: string) => void;
  /**
   * Also regenerate an existing file made for another size or seed, or by another version of
   * the generator or schema (the app's embedded default: its data is derived, never edited).
   * Benchmarks leave this off so a big dataset is never rebuilt by surprise.
   */
  readonly replaceOutdated?: boolean;
}

/** Why an existing dataset does not match what is asked for, or undefined when it does. */
export function outdatedReason(path: string, companies: number, seed: number): string | undefined {
  const { data, index } = outdatedParts(path, companies, seed);
  return data === undefined && index === undefined ? undefined : [data, index].filter(Boolean).join('; ');
}

/** The same, apart: what differs in the data (made again), and in the person index only (built again in place). */
function outdatedParts(path: string, companies: number, seed: number): { data?: string; index?: string } {
  let meta: Map<string, string>;
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true });
    try {
      meta = new Map(db.prepare('SELECT key, value FROM meta').raw().all() as [string, string][]);
    } finally {
      db.close();
    }
  } catch (error) {
    return { data: `it cannot be read (${(error as Error).message})` };
  }
  // An imported bulk file is the register itself, never to be replaced by generated data.
  if (meta.get(META.source) === BULK_SOURCE) return {};
  const expected: [string, string][] = [
    ['schema_version', String(SCHEMA_VERSION)],
    ['generator_version', String(GENERATOR_VERSION)],
    ['companies', String(companies)],
    ['seed', String(seed)],
  ];
  const differs = expected
    .filter(([key, value]) => meta.get(key) !== value)
    .map(([key, value]) => `${key} is ${meta.get(key) ?? 'missing'}, not ${value}`);
  // The person index is derived too: one built by other rules is built again (with the rest, or alone).
  const people = personIndexVersionOf(meta.get(PERSON_INDEX_META));
  return {
    ...(differs.length > 0 ? { data: differs.join('; ') } : {}),
    ...(people !== PERSON_INDEX_VERSION
      ? { index: `the person index is version ${people ?? 'missing'}, not ${PERSON_INDEX_VERSION}` }
      : {}),
  };
}

function personIndexVersionOf(value: string | undefined): number | undefined {
  try {
    return value ? (JSON.parse(value) as { version?: number }).version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Generates the dataset when the file is missing (or, with `replaceOutdated`, made for
 * something else); logs that it does so and how long it took.
 */
export async function ensureDataset(options: EnsureOptions): Promise<void> {
  const companies = options.companies ?? options.size ?? DEFAULT_COMPANIES;
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? ((message: string) => console.log(message));
  if (existsSync(options.path)) {
    if (!options.replaceOutdated) return;
    const { data: reason, index } = outdatedParts(options.path, companies, seed);
    if (reason === undefined) {
      if (index !== undefined) {
        // Only the person index is of other rules: the data stays, the index is built again from it.
        log(`building the person index of ${options.path} again: ${index}`);
        const db = new Database(options.path);
        try {
          // Through the file's journal (WAL: a crash leaves the data whole), without a sync at every
          // batch or a checkpoint at every few megabytes: the index is derived, built again if lost.
          db.pragma('synchronous = NORMAL');
          db.pragma('wal_autocheckpoint = 131072');
          const built = buildPersonIndex(db);
          db.pragma('wal_checkpoint(TRUNCATE)');
          log(`built the person index in ${built.seconds.toFixed(1)} s (${built.people} people)`);
        } finally {
          db.close();
        }
      }
      return;
    }
    log(`replacing the embedded registry dataset at ${options.path}: ${reason}`);
    // A journal left beside the old file must not be replayed into the new one.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${options.path}${suffix}`, { force: true });
  }
  log(`generating the embedded registry dataset (${companies} companies, seed ${seed}) at ${options.path}`);
  const result = await generateDataset({
    path: options.path,
    companies,
    seed,
    ...(options.referenceDate ? { referenceDate: options.referenceDate } : {}),
  });
  log(
    `generated ${result.companies} companies in ${result.seconds.toFixed(1)} s (${(result.bytes / 1024 / 1024).toFixed(1)} MB)`,
  );
}
