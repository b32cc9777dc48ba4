// What a search URL says (`/search?q=…&kind=officers&page=3`) and the links between its
// views: the kinds of search, their endpoints, and how far the registry lets a search page.
import { normaliseCompanyNumber } from '@/lib/registry/company-number';

export const SEARCH_KINDS = ['all', 'companies', 'officers', 'disqualified-officers'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type SearchEndpoint = 'searchAll' | 'searchCompanies' | 'searchOfficers' | 'searchDisqualifiedOfficers';

export const searchEndpoints: Record<SearchKind, SearchEndpoint> = {
  all: 'searchAll',
  companies: 'searchCompanies',
  officers: 'searchOfficers',
  'disqualified-officers': 'searchDisqualifiedOfficers',
};

export const searchKindLabels: Record<SearchKind, string> = {
  all: 'All',
  companies: 'Companies',
  officers: 'Officers',
  'disqualified-officers': 'Disqualified officers',
};

/** The noun for results of a kind, plural: "No companies match …". */
export const searchKindNouns: Record<SearchKind, string> = {
  all: 'results',
  companies: 'companies',
  officers: 'officers',
  'disqualified-officers': 'disqualified officers',
};

/** The noun for one result of a kind: "1 company". */
export const searchKindNoun: Record<SearchKind, string> = {
  all: 'result',
  companies: 'company',
  officers: 'officer',
  'disqualified-officers': 'disqualified officer',
};

export const SEARCH_PAGE_SIZE = 20;

/** The registry answers 416 from this offset on: only the first 1,000 results of a search can be reached. */
export const SEARCH_REACH = 1000;

export function readSearchKind(value: string | string[] | undefined | null): SearchKind {
  const kind = Array.isArray(value) ? value[0] : value;
  return SEARCH_KINDS.find((known) => known === kind) ?? 'all';
}

/** The last page a search can show: the registry stops at SEARCH_REACH results, however many match. */
export function lastReachablePage(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.min(total, SEARCH_REACH) / pageSize));
}

/** Whether a page starts before the registry's limit (page 51 of 20 starts at 1,000: out of reach). */
export const isReachablePage = (page: number, pageSize = SEARCH_PAGE_SIZE) => (page - 1) * pageSize < SEARCH_REACH;

/** The URL of a search view; `all` and page 1 are the defaults and stay out of it. */
export function searchHref({ q, kind = 'all', page = 1 }: { q?: string; kind?: SearchKind; page?: number }): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (kind !== 'all') params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/**
 * The company number a search term names, if it looks like one ("6400", "sc123456",
 * "SC 123456"), or null for anything else. A term without a digit is never a number, so
 * an eight-letter word ("BARCLAYS") stays a name search.
 */
export function companyNumberQuery(q: string): string | null {
  const term = q.trim();
  if (!/\d/.test(term) || !/^[A-Za-z0-9 ]+$/.test(term)) return null;
  return normaliseCompanyNumber(term);
}
