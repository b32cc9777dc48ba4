// The /screen/{run_id} page's address: filters, sort and page, read leniently (a value the page
// does not know is left out, never an error page) into the same query the results API reads,
// and the address of the page with one of them changed. The page number is in the address, so
// a link to page 2 of a filtered run opens page 2 of it.
import { MATCH_KINDS, SORT_KEYS, type ResultsQuery, type SortKey } from './view';
import { SIGNAL_CODES, type SignalCode } from '@/lib/signals/rules';
import type { MatchHow } from './match';

export type PageParams = Record<string, string | string[] | undefined>;

/** Rows on a page of the run. */
export const RUN_PAGE_SIZE = 50;

export interface RunPageQuery {
  query: ResultsQuery;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function readRunPage(params: PageParams): RunPageQuery {
  const how = first(params.match);
  const status = first(params.status);
  const signal = first(params.signal);
  const sort = first(params.sort);
  const page = Number(first(params.page));
  const query: ResultsQuery = {
    sort: SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : 'line',
    order: first(params.order) === 'desc' ? 'desc' : 'asc',
    start_index: 0,
    items_per_page: RUN_PAGE_SIZE,
  };
  if (how && MATCH_KINDS.includes(how as MatchHow)) query.how = how as MatchHow;
  if (status && /^[a-z-]{2,40}$/.test(status)) query.status = status;
  if (signal === 'any' || SIGNAL_CODES.includes(signal as SignalCode)) query.signal = signal as ResultsQuery['signal'];
  if (first(params.changed) === '1') query.changed = true;
  const pageNumber = Number.isInteger(page) && page >= 1 && page <= 1_000 ? page : 1;
  query.start_index = (pageNumber - 1) * RUN_PAGE_SIZE;
  return { query, page: pageNumber };
}

/** The page's query string for a query and page (defaults left out). */
export function runPageSearch(query: ResultsQuery, page = 1): string {
  const params = new URLSearchParams();
  if (query.how) params.set('match', query.how);
  if (query.status) params.set('status', query.status);
  if (query.signal) params.set('signal', query.signal);
  if (query.changed) params.set('changed', '1');
  if (query.sort !== 'line') params.set('sort', query.sort);
  if (query.order !== 'asc') params.set('order', query.order);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The same query with some filters changed (back to page 1). */
export function withFilter(query: ResultsQuery, change: Partial<ResultsQuery>): string {
  const next: ResultsQuery = { ...query, ...change };
  for (const key of ['how', 'status', 'signal', 'changed'] as const) if (next[key] === undefined) delete next[key];
  return runPageSearch(next, 1);
}

/** The results API's query string of the page's filters and sort, for the exports of the whole run. */
export function exportSearch(query: ResultsQuery, format: 'csv' | 'xlsx' | 'json'): string {
  const params = new URLSearchParams({ format });
  if (query.how) params.set('match', query.how);
  if (query.status) params.set('status', query.status);
  if (query.signal) params.set('signal', query.signal);
  if (query.changed) params.set('changed', '1');
  if (query.sort !== 'line') params.set('sort', query.sort);
  if (query.order !== 'asc') params.set('order', query.order);
  if (format === 'json') params.set('items_per_page', '10000');
  return `?${params.toString()}`;
}
