// Tabs for the kinds of search; each is a link that keeps the search term.
import { Tabs } from '@/components/ui/tabs';
import { SEARCH_KINDS, searchHref, searchKindLabels, type SearchKind } from '@/lib/search/search-state';
import { REGISTER_VIEWS, registerViewHref, registerViewLabels, type RegisterView } from './register-views';

export function SearchTabs({ q, kind, view }: { q: string; kind: SearchKind; view?: RegisterView }) {
  const tabs = [
    ...SEARCH_KINDS.map((each) => ({
      href: searchHref({ q, kind: each }),
      label: searchKindLabels[each],
      current: !view && each === kind,
    })),
    // Views of the register by name: dissolved companies, and a name's neighbours A–Z.
    ...REGISTER_VIEWS.map((each) => ({
      href: registerViewHref(each, q),
      label: registerViewLabels[each],
      current: each === view,
    })),
  ];
  return <Tabs label="What to search" tabs={tabs} />;
}
