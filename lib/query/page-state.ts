// Page and filter state of a paged list, as the URL carries it (`?page=3&filter=active`).
// Shared by server pages (first render) and client components (page turns).
import { catalogue, type EndpointName, type ResourceOf } from '@/lib/registry/catalogue';
import { parseQuery, type QueryDefs, type QueryParamDef } from '@/lib/registry/params';

export interface PageState {
  page: number;
  pageSize: number;
  /** Filters as the URL carries them (`filter=active`, `category=accounts,officers`), only valid ones. */
  filters: Record<string, string>;
  /**
   * Filters the app applies to the rows itself (`identity=overdue`): the registry has no such
   * parameter, so they never reach it; the list is then read whole and the rows kept are paged
   * here (components/lists/define-list.ts). Absent when none is set.
   */
  rowFilters?: Record<string, string>;
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

/** The app's own row filters a list offers: name → the values it takes. */
export type RowFilterValues = Readonly<Record<string, readonly string[]>>;

/**
 * Reads `page`, the named filters and the list's own row filters. A filter value the endpoint
 * (or the row filter) would reject is dropped (a mistyped link shows the unfiltered list rather
 * than an error).
 */
export function readPageState(
  search: SearchParamsRecord | URLSearchParams,
  pageSize: number,
  filterDefs: QueryDefs = {},
  rowFilterValues: RowFilterValues = {},
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
  const rowFilters: Record<string, string> = {};
  for (const [name, values] of Object.entries(rowFilterValues)) {
    const value = params.get(name);
    if (value && values.includes(value)) rowFilters[name] = value;
  }
  return { page, pageSize, filters, ...(Object.keys(rowFilters).length > 0 ? { rowFilters } : {}) };
}

/** Whether the state asks for any of the app's own row filters. */
export const hasRowFilters = (state: Pick<PageState, 'rowFilters'>): boolean =>
  Object.keys(state.rowFilters ?? {}).length > 0;

const sameRecord = (a: Record<string, string> = {}, b: Record<string, string> = {}) => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
};

/** Whether two states name the same page of the same filtered list. */
export function samePageState(a: PageState, b: PageState): boolean {
  return (
    a.page === b.page &&
    a.pageSize === b.pageSize &&
    sameRecord(a.filters, b.filters) &&
    sameRecord(a.rowFilters, b.rowFilters)
  );
}

/** Whether two states read the same rows from the registry (their registry filters agree; pages and row filters aside). */
export const sameRegistryFilters = (a: PageState, b: PageState): boolean => sameRecord(a.filters, b.filters);

/** The registry query of a page: offsets from the page number, filters as given (row filters are the app's, not sent). */
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
  /** The app's own row filters and their values (`identity`: verified, due…): in the address, never sent to the registry. */
  rowFilterValues?: RowFilterValues;
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
  readPageState(search, list.pageSize, queryDefsOf(list.endpoint, list.queryNames), list.rowFilterValues);

/** Whether a page lies past the list's end (page 1 of an empty list is the empty list, not past it). */
export const isPastEnd = (state: Pick<PageState, 'page' | 'pageSize'>, total: number) =>
  state.page > 1 && (state.page - 1) * state.pageSize >= total;

export const lastPage = (pageSize: number, total: number) => Math.max(1, Math.ceil(total / pageSize));
