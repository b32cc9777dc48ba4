// /company/{n}/officers – the company's officers, paged, with filter and ordering in the URL.
import type { Metadata } from 'next';
import { OFFICERS_PAGE_SIZE } from '@/components/officers/officer-list';
import { OfficersTable } from '@/components/officers/officers-table';
import { ProblemState } from '@/components/registry/problem-state';
import { load } from '@/lib/pages/load';
import { pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const profile = await load('companyProfile', { company_number: companyNumber });
  return { title: `Officers of ${profile.ok ? profile.result.data.company_name : companyNumber}` };
}

export default async function OfficersPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const { filter, order_by } = catalogue.officerList.query;
  const state = readPageState(await searchParams, OFFICERS_PAGE_SIZE, { filter, order_by });
  // The profile is read once per request (the layout read it already): its status says
  // whether officers who never resigned still hold office.
  const [profile, officers] = await Promise.all([
    load('companyProfile', { company_number: companyNumber }),
    load('officerList', { company_number: companyNumber }, pageQuery(state)),
  ]);
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
