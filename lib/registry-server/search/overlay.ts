// The search index's overlay: what changed since the last full build, so that search sees
// every change the moment its transaction commits without rebuilding the index.
//
// The main index's row positions are its ranking (build.ts), so a changed row cannot be moved
// in it. Instead the writer (called by the activity engine inside each change's transaction)
// records, for each company, officer or disqualified officer whose search row changed, its row
// as it is now and the main position it sorts right after (`after_pos`, one binary search over
// the main rows), and marks the main row it replaces as superseded. Readers hold the overlay in
// memory (a few hundred bytes a row), catching up by `seq` inside their read transaction, and
// ranking.ts / advanced.ts merge it into the main index's order: main rows less the superseded,
// overlay rows placed after their `after_pos`. A full build (buildSearchIndex) folds it in and
// starts it empty under a new generation.
import type Database from 'better-sqlite3';
import {
  ADDRESS_PARTS_SQL,
  DISQUALIFIED_SORT_WORDS_SQL,
  PREVIOUS_NAME_SLOTS,
  RECORDED_ADDRESS_MIN_APPOINTMENTS,
  SEARCH_INDEX_VERSION,
  registerFunctions,
  statusRankSql,
} from './build';

/** SQLite's BINARY order (UTF-8 bytes, i.e. code points) for JavaScript strings, which compare UTF-16 units. */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    // Surrogates (D800–DFFF) stand for code points above FFFF: they sort after E000–FFFF.
    if (x >= 0xd800) x += x < 0xe000 ? 0x2000 : -0x800;
    if (y >= 0xd800) y += y < 0xe000 ? 0x2000 : -0x800;
    return x - y;
  }
  return a.length - b.length;
}

const splitWords = (text: string | null | undefined): string[] => (text ? text.split(' ').filter(Boolean) : []);

/** Every query word starts a word of the name (FTS5's `"word"*` for each). */
export function matchesPrefixes(nameWords: readonly string[], queryWords: readonly string[]): boolean {
  if (queryWords.length === 0) return false;
  return queryWords.every((query) => nameWords.some((word) => word.startsWith(query)));
}

/** Every query word is a word of the text (FTS5's `"word"` for each). */
export function matchesWords(textWords: readonly string[], queryWords: readonly string[]): boolean {
  if (queryWords.length === 0) return false;
  return queryWords.every((query) => textWords.includes(query));
}

/**
 * The words of a list of rows, sorted, for finding the rows whose words start with the query's
 * without testing every row: a search reads a few entries however large the overlay grows.
 */
export class WordIndex {
  private readonly words: string[];
  private readonly rows: Int32Array;
  constructor(rowWords: readonly (readonly string[])[]) {
    const entries: [string, number][] = [];
    rowWords.forEach((list, row) => {
      for (const word of new Set(list)) entries.push([word, row]);
    });
    entries.sort((a, b) => compareText(a[0], b[0]) || a[1] - b[1]);
    this.words = entries.map(([word]) => word);
    this.rows = Int32Array.from(entries, ([, row]) => row);
  }

  /** The rows (indexes into the list, ascending) with a word starting with each query word. */
  matching(queryWords: readonly string[]): number[] {
    if (queryWords.length === 0 || this.words.length === 0) return [];
    const sets = queryWords.map((word) => this.startingWith(word)).sort((a, b) => a.size - b.size);
    const [smallest, ...rest] = sets;
    return [...smallest!].filter((row) => rest.every((set) => set.has(row))).sort((a, b) => a - b);
  }

  private startingWith(prefix: string): Set<number> {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareText(this.words[mid]!, prefix) < 0) lo = mid + 1;
      else hi = mid;
    }
    const found = new Set<number>();
    for (let i = lo; i < this.words.length && this.words[i]!.startsWith(prefix); i++) found.add(this.rows[i]!);
    return found;
  }
}

const EMPTY_INDEX = new WordIndex([]);

export interface PreviousName {
  readonly slot: number;
  readonly words: readonly string[];
}

export interface OverlayCompany {
  /** The overlay row's id; its hits carry position -id. */
  readonly id: number;
  readonly companyNumber: string;
  readonly afterPos: number;
  readonly statusRank: number;
  readonly nameKey: string;
  readonly nameWords: readonly string[];
  readonly nameText: string;
  readonly previous: readonly PreviousName[];
  readonly status: string;
  readonly type: string;
  readonly subtype: string | null;
  readonly created: string | null;
  readonly ceased: string | null;
  readonly alphaKey: string;
  readonly sic: readonly string[];
  /** Null when the company has no registered office (not in the location index). */
  readonly addressWords: readonly string[] | null;
}

export interface OverlayPerson {
  readonly id: number;
  readonly officerId: string;
  readonly afterPos: number;
  readonly sortWords: readonly string[];
  readonly sortText: string;
  readonly personKey: string;
  readonly appointmentCount: number;
}

/** A main row some overlay row replaces, with the words the main index holds for it. */
export interface SupersededRow {
  readonly pos: number;
  readonly nameWords: readonly string[];
  readonly previous: readonly PreviousName[];
}

export interface SupersededSet {
  readonly rows: ReadonlyMap<number, SupersededRow>;
  /** Their positions, ascending. */
  readonly positions: Int32Array;
  /** The rows in position order, with their name words and every previous name's words indexed. */
  readonly list: readonly SupersededRow[];
  readonly names: WordIndex;
  readonly previous: WordIndex;
}

export interface Overlay {
  readonly empty: boolean;
  /** Each list sorted in result order (the main index's sort keys). */
  readonly companies: readonly OverlayCompany[];
  /** Indexes into `companies`: by name words, by previous names' words. */
  readonly companyNames: WordIndex;
  readonly companyPrevious: WordIndex;
  readonly companyByNumber: ReadonlyMap<string, OverlayCompany>;
  readonly supersededCompanies: SupersededSet;
  readonly officers: readonly OverlayPerson[];
  readonly officerNames: WordIndex;
  readonly supersededOfficers: SupersededSet;
  readonly disqualified: readonly OverlayPerson[];
  readonly disqualifiedNames: WordIndex;
}

export const NO_SUPERSEDED: SupersededSet = {
  rows: new Map(),
  positions: new Int32Array(0),
  list: [],
  names: EMPTY_INDEX,
  previous: EMPTY_INDEX,
};
export const EMPTY_OVERLAY: Overlay = {
  empty: true,
  companies: [],
  companyNames: EMPTY_INDEX,
  companyPrevious: EMPTY_INDEX,
  companyByNumber: new Map(),
  supersededCompanies: NO_SUPERSEDED,
  officers: [],
  officerNames: EMPTY_INDEX,
  supersededOfficers: NO_SUPERSEDED,
  disqualified: [],
  disqualifiedNames: EMPTY_INDEX,
};

/** The positions in [first, last] that are superseded. */
export function supersededBetween(set: SupersededSet, first: number, last: number): number {
  if (set.positions.length === 0 || last < first) return 0;
  return lowerBound(set.positions, last + 1) - lowerBound(set.positions, first);
}

function lowerBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// Result order, as build.ts sorts the main rows.
export const compareCompanies = (
  a: Pick<OverlayCompany, 'statusRank' | 'nameKey' | 'nameText' | 'companyNumber'>,
  b: Pick<OverlayCompany, 'statusRank' | 'nameKey' | 'nameText' | 'companyNumber'>,
) =>
  a.statusRank - b.statusRank ||
  compareText(a.nameKey, b.nameKey) ||
  compareText(a.nameText, b.nameText) ||
  compareText(a.companyNumber, b.companyNumber);
const compareOfficers = (
  a: Pick<OverlayPerson, 'sortText' | 'appointmentCount' | 'officerId'>,
  b: Pick<OverlayPerson, 'sortText' | 'appointmentCount' | 'officerId'>,
) =>
  compareText(a.sortText, b.sortText) ||
  b.appointmentCount - a.appointmentCount ||
  compareText(a.officerId, b.officerId);
const compareDisqualified = (a: Pick<OverlayPerson, 'sortText' | 'officerId'>, b: typeof a) =>
  compareText(a.sortText, b.sortText) || compareText(a.officerId, b.officerId);

const parsePrevious = (json: string | null): PreviousName[] =>
  json ? (JSON.parse(json) as [number, string][]).map(([slot, text]) => ({ slot, words: splitWords(text) })) : [];

const hasOverlayTables = (db: Database.Database) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_overlay_superseded'").get() !== undefined;

// ---------------------------------------------------------------------------------------------
// Reading

interface CompanyRecord {
  id: number;
  company_number: string;
  seq: number;
  after_pos: number;
  status_rank: number;
  name_key: string;
  name_words: string;
  previous_names: string;
  company_status: string;
  company_type: string;
  company_subtype: string | null;
  date_of_creation: string | null;
  date_of_cessation: string | null;
  alpha_key: string;
  sic_codes: string;
  address_words: string | null;
}

interface PersonRecord {
  id: number;
  kind: 'officer' | 'disqualified';
  officer_id: string;
  seq: number;
  after_pos: number;
  sort_words: string;
  person_key: string;
  appointment_count: number | null;
}

interface SupersededRecord {
  kind: 'company' | 'officer';
  pos: number;
  seq: number;
  name_words: string;
  previous_names: string | null;
}

const toCompany = (r: CompanyRecord): OverlayCompany => ({
  id: r.id,
  companyNumber: r.company_number,
  afterPos: r.after_pos,
  statusRank: r.status_rank,
  nameKey: r.name_key,
  nameWords: splitWords(r.name_words),
  nameText: r.name_words,
  previous: parsePrevious(r.previous_names),
  status: r.company_status,
  type: r.company_type,
  subtype: r.company_subtype,
  created: r.date_of_creation,
  ceased: r.date_of_cessation,
  alphaKey: r.alpha_key,
  sic: JSON.parse(r.sic_codes) as string[],
  addressWords: r.address_words === null ? null : splitWords(r.address_words),
});

const toPerson = (r: PersonRecord): OverlayPerson => ({
  id: r.id,
  officerId: r.officer_id,
  afterPos: r.after_pos,
  sortWords: splitWords(r.sort_words),
  sortText: r.sort_words,
  personKey: r.person_key,
  appointmentCount: r.appointment_count ?? 0,
});

/**
 * The overlay as this connection's current read transaction sees it. Call it inside the read
 * transaction: it catches up with the rows written since the last call (by `seq`), and starts
 * over when the index has been rebuilt (a new generation).
 */
export function createOverlayReader(db: Database.Database): () => Overlay {
  let usable: boolean | undefined;
  let generation: string | undefined;
  let seq = 0;
  let overlay: Overlay = EMPTY_OVERLAY;
  const companies = new Map<string, OverlayCompany>();
  const people = { officer: new Map<string, OverlayPerson>(), disqualified: new Map<string, OverlayPerson>() };
  const superseded = { company: new Map<number, SupersededRow>(), officer: new Map<number, SupersededRow>() };
  let statements:
    | {
        meta: Database.Statement;
        companies: Database.Statement;
        people: Database.Statement;
        superseded: Database.Statement;
      }
    | undefined;

  const prepare = () =>
    (statements ??= {
      meta: db.prepare("SELECT key, value FROM search_meta WHERE key IN ('version', 'generation', 'overlay_seq')"),
      companies: db.prepare('SELECT * FROM search_overlay_companies WHERE seq > ?'),
      people: db.prepare('SELECT * FROM search_overlay_people WHERE seq > ?'),
      superseded: db.prepare('SELECT * FROM search_overlay_superseded WHERE seq > ?'),
    });

  const supersededSet = (rows: Map<number, SupersededRow>): SupersededSet => {
    const positions = Int32Array.from(rows.keys()).sort();
    const list = Array.from(positions, (pos) => rows.get(pos)!);
    return {
      rows,
      positions,
      list,
      names: new WordIndex(list.map((row) => row.nameWords)),
      previous: new WordIndex(list.map((row) => row.previous.flatMap((name) => name.words))),
    };
  };

  return () => {
    // An index built before the overlay existed has none (and is not kept fresh).
    usable ??= hasOverlayTables(db);
    if (!usable) return EMPTY_OVERLAY;
    const s = prepare();
    const meta = new Map((s.meta.all() as { key: string; value: string }[]).map((row) => [row.key, row.value]));
    if (Number(meta.get('version') ?? 0) < SEARCH_INDEX_VERSION) return EMPTY_OVERLAY;
    const currentGeneration = meta.get('generation');
    const currentSeq = Number(meta.get('overlay_seq') ?? 0);
    if (currentGeneration !== generation) {
      generation = currentGeneration;
      seq = 0;
      companies.clear();
      people.officer.clear();
      people.disqualified.clear();
      superseded.company.clear();
      superseded.officer.clear();
      overlay = EMPTY_OVERLAY;
    }
    if (currentSeq === seq) return overlay;
    for (const row of s.companies.all(seq) as CompanyRecord[]) companies.set(row.company_number, toCompany(row));
    for (const row of s.people.all(seq) as PersonRecord[]) people[row.kind].set(row.officer_id, toPerson(row));
    for (const row of s.superseded.all(seq) as SupersededRecord[])
      superseded[row.kind].set(row.pos, {
        pos: row.pos,
        nameWords: splitWords(row.name_words),
        previous: parsePrevious(row.previous_names),
      });
    seq = currentSeq;
    const companyList = [...companies.values()].sort(compareCompanies);
    const officers = [...people.officer.values()].sort(compareOfficers);
    const disqualified = [...people.disqualified.values()].sort(compareDisqualified);
    overlay = {
      empty: companies.size + people.officer.size + people.disqualified.size + superseded.company.size === 0,
      companies: companyList,
      companyNames: new WordIndex(companyList.map((row) => row.nameWords)),
      companyPrevious: new WordIndex(companyList.map((row) => row.previous.flatMap((name) => name.words))),
      companyByNumber: new Map(companies),
      supersededCompanies: supersededSet(superseded.company),
      officers,
      officerNames: new WordIndex(officers.map((row) => row.sortWords)),
      supersededOfficers: supersededSet(superseded.officer),
      disqualified,
      disqualifiedNames: new WordIndex(disqualified.map((row) => row.sortWords)),
    };
    return overlay;
  };
}

/** One reader per connection, shared by createSearch and createAdvancedSearch. */
const readers = new WeakMap<Database.Database, () => Overlay>();
export function overlayOf(db: Database.Database): () => Overlay {
  let reader = readers.get(db);
  if (!reader) {
    reader = createOverlayReader(db);
    readers.set(db, reader);
  }
  return reader;
}

// ---------------------------------------------------------------------------------------------
// Writing

export interface SearchOverlayWriter {
  /** Runs `write` (which changes the company's row) and records how its search row changed. */
  company(companyNumber: string, write: () => void): void;
  /** Runs `write` (an appointment made or ended) and records how the officer's search row changed. */
  officer(officerId: string, write: () => void): void;
  /** Records a disqualified officer just added. */
  disqualified(officerId: string): void;
  /** Rows in the overlay now (companies, people and superseded main rows). */
  size(): number;
}

/** A company's search fields as buildCompanies derives them (the same expressions, for one row). */
interface DerivedCompany {
  status_rank: number;
  name_key: string;
  name_words: string;
  previous_names: string;
  company_status: string;
  company_type: string;
  company_subtype: string | null;
  date_of_creation: string | null;
  date_of_cessation: string | null;
  alpha_key: string;
  sic_codes: string;
  address_words: string | null;
}
const DERIVED_COMPANY_FIELDS: readonly (keyof DerivedCompany)[] = [
  'status_rank',
  'name_key',
  'name_words',
  'previous_names',
  'company_status',
  'company_type',
  'company_subtype',
  'date_of_creation',
  'date_of_cessation',
  'alpha_key',
  'sic_codes',
  'address_words',
];

/**
 * The writer for the activity engine's connection, or undefined when the dataset's search index
 * predates the overlay (or there is none). Every method must run inside the change's transaction.
 */
export function createOverlayWriter(db: Database.Database): SearchOverlayWriter | undefined {
  if (!hasOverlayTables(db)) return undefined;
  registerFunctions(db);
  const q = {
    company: db.prepare(`
      WITH c AS (
        SELECT company_number, ${statusRankSql('company_status')} AS status_rank,
               search_words(company_name) AS name_words,
               CASE WHEN instr(body, '"previous_company_names"') > 0 THEN body ->> '$.previous_company_names' END AS previous_json,
               company_status, type AS company_type, body ->> '$.subtype' AS company_subtype, date_of_creation,
               body ->> '$.date_of_cessation' AS date_of_cessation,
               search_alpha_key(company_name, company_number) AS alpha_key,
               CASE WHEN instr(body, '"sic_codes"') > 0 THEN body -> '$.sic_codes' END AS sic_json,
               CASE WHEN body -> '$.registered_office_address' IS NOT NULL THEN search_words(concat_ws(' ', ${ADDRESS_PARTS_SQL})) END AS address_words
        FROM companies WHERE company_number = ?
      )
      SELECT status_rank, search_company_key(name_words) AS name_key, name_words,
             coalesce((SELECT json_group_array(json_array(p.key, search_words(p.value ->> '$.name')))
                       FROM json_each(CASE WHEN json_valid(previous_json) THEN previous_json END) p
                       WHERE p.key < ${PREVIOUS_NAME_SLOTS}), '[]') AS previous_names,
             company_status, company_type, company_subtype, date_of_creation, date_of_cessation, alpha_key,
             coalesce((SELECT json_group_array(value) FROM (SELECT DISTINCT j.value FROM json_each(sic_json) j ORDER BY 1)), '[]') AS sic_codes,
             address_words
      FROM c`),
    overlayCompany: db.prepare('SELECT * FROM search_overlay_companies WHERE company_number = ?'),
    mainCompany: db.prepare('SELECT pos FROM search_companies WHERE company_number = ?').pluck(),
    lastCompany: db.prepare('SELECT coalesce(max(pos), 0) FROM search_companies').pluck(),
    companyKeyAt: db.prepare(`
      SELECT s.status_rank, s.name_key, coalesce(x.name_words, search_words(c.company_name)) AS name_words, s.company_number
      FROM search_companies s JOIN companies c ON c.company_number = s.company_number
      LEFT JOIN search_overlay_superseded x ON x.kind = 'company' AND x.pos = s.pos
      WHERE s.pos = ?`),
    putCompany: db.prepare(`
      INSERT INTO search_overlay_companies (company_number, seq, after_pos, status_rank, name_key, name_words, previous_names,
          company_status, company_type, company_subtype, date_of_creation, date_of_cessation, alpha_key, sic_codes, address_words)
      VALUES (@company_number, @seq, @after_pos, @status_rank, @name_key, @name_words, @previous_names, @company_status,
          @company_type, @company_subtype, @date_of_creation, @date_of_cessation, @alpha_key, @sic_codes, @address_words)
      ON CONFLICT (company_number) DO UPDATE SET seq = excluded.seq, after_pos = excluded.after_pos,
        status_rank = excluded.status_rank, name_key = excluded.name_key, name_words = excluded.name_words,
        previous_names = excluded.previous_names, company_status = excluded.company_status,
        company_type = excluded.company_type, company_subtype = excluded.company_subtype,
        date_of_creation = excluded.date_of_creation, date_of_cessation = excluded.date_of_cessation,
        alpha_key = excluded.alpha_key, sic_codes = excluded.sic_codes, address_words = excluded.address_words`),
    officer: db.prepare(`
      SELECT search_words(o.name) AS sort_words,
             (SELECT count(*) FROM appointments a WHERE a.officer_id = o.officer_id) AS appointment_count
      FROM officers o WHERE o.officer_id = ?`),
    addressAppointment: db
      .prepare(
        `SELECT appointment_id FROM appointments WHERE officer_id = ?
         ORDER BY resigned_on IS NOT NULL, appointed_on DESC, resigned_on DESC, appointment_id LIMIT 1`,
      )
      .pluck(),
    personKey: db.prepare('SELECT search_person_key(?)').pluck(),
    overlayPerson: db.prepare('SELECT * FROM search_overlay_people WHERE kind = ? AND officer_id = ?'),
    lastOfficer: db.prepare('SELECT coalesce(max(pos), 0) FROM search_officers').pluck(),
    officerKeyAt: db.prepare(`
      SELECT search_words(o.name) AS sort_words, s.appointment_count, s.officer_id, s.address_appointment_id
      FROM search_officers s JOIN officers o ON o.officer_id = s.officer_id WHERE s.pos = ?`),
    disqualified: db.prepare(
      `SELECT kind, ${DISQUALIFIED_SORT_WORDS_SQL} AS sort_words FROM disqualified_officers WHERE officer_id = ?`,
    ),
    lastDisqualified: db.prepare('SELECT coalesce(max(pos), 0) FROM search_disqualified').pluck(),
    disqualifiedKeyAt: db.prepare(`
      SELECT ${DISQUALIFIED_SORT_WORDS_SQL} AS sort_words, officer_id FROM disqualified_officers
      WHERE officer_id = (SELECT officer_id FROM search_disqualified WHERE pos = ?)`),
    putPerson: db.prepare(`
      INSERT INTO search_overlay_people (kind, officer_id, seq, after_pos, sort_words, person_key, appointment_count,
          address_appointment_id, disqualified_kind)
      VALUES (@kind, @officer_id, @seq, @after_pos, @sort_words, @person_key, @appointment_count, @address_appointment_id,
          @disqualified_kind)
      ON CONFLICT (kind, officer_id) DO UPDATE SET seq = excluded.seq, after_pos = excluded.after_pos,
        sort_words = excluded.sort_words, person_key = excluded.person_key, appointment_count = excluded.appointment_count,
        address_appointment_id = excluded.address_appointment_id, disqualified_kind = excluded.disqualified_kind`),
    supersede: db.prepare(
      'INSERT OR IGNORE INTO search_overlay_superseded (kind, pos, seq, name_words, previous_names) VALUES (?, ?, ?, ?, ?)',
    ),
    nextSeq: db
      .prepare(
        "UPDATE search_meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'overlay_seq' RETURNING CAST(value AS INTEGER)",
      )
      .pluck(),
    size: db
      .prepare(
        `SELECT (SELECT count(*) FROM search_overlay_companies) + (SELECT count(*) FROM search_overlay_people)
              + (SELECT count(*) FROM search_overlay_superseded)`,
      )
      .pluck(),
  };

  /** The last main position whose sort key is below `key` (0 when none): a binary search over the main rows. */
  const afterPos = (last: number, below: (pos: number) => boolean): number => {
    let lo = 1;
    let hi = last + 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (below(mid)) lo = mid + 1;
      else hi = mid;
    }
    return lo - 1;
  };

  const derive = (companyNumber: string) => q.company.get(companyNumber) as DerivedCompany | undefined;
  const same = (a: DerivedCompany | undefined, b: DerivedCompany | undefined) =>
    a !== undefined && b !== undefined && DERIVED_COMPANY_FIELDS.every((field) => a[field] === b[field]);

  return {
    company(companyNumber, write) {
      const existing = q.overlayCompany.get(companyNumber) as (DerivedCompany & { id: number }) | undefined;
      const before = existing ?? derive(companyNumber);
      write();
      const after = derive(companyNumber);
      if (!after || same(before, after)) return;
      const seq = q.nextSeq.get() as number;
      if (!existing) {
        // The first change since the build: the main row (as built from `before`) stops counting.
        const pos = q.mainCompany.get(companyNumber) as number | undefined;
        if (pos !== undefined && before) q.supersede.run('company', pos, seq, before.name_words, before.previous_names);
      }
      const key = {
        statusRank: after.status_rank,
        nameKey: after.name_key,
        nameText: after.name_words,
        companyNumber,
      };
      const at = afterPos(q.lastCompany.get() as number, (pos) => {
        const main = q.companyKeyAt.get(pos) as
          { status_rank: number; name_key: string; name_words: string; company_number: string } | undefined;
        if (!main) return true;
        const mainKey = {
          statusRank: main.status_rank,
          nameKey: main.name_key,
          nameText: main.name_words,
          companyNumber: main.company_number,
        };
        return compareCompanies(mainKey, key) < 0;
      });
      q.putCompany.run({ ...after, company_number: companyNumber, seq, after_pos: at });
    },

    officer(officerId, write) {
      const existing = q.overlayPerson.get('officer', officerId) as
        { appointment_count: number; address_appointment_id: string | null } | undefined;
      write();
      const now = q.officer.get(officerId) as { sort_words: string; appointment_count: number } | undefined;
      if (!now) return;
      const addressId =
        now.appointment_count > RECORDED_ADDRESS_MIN_APPOINTMENTS
          ? ((q.addressAppointment.get(officerId) as string | undefined) ?? null)
          : null;
      const last = q.lastOfficer.get() as number;
      type MainOfficer = {
        sort_words: string;
        appointment_count: number;
        officer_id: string;
        address_appointment_id: string | null;
      };
      const keyAt = (pos: number) => q.officerKeyAt.get(pos) as MainOfficer | undefined;
      // Its main row, if any: among the main rows of the same name (officers' names never change).
      let main: (MainOfficer & { pos: number }) | undefined;
      if (!existing) {
        for (
          let pos = afterPos(last, (p) => compareText(keyAt(p)?.sort_words ?? '', now.sort_words) < 0) + 1;
          pos <= last;
          pos++
        ) {
          const row = keyAt(pos);
          if (!row || row.sort_words !== now.sort_words) break;
          if (row.officer_id === officerId) {
            main = { ...row, pos };
            break;
          }
        }
      }
      const before = existing ?? main;
      if (before && before.appointment_count === now.appointment_count && before.address_appointment_id === addressId)
        return;
      const seq = q.nextSeq.get() as number;
      if (main) q.supersede.run('officer', main.pos, seq, main.sort_words, null);
      const key = { sortText: now.sort_words, appointmentCount: now.appointment_count, officerId };
      const at = afterPos(last, (pos) => {
        const row = keyAt(pos);
        if (!row) return true;
        return (
          compareOfficers(
            { sortText: row.sort_words, appointmentCount: row.appointment_count, officerId: row.officer_id },
            key,
          ) < 0
        );
      });
      q.putPerson.run({
        kind: 'officer',
        officer_id: officerId,
        seq,
        after_pos: at,
        sort_words: now.sort_words,
        person_key: q.personKey.get(now.sort_words),
        appointment_count: now.appointment_count,
        address_appointment_id: addressId,
        disqualified_kind: null,
      });
    },

    disqualified(officerId) {
      const now = q.disqualified.get(officerId) as { kind: string; sort_words: string } | undefined;
      if (!now) return;
      const key = { sortText: now.sort_words, officerId };
      const at = afterPos(q.lastDisqualified.get() as number, (pos) => {
        const row = q.disqualifiedKeyAt.get(pos) as { sort_words: string; officer_id: string } | undefined;
        return !row || compareDisqualified({ sortText: row.sort_words, officerId: row.officer_id }, key) < 0;
      });
      q.putPerson.run({
        kind: 'disqualified',
        officer_id: officerId,
        seq: q.nextSeq.get() as number,
        after_pos: at,
        sort_words: now.sort_words,
        person_key: q.personKey.get(now.sort_words),
        appointment_count: null,
        address_appointment_id: null,
        disqualified_kind: now.kind,
      });
    },

    size: () => q.size.get() as number,
  };
}
