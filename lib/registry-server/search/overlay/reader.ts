// Reading the search overlay: each connection holds it in memory, catching up by `seq` inside its
// read transaction with the rows the writer (overlay/writer.ts) added since its last look.
import type Database from 'better-sqlite3';
import { dateNumber } from '../advanced-columns';
import { SEARCH_INDEX_VERSION } from '../build';
import {
  compareCompanies,
  compareDisqualified,
  compareOfficers,
  EMPTY_OVERLAY,
  hasOverlayTables,
  NO_SUPERSEDED,
  parsePrevious,
  type DerivedCompany,
  type Overlay,
  type OverlayCompany,
  type OverlayPeople,
  type OverlayPerson,
  type PreviousName,
  type SupersededRow,
  type SupersededSet,
} from './model';
import { compareText, SortedList, splitWords, WordIndex } from './structures';

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
