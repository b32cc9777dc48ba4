// What the search page says when there is nothing to list: no query yet, no matches,
// or a page past the registry's reach.
import Link from 'next/link';
import { EmptyState } from '@/components/ui/states';
import { SEARCH_REACH, searchHref, searchKindNouns, type SearchKind } from '@/lib/search/search-state';

export function NoMatches({ q, kind }: { q: string; kind: SearchKind }) {
  return (
    <EmptyState title={`No ${searchKindNouns[kind]} match “${q}”`}>
      <ul className="mx-auto mt-2 max-w-md list-disc space-y-1 pl-5 text-left">
        <li>Check the spelling, or use fewer words: the start of a word is enough (“hart” finds Hartwell).</li>
        <li>Search a company by its number, for example 00006400 or SC123456.</li>
        <li>For a person, try the surname alone.</li>
        {kind !== 'all' && (
          <li>
            <Link className="text-blue-700 underline dark:text-blue-400" href={searchHref({ q })}>
              Search everything for “{q}”
            </Link>
          </li>
        )}
      </ul>
    </EmptyState>
  );
}

/** A page past what the registry returns: 404, as a page past the end of any list is. */
export function OutOfReach({ q, kind }: { q: string; kind: SearchKind }) {
  return (
    <div data-problem-status="404">
      <EmptyState title="That page is past the end of what a search can show">
        <p>
          The register only returns the first {SEARCH_REACH.toLocaleString('en-GB')} results of a search. Add words to
          narrow it, or{' '}
          <Link className="text-blue-700 underline dark:text-blue-400" href={searchHref({ q, kind })}>
            go back to the first page
          </Link>
          .
        </p>
      </EmptyState>
    </div>
  );
}
