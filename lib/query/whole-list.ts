// A list read whole, for the app's own row filters (components/lists/define-list.ts: an
// officer's identity verification): the registry cannot filter by them, so the list is read at
// the endpoint's largest page size, page after page, up to WHOLE_LIST_MAX_CALLS calls (one for
// almost every company: 100 officers or PSCs a call), and its rows merged into one answer of the
// list's own shape. The server page and the browser read it the same way.
import { catalogue, type EndpointName, type ResourceOf } from '@/lib/registry/catalogue';

/** The most registry calls one whole read makes: up to 500 rows of a list read 100 at a time. */
export const WHOLE_LIST_MAX_CALLS = 5;

/** The endpoint's largest page: fewest calls for the whole list. */
export function wholeListPageSize(endpoint: EndpointName): number {
  const size = (catalogue[endpoint].query as { items_per_page?: { default?: number; max?: number } }).items_per_page;
  return size?.max ?? size?.default ?? 100;
}

export type WholeListQuery = Record<string, string | number>;

/**
 * Reads every page of a list with the registry's `filters` through `read` (the gateway on the
 * server, the proxy in the browser) until the list's count (`total`) is read, a page comes back
 * empty, or WHOLE_LIST_MAX_CALLS calls were made; the answer is the first page's, holding every
 * row read (fewer than `total` when the calls ran out: the view says so).
 */
export async function readWholeList<N extends EndpointName>(
  endpoint: N,
  total: (data: ResourceOf<N>) => number,
  filters: Readonly<Record<string, string>>,
  read: (query: WholeListQuery) => Promise<ResourceOf<N>>,
): Promise<ResourceOf<N>> {
  const size = wholeListPageSize(endpoint);
  let first: ResourceOf<N> | undefined;
  const items: unknown[] = [];
  for (let call = 0; call < WHOLE_LIST_MAX_CALLS; call++) {
    const data = await read({ ...filters, items_per_page: size, start_index: items.length });
    first ??= data;
    const rows = (data as { items?: unknown[] }).items ?? [];
    items.push(...rows);
    if (rows.length === 0 || items.length >= total(first)) break;
  }
  return { ...first!, items, start_index: 0 } as ResourceOf<N>;
}
