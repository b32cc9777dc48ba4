// How a server page reads one page of a paged list: the page and filters from the address
// (only values the endpoint accepts), the registry's rows at that offset with the list's own
// page size, and a 404 for a page past the list's end (the segment's not-found page then says
// how long the list is and links to its last page: components/lists/list-not-found.tsx).
import 'server-only';
import { notFound } from 'next/navigation';
import type { EndpointName, ParamsOf, ResourceOf } from '@/lib/registry/catalogue';
import {
  isPastEnd,
  pageQuery,
  readListState,
  type PagedList,
  type PageState,
  type SearchParamsRecord,
} from '@/lib/query/page-state';
import { loadOptional, type Problem } from './load';
import type { StaleRead } from './stale';

export type LoadedList<N extends EndpointName> =
  | {
      ok: true;
      state: PageState;
      data: ResourceOf<N>;
      /** Whether the rows came from the gateway's stale copy, for StaleNotice. */ read: StaleRead;
    }
  | { ok: false; state: PageState; problem: Problem };

/** The page the address asks for; `notFound()` when the registry has no such list, or the page lies past its end. */
export async function loadListPage<N extends EndpointName>(
  list: PagedList<N>,
  params: ParamsOf<N>,
  search: SearchParamsRecord | URLSearchParams,
): Promise<LoadedList<N>> {
  return (await loadOptionalListPage(list, params, search)) ?? notFound();
}

/**
 * Like `loadListPage`, for lists the registry answers 404 for when they are empty (a company
 * without charges): undefined then, on the first page; any later page is past the end.
 */
export async function loadOptionalListPage<N extends EndpointName>(
  list: PagedList<N>,
  params: ParamsOf<N>,
  search: SearchParamsRecord | URLSearchParams,
): Promise<LoadedList<N> | undefined> {
  const state = readListState(list, search);
  const loaded = await loadOptional(list.endpoint, params, pageQuery(state));
  if (!loaded) return state.page > 1 ? notFound() : undefined;
  if (!loaded.ok) return { ok: false, state, problem: loaded.problem };
  const data = loaded.result.data;
  if (isPastEnd(state, list.total(data))) notFound();
  return { ok: true, state, data, read: { stale: loaded.result.stale, ageSeconds: loaded.result.ageSeconds } };
}
