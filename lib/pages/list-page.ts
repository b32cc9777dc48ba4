// How a server page reads one page of a paged list: the page and filters from the address
// (only values the endpoint accepts), the registry's rows at that offset with the list's own
// page size, and a 404 problem for a page past the list's end that says how long the list is
// and links to its last page (ProblemState shows it).
import 'server-only';
import type { EndpointName, ParamsOf, ResourceOf } from '@/lib/registry/catalogue';
import {
  isPastEnd,
  lastPage,
  pageHref,
  pageQuery,
  readListState,
  type PagedList,
  type Nouns,
  type PageState,
  type SearchParamsRecord,
  urlSearchParamsOf,
} from '@/lib/query/page-state';
import { loadOptional, NOT_FOUND, type Problem } from './load';
import type { StaleRead } from './stale';

export type LoadedList<N extends EndpointName> =
  | {
      ok: true;
      state: PageState;
      data: ResourceOf<N>;
      /** Whether the rows came from the gateway's stale copy, for StaleNotice. */ read: StaleRead;
    }
  | { ok: false; state: PageState; problem: Problem };

/** The page the address asks for; a 404 problem when the registry has no such list, or the page lies past its end. */
export async function loadListPage<N extends EndpointName>(
  list: PagedList<N>,
  params: ParamsOf<N>,
  search: SearchParamsRecord | URLSearchParams,
): Promise<LoadedList<N>> {
  return (
    (await loadOptionalListPage(list, params, search)) ?? {
      ok: false,
      state: readListState(list, search),
      problem: NOT_FOUND,
    }
  );
}

/**
 * A page past the end of a list of `total` rows (`reachable` of them can be paged to). The link
 * is relative: the same address at the last page.
 */
export function pastEndProblem(
  { total, pageSize, nouns, reachable }: { total: number; pageSize: number; nouns: Nouns; reachable?: number },
  search: SearchParamsRecord | URLSearchParams,
): Problem {
  const last = lastPage(pageSize, Math.min(total, reachable ?? total));
  return {
    kind: 'past-end',
    status: 404,
    title: 'That page is past the end of the list',
    message: 'The list is shorter than this page number.',
    pastEnd: { total, lastPage: last, nouns, href: pageHref('', urlSearchParamsOf(search), { page: last }) || '?' },
  };
}

function pastEnd<N extends EndpointName>(
  list: PagedList<N>,
  state: PageState,
  search: SearchParamsRecord | URLSearchParams,
  total: number,
  data?: ResourceOf<N>,
): Problem {
  const nouns = list.nouns({} as never, data);
  return pastEndProblem({ total, pageSize: state.pageSize, nouns, reachable: list.reachable }, search);
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
  if (!loaded) return state.page > 1 ? { ok: false, state, problem: pastEnd(list, state, search, 0) } : undefined;
  if (!loaded.ok) return { ok: false, state, problem: loaded.problem };
  const data = loaded.result.data;
  const total = list.total(data);
  if (isPastEnd(state, total)) return { ok: false, state, problem: pastEnd(list, state, search, total, data) };
  return { ok: true, state, data, read: { stale: loaded.result.stale, ageSeconds: loaded.result.ageSeconds } };
}
