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
// starts it empty (readers notice by the schema version).
import type Database from 'better-sqlite3';
import { dateNumber } from './advanced-columns';
import {
  companyFieldsSql,
  DISQUALIFIED_SORT_WORDS_SQL,
  PREVIOUS_NAME_SLOTS,
  RECORDED_ADDRESS_MIN_APPOINTMENTS,
  SEARCH_INDEX_VERSION,
  registerFunctions,
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

/** Where `item` goes in `items`, sorted by `compare` (the first index not below it). */
export function lowerBoundBy<T, K = T>(items: readonly T[], item: K, compare: (a: T, b: K) => number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compare(items[mid]!, item) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** A list kept sorted as rows come and go: a binary search and one splice each. Rows must compare unequal. */
export class SortedList<T> {
  readonly items: T[] = [];
  constructor(private readonly compare: (a: T, b: T) => number) {}
  /**
   * Takes `removed` out and puts `added` in: one by one when few; else the kept rows and the
   * sorted new ones merged in one pass (a first load, or a reader that missed many changes),
   * never a sort of the whole list.
   */
  update(removed: readonly T[], added: readonly T[]): void {
    const items = this.items;
    if (removed.length + added.length <= 16) {
      for (const item of removed) {
        const at = lowerBoundBy(items, item, this.compare);
        if (items[at] !== undefined && this.compare(items[at], item) === 0) items.splice(at, 1);
      }
      for (const item of added) items.splice(lowerBoundBy(items, item, this.compare), 0, item);
      return;
    }
    const gone = new Set<number>();
    for (const item of removed) {
      const at = lowerBoundBy(items, item, this.compare);
      if (items[at] !== undefined && this.compare(items[at], item) === 0) gone.add(at);
    }
    const kept = gone.size === 0 ? items.slice() : items.filter((_, at) => !gone.has(at));
    const fresh = [...added].sort(this.compare);
    items.length = 0;
    let i = 0;
    let j = 0;
    while (i < kept.length || j < fresh.length) {
      if (j >= fresh.length || (i < kept.length && this.compare(kept[i]!, fresh[j]!) <= 0)) items.push(kept[i++]!);
      else items.push(fresh[j++]!);
    }
  }
}

type WordEntry = readonly [word: string, key: number];
const compareEntries = (a: WordEntry, b: WordEntry) => compareText(a[0], b[0]) || a[1] - b[1];

/**
 * The words of the overlay's rows, sorted, for finding the rows with a word starting with each
 * query word without testing every row: a search reads a few entries however large the overlay
 * grows, and a change adds or removes a few.
 */
export class WordIndex {
  private readonly entries = new SortedList<WordEntry>(compareEntries);
  /** Rows' words out and in: [key, words] each. */
  update(
    removed: readonly (readonly [number, readonly string[]])[],
    added: readonly (readonly [number, readonly string[]])[],
  ) {
    const entries = (rows: typeof added) =>
      rows.flatMap(([key, words]) => [...new Set(words)].map((word): WordEntry => [word, key]));
    this.entries.update(entries(removed), entries(added));
  }

  /** The keys of the rows with a word starting with each query word (in no order). */
  matching(queryWords: readonly string[]): number[] {
    if (queryWords.length === 0 || this.entries.items.length === 0) return [];
    const sets = queryWords.map((word) => this.startingWith(word)).sort((a, b) => a.size - b.size);
    const [smallest, ...rest] = sets;
    return [...smallest!].filter((key) => rest.every((set) => set.has(key)));
  }

  private startingWith(prefix: string): Set<number> {
    const items = this.entries.items;
    const found = new Set<number>();
    for (let i = lowerBoundBy(items, [prefix, -Infinity], compareEntries); i < items.length; i++) {
      const [word, key] = items[i]!;
      if (!word.startsWith(prefix)) break;
      found.add(key);
    }
    return found;
  }
}

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
  /** The dates as YYYYMMDD numbers, 0 when absent (advanced-columns.ts dateNumber). */
  readonly createdNumber: number;
  readonly ceasedNumber: number;
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
  /** By main position. */
  readonly rows: ReadonlyMap<number, SupersededRow>;
  /** Their positions, ascending. */
  readonly positions: Int32Array;
  /** Their name words and every previous name's words, keyed by position. */
  readonly names: WordIndex;
  readonly previous: WordIndex;
}

/** Overlay people (officers or disqualified officers) and what finds them. */
export interface OverlayPeople {
  /** In result order. */
  readonly list: readonly OverlayPerson[];
  readonly byId: ReadonlyMap<number, OverlayPerson>;
  /** Keyed by id. */
  readonly names: WordIndex;
  readonly compare: (a: OverlayPerson, b: OverlayPerson) => number;
  readonly superseded: SupersededSet;
}

export interface Overlay {
  readonly empty: boolean;
  /** In result order (the main index's sort keys). */
  readonly companies: readonly OverlayCompany[];
  /** In alphabetical order (alpha keys). */
  readonly companiesByAlpha: readonly OverlayCompany[];
  readonly companyById: ReadonlyMap<number, OverlayCompany>;
  readonly companyByNumber: ReadonlyMap<string, OverlayCompany>;
  /** Keyed by id: name words, and every previous name's words. */
  readonly companyNames: WordIndex;
  readonly companyPrevious: WordIndex;
  readonly supersededCompanies: SupersededSet;
  readonly officers: OverlayPeople;
  readonly disqualified: OverlayPeople;
}

export const NO_SUPERSEDED: SupersededSet = {
  rows: new Map(),
  positions: new Int32Array(0),
  names: new WordIndex(),
  previous: new WordIndex(),
};
const noPeople = (compare: OverlayPeople['compare']): OverlayPeople => ({
  list: [],
  byId: new Map(),
  names: new WordIndex(),
  compare,
  superseded: NO_SUPERSEDED,
});

/** The positions in [first, last] that are superseded. */
export function supersededBetween(set: SupersededSet, first: number, last: number): number {
  if (set.positions.length === 0 || last < first) return 0;
  const at = (value: number) => lowerBoundBy(set.positions as unknown as number[], value, (a, b) => a - b);
  return at(last + 1) - at(first);
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
export const compareOfficers = (
  a: Pick<OverlayPerson, 'sortText' | 'appointmentCount' | 'officerId'>,
  b: Pick<OverlayPerson, 'sortText' | 'appointmentCount' | 'officerId'>,
) =>
  compareText(a.sortText, b.sortText) ||
  b.appointmentCount - a.appointmentCount ||
  compareText(a.officerId, b.officerId);
export const compareDisqualified = (a: Pick<OverlayPerson, 'sortText' | 'officerId'>, b: typeof a) =>
  compareText(a.sortText, b.sortText) || compareText(a.officerId, b.officerId);

export const EMPTY_OVERLAY: Overlay = {
  empty: true,
  companies: [],
  companiesByAlpha: [],
  companyById: new Map(),
  companyByNumber: new Map(),
  companyNames: new WordIndex(),
  companyPrevious: new WordIndex(),
  supersededCompanies: NO_SUPERSEDED,
  officers: noPeople(compareOfficers),
  disqualified: noPeople(compareDisqualified),
};

const parsePrevious = (json: string | null): PreviousName[] =>
  json ? (JSON.parse(json) as [number, string][]).map(([slot, text]) => ({ slot, words: splitWords(text) })) : [];

const hasOverlayTables = (db: Database.Database) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'search_overlay_superseded'").get() !== undefined;

// ---------------------------------------------------------------------------------------------
// Reading

interface CompanyRecord extends DerivedCompany {
  id: number;
  company_number: string;
  seq: number;
  after_pos: number;
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
  removed: number;
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
  createdNumber: dateNumber(r.date_of_creation),
  ceasedNumber: dateNumber(r.date_of_cessation),
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
 * over when the index has been rebuilt (the schema version moves).
 */
export function createOverlayReader(db: Database.Database): () => Overlay {
  let usable: boolean | undefined;
  let generation: string | undefined;
  let seq = 0;
  let state = emptyState();
  let overlay: Overlay = EMPTY_OVERLAY;
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
      // A build drops and makes the search tables: the schema's version moves (an overlay write's does not).
      meta: db.prepare(
        "SELECT key, value FROM search_meta WHERE key IN ('version', 'overlay_seq') UNION ALL SELECT 'generation', schema_version FROM pragma_schema_version",
      ),
      companies: db.prepare('SELECT * FROM search_overlay_companies WHERE seq > ?'),
      people: db.prepare('SELECT * FROM search_overlay_people WHERE seq > ?'),
      superseded: db.prepare('SELECT * FROM search_overlay_superseded WHERE seq > ?'),
    });

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
      state = emptyState();
      overlay = EMPTY_OVERLAY;
    }
    if (currentSeq === seq) return overlay;
    // Only what changed since the last call: each row replaces its earlier self in the sorted lists.
    state.putCompanies((s.companies.all(seq) as CompanyRecord[]).map(toCompany));
    const people = s.people.all(seq) as PersonRecord[];
    for (const kind of ['officer', 'disqualified'] as const) {
      const rows = people.filter((row) => row.kind === kind);
      state[kind].put(
        rows.filter((row) => row.removed === 0).map(toPerson),
        rows.filter((row) => row.removed !== 0).map((row) => row.officer_id),
      );
    }
    const superseded = s.superseded.all(seq) as SupersededRecord[];
    for (const kind of ['company', 'officer'] as const)
      state.superseded[kind].put(
        superseded
          .filter((row) => row.kind === kind)
          .map((row) => ({
            pos: row.pos,
            nameWords: splitWords(row.name_words),
            previous: parsePrevious(row.previous_names),
          })),
      );
    seq = currentSeq;
    overlay = state.view();
    return overlay;
  };
}

const previousWords = (row: { previous: readonly PreviousName[] }) => row.previous.flatMap((name) => name.words);

/** Superseded main rows, kept as they come (a main row is superseded once, until the next build). */
function supersededState() {
  const rows = new Map<number, SupersededRow>();
  const positions = new SortedList<number>((a, b) => a - b);
  const names = new WordIndex();
  const previous = new WordIndex();
  let view: SupersededSet = NO_SUPERSEDED;
  return {
    put(added: readonly SupersededRow[]) {
      const fresh = added.filter((row) => !rows.has(row.pos));
      if (fresh.length === 0) return;
      for (const row of fresh) rows.set(row.pos, row);
      positions.update(
        [],
        fresh.map((row) => row.pos),
      );
      names.update(
        [],
        fresh.map((row) => [row.pos, row.nameWords] as const),
      );
      previous.update(
        [],
        fresh.map((row) => [row.pos, previousWords(row)] as const),
      );
      view = { rows, positions: Int32Array.from(positions.items), names, previous };
    },
    view: () => view,
  };
}

function peopleState(compare: OverlayPeople['compare'], superseded: ReturnType<typeof supersededState> | undefined) {
  const byOfficer = new Map<string, OverlayPerson>();
  const byId = new Map<number, OverlayPerson>();
  const list = new SortedList(compare);
  const names = new WordIndex();
  return {
    /** Rows new or changed, and officers who left the register. */
    put(added: readonly OverlayPerson[], removed: readonly string[] = []) {
      if (added.length + removed.length === 0) return;
      const old = [...added.map((row) => row.officerId), ...removed].flatMap((id) => byOfficer.get(id) ?? []);
      for (const row of old) {
        byId.delete(row.id);
        byOfficer.delete(row.officerId);
      }
      for (const row of added) {
        byOfficer.set(row.officerId, row);
        byId.set(row.id, row);
      }
      list.update(old, added);
      names.update(
        old.map((row) => [row.id, row.sortWords] as const),
        added.map((row) => [row.id, row.sortWords] as const),
      );
    },
    size: () => byOfficer.size,
    view: (): OverlayPeople => ({
      list: list.items,
      byId,
      names,
      compare,
      superseded: superseded?.view() ?? NO_SUPERSEDED,
    }),
  };
}

/** The overlay a reader holds, brought up to date by the rows written since its last look. */
function emptyState() {
  const byNumber = new Map<string, OverlayCompany>();
  const byId = new Map<number, OverlayCompany>();
  const ordered = new SortedList<OverlayCompany>(compareCompanies);
  const byAlpha = new SortedList<OverlayCompany>((a, b) => compareText(a.alphaKey, b.alphaKey));
  const names = new WordIndex();
  const previous = new WordIndex();
  const superseded = { company: supersededState(), officer: supersededState() };
  const officer = peopleState(compareOfficers, superseded.officer);
  const disqualified = peopleState(compareDisqualified, undefined);
  return {
    superseded,
    officer,
    disqualified,
    putCompanies(added: readonly OverlayCompany[]) {
      if (added.length === 0) return;
      const old = added.flatMap((row) => byNumber.get(row.companyNumber) ?? []);
      for (const row of old) byId.delete(row.id);
      for (const row of added) {
        byNumber.set(row.companyNumber, row);
        byId.set(row.id, row);
      }
      ordered.update(old, added);
      byAlpha.update(old, added);
      names.update(
        old.map((row) => [row.id, row.nameWords] as const),
        added.map((row) => [row.id, row.nameWords] as const),
      );
      previous.update(
        old.map((row) => [row.id, previousWords(row)] as const),
        added.map((row) => [row.id, previousWords(row)] as const),
      );
    },
    view(): Overlay {
      const companies = superseded.company.view();
      return {
        empty: byNumber.size + officer.size() + disqualified.size() + companies.rows.size === 0,
        companies: ordered.items,
        companiesByAlpha: byAlpha.items,
        companyById: byId,
        companyByNumber: byNumber,
        companyNames: names,
        companyPrevious: previous,
        supersededCompanies: companies,
        officers: officer.view(),
        disqualified: disqualified.view(),
      };
    },
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
    // The fields buildCompanies reads (companyFieldsSql), for one company; then its previous
    // names' words by slot and its distinct SIC codes, as the index holds them.
    company: db.prepare(`
      WITH c AS (SELECT * FROM (${companyFieldsSql()}) WHERE company_number = ?)
      SELECT status_rank, name_key, name_words,
             coalesce((SELECT json_group_array(json_array(p.key, search_words(p.value ->> '$.name')))
                       FROM json_each(CASE WHEN json_valid(c.previous_names) THEN c.previous_names END) p
                       WHERE p.key < ${PREVIOUS_NAME_SLOTS}), '[]') AS previous_names,
             company_status, company_type, company_subtype, date_of_creation, date_of_cessation, alpha_key,
             coalesce((SELECT json_group_array(value) FROM (SELECT DISTINCT j.value FROM json_each(c.sic_codes) j ORDER BY 1)), '[]') AS sic_codes,
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
    // A removed officer's row is gone from officers: its superseded entry keeps its words.
    officerKeyAt: db.prepare(`
      SELECT coalesce(search_words(o.name), x.name_words) AS sort_words, s.appointment_count, s.officer_id, s.address_appointment_id
      FROM search_officers s LEFT JOIN officers o ON o.officer_id = s.officer_id
      LEFT JOIN search_overlay_superseded x ON x.kind = 'officer' AND x.pos = s.pos
      WHERE s.pos = ?`),
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
        address_appointment_id = excluded.address_appointment_id, disqualified_kind = excluded.disqualified_kind,
        removed = 0`),
    removePerson: db.prepare('UPDATE search_overlay_people SET seq = ?, removed = 1 WHERE kind = ? AND officer_id = ?'),
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
        { appointment_count: number; address_appointment_id: string | null; removed: number } | undefined;
      // Officers' names never change: the one before the write finds their main row (a removed officer's too).
      const name = (q.officer.get(officerId) as { sort_words: string } | undefined)?.sort_words;
      const last = q.lastOfficer.get() as number;
      type MainOfficer = {
        sort_words: string;
        appointment_count: number;
        officer_id: string;
        address_appointment_id: string | null;
      };
      const keyAt = (pos: number) => q.officerKeyAt.get(pos) as MainOfficer | undefined;
      let main: (MainOfficer & { pos: number }) | undefined;
      if (!existing && name !== undefined) {
        for (
          let pos = afterPos(last, (p) => compareText(keyAt(p)?.sort_words ?? '', name) < 0) + 1;
          pos <= last;
          pos++
        ) {
          const row = keyAt(pos);
          if (!row || row.sort_words !== name) break;
          if (row.officer_id === officerId) {
            main = { ...row, pos };
            break;
          }
        }
      }
      write();
      const now = q.officer.get(officerId) as { sort_words: string; appointment_count: number } | undefined;
      if (!now && name === undefined) return;
      const addressId =
        now && now.appointment_count > RECORDED_ADDRESS_MIN_APPOINTMENTS
          ? ((q.addressAppointment.get(officerId) as string | undefined) ?? null)
          : null;
      const before = existing?.removed ? undefined : (existing ?? main);
      if (!now) {
        // Off the register (their last appointment removed): the main row stops counting, an overlay row is marked gone.
        if (!before) return;
        const seq = q.nextSeq.get() as number;
        if (main) q.supersede.run('officer', main.pos, seq, main.sort_words, null);
        if (existing) q.removePerson.run(seq, 'officer', officerId);
        return;
      }
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
