// Tabs for the kinds of search; each is a link that keeps the search term.
import { Tabs } from '@/components/ui/tabs';
import { SEARCH_KINDS, searchHref, searchKindLabels, type SearchKind } from '@/lib/search/search-state';

export function SearchTabs({ q, kind }: { q: string; kind: SearchKind }) {
  const tabs = SEARCH_KINDS.map((each) => ({ href: searchHref({ q, kind: each }), label: searchKindLabels[each], current: each === kind }));
  return <Tabs label="What to search" tabs={tabs} />;
}
