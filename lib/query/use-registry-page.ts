'use client';
// Client-side page turns for paged registry lists. The server renders the first page (so
// every page is a deep link that works without JavaScript); after that, page and filter
// changes update the URL with history.pushState and fetch through React Query, keeping the
// previous rows on screen and prefetching the next page once the reader nears the page links.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import type { EndpointName, ParamsOf, ResourceOf } from '@/lib/registry/catalogue';
import { toSearchParams, type QueryDefs } from '@/lib/registry/params';
import {
  hasRowFilters,
  pageQuery,
  readPageState,
  sameRegistryFilters,
  samePageState,
  type PageState,
  type RowFilterValues,
} from './page-state';
import { budgetLowLately, fetchResource, type QueryArgs } from './proxy-fetch';
import { getQueryClient } from './query-client';
import { registryKey, registryQuery } from './registry-query';
import { readWholeList } from './whole-list';

export function useRegistryPage<N extends EndpointName>(
  name: N,
  params: ParamsOf<N>,
  options: {
    pageSize: number;
    /** The endpoint's declarations of the query parameters the URL may carry as filters. */
    queryDefs?: QueryDefs;
    /** The app's own row filters the URL may carry: with one set, the list is read whole. */
    rowFilterValues?: RowFilterValues;
    /** The page the server rendered, and the state it was rendered for. */
    initial: { state: PageState; data: ResourceOf<N> };
    /** Total rows, to know whether a next page exists. */
    total: (data: ResourceOf<N>) => number;
  },
) {
  const search = useSearchParams();
  const queryClient = getQueryClient();
  const { pageSize, queryDefs = {}, rowFilterValues = {}, initial, total } = options;
  // The definitions are rebuilt on each render; the names (and row filters' values) they declare are what matters.
  const defsKey = `${Object.keys(queryDefs).join(',')};${JSON.stringify(rowFilterValues)}`;
  const defs = useMemo(() => ({ queryDefs, rowFilterValues }), [defsKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const state = useMemo(
    () => readPageState(new URLSearchParams(search.toString()), pageSize, defs.queryDefs, defs.rowFilterValues),
    [search, pageSize, defs],
  );
  const query = pageQuery(state);
  // With a row filter the list is read whole, once for its registry filters: changing the row
  // filter or the page then reads nothing more.
  const whole = hasRowFilters(state);
  const isInitial = whole
    ? hasRowFilters(initial.state) && sameRegistryFilters(state, initial.state)
    : samePageState(state, initial.state);

  const result = useQuery<ResourceOf<N>>(
    {
      queryKey: whole
        ? ['registry-whole', name, params, toSearchParams(state.filters).toString()]
        : registryKey(name, params, query),
      queryFn: ({ signal }) =>
        whole
          ? readWholeList(name, total, state.filters, (page) => fetchResource(name, params, page, signal))
          : fetchResource(name, params, query, signal),
      initialData: isInitial ? initial.data : undefined,
      placeholderData: keepPreviousData,
    },
    queryClient,
  );

  const data = result.data ?? initial.data;
  const hasNext = state.page * pageSize < total(data);
  const nextKey = JSON.stringify(pageQuery({ ...state, page: state.page + 1 }));
  // The next page is fetched when the reader nears the page links (the table passes this to
  // Pagination's onApproach), not as soon as the page loads: a prefetch on load competes with
  // the page's own start-up, and most readers of page 1 never turn it.
  const ready = !whole && hasNext && result.isSuccess && !result.isPlaceholderData;
  const prefetchNext = useCallback(() => {
    if (!ready || budgetLowLately()) return;
    void queryClient.prefetchQuery(registryQuery(name, params, JSON.parse(nextKey) as QueryArgs));
  }, [ready, nextKey, name, params, queryClient]);

  /** Moves to another URL of the same list without a server round trip. */
  const navigate = useCallback((href: string) => {
    window.history.pushState(null, '', href);
  }, []);

  return {
    state,
    data,
    isFetching: result.isFetching,
    isPlaceholder: result.isPlaceholderData,
    error: result.error,
    refetch: result.refetch,
    navigate,
    prefetchNext,
  };
}
