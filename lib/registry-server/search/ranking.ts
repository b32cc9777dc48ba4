// Which rows match a query, in result order, and how many there are. Each kind (companies,
// officers, disqualified officers) yields "hits": a row position and the tier it matched in.
// A page never needs more than the first start_index + items_per_page hits (at most the
// reachable window), and counting stops at TOTAL_RESULTS_CAP, so every step reads a bounded
// number of index entries however common the query's words are.
import type Database from 'better-sqlite3';
import { FTS_TABLES, PREFIX_INDEX_MAX, PREVIOUS_NAME_SLOTS, type FtsSource } from './build';
import { personNameKey, type SearchQuery } from './normalize';
import {
  EMPTY_OVERLAY,
  compareCompanies,
  matchesPrefixes,
  supersededBetween,
  type Overlay,
  type OverlayCompany,
  type OverlayPerson,
  type PreviousName,
  type OverlayPeople,
} from './overlay';

/** Results are counted exactly up to this many; past it, total_results reports this number (as the real registry reports 10,000). */
export const TOTAL_RESULTS_CAP = 10_000;

/** A query word longer than the prefix indexes is searched as at most this many whole words it begins; beyond, as an FTS5 prefix. */
export const MAX_PREFIX_EXPANSION = 50;

/**
 * The fewest rows a word-tier read asks for. Each read starts the full-text query again, which
 * costs milliseconds at millions of names when a common word is in it; a hundred positions more
 * cost microseconds, and a read that comes back short answers the count too.
 */
const MIN_BATCH = 100;

/** The word tier reads on through a starts-with run of at most this many rows rather than query again after it. */
const GAP_READ_THROUGH = 256;

/** How a hit matched, best first. */
export enum Tier {
  /** The query is the company's number. */
  Number = 0,
  /** The name is the query (case, punctuation and legal-form ending aside; for people, in any word order). */
  Exact = 1,
  /** The name starts with the query. */
  Prefix = 2,
  /** Every query word starts a word of the name, or of a previous name. */
  Words = 3,
}

export interface Hit {
  readonly pos: number;
  readonly tier: Tier;
  /** For a company found by a previous name: which one (index in previous_company_names). */
  readonly previousName?: number;
}

export interface Ranking {
  /** The first `limit` hits in result order. */
  take(limit: number): Hit[];
  /** Matches counted up to TOTAL_RESULTS_CAP (then the cap). */
  total(): number;
  /** Matches per tier (capped counts), for mixing kinds in /search. */
  tierCounts(): ReadonlyMap<Tier, number>;
}

export const EMPTY_RANKING: Ranking = { take: () => [], total: () => 0, tierCounts: () => new Map() };

// Above every character a name can hold, so [key, key + MAX_CHAR) is "starts with key".
const MAX_CHAR = '\u{10FFFF}';

interface Interval {
  first: number;
  last: number;
}

const size = (interval: Interval | undefined) => (interval ? interval.last - interval.first + 1 : 0);

type Statement = Database.Statement<unknown[], unknown>;
type Lazy = () => Statement;

/** Statements are prepared on first use, so that createSearch works before the index is built. */
function preparer(db: Database.Database) {
  return (sql: string): Lazy => {
    let statement: Statement | undefined;
    return () => (statement ??= db.prepare(sql));
  };
}

const scalar = (statement: Statement, ...params: unknown[]) => statement.pluck().get(...params) as number | undefined;
const column = (statement: Statement, ...params: unknown[]) => statement.pluck().all(...params) as number[];

// A word no name has: indexed words hold only letters and digits (normalize.ts).
const NO_WORD = '"\u00d7"';

/** A query word's terms are summed over at most this many of its words to tell how common it is. */
const ESTIMATE_TERMS = 200;

/**
 * The FTS5 query for "every word of the query starts a word of the name", for one full-text
 * table; undefined when some word starts no indexed word at all (nothing can match).
 *
 * FTS5 moves every operand of an AND up to each row any one of them reaches, so a common word
 * ("s"*, "and") next to two rare ones would be looked up at every row of either. The words are
 * joined rarest first, each further one ANDed to what the ones before found (the `OR` of a word
 * no name has keeps FTS5 from flattening them into one AND): a common word is then looked up
 * only at the rows that have all the rarer ones.
 */
export function matchExpression(terms: Lazy, source: FtsSource, words: readonly string[]): string | undefined {
  const groups: { text: string; docs: number }[] = [];
  // Words hold only letters and digits, so quoting them is enough to make them literal.
  for (const word of words) {
    const short = word.length <= PREFIX_INDEX_MAX;
    const found = terms().all(source, word, word + MAX_CHAR, short ? ESTIMATE_TERMS : MAX_PREFIX_EXPANSION + 1) as {
      term: string;
      docs: number;
    }[];
    const docs = found.reduce((sum, term) => sum + term.docs, 0);
    if (short || found.length > MAX_PREFIX_EXPANSION) groups.push({ text: `"${word}"*`, docs });
    else if (found.length === 0) return undefined;
    else
      groups.push({
        text: found.length === 1 ? `"${found[0]!.term}"` : `(${found.map(({ term }) => `"${term}"`).join(' OR ')})`,
        docs,
      });
  }
  groups.sort((a, b) => a.docs - b.docs);
  return groups.reduce(
    (expression, group, i) =>
      i === 0
        ? group.text
        : i === 1
          ? `${expression} AND ${group.text}`
          : `(${expression} OR ${NO_WORD}) AND ${group.text}`,
    '',
  );
}

/** The terms a query word begins, with their counts (none from an index built before the counts: all zero). */
function termStatement(db: Database.Database): Lazy {
  let statement: Statement | undefined;
  return () => {
    if (statement) return statement;
    const counted = db.prepare("SELECT 1 FROM pragma_table_info('search_terms') WHERE name = 'docs'").get();
    return (statement = db.prepare(
      `SELECT term, ${counted ? 'docs' : '0 AS docs'} FROM search_terms WHERE source = ? AND term >= ? AND term < ? ORDER BY source, term LIMIT ?`,
    ));
  };
}

export function companyStatements(db: Database.Database) {
  const prepare = preparer(db);
  const names = FTS_TABLES.companies;
  const previous = FTS_TABLES.previous_names;
  return {
    terms: termStatement(db),
    lastLive: prepare(`SELECT CAST(value AS INTEGER) FROM search_meta WHERE key = 'last_live_company_pos'`),
    lastPos: prepare('SELECT coalesce(max(pos), 0) FROM search_companies'),
    byNumber: prepare('SELECT pos FROM search_companies WHERE company_number = ?'),
    exactFirst: prepare(
      'SELECT pos FROM search_companies WHERE status_rank = ? AND name_key = ? ORDER BY name_key, pos LIMIT 1',
    ),
    exactLast: prepare(
      'SELECT pos FROM search_companies WHERE status_rank = ? AND name_key = ? ORDER BY name_key DESC, pos DESC LIMIT 1',
    ),
    prefixFirst: prepare(
      'SELECT pos FROM search_companies WHERE status_rank = ? AND name_key >= ? AND name_key < ? ORDER BY name_key, pos LIMIT 1',
    ),
    prefixLast: prepare(
      'SELECT pos FROM search_companies WHERE status_rank = ? AND name_key >= ? AND name_key < ? ORDER BY name_key DESC, pos DESC LIMIT 1',
    ),
    names: prepare(
      `SELECT rowid FROM ${names} WHERE ${names} MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid LIMIT ?`,
    ),
    previousNames: prepare(
      `SELECT rowid FROM ${previous} WHERE ${previous} MATCH ? AND rowid BETWEEN ? AND ? ORDER BY rowid LIMIT ?`,
    ),
    countNames: prepare(`SELECT count(*) FROM (SELECT 1 FROM ${names} WHERE ${names} MATCH ? AND rowid <= ? LIMIT ?)`),
    countPrevious: prepare(
      `SELECT count(*) FROM (SELECT 1 FROM ${previous} WHERE ${previous} MATCH ? AND rowid <= ? LIMIT ?)`,
    ),
    countUnion: prepare(`
      SELECT count(*) FROM (
        SELECT rowid AS pos FROM ${names} WHERE ${names} MATCH @names AND rowid <= @lastPos
        UNION
        SELECT rowid / ${PREVIOUS_NAME_SLOTS} FROM ${previous} WHERE ${previous} MATCH @previous AND rowid <= @lastRow
        LIMIT @limit)`),
    countPreviousCompanies: prepare(
      `SELECT count(DISTINCT rowid / ${PREVIOUS_NAME_SLOTS}) FROM (SELECT rowid FROM ${previous} WHERE ${previous} MATCH ? AND rowid <= ? LIMIT ?)`,
    ),
    nameHas: prepare(`SELECT 1 FROM ${names} WHERE ${names} MATCH ? AND rowid = ?`),
    previousHas: prepare(`SELECT 1 FROM ${previous} WHERE ${previous} MATCH ? AND rowid BETWEEN ? AND ? LIMIT 1`),
  };
}

export type CompanyStatements = ReturnType<typeof companyStatements>;

export interface CompanyRankingOptions {
  /** Only live companies (restriction `active-companies`). */
  activeOnly?: boolean;
  /** Only names legally the same as the query (restriction `legally-equivalent-company-name`). */
  exactOnly?: boolean;
}

/** A company overlay row's hit: negative positions name overlay rows (see items.ts). */
const overlayHit = (row: { id: number }, tier: Tier, previousName?: number): Hit =>
  previousName === undefined ? { pos: -row.id, tier } : { pos: -row.id, tier, previousName };

/**
 * Merges main hits (ascending positions) with overlay rows (in result order, each placed after
 * its `afterPos`) into `hits`, up to `limit`.
 */
function mergeInto(
  hits: Hit[],
  limit: number,
  main: Iterable<Hit>,
  overlay: readonly { row: { afterPos: number }; hit: Hit }[],
): void {
  let i = 0;
  for (const hit of main) {
    while (i < overlay.length && overlay[i]!.row.afterPos < hit.pos && hits.length < limit)
      hits.push(overlay[i++]!.hit);
    if (hits.length >= limit) return;
    hits.push(hit);
  }
  while (i < overlay.length && hits.length < limit) hits.push(overlay[i++]!.hit);
}

/** The first matching previous name of a company (its slot), or undefined. */
const previousMatchOf = (previous: readonly PreviousName[], words: readonly string[]) =>
  previous.find((name) => matchesPrefixes(name.words, words))?.slot;

/**
 * Companies in result order: the company whose number the query is; then exact names, then
 * names starting with the query (each tier live companies first, then other statuses, then
 * closed ones, then by name and number); then every other company whose name or a previous
 * name has all the query's words, in the same status-then-name order. Rows of the overlay
 * (companies changed since the build) take the place of the main rows they supersede.
 */
export function rankCompanies(
  statements: CompanyStatements,
  query: SearchQuery,
  options: CompanyRankingOptions = {},
  overlay: Pick<
    Overlay,
    'companyById' | 'companyNames' | 'companyPrevious' | 'companyByNumber' | 'supersededCompanies'
  > = EMPTY_OVERLAY,
): Ranking {
  if (query.matchWords.length === 0) return EMPTY_RANKING;
  const s = statements;
  const superseded = overlay.supersededCompanies;
  const isSuperseded = (pos: number) => superseded.rows.has(pos);
  const nameMatch = matchExpression(s.terms, 'companies', query.matchWords);
  const previousMatch = options.exactOnly ? undefined : matchExpression(s.terms, 'previous_names', query.matchWords);
  const lastPos = options.activeOnly ? (scalar(s.lastLive()) ?? 0) : (scalar(s.lastPos()) ?? 0);
  const lastPreviousRow = lastPos * PREVIOUS_NAME_SLOTS + PREVIOUS_NAME_SLOTS - 1;
  const ranks = options.activeOnly ? [0] : [0, 1, 2];

  const numbered = query.companyNumber && !options.exactOnly ? scalar(s.byNumber(), query.companyNumber) : undefined;
  const numberPos = numbered !== undefined && numbered <= lastPos && !isSuperseded(numbered) ? numbered : undefined;

  // The overlay's rows by tier, as the main rows are found below. Every row of the exact and
  // starts-with tiers has the query's words too, so the word index finds them all.
  const live = (row: OverlayCompany) => !options.activeOnly || row.statusRank === 0;
  const byNumber = query.companyNumber ? overlay.companyByNumber.get(query.companyNumber) : undefined;
  const numberRow = byNumber && !options.exactOnly && live(byNumber) ? byNumber : undefined;
  const candidates = [
    ...new Set([
      ...overlay.companyNames.matching(query.matchWords),
      ...(options.exactOnly ? [] : overlay.companyPrevious.matching(query.matchWords)),
    ]),
  ]
    .map((id) => overlay.companyById.get(id)!)
    .filter(live)
    .sort(compareCompanies);
  if (numberRow && !candidates.includes(numberRow)) candidates.push(numberRow);
  const overlayTiers = { exact: [], prefix: [], words: [] } as Record<
    'exact' | 'prefix' | 'words',
    { row: OverlayCompany; hit: Hit }[]
  >;
  let overlayMatches = 0;
  for (const row of candidates) {
    const byName = matchesPrefixes(row.nameWords, query.matchWords);
    const previousSlot = byName || options.exactOnly ? undefined : previousMatchOf(row.previous, query.matchWords);
    if (byName || previousSlot !== undefined) overlayMatches++;
    if (row === numberRow) continue;
    if (row.nameKey === query.nameKey) overlayTiers.exact.push({ row, hit: overlayHit(row, Tier.Exact) });
    else if (options.exactOnly) continue;
    else if (row.nameKey.startsWith(query.nameKey))
      overlayTiers.prefix.push({ row, hit: overlayHit(row, Tier.Prefix) });
    else if (byName) overlayTiers.words.push({ row, hit: overlayHit(row, Tier.Words) });
    else if (previousSlot !== undefined)
      overlayTiers.words.push({ row, hit: overlayHit(row, Tier.Words, previousSlot) });
  }
  const numberHit: Hit | undefined =
    numberPos !== undefined
      ? { pos: numberPos, tier: Tier.Number }
      : numberRow
        ? overlayHit(numberRow, Tier.Number)
        : undefined;

  // Within one status rank, positions follow name keys, so the exact names and the names
  // starting with the query are each one contiguous run of positions: two index seeks apiece.
  const interval = (first: Statement, last: Statement, ...params: unknown[]): Interval | undefined => {
    const from = scalar(first, ...params);
    const to = from === undefined ? undefined : scalar(last, ...params);
    return from !== undefined && to !== undefined ? { first: from, last: to } : undefined;
  };
  const exact = ranks.map((rank) => interval(s.exactFirst(), s.exactLast(), rank, query.nameKey));
  const upper = query.nameKey + MAX_CHAR;
  const prefix = options.exactOnly
    ? []
    : ranks.map((rank) => interval(s.prefixFirst(), s.prefixLast(), rank, query.nameKey, upper));
  // The starts-with run of a rank without its exact names, which sort first in it.
  const startsWith = prefix.map((run, i) => {
    const exactRun = exact[i];
    if (!run || !exactRun) return run;
    return exactRun.last >= run.last ? undefined : { first: exactRun.last + 1, last: run.last };
  });

  // The word tier reads the positions outside those runs, segment by segment.
  const wordSegments = (): Interval[] => {
    const segments: Interval[] = [];
    let from = 1;
    const gaps = prefix.filter((run): run is Interval => run !== undefined).sort((a, b) => a.first - b.first);
    for (const gap of gaps) {
      if (gap.first > from) segments.push({ first: from, last: gap.first - 1 });
      from = Math.max(from, gap.last + 1);
    }
    if (from <= lastPos) segments.push({ first: from, last: lastPos });
    return segments;
  };

  // Reading through a short gap and dropping its rows costs less than one more full-text
  // query: the gaps (starts-with runs) are read over when they hold at most GAP_READ_THROUGH rows.
  const readsOf = (segments: readonly Interval[]): Interval[] => {
    const reads: Interval[] = [];
    for (const segment of segments) {
      const last = reads[reads.length - 1];
      if (last && segment.first - last.last - 1 <= GAP_READ_THROUGH) last.last = segment.last;
      else reads.push({ ...segment });
    }
    return reads;
  };
  const within = (segments: readonly Interval[], pos: number) =>
    segments.some((segment) => pos >= segment.first && pos <= segment.last);

  function* namesIn(segments: readonly Interval[], batch: number): Generator<number> {
    if (nameMatch === undefined) return;
    for (const read of readsOf(segments)) {
      let from = read.first;
      for (;;) {
        const rows = column(s.names(), nameMatch, from, read.last, batch);
        for (const pos of rows) if (within(segments, pos)) yield pos;
        if (rows.length < batch) break;
        from = rows[rows.length - 1]! + 1;
      }
    }
  }

  // Previous names are indexed under pos * PREVIOUS_NAME_SLOTS + their index: in position
  // order too, several rows per company; the first one matching is the one shown.
  function* previousIn(segments: readonly Interval[], batch: number): Generator<{ pos: number; slot: number }> {
    if (previousMatch === undefined) return;
    let lastSeen = -1;
    for (const read of readsOf(segments)) {
      let from = read.first * PREVIOUS_NAME_SLOTS;
      const to = read.last * PREVIOUS_NAME_SLOTS + PREVIOUS_NAME_SLOTS - 1;
      for (;;) {
        const rows = column(s.previousNames(), previousMatch, from, to, batch);
        for (const rowid of rows) {
          const pos = Math.floor(rowid / PREVIOUS_NAME_SLOTS);
          if (pos !== lastSeen && within(segments, pos)) yield { pos, slot: rowid % PREVIOUS_NAME_SLOTS };
          lastSeen = pos;
        }
        if (rows.length < batch) break;
        from = rows[rows.length - 1]! + 1;
      }
    }
  }

  function* runHits(runs: readonly (Interval | undefined)[], tier: Tier): Generator<Hit> {
    for (const run of runs) {
      if (!run) continue;
      for (let pos = run.first; pos <= run.last; pos++)
        if (pos !== numberPos && !isSuperseded(pos)) yield { pos, tier };
    }
  }

  // When take() reads the word tier to its end, it has seen every main match outside the
  // starts-with runs: their number (superseded rows and the numbered company included) makes
  // the count, with no counting query.
  let wordTierMatches: number | undefined;

  // Names and previous names merged by position; a company found both ways is a name match.
  function* wordHits(batch: number): Generator<Hit> {
    const segments = wordSegments();
    const names = namesIn(segments, batch);
    const previous = previousIn(segments, batch);
    let name = names.next();
    let prev = previous.next();
    let seen = 0;
    while (!(name.done && prev.done)) {
      let hit: Hit;
      if (!name.done && (prev.done || name.value <= prev.value.pos)) {
        if (!prev.done && prev.value.pos === name.value) prev = previous.next();
        hit = { pos: name.value, tier: Tier.Words };
        name = names.next();
      } else if (!prev.done) {
        hit = { pos: prev.value.pos, tier: Tier.Words, previousName: prev.value.slot };
        prev = previous.next();
      } else break;
      seen++;
      if (hit.pos !== numberPos && !isSuperseded(hit.pos)) yield hit;
    }
    wordTierMatches = seen;
  }

  const take = (limit: number): Hit[] => {
    const hits: Hit[] = [];
    if (limit <= 0) return hits;
    if (numberHit) hits.push(numberHit);
    mergeInto(hits, limit, runHits(exact, Tier.Exact), overlayTiers.exact);
    mergeInto(hits, limit, runHits(startsWith, Tier.Prefix), overlayTiers.prefix);
    if (hits.length >= limit || options.exactOnly) return hits.slice(0, limit);
    // Superseded rows are skipped as they come: a few more per read, then further reads.
    const batch = Math.max(MIN_BATCH, limit - hits.length + 1 + Math.min(superseded.positions.length, 64));
    mergeInto(hits, limit, wordHits(batch), overlayTiers.words);
    return hits;
  };

  let counted: { total: number; tiers: Map<Tier, number> } | undefined;
  const count = () => {
    if (counted) return counted;
    const runCount = (runs: readonly (Interval | undefined)[]) =>
      runs.reduce((sum, run) => sum + (run ? size(run) - supersededBetween(superseded, run.first, run.last) : 0), 0);
    const exactCount = runCount(exact) + overlayTiers.exact.length;
    const startsWithCount = runCount(startsWith) + overlayTiers.prefix.length;
    let total: number;
    if (options.exactOnly) {
      total = exactCount;
    } else {
      // The main index still holds the superseded rows: count past the cap by as many as match, then take them off.
      let byName = 0;
      let byPrevious = 0;
      let byEither = 0;
      const byNames = new Set(nameMatch === undefined ? [] : superseded.names.matching(query.matchWords));
      const byPreviousNames = previousMatch === undefined ? [] : superseded.previous.matching(query.matchWords);
      for (const pos of new Set([...byNames, ...byPreviousNames])) {
        const row = superseded.rows.get(pos)!;
        if (row.pos > lastPos) continue;
        const name = byNames.has(pos);
        const previous = previousMatch !== undefined && previousMatchOf(row.previous, query.matchWords) !== undefined;
        if (name) byName++;
        if (previous) byPrevious++;
        if (name || previous) byEither++;
      }
      const limit = TOTAL_RESULTS_CAP + 1 + byEither;
      // The exact and starts-with names have every query word, so they are matches too.
      if (wordTierMatches !== undefined)
        total = prefix.reduce((sum, run) => sum + size(run), 0) + wordTierMatches - byEither;
      else total = nameMatch === undefined ? 0 : (scalar(s.countNames(), nameMatch, lastPos, limit) ?? 0) - byName;
      if (wordTierMatches === undefined && total <= TOTAL_RESULTS_CAP && previousMatch !== undefined) {
        if (nameMatch === undefined)
          total = (scalar(s.countPreviousCompanies(), previousMatch, lastPreviousRow, limit) ?? 0) - byPrevious;
        else if (scalar(s.countPrevious(), previousMatch, lastPreviousRow, 1)) {
          total =
            (scalar(s.countUnion(), {
              names: nameMatch,
              previous: previousMatch,
              lastPos,
              lastRow: lastPreviousRow,
              limit,
            }) ?? 0) - byEither;
        }
      }
      total += overlayMatches;
      if (numberPos !== undefined && total <= TOTAL_RESULTS_CAP) {
        const slots = numberPos * PREVIOUS_NAME_SLOTS;
        const found =
          (nameMatch !== undefined && s.nameHas().get(nameMatch, numberPos) !== undefined) ||
          (previousMatch !== undefined &&
            s.previousHas().get(previousMatch, slots, slots + PREVIOUS_NAME_SLOTS - 1) !== undefined);
        if (!found) total += 1;
      } else if (numberRow) {
        const found =
          matchesPrefixes(numberRow.nameWords, query.matchWords) ||
          previousMatchOf(numberRow.previous, query.matchWords) !== undefined;
        if (!found) total += 1;
      }
    }
    total = Math.min(total, TOTAL_RESULTS_CAP);
    const numberCount = numberHit !== undefined ? 1 : 0;
    const tiers = new Map<Tier, number>([
      [Tier.Number, numberCount],
      [Tier.Exact, exactCount],
      [Tier.Prefix, startsWithCount],
      [Tier.Words, Math.max(0, total - numberCount - exactCount - startsWithCount)],
    ]);
    counted = { total, tiers };
    return counted;
  };

  return { take, total: () => count().total, tierCounts: () => count().tiers };
}

export function personStatements(db: Database.Database, kind: 'officers' | 'disqualified') {
  const prepare = preparer(db);
  const table = kind === 'officers' ? 'search_officers' : 'search_disqualified';
  const fts = FTS_TABLES[kind];
  return {
    kind,
    terms: termStatement(db),
    exact: prepare(`SELECT pos FROM ${table} WHERE person_key = ? ORDER BY person_key, pos LIMIT ?`),
    countExact: prepare(`SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE person_key = ? LIMIT ?)`),
    names: prepare(`SELECT rowid FROM ${fts} WHERE ${fts} MATCH ? AND rowid > ? ORDER BY rowid LIMIT ?`),
    count: prepare(`SELECT count(*) FROM (SELECT 1 FROM ${fts} WHERE ${fts} MATCH ? LIMIT ?)`),
  };
}

export type PersonStatements = ReturnType<typeof personStatements>;

/**
 * People (officers or disqualified officers) in result order: names that are the query's
 * words in any order first, then every name with all the query's words; each tier by
 * surname, forenames, then (officers) the most appointments first. Overlay rows (people
 * added or changed since the build) take the place of the main rows they supersede.
 */
export function rankPeople(
  statements: PersonStatements,
  query: SearchQuery,
  overlay: OverlayPeople = EMPTY_OVERLAY.officers,
): Ranking {
  if (query.matchWords.length === 0) return EMPTY_RANKING;
  const s = statements;
  const match = matchExpression(s.terms, s.kind, query.matchWords);
  const superseded = overlay.superseded;
  const overlayExact: { row: OverlayPerson; hit: Hit }[] = [];
  const overlayWords: { row: OverlayPerson; hit: Hit }[] = [];
  // Names that are the query's words in any order have every query word: the word index finds them too.
  const found = overlay.names
    .matching(query.matchWords)
    .map((id) => overlay.byId.get(id)!)
    .sort(overlay.compare);
  for (const row of found) {
    if (row.personKey === query.personKey) overlayExact.push({ row, hit: overlayHit(row, Tier.Exact) });
    else overlayWords.push({ row, hit: overlayHit(row, Tier.Words) });
  }
  if (match === undefined && overlayExact.length + overlayWords.length === 0) return EMPTY_RANKING;
  const skipped = superseded.positions.length;

  const take = (limit: number): Hit[] => {
    if (limit <= 0) return [];
    const exact =
      match === undefined
        ? []
        : column(s.exact(), query.personKey, limit + skipped).filter((pos) => !superseded.rows.has(pos));
    const hits: Hit[] = [];
    mergeInto(
      hits,
      limit,
      exact.map((pos) => ({ pos, tier: Tier.Exact })),
      overlayExact,
    );
    if (hits.length >= limit) return hits;
    // Exact names have all the query words, so they come round again in the word tier: skip them.
    const skip = new Set(exact);
    const batch = Math.max(MIN_BATCH, limit + exact.length + Math.min(skipped, 64));
    function* words(): Generator<Hit> {
      if (match === undefined) return;
      let from = 0;
      for (;;) {
        const rows = column(s.names(), match, from, batch);
        for (const pos of rows) if (!skip.has(pos) && !superseded.rows.has(pos)) yield { pos, tier: Tier.Words };
        if (rows.length < batch) return;
        from = rows[rows.length - 1]!;
      }
    }
    mergeInto(hits, limit, words(), overlayWords);
    return hits;
  };

  let counted: { total: number; tiers: Map<Tier, number> } | undefined;
  const count = () => {
    if (counted) return counted;
    let matching = 0;
    let exactMatching = 0;
    if (match !== undefined)
      for (const pos of superseded.names.matching(query.matchWords)) {
        matching++;
        if (personNameKey(superseded.rows.get(pos)!.nameWords) === query.personKey) exactMatching++;
      }
    const main = match === undefined ? 0 : (scalar(s.count(), match, TOTAL_RESULTS_CAP + 1 + matching) ?? 0) - matching;
    const total = Math.min(main + overlayExact.length + overlayWords.length, TOTAL_RESULTS_CAP);
    const mainExact =
      match === undefined
        ? 0
        : (scalar(s.countExact(), query.personKey, TOTAL_RESULTS_CAP + exactMatching) ?? 0) - exactMatching;
    const exactCount = Math.min(mainExact + overlayExact.length, TOTAL_RESULTS_CAP, total);
    counted = {
      total,
      tiers: new Map([
        [Tier.Exact, exactCount],
        [Tier.Words, total - exactCount],
      ]),
    };
    return counted;
  };

  return { take, total: () => count().total, tierCounts: () => count().tiers };
}
