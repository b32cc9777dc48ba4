'use client';
// The results of one search: the count, the results with their matches marked, and pages
// (20 a page, never past the registry's reach). The server renders the first page; page
// turns then happen in the browser through React Query, as every paged list does.
import { useRef } from 'react';
import { ListToolbar } from '@/components/registry/list-toolbar';
import { Pagination } from '@/components/ui/pagination';
import type { PageState } from '@/lib/query/page-state';
import { usePageHref } from '@/lib/query/use-page-href';
import { useRegistryPage } from '@/lib/query/use-registry-page';
import { catalogue, type ResourceOf } from '@/lib/registry/catalogue';
import { NoMatches } from './search-messages';
import { SearchResult } from './search-result';
import { toSearchHit } from './search-hit';
import { SEARCH_PAGE_SIZE, SEARCH_REACH, searchEndpoints, searchKindNouns, type SearchEndpoint, type SearchKind } from './search-state';

export type SearchResponse = ResourceOf<SearchEndpoint>;

export function SearchResults({ q, kind, initial }: { q: string; kind: SearchKind; initial: { state: PageState; data: SearchResponse } }) {
  const href = usePageHref();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRegistryPage(searchEndpoints[kind], {}, {
    pageSize: SEARCH_PAGE_SIZE,
    filterNames: ['q'],
    initial,
    total: (data) => data.total_results,
  });
  const { data, state } = list;
  const total = data.total_results;
  const hits = (data.items as Parameters<typeof toSearchHit>[0][]).map(toSearchHit);

  // A page turn keeps the reader where the new results start.
  const navigate = (href: string) => {
    list.navigate(href);
    if (heading.current && heading.current.getBoundingClientRect().top < 0) heading.current.scrollIntoView({ block: 'start' });
  };

  if (total === 0 && hits.length === 0) return <NoMatches q={q} kind={kind} />;

  return (
    <section aria-labelledby="results-heading" className="space-y-2">
      <h2 id="results-heading" ref={heading} className="scroll-mt-4 text-lg font-semibold">
        {total.toLocaleString('en-GB')} result{total === 1 ? '' : 's'}
      </h2>
      {total > SEARCH_REACH && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The register shows the first {SEARCH_REACH.toLocaleString('en-GB')} of them; add words to narrow the search.
        </p>
      )}
      <ListToolbar list={list} download={{ path: catalogue[searchEndpoints[kind]].path, query: state.filters, noun: searchKindNouns[kind] }} />
      <ol className={`divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800 ${list.isPlaceholder ? 'opacity-60 transition-opacity' : ''}`}>
        {hits.map((hit) => (
          <SearchResult key={hit.key} hit={hit} showKind={kind === 'all'} />
        ))}
      </ol>
      <Pagination
        window={{ page: state.page, pageSize: SEARCH_PAGE_SIZE, total }}
        reachable={SEARCH_REACH}
        hrefForPage={(page) => href({ page })}
        noun="results"
        label="Result pages"
        onNavigate={navigate}
        onApproach={list.prefetchNext}
      />
    </section>
  );
}
