// The overview's list of downloads: each of the company's lists (officers, filings, charges,
// PSCs, statements) in full, as CSV or JSON. Only the lists the profile links to.
import { isOverseasEntity, pscNouns } from '@/lib/psc/psc-model';
import type { CompanyProfile } from '@/lib/registry/schemas';
import { ExportLinks } from './export-links';

const LISTS = [
  { link: 'officers', path: 'officers', noun: 'officers' },
  { link: 'filing_history', path: 'filing-history', noun: 'filings' },
  { link: 'charges', path: 'charges', noun: 'charges' },
  { link: 'persons_with_significant_control', path: 'persons-with-significant-control', noun: 'psc' },
  {
    link: 'persons_with_significant_control_statements',
    path: 'persons-with-significant-control-statements',
    noun: 'statements',
  },
] as const;

/** "persons with significant control", or "beneficial owners" for an overseas entity. */
function nounOf(noun: (typeof LISTS)[number]['noun'], profile: CompanyProfile): string {
  const overseasEntity = isOverseasEntity(profile.type);
  if (noun === 'psc') return pscNouns(overseasEntity).many;
  if (noun === 'statements') return overseasEntity ? 'beneficial owner statements' : 'PSC statements';
  return noun;
}

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
            <ExportLinks path={`/company/${profile.company_number}/${list.path}`} noun={nounOf(list.noun, profile)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
