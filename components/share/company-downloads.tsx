// The overview's list of downloads: each of the company's lists (officers, filings, charges,
// PSCs, statements) in full, as CSV or JSON. Only the lists the profile links to.
import type { CompanyProfile } from '@/lib/registry/schemas';
import { ExportLinks } from './export-links';

const LISTS = [
  { link: 'officers', path: 'officers', noun: 'officers' },
  { link: 'filing_history', path: 'filing-history', noun: 'filings' },
  { link: 'charges', path: 'charges', noun: 'charges' },
  { link: 'persons_with_significant_control', path: 'persons-with-significant-control', noun: 'people with significant control' },
  { link: 'persons_with_significant_control_statements', path: 'persons-with-significant-control-statements', noun: 'PSC statements' },
] as const;

export function CompanyDownloads({ profile }: { profile: CompanyProfile }) {
  const lists = LISTS.filter((list) => profile.links[list.link]);
  if (lists.length === 0) return null;
  return (
    <section aria-labelledby="downloads-heading" className="space-y-2 print:hidden">
      <h2 id="downloads-heading" className="text-lg font-semibold">
        Download
      </h2>
      <ul className="space-y-1.5">
        {lists.map((list) => (
          <li key={list.path}>
            <ExportLinks path={`/company/${profile.company_number}/${list.path}`} noun={list.noun} />
          </li>
        ))}
      </ul>
    </section>
  );
}
