// Page and filter state of a paged list, as the URL carries it (`?page=3&filter=active`).
// Shared by server pages (first render) and client components (page turns).
import { catalogue, type EndpointName, type ResourceOf } from '@/lib/registry/catalogue';
import { parseQuery, type QueryDefs, type QueryParamDef } from '@/lib/registry/params';

export interface PageState {
  page: number;
  pageSize: number;
  /** Filters as the URL carries them (`filter=active`, `category=accounts,officers`), only valid ones. */
  filters: Record<string, string>;
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export function urlSearchParamsOf(search: SearchParamsRecord | URLSearchParams): URLSearchParams {
  if (search instanceof URLSearchParams) return search;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (typeof value === 'string') params.set(name, value);
    else if (Array.isArray(value) && value[0] !== undefined) params.set(name, value[0]);
  }
  return params;
}

/**
 * Reads `page` and the named filters. A filter value the endpoint would reject is dropped
 * (a mistyped link shows the unfiltered list rather than an error).
 */
export function readPageState(
  search: SearchParamsRecord | URLSearchParams,
  pageSize: number,
  filterDefs: QueryDefs = {},
): PageState {
  const params = urlSearchParamsOf(search);
  const page = Math.min(100_000, Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1));
  const filters: Record<string, string> = {};
  for (const name of Object.keys(filterDefs)) {
    const value = params.get(name);
    if (!value) continue;
    try {
      parseQuery({ [name]: filterDefs[name]! }, new URLSearchParams({ [name]: value }));
      filters[name] = value;
    } catch {
      // an invalid filter is ignored
    }
  }
  return { page, pageSize, filters };
}

/** Whether two states name the same page of the same filtered list. */
export function samePageState(a: PageState, b: PageState): boolean {
  const names = Object.keys(a.filters);
  return (
    a.page === b.page &&
    a.pageSize === b.pageSize &&
    names.length === Object.keys(b.filters).length &&
    names.every((name) => a.filters[name] === b.filters[name])
  );
}

/** The registry query of a page: offsets from the page number, filters as given. */
export function pageQuery({ page, pageSize, filters }: PageState): Record<string, string | number> {
  return { ...filters, items_per_page: pageSize, start_index: (page - 1) * pageSize };
}

/** The URL of another page or filter set, keeping every other search parameter. */
export function pageHref(
  pathname: string,
  search: URLSearchParams,
  changes: Record<string, string | number | undefined>,
): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
    else next.set(name, String(value));
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** What reading a page of a list needs to know of the list (a list definition has these). */
/** What a list's rows are called: "charge", "charges". */
export interface Nouns {
  one: string;
  many: string;
}

export interface PagedList<N extends EndpointName = EndpointName> {
  endpoint: N;
  /** Rows per page: the catalogue's default for the endpoint, so server and browser ask for the same rows. */
  pageSize: number;
  /** Query parameters the address carries to the registry (filters, a search's `q`). */
  queryNames: readonly string[];
  total(data: ResourceOf<N>): number;
  /** The most rows anyone can page to (a search stops at about 1,000). */
  reachable?: number;
  /** What the rows are called; lists whose words depend on the page's context accept none here. */
  nouns(context: never, data?: ResourceOf<N>): Nouns;
}

/** The catalogue's default page size of a list endpoint. */
export function defaultPageSize(endpoint: EndpointName): number {
  const size = (catalogue[endpoint].query as { items_per_page?: { default?: number } }).items_per_page?.default;
  if (!size) throw new Error(`${endpoint} declares no default page size`);
  return size;
}

/** The catalogue's declarations of the named query parameters (names the endpoint does not declare are left out). */
export function queryDefsOf(endpoint: EndpointName, names: readonly string[]): QueryDefs {
  const declared = catalogue[endpoint].query as Record<string, QueryParamDef>;
  return Object.fromEntries(names.filter((name) => name in declared).map((name) => [name, declared[name]!]));
}

/** The page and filters an address asks of a list. */
export const readListState = (list: PagedList, search: SearchParamsRecord | URLSearchParams): PageState =>
  readPageState(search, list.pageSize, queryDefsOf(list.endpoint, list.queryNames));

/** Whether a page lies past the list's end (page 1 of an empty list is the empty list, not past it). */
export const isPastEnd = (state: Pick<PageState, 'page' | 'pageSize'>, total: number) =>
  state.page > 1 && (state.page - 1) * state.pageSize >= total;

export const lastPage = (pageSize: number, total: number) => Math.max(1, Math.ceil(total / pageSize));
