// How a server page reads one page of a paged list: the page and filters from the address
// (only values the endpoint accepts), the registry's rows at that offset with the list's own
// page size, and a 404 problem for a page past the list's end that says how long the list is
// and links to its last page (ProblemState shows it).
import 'server-only';
import type { EndpointName, ParamsOf, ResourceOf } from '@/lib/registry/catalogue';
import { readWholeList } from '@/lib/query/whole-list';
import {
  hasRowFilters,
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
import { loadOptional, NOT_FOUND, type Loaded, type Problem } from './load';
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
  if (hasRowFilters(state)) return loadWholeList(list, params, state);
  const loaded = await loadOptional(list.endpoint, params, pageQuery(state));
  if (!loaded) return state.page > 1 ? { ok: false, state, problem: pastEnd(list, state, search, 0) } : undefined;
  if (!loaded.ok) return { ok: false, state, problem: loaded.problem };
  const data = loaded.result.data;
  const total = list.total(data);
  if (isPastEnd(state, total)) return { ok: false, state, problem: pastEnd(list, state, search, total, data) };
  return { ok: true, state, data, read: { stale: loaded.result.stale, ageSeconds: loaded.result.ageSeconds } };
}

/** A failed page of a whole read: what the list is then, not found or a problem. */
class PageNotRead extends Error {
  constructor(readonly loaded: Exclude<Loaded<EndpointName>, { ok: true }> | undefined) {
    super('a page of the list was not read');
  }
}

/**
 * The whole list, for the app's own row filters (the registry cannot apply them): every page at
 * the largest size (lib/query/whole-list.ts), rows merged; the list shows the rows the filters keep,
 * paged by itself, so a page past their end is an empty page of a filtered list, not a 404.
 */
async function loadWholeList<N extends EndpointName>(
  list: PagedList<N>,
  params: ParamsOf<N>,
  state: PageState,
): Promise<LoadedList<N> | undefined> {
  const reads: StaleRead[] = [];
  try {
    const data = await readWholeList(list.endpoint, list.total, state.filters, async (query) => {
      const loaded = await loadOptional(list.endpoint, params, query);
      if (!loaded?.ok) throw new PageNotRead(loaded);
      reads.push({ stale: loaded.result.stale, ageSeconds: loaded.result.ageSeconds });
      return loaded.result.data;
    });
    // The oldest copy speaks for the whole: one stale page makes the list stale.
    const read = reads.find((one) => one.stale) ?? reads[0]!;
    return { ok: true, state, data, read };
  } catch (error) {
    if (!(error instanceof PageNotRead)) throw error;
    return error.loaded ? { ok: false, state, problem: error.loaded.problem } : undefined;
  }
}
