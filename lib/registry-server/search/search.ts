// The four search endpoints of the embedded registry: /search, /search/companies,
// /search/officers and /search/disqualified-officers. Each takes the validated query and
// returns the response body (the handler serialises it and adds the etag).
import type Database from 'better-sqlite3';
import {
  companyItems,
  disqualifiedItems,
  officerItems,
  type CompanySearchItem,
  type DisqualifiedOfficerSearchItem,
  type OfficerSearchItem,
  type SearchItem,
} from './items';
import { parseSearchQuery, type SearchQuery } from './normalize';
import { overlayOf } from './overlay';
import {
  EMPTY_RANKING,
  TOTAL_RESULTS_CAP,
  companyStatements,
  personStatements,
  rankCompanies,
  rankPeople,
  type Hit,
  type Ranking,
  Tier,
} from './ranking';

/**
 * Only the first this-many results of a search can be paged to, as on the real registry:
 * a start_index at or past it is answered with 416 (see SearchOutOfRange), and a page
 * that would run past it ends there.
 */
export const SEARCH_RESULT_WINDOW = 1000;

/** The largest page; the caller already caps items_per_page, this only guards. */
export const MAX_ITEMS_PER_PAGE = 100;

export { TOTAL_RESULTS_CAP };

export interface SearchParams {
  q: string;
  items_per_page: number;
  start_index: number;
  /** /search/companies only: space-separated, `active-companies` and/or `legally-equivalent-company-name`. */
  restrictions?: string;
}

interface SearchEnvelope<Kind extends string, Item> {
  kind: Kind;
  items_per_page: number;
  start_index: number;
  total_results: number;
  page_number: number;
  items: Item[];
}

export type AllSearchResult = SearchEnvelope<'search#all', SearchItem>;
export type CompanySearchResult = SearchEnvelope<'search#companies', CompanySearchItem>;
export type OfficerSearchResult = SearchEnvelope<'search#officers', OfficerSearchItem>;
export type DisqualifiedOfficerSearchResult = SearchEnvelope<
  'search#disqualified-officers',
  DisqualifiedOfficerSearchItem
>;

/**
 * What a search returns instead of a body when start_index is past the part of the results
 * a search can reach. The handler answers it with HTTP 416, as the real registry does.
 */
export interface SearchOutOfRange {
  readonly outOfRange: true;
  readonly status: 416;
  readonly error: 'start-index-out-of-range';
  readonly message: string;
  readonly start_index: number;
  readonly window: number;
}

export const isSearchOutOfRange = (result: unknown): result is SearchOutOfRange =>
  typeof result === 'object' && result !== null && (result as { outOfRange?: unknown }).outOfRange === true;

const outOfRange = (startIndex: number): SearchOutOfRange => ({
  outOfRange: true,
  status: 416,
  error: 'start-index-out-of-range',
  message: `start_index ${startIndex} is outside the available result set: only the first ${SEARCH_RESULT_WINDOW} results of a search can be reached`,
  start_index: startIndex,
  window: SEARCH_RESULT_WINDOW,
});

/** The restrictions /search/companies understands; others are ignored. */
export const COMPANY_SEARCH_RESTRICTIONS = ['active-companies', 'legally-equivalent-company-name'] as const;

function parseRestrictions(restrictions: string | undefined) {
  const given = new Set((restrictions ?? '').split(/[\s,]+/).filter(Boolean));
  return {
    activeOnly: given.has('active-companies') || given.has('active-companies-only'),
    exactOnly: given.has('legally-equivalent-company-name'),
  };
}

interface Page {
  start: number;
  perPage: number;
  /** How many hits from the top the page needs. */
  end: number;
}

function pageOf(params: SearchParams): Page | SearchOutOfRange {
  const start = Math.max(0, Math.floor(params.start_index) || 0);
  const perPage = Math.min(MAX_ITEMS_PER_PAGE, Math.max(0, Math.floor(params.items_per_page) || 0));
  if (start >= SEARCH_RESULT_WINDOW) return outOfRange(start);
  return { start, perPage, end: Math.min(start + perPage, SEARCH_RESULT_WINDOW) };
}

function envelope<Kind extends string, Item>(
  kind: Kind,
  page: Page,
  total: number,
  items: Item[],
): SearchEnvelope<Kind, Item> {
  return {
    kind,
    items_per_page: page.perPage,
    start_index: page.start,
    total_results: total,
    page_number: page.perPage > 0 ? Math.floor(page.start / page.perPage) + 1 : 1,
    items,
  };
}

type KindName = 'company' | 'officer' | 'disqualified';
const KIND_ORDER: readonly KindName[] = ['company', 'officer', 'disqualified'];

/**
 * Mixes the kinds' hit lists for /search. Hits sort by tier (number, exact name, starts
 * with, words); within a tier the kinds are interleaved in proportion to how many hits each
 * has there, so a tier with 9,000 companies and 1,000 officers shows about one officer in
 * ten. Each list is already in order, so the first `limit` mixed hits need at most `limit`
 * hits of each kind.
 */
export function mixHits(
  lists: readonly { kind: KindName; hits: readonly Hit[]; tierCounts: ReadonlyMap<Tier, number> }[],
  limit: number,
): { kind: KindName; hit: Hit }[] {
  const keyed = lists.flatMap(({ kind, hits, tierCounts }) => {
    const seen = new Map<Tier, number>();
    return hits.map((hit) => {
      const index = seen.get(hit.tier) ?? 0;
      seen.set(hit.tier, index + 1);
      const inTier = Math.max(tierCounts.get(hit.tier) ?? 0, index + 1);
      return { kind, hit, tier: hit.tier, share: (index + 0.5) / inTier };
    });
  });
  keyed.sort((a, b) => a.tier - b.tier || a.share - b.share || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return keyed.slice(0, limit).map(({ kind, hit }) => ({ kind, hit }));
}

export interface Search {
  searchAll(params: SearchParams): AllSearchResult | SearchOutOfRange;
  searchCompanies(params: SearchParams): CompanySearchResult | SearchOutOfRange;
  searchOfficers(params: SearchParams): OfficerSearchResult | SearchOutOfRange;
  searchDisqualifiedOfficers(params: SearchParams): DisqualifiedOfficerSearchResult | SearchOutOfRange;
}

/**
 * The search functions over a database whose search index buildSearchIndex has built.
 * Statements are prepared on first use. An empty or punctuation-only q (no words) gives an
 * empty result (total_results 0), not an error; a start_index at or past
 * SEARCH_RESULT_WINDOW returns a SearchOutOfRange marker (HTTP 416) instead of a body.
 */
export function createSearch(db: Database.Database): Search {
  const companies = companyStatements(db);
  const officers = personStatements(db, 'officers');
  const disqualified = personStatements(db, 'disqualified');
  const makeBuilders = () => ({
    company: companyItems(db),
    officer: officerItems(db),
    disqualified: disqualifiedItems(db),
  });
  type Builders = ReturnType<typeof makeBuilders>;
  let builders: Builders | undefined;
  const items = () => (builders ??= makeBuilders());

  // Changes since the index was built (overlay/); read inside each search's snapshot.
  const overlay = overlayOf(db);
  const rank = (kind: KindName, query: SearchQuery, restrictions?: string): Ranking => {
    if (query.matchWords.length === 0) return EMPTY_RANKING;
    const changed = overlay();
    if (kind === 'company') return rankCompanies(companies, query, parseRestrictions(restrictions), changed);
    return kind === 'officer'
      ? rankPeople(officers, query, changed.officers)
      : rankPeople(disqualified, query, changed.disqualified);
  };

  // Reading one page and its count from one snapshot, even while the index is rebuilt.
  const snapshot = db.transaction((work: () => unknown) => work());
  const read = <T>(work: () => T): T => {
    try {
      return db.inTransaction ? work() : (snapshot.deferred(work) as T);
    } catch (error) {
      if (error instanceof Error && /no such table: (\w+\.)?search_/.test(error.message)) {
        throw new Error(
          `The search index has not been built in this database (${error.message}): run buildSearchIndex(db) first`,
          { cause: error },
        );
      }
      throw error;
    }
  };

  /** One kind's search: rank, take the page's hits, count, build the page's items. */
  type BuildItems<Item> = (hits: readonly Hit[], words: readonly string[]) => Item[];
  const searchOne =
    <Kind extends string, Item>(kind: Kind, name: KindName, build: (built: Builders) => BuildItems<Item>) =>
    (params: SearchParams): SearchEnvelope<Kind, Item> | SearchOutOfRange => {
      const page = pageOf(params);
      if (isSearchOutOfRange(page)) return page;
      const query = parseSearchQuery(params.q);
      return read(() => {
        const ranking = rank(name, query, name === 'company' ? params.restrictions : undefined);
        const hits = ranking.take(page.end).slice(page.start);
        return envelope(kind, page, ranking.total(), build(items())(hits, query.words));
      });
    };

  return {
    searchCompanies: searchOne('search#companies', 'company', (built) => built.company),
    searchOfficers: searchOne('search#officers', 'officer', (built) => built.officer),
    searchDisqualifiedOfficers: searchOne(
      'search#disqualified-officers',
      'disqualified',
      (built) => built.disqualified,
    ),
    searchAll(params) {
      const page = pageOf(params);
      if (isSearchOutOfRange(page)) return page;
      const query = parseSearchQuery(params.q);
      return read(() => {
        const lists = KIND_ORDER.map((kind) => {
          const ranking = rank(kind, query);
          return { kind, ranking, hits: ranking.take(page.end), tierCounts: ranking.tierCounts() };
        });
        const mixed = mixHits(lists, page.end).slice(page.start);
        const total = Math.min(
          TOTAL_RESULTS_CAP,
          lists.reduce((sum, list) => sum + list.ranking.total(), 0),
        );
        const built = items();
        const pageItems: SearchItem[] = mixed
          .map(({ kind, hit }) => built[kind]([hit], query.words)[0])
          .filter((item) => item !== undefined);
        return envelope('search#all', page, total, pageItems);
      });
    },
  };
}
