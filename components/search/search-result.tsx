// One search result: the title linked to its page with the matched words marked, the
// company status, a description line (number and dates, appointments, birth) and the address.
import { RegistryLink } from '@/components/registry/registry-link';
import { CompanyStatus } from '@/components/company/company-status';
import { LinkPending } from '@/components/ui/link-pending';
import { Highlighted } from './highlighted';
import { searchResultKindLabels, type SearchHit } from './search-hit';

export function SearchResult({ hit, showKind }: { hit: SearchHit; showKind: boolean }) {
  return (
    <div className="space-y-1">
      {showKind && (
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {searchResultKindLabels[hit.kind]}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="min-w-0 text-base font-semibold break-words">
          <RegistryLink
            link={hit.href}
            className="text-blue-700 underline-offset-2 hover:underline dark:text-blue-400"
            otherwise={<Highlighted text={hit.title} matches={hit.titleMatches} />}
          >
            <Highlighted text={hit.title} matches={hit.titleMatches} />
            <LinkPending />
          </RegistryLink>
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
          {hit.kind === 'company' ? 'Matching previous name' : 'Also known as'}:{' '}
          <Highlighted text={hit.snippet} matches={hit.snippetMatches} />
        </p>
      )}
    </div>
  );
}
