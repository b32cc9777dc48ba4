// /company/{n}/officers – the company's officers, paged, with filter and ordering in the URL.
import type { Metadata } from 'next';
import { shownRows } from '@/components/lists/define-list';
import { officersList, type OfficersContext } from '@/components/officers/officers-list-definition';
import { OfficersTable } from '@/components/officers/officers-table';
import { ProblemState } from '@/components/registry/problem-state';
import { SectionNotRead } from '@/components/registry/section-not-read';
import { StaleNotice } from '@/components/registry/stale-notice';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { appLog, describeError } from '@/lib/gateway/log';
import { disqualifiedFlagsFor } from '@/lib/identity/disqualified-service';
import { officersDescription } from '@/lib/pages/descriptions';
import { loadListPage } from '@/lib/pages/list-page';
import { load } from '@/lib/pages/load';
import { sectionNotRead } from '@/lib/pages/section-gap';
import type { SearchParamsRecord } from '@/lib/query/page-state';
import { ukToday } from '@/lib/labels/dates';
import { verificationCompanyOf } from '@/lib/verification/rows';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * The page's reads, shared by its metadata (once per request): this page of officers, and the
 * profile the layout read already, whose status says whether officers who never resigned still hold office.
 */
async function loadOfficers({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const [profile, officers] = await Promise.all([
    load('companyProfile', { company_number: companyNumber }),
    loadListPage(officersList, { company_number: companyNumber }, await searchParams),
  ]);
  return { companyNumber, profile, officers };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { companyNumber, officers } = await loadOfficers(props);
  return companyRecordMetadata(companyNumber, {
    path: ['officers'],
    title: (name) => `Officers of ${name}`,
    describe: (company) =>
      officersDescription(company, officers.ok ? officers.data : undefined, officers.state.filters.filter === 'active'),
  });
}

export default async function OfficersPage(props: Props) {
  const { companyNumber, profile, officers } = await loadOfficers(props);
  if (!officers.ok) {
    // An imported bulk file alone does not carry officers: not read, not "not found" (no tab leads here: still a 404).
    const gap = officers.problem.kind === 'not-found' ? await sectionNotRead('officerList') : undefined;
    if (gap) return <SectionNotRead title="Officers" reason={gap} status={404} />;
    return <ProblemState problem={officers.problem} />;
  }
  const company = profile.ok ? profile.result.data : undefined;
  const context: OfficersContext = {
    companyNumber,
    companyStatus: company?.company_status,
    companyType: company?.type,
    // Identity verification is judged by the company's type, status and confirmation statement, on today's UK date.
    verification: company ? { company: verificationCompanyOf(company), today: ukToday() } : undefined,
  };
  // Only the rows shown are checked (an identity filter reads the list whole: lib/query/whole-list.ts).
  const { rows } = shownRows(officersList, context, officers.data, officers.state);
  // A failed check leaves the list unflagged rather than the page unanswered.
  const disqualified = await disqualifiedFlagsFor(rows).catch((error: unknown) => {
    appLog('warn', `disqualification check of ${companyNumber}'s officers failed: ${describeError(error)}`);
    return undefined;
  });
  return (
    <>
      <StaleNotice reads={[officers.read]} />
      <OfficersTable context={{ ...context, disqualified }} initial={{ state: officers.state, data: officers.data }} />
    </>
  );
}
