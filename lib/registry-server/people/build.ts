// Builds the person index of a registry file from the whole register it holds (after a dataset
// is generated or a bulk file imported): every record read once (source.ts) into scratch tables
// with its blocks, the counts that say how common a name is (frequencies.ts), every block of two
// or more records scored pair by pair, the records linked strongly enough gathered into
// components, each component grouped into people (lib/registry/people/resolve.ts), and the result
// written: a row per record with its person, the blocks (for updates: update.ts) and the pairs
// shown as "possibly the same person". Memory stays bounded by the largest component; the
// scratch tables live in a file beside the database and are dropped at the end.
import { rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { NameFrequencies } from '@/lib/registry/people/match';
import type { PersonRecord } from '@/lib/registry/people/records';
import {
  JOINING_FROM,
  resolveComponent,
  scoreBlock,
  type Assignment,
  type ScoredLink,
} from '@/lib/registry/people/resolve';
import { countFrequencies, frequenciesOf } from './frequencies';
import { REC_COLUMNS, recValues } from './rows';
import { createRecordSource } from './source';

export const PEOPLE_DDL = `
CREATE TABLE IF NOT EXISTS person_records (
  link       TEXT PRIMARY KEY,
  person_id  TEXT NOT NULL,
  kind       TEXT NOT NULL,
  name       TEXT NOT NULL,
  -- YYYY-MM
  birth      TEXT,
  -- Normalised, JSON arrays
  nationalities TEXT NOT NULL,
  residences TEXT NOT NULL,
  since      TEXT,
  confidence REAL NOT NULL,
  via        TEXT,
  evidence   TEXT,
  -- The record's blocks (person_blocks), a JSON array: what an update takes it out of.
  blocks     TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS person_records_person ON person_records (person_id, since);
CREATE TABLE IF NOT EXISTS person_blocks (
  block TEXT NOT NULL,
  link  TEXT NOT NULL,
  PRIMARY KEY (block, link)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS person_pairs (
  a          TEXT NOT NULL,
  b          TEXT NOT NULL,
  confidence REAL NOT NULL,
  evidence   TEXT NOT NULL,
  PRIMARY KEY (a, b)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS person_pairs_b ON person_pairs (b);
CREATE TABLE IF NOT EXISTS person_stats (
  key TEXT PRIMARY KEY,
  n   INTEGER NOT NULL
) WITHOUT ROWID;
`;

/** The meta row that says the file has a person index (and how it was built). */
export const PERSON_INDEX_META = 'person_index';
/** Bumped when the index's rules or layout change: an index of another version is built again. */
export const PERSON_INDEX_VERSION = 3;

export interface PersonIndexResult {
  records: number;
  people: number;
  /** People of two records or more. */
  grouped: number;
  pairs: number;
  seconds: number;
  timings: { read: number; counts: number; score: number; group: number; write: number };
}

const unpack = (text: string) => JSON.parse(text) as PersonRecord;

export function buildPersonIndex(
  db: Database.Database,
  options: {
    scratch?: string;
    /**
     * Tables of rows the import staged (REC_COLUMNS, then company_number, psc_id and seq), read
     * instead of the register: the PSC snapshot's people, mapped on the import's threads.
     */
    staged?: readonly string[];
    onStep?: (step: string, ms: number) => void;
  } = {},
): PersonIndexResult {
  const started = performance.now();
  let mark = started;
  const step = (name: string) => {
    const now = performance.now();
    options.onStep?.(name, now - mark);
    const ms = now - mark;
    mark = now;
    return ms / 1000;
  };
  const scratch = options.scratch ?? `${db.name}-people-scratch`;
  rmSync(scratch, { force: true });
  // Built anew: an index of an older layout goes with its tables.
  db.exec('DROP TABLE IF EXISTS person_records; DROP TABLE IF EXISTS person_blocks; DROP TABLE IF EXISTS person_pairs');
  db.exec('DROP TABLE IF EXISTS person_stats');
  db.exec(PEOPLE_DDL);
  let attached = false;
  let side: Database.Database | undefined;
  try {
    // The scratch tables, in the schema `at` (the file attached as `pi`, or a connection's own `main`).
    const scratchDdl = (at: string) => `
      PRAGMA ${at}.journal_mode = OFF; PRAGMA ${at}.synchronous = OFF;
      CREATE TABLE ${at}.rec (rid INTEGER PRIMARY KEY, ${REC_COLUMNS.map((column) => `${column} TEXT`).join(', ')});
      CREATE TABLE ${at}.edge (a INTEGER NOT NULL, b INTEGER NOT NULL, confidence REAL NOT NULL, evidence TEXT NOT NULL);
      CREATE TABLE ${at}.assigned (rid INTEGER PRIMARY KEY, person_id TEXT NOT NULL, confidence REAL NOT NULL, via TEXT, evidence TEXT);
    `;
    const source = createRecordSource(db);
    if (options.staged && options.staged.length > 0) {
      // 1. Every record, as the import's mapping threads staged it: the first line of a PSC wins, as in its table.
      db.prepare('ATTACH DATABASE ? AS pi').run(scratch);
      attached = true;
      db.exec(scratchDdl('pi'));
      const staged = options.staged.map((table) => `SELECT * FROM ${table}`).join(' UNION ALL ');
      const columns = REC_COLUMNS.join(', ');
      // One sort, by link and input order; the first of each link kept.
      db.exec(
        `INSERT INTO pi.rec (${columns}) SELECT ${columns} FROM (
           SELECT *, row_number() OVER (PARTITION BY link ORDER BY seq) AS nth FROM (${staged})
         ) WHERE nth = 1 ORDER BY link`,
      );
    } else {
      // 1. Every record, read from the register; written through a connection of its own while the register is read.
      side = new Database(scratch);
      side.pragma('cache_size = -262144');
      side.exec(scratchDdl('main'));
      const insert = side.prepare(
        `INSERT INTO rec (rid, ${REC_COLUMNS.join(', ')}) VALUES (${['?', ...REC_COLUMNS.map(() => '?')].join(', ')})`,
      );
      let rid = 0;
      const batch: PersonRecord[] = [];
      const flush = side.transaction((records: PersonRecord[]) => {
        for (const record of records) insert.run(rid++, ...recValues(record));
      });
      for (const record of source.all()) {
        batch.push(record);
        if (batch.length >= 10_000) flush(batch.splice(0));
      }
      flush(batch.splice(0));
      side.close();
      db.prepare('ATTACH DATABASE ? AS pi').run(scratch);
      attached = true;
      // A rollback journal is the connection's, not the file's: none for the scratch here either.
      db.exec('PRAGMA pi.journal_mode = OFF; PRAGMA pi.synchronous = OFF');
    }
    db.exec(`
      CREATE TABLE pi.block AS SELECT j.value AS block, rec.rid AS rid FROM pi.rec, json_each(rec.blocks) j ORDER BY 1, 2;
      CREATE INDEX pi.block_by_key ON block (block, rid);
    `);
    db.pragma('cache_size = -262144');
    const count = db.prepare('SELECT count(*) FROM pi.rec').pluck().get() as number;
    const read = step('records read');

    // 2. The counts.
    countFrequencies(db, 'pi.rec');
    const frequencies = frequenciesOf(db);
    const counts = step('counts');

    // 3. Every block of two records or more, pair by pair.
    const edges = scoreBlocks(db, frequencies, source);
    const score = step('blocks scored');

    // 4. Components of strong links, each grouped into people.
    groupComponents(db, count, edges, frequencies, source);
    const group = step('grouped');

    // 5. The index.
    const written = writeIndex(db);
    const write = step('written');
    db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
      PERSON_INDEX_META,
      JSON.stringify({ version: PERSON_INDEX_VERSION, records: count, people: written.people }),
    );
    return {
      records: count,
      ...written,
      seconds: (performance.now() - started) / 1000,
      timings: { read, counts, score, group, write },
    };
  } finally {
    if (side?.open) side.close();
    if (attached) db.exec('DETACH DATABASE pi');
    rmSync(scratch, { force: true });
  }
}

interface Edges {
  a: Int32Array;
  b: Int32Array;
  confidence: Float32Array;
  length: number;
}

function scoreBlocks(
  db: Database.Database,
  frequencies: NameFrequencies,
  source: ReturnType<typeof createRecordSource>,
): Edges {
  const insertEdge = db.prepare('INSERT INTO pi.edge (a, b, confidence, evidence) VALUES (?, ?, ?, ?)');
  const edges: Edges = {
    a: new Int32Array(1024),
    b: new Int32Array(1024),
    confidence: new Float32Array(1024),
    length: 0,
  };
  const push = (a: number, b: number, confidence: number) => {
    if (edges.length === edges.a.length) {
      const grow = <T extends Int32Array | Float32Array>(array: T): T => {
        const next = new (array.constructor as new (n: number) => T)(array.length * 2);
        next.set(array);
        return next;
      };
      edges.a = grow(edges.a);
      edges.b = grow(edges.b);
      edges.confidence = grow(edges.confidence);
    }
    edges.a[edges.length] = a;
    edges.b[edges.length] = b;
    edges.confidence[edges.length] = confidence;
    edges.length++;
  };
  const associates = associatesReader(source);
  db.exec(`CREATE TABLE pi.shared AS SELECT block FROM pi.block GROUP BY block HAVING count(*) > 1 ORDER BY block`);
  // Read a page at a time (the connection cannot write the edges while it iterates).
  const page = db
    .prepare(
      `SELECT b.block, b.rid, r.record FROM pi.shared s JOIN pi.block b ON b.block = s.block JOIN pi.rec r ON r.rid = b.rid
        WHERE s.rowid > ? AND s.rowid <= ? ORDER BY s.rowid, b.rid`,
    )
    .raw();
  const blocks = db.prepare('SELECT max(rowid) FROM pi.shared').pluck().get() as number | null;
  function* pages() {
    for (let from = 0; from < (blocks ?? 0); from += 2000)
      yield* page.all(from, from + 2000) as [string, number, string][];
  }
  const rows = pages();
  let block: string | undefined;
  let rids: number[] = [];
  let records: PersonRecord[] = [];
  const seen = new Set<string>();
  const pending: [number, number, number, string][] = [];
  const save = db.transaction((rows: [number, number, number, string][]) => {
    for (const row of rows) insertEdge.run(...row);
  });
  const finish = () => {
    if (!block || records.length < 2) return;
    for (const { a, b, score } of scoreBlock(block, records, frequencies, { associates })) {
      const x = Math.min(rids[a]!, rids[b]!);
      const y = Math.max(rids[a]!, rids[b]!);
      // A pair meets again in another block (a former surname's): once is enough.
      if (block.startsWith('f:') || records.length > 2) {
        const key = `${x}:${y}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (seen.size > 1_000_000) seen.clear();
      }
      push(x, y, score.confidence);
      pending.push([x, y, score.confidence, JSON.stringify(score.evidence)]);
    }
    if (pending.length >= 10_000) save(pending.splice(0));
  };
  for (const [key, rid, text] of rows) {
    if (key !== block) {
      finish();
      block = key;
      rids = [];
      records = [];
    }
    rids.push(rid);
    records.push(unpack(text));
  }
  finish();
  save(pending.splice(0));
  db.exec('CREATE INDEX pi.edge_pair ON edge (a, b)');
  return edges;
}

/** People at a record's companies, read once per company (a few thousand companies kept). */
function associatesReader(source: ReturnType<typeof createRecordSource>) {
  const companies = new Map<string, Map<string, string>>();
  return (record: PersonRecord) => {
    const people = new Map<string, string>();
    for (const company of record.companies.slice(0, 50)) {
      let at = companies.get(company);
      if (!at) {
        at = source.peopleAt(company);
        if (companies.size >= 5000) companies.delete(companies.keys().next().value!);
        companies.set(company, at);
      }
      for (const [key, name] of at) people.set(key, name);
    }
    return people;
  };
}

function groupComponents(
  db: Database.Database,
  count: number,
  edges: Edges,
  frequencies: NameFrequencies,
  source: ReturnType<typeof createRecordSource>,
): void {
  // Components over the links that may join groups (order does not matter to a union).
  const parent = new Int32Array(count);
  for (let i = 0; i < count; i++) parent[i] = i;
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const strong: number[] = [];
  for (let e = 0; e < edges.length; e++) {
    if (edges.confidence[e]! < JOINING_FROM) continue;
    strong.push(e);
    const x = find(edges.a[e]!);
    const y = find(edges.b[e]!);
    if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
  }
  // Each component's records and links, component by component.
  const membersOf = new Map<number, number[]>();
  for (const e of strong)
    for (const rid of [edges.a[e]!, edges.b[e]!]) {
      const root = find(rid);
      const members = membersOf.get(root) ?? [];
      members.push(rid);
      membersOf.set(root, members);
    }
  const linksOf = new Map<number, number[]>();
  for (const e of strong) {
    const root = find(edges.a[e]!);
    const links = linksOf.get(root) ?? [];
    links.push(e);
    linksOf.set(root, links);
  }
  const readRecord = db.prepare('SELECT record FROM pi.rec WHERE rid = ?').pluck();
  const readEvidence = db.prepare('SELECT evidence FROM pi.edge WHERE a = ? AND b = ?').pluck();
  const associates = associatesReader(source);
  const insert = db.prepare(
    'INSERT INTO pi.assigned (rid, person_id, confidence, via, evidence) VALUES (?, ?, ?, ?, ?)',
  );
  const pending: [number, Assignment][] = [];
  const save = db.transaction((rows: [number, Assignment][]) => {
    for (const [rid, assigned] of rows)
      insert.run(
        rid,
        assigned.personId,
        assigned.confidence,
        assigned.via ?? null,
        assigned.evidence.length > 0 ? JSON.stringify(assigned.evidence) : null,
      );
  });
  for (const [root, all] of membersOf) {
    const rids = [...new Set(all)];
    const records = rids.map((rid) => unpack(readRecord.get(rid) as string));
    // In link order, so that the grouping's ties fall the same way however the records were read.
    const order = rids.map((_, i) => i).sort((x, y) => (records[x]!.link < records[y]!.link ? -1 : 1));
    const local = new Map(order.map((i, position) => [rids[i]!, position]));
    const sorted = order.map((i) => records[i]!);
    const links: ScoredLink[] = (linksOf.get(root) ?? []).map((e) => ({
      a: local.get(edges.a[e]!)!,
      b: local.get(edges.b[e]!)!,
      confidence: edges.confidence[e]!,
      get evidence() {
        return JSON.parse(readEvidence.get(edges.a[e]!, edges.b[e]!) as string) as string[];
      },
    }));
    const assigned = resolveComponent(sorted, links, frequencies, { associates });
    order.forEach((i, position) => pending.push([rids[i]!, assigned[position]!]));
    if (pending.length >= 10_000) save(pending.splice(0));
  }
  save(pending.splice(0));
}

function writeIndex(db: Database.Database): { people: number; grouped: number; pairs: number } {
  // In the scratch table's order: the links' own order where the import staged them, key order by
  // kind where the register was read; either way no sort of the whole register.
  db.exec(`
    INSERT INTO person_records (link, person_id, kind, name, birth, nationalities, residences, since, confidence, via, evidence, blocks)
      SELECT r.link, coalesce(a.person_id, r.own_id), r.kind, r.name, r.birth, r.nationalities, r.residences, r.since,
             coalesce(a.confidence, 1), a.via, a.evidence, r.blocks
        FROM pi.rec r LEFT JOIN pi.assigned a ON a.rid = r.rid ORDER BY r.rid;
    INSERT INTO person_blocks (block, link)
      SELECT b.block, r.link FROM pi.block b JOIN pi.rec r ON r.rid = b.rid ORDER BY 1, 2;
    INSERT OR IGNORE INTO person_pairs (a, b, confidence, evidence)
      SELECT min(ra.link, rb.link), max(ra.link, rb.link), e.confidence, e.evidence FROM pi.edge e
        JOIN pi.rec ra ON ra.rid = e.a JOIN pi.rec rb ON rb.rid = e.b
        LEFT JOIN pi.assigned pa ON pa.rid = e.a LEFT JOIN pi.assigned pb ON pb.rid = e.b
       WHERE coalesce(pa.person_id, ra.own_id) != coalesce(pb.person_id, rb.own_id)
       ORDER BY 1, 2;
  `);
  const count = (sql: string) => db.prepare(sql).pluck().get() as number;
  const records = count('SELECT count(*) FROM pi.rec');
  const assigned = count('SELECT count(*) FROM pi.assigned');
  const groups = count('SELECT count(DISTINCT person_id) FROM pi.assigned');
  const grouped = count(
    'SELECT count(*) FROM (SELECT person_id FROM pi.assigned GROUP BY person_id HAVING count(*) > 1)',
  );
  return { people: records - assigned + groups, grouped, pairs: count('SELECT count(*) FROM person_pairs') };
}
