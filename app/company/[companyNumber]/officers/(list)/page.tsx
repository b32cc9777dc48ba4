// /company/{n}/officers – the company's officers, paged, with filter and ordering in the URL.
import type { Metadata } from 'next';
import { OFFICERS_PAGE_SIZE } from '@/components/officers/officer-list';
import { OfficersTable } from '@/components/officers/officers-table';
import { ProblemState } from '@/components/registry/problem-state';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { officersDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import { pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

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
  const { filter, order_by } = catalogue.officerList.query;
  const state = readPageState(await searchParams, OFFICERS_PAGE_SIZE, { filter, order_by });
  const [profile, officers] = await Promise.all([
    load('companyProfile', { company_number: companyNumber }),
    load('officerList', { company_number: companyNumber }, pageQuery(state)),
  ]);
  return { companyNumber, state, profile, officers };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { companyNumber, state, officers } = await loadOfficers(props);
  return companyRecordMetadata(companyNumber, {
    path: ['officers'],
    title: (name) => `Officers of ${name}`,
    describe: (company) => officersDescription(company, officers.ok ? officers.result.data : undefined, state.filters.filter === 'active'),
  });
}

export default async function OfficersPage(props: Props) {
  const { companyNumber, state, profile, officers } = await loadOfficers(props);
  if (!officers.ok) return <ProblemState problem={officers.problem} />;
  const company = profile.ok ? profile.result.data : undefined;
  return (
    <OfficersTable
      companyNumber={companyNumber}
      companyStatus={company?.company_status}
      companyType={company?.type}
      initial={{ state, data: officers.result.data }}
    />
  );
}
