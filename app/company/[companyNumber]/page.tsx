// /company/{n} – the company overview.
import type { Metadata } from 'next';
import { CompanyOverview } from '@/components/company/company-overview';
import { NetAssetsLine } from '@/components/financials/net-assets-line';
import { RecentChanges } from '@/components/changes/recent-changes';
import { DisqualifiedOfficersLine } from '@/components/officers/disqualified-officers-line';
import { OwnershipLine } from '@/components/ownership/ownership-line';
import { IdentityLine } from '@/components/verification/identity-line';
import { SignalsPanel } from '@/components/signals/signals-panel';
import { ProblemState } from '@/components/registry/problem-state';
import { CompanyDownloads } from '@/components/share/company-downloads';
import { companyPageMetadata } from '@/lib/pages/company-metadata';
import { load } from '@/lib/pages/load';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

interface Props {
  params: Promise<{ companyNumber: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return companyPageMetadata((await params).companyNumber);
}

export default async function CompanyOverviewPage({ params }: Props) {
  const { companyNumber } = await params;
  const loaded = await load('companyProfile', { company_number: companyNumber });
  if (!loaded.ok) return <ProblemState problem={loaded.problem} />;
  return (
    <div className="space-y-8">
      <SignalsPanel companyNumber={loaded.result.data.company_number} />
      <CompanyOverview profile={loaded.result.data} />
      <DisqualifiedOfficersLine companyNumber={loaded.result.data.company_number} />
      <IdentityLine companyNumber={loaded.result.data.company_number} companyType={loaded.result.data.type} />
      <OwnershipLine companyNumber={loaded.result.data.company_number} companyType={loaded.result.data.type} />
      {loaded.result.data.accounts && <NetAssetsLine companyNumber={loaded.result.data.company_number} />}
      <RecentChanges companyNumber={loaded.result.data.company_number} />
      <CompanyDownloads profile={loaded.result.data} />
    </div>
  );
}
