// The definitions of the four search result lists (everything, companies, officers,
// disqualified officers): one result per row as text with its matches marked, 20 a page up to
// the registry's reach, and the export fields of each kind (lib/export/lists/search.ts).
import { defineList, type ListColumn } from '@/components/lists/define-list';
import { searchExports } from '@/lib/export/lists/search';
import type { ResourceOf } from '@/lib/registry/catalogue';
import { SearchResult } from './search-result';
import { toSearchHit, type SearchItem } from './search-hit';
import {
  SEARCH_REACH,
  searchKindNoun,
  searchKindNouns,
  type SearchEndpoint,
  type SearchKind,
} from '@/lib/search/search-state';

export interface SearchContext {
  q: string;
  kind: SearchKind;
}

type Row<N extends SearchEndpoint> = ResourceOf<N>['items'][number];

function resultColumn<N extends SearchEndpoint>(): ListColumn<Row<N>, SearchContext> {
  return {
    key: 'result',
    header: 'Result',
    cell: (item, { kind }) => <SearchResult hit={toSearchHit(item as SearchItem)} showKind={kind === 'all'} />,
  };
}

function searchList<N extends SearchEndpoint>(
  endpoint: N,
  kind: SearchKind,
  exported: ListColumn<Row<N>, SearchContext>['export'],
) {
  const many = searchKindNouns[kind];
  return defineList<N, SearchContext>({
    endpoint,
    params: () => ({}) as never,
    filters: [],
    carries: ['q'],
    total: (data) => data.total_results,
    reachable: SEARCH_REACH,
    rowKey: (item) => toSearchHit(item as SearchItem).key,
    layout: 'list',
    nouns: () => ({ one: searchKindNoun[kind], many }),
    caption: ({ q }) => `Results for “${q}”`,
    heading: (data) => `${data.total_results.toLocaleString('en-GB')} result${data.total_results === 1 ? '' : 's'}`,
    intro: (data) =>
      data.total_results > SEARCH_REACH && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The register shows the first {SEARCH_REACH.toLocaleString('en-GB')} of them; add words to narrow the search.
        </p>
      ),
    pagesLabel: () => 'Result pages',
    empty: ({ filters }) => ({ title: `No ${many} match “${filters.q ?? ''}”` }),
    columns: [resultColumn<N>(), { key: 'fields', header: 'Fields', export: exported }],
  });
}

export const searchLists = {
  all: searchList('searchAll', 'all', searchExports.searchAll.fields),
  companies: searchList('searchCompanies', 'companies', searchExports.searchCompanies.fields),
  officers: searchList('searchOfficers', 'officers', searchExports.searchOfficers.fields),
  'disqualified-officers': searchList(
    'searchDisqualifiedOfficers',
    'disqualified-officers',
    searchExports.searchDisqualifiedOfficers.fields,
  ),
} as const;
