// One search result: the title linked to its page with the matched words marked, the
// company status, a description line (number and dates, appointments, birth) and the address.
import Link from 'next/link';
import { CompanyStatus } from '@/components/company/company-status';
import { LinkPending } from '@/components/ui/link-pending';
import { Skeleton } from '@/components/ui/states';
import { Highlighted } from './highlighted';
import { searchResultKindLabels, type SearchHit } from './search-hit';

export function SearchResult({ hit, showKind }: { hit: SearchHit; showKind: boolean }) {
  return (
    <div className="space-y-1">
      {showKind && <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">{searchResultKindLabels[hit.kind]}</p>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="min-w-0 text-base font-semibold break-words">
          <Link href={hit.href} className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-400">
            <Highlighted text={hit.title} matches={hit.titleMatches} />
            <LinkPending />
          </Link>
        </h3>
        {hit.status && <CompanyStatus status={hit.status} />}
      </div>
      {hit.description && <p className="text-sm text-slate-700 dark:text-slate-300">{hit.description}</p>}
      {hit.address && (
        <p className="text-sm break-words text-slate-600 dark:text-slate-400">
          <Highlighted text={hit.address} matches={hit.addressMatches} />
        </p>
      )}
      {hit.snippet && (
        <p className="text-sm break-words text-slate-600 dark:text-slate-400">
          {hit.kind === 'company' ? 'Matching previous name' : 'Also known as'}: <Highlighted text={hit.snippet} matches={hit.snippetMatches} />
        </p>
      )}
    </div>
  );
}

export function SearchResultsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="space-y-4" aria-hidden="true">
      <Skeleton className="h-6 w-40" />
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="space-y-2 py-4">
            <Skeleton className="h-5 w-2/3 sm:w-1/3" />
            <Skeleton className="h-4 w-1/2 sm:w-1/4" />
            <Skeleton className="h-4 w-3/4 sm:w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
