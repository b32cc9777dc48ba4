'use client';
// The results of one search in the browser: the one list component with the definition of the
// kind searched (components/search/search-list-definitions.tsx).
import { RegistryList } from '@/components/lists/registry-list';
import type { PageState } from '@/lib/query/page-state';
import type { ResourceOf } from '@/lib/registry/catalogue';
import { searchLists } from './search-list-definitions';
import type { SearchEndpoint, SearchKind } from '@/lib/search/search-state';

export type SearchResponse = ResourceOf<SearchEndpoint>;

export function SearchTable({
  q,
  kind,
  initial,
}: {
  q: string;
  kind: SearchKind;
  initial: { state: PageState; data: SearchResponse };
}) {
  const definition = searchLists[kind] as (typeof searchLists)['all'];
  return (
    <RegistryList
      definition={definition}
      context={{ q, kind }}
      initial={initial as { state: PageState; data: ResourceOf<'searchAll'> }}
    />
  );
}
