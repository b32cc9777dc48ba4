// Page and filter state of a paged list, as the URL carries it (`?page=3&filter=active`).
// Shared by server pages (first render) and client components (page turns).
import { parseQuery, type QueryDefs } from '@/lib/registry/params';

export interface PageState {
  page: number;
  pageSize: number;
  /** Filters as the URL carries them (`filter=active`, `category=accounts,officers`), only valid ones. */
  filters: Record<string, string>;
}

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

export function toSearchParams(search: SearchParamsRecord | URLSearchParams): URLSearchParams {
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
  const params = toSearchParams(search);
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

/** The registry query of a page: offsets from the page number, filters as given. */
export function pageQuery({ page, pageSize, filters }: PageState): Record<string, string | number> {
  return { ...filters, items_per_page: pageSize, start_index: (page - 1) * pageSize };
}

/** The URL of another page or filter set, keeping every other search parameter. */
export function pageHref(pathname: string, search: URLSearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name);
    else next.set(name, String(value));
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
