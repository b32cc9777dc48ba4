// The top of every company page: name, number, status and type, and the section tabs.
import type { CompanyProfile } from '@/lib/registry/schemas';
import { companySubtypeLabel, companyTypeLabel } from '@/lib/labels/company';
import { CompanyStatus } from './company-status';
import { CompanyTabs, type CompanySection } from './company-tabs';

/** The sections a company has, in the order the official register shows them. */
export function companySections(profile: CompanyProfile): CompanySection[] {
  const links = profile.links;
  const sections: (CompanySection | false)[] = [
    { path: '', label: 'Overview' },
    !!links.filing_history && { path: 'filing-history', label: 'Filing history' },
    !!links.officers && { path: 'officers', label: 'Officers', alsoFor: ['appointments'] },
    !!links.persons_with_significant_control && {
      path: 'persons-with-significant-control',
      label: profile.type === 'registered-overseas-entity' ? 'Beneficial owners' : 'Persons with significant control',
    },
    !!links.persons_with_significant_control_statements && {
      path: 'persons-with-significant-control-statements',
      label: 'PSC statements',
    },
    { path: 'ownership', label: 'Ownership' },
    { path: 'network', label: 'Connections' },
    !!links.charges && { path: 'charges', label: 'Charges' },
    !!links.insolvency && { path: 'insolvency', label: 'Insolvency' },
    !!links.registers && { path: 'registers', label: 'Registers' },
    !!links.uk_establishments && { path: 'uk-establishments', label: 'UK establishments' },
    !!links.exemptions && { path: 'exemptions', label: 'Exemptions' },
  ];
  return sections.filter((section): section is CompanySection => section !== false);
}

export function CompanyHeader({ profile }: { profile: CompanyProfile }) {
  const base = `/company/${profile.company_number}`;
  return (
    <header className="space-y-4">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{profile.company_name}</h1>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700 dark:text-slate-300">
          <span>
            Company number <strong className="font-mono">{profile.company_number}</strong>
          </span>
          <CompanyStatus status={profile.company_status} detail={profile.company_status_detail} />
          <span>
            {companyTypeLabel(profile.type)}
            {profile.subtype ? ` · ${companySubtypeLabel(profile.subtype)}` : ''}
          </span>
        </p>
      </div>
      <CompanyTabs base={base} sections={companySections(profile)} />
    </header>
  );
}
