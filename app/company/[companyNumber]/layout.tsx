// Every company page: the company's header, the share panel and the section tabs above the section itself.
import type { ReactNode } from 'react';
import { AddToCase } from '@/components/cases/add-to-case';
import { FollowButton } from '@/components/changes/follow-button';
import { CompanyHeader } from '@/components/company/company-header';
import { DataSourceNote } from '@/components/layout/data-source-note';
import { ProblemState } from '@/components/registry/problem-state';
import { WithSharePanel } from '@/components/share/with-share-panel';
import { StaleNotice } from '@/components/registry/stale-notice';
import { load } from '@/lib/pages/load';

export default async function CompanyLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ companyNumber: string }>;
}) {
  const { companyNumber } = await params;
  const profile = await load('companyProfile', { company_number: companyNumber });
  if (!profile.ok) return <ProblemState problem={profile.problem} heading="h1" />;
  const company = profile.result.data;
  return (
    <div className="space-y-6">
      <StaleNotice reads={[profile.result]} />
      <WithSharePanel
        label="Share this company"
        card={{ companyNumber: company.company_number, companyName: company.company_name }}
      >
        <CompanyHeader profile={company} />
      </WithSharePanel>
      <div className="flex flex-wrap items-start gap-2">
        <FollowButton companyNumber={company.company_number} />
        <AddToCase />
      </div>
      <DataSourceNote className="text-sm text-slate-600 dark:text-slate-400" />
      <div>{children}</div>
    </div>
  );
}
