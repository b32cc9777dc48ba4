// /company/{n}/persons-with-significant-control-statements – the company's PSC statements,
// paged, with the register view in the URL where the company offers it.
import type { Metadata } from 'next';
import { loadPscCompany, registerViewAvailable } from '@/components/psc/psc-pages';
import { STATEMENTS_PAGE_SIZE, StatementList } from '@/components/psc/statement-list';
import { ProblemState } from '@/components/registry/problem-state';
import { EmptyState } from '@/components/ui/states';
import { loadOptional } from '@/lib/pages/load';
import { pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const company = await loadPscCompany(companyNumber);
  const what = company?.overseasEntity ? 'Beneficial owner statements' : 'PSC statements';
  return { title: `${what} of ${company?.profile.company_name ?? companyNumber}` };
}

export default async function PscStatementsPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const company = await loadPscCompany(companyNumber);
  if (!company) return null;
  const withRegisterView = await registerViewAvailable(company.profile);
  const { register_view } = catalogue.pscStatementList.query;
  const state = readPageState(await searchParams, STATEMENTS_PAGE_SIZE, withRegisterView ? { register_view } : {});
  // A company that never made a statement answers 404 here, which is not a missing page.
  const statements = await loadOptional('pscStatementList', { company_number: companyNumber }, pageQuery(state));
  if (statements && !statements.ok) return <ProblemState problem={statements.problem} />;
  if (!statements) {
    return (
      <EmptyState title={`There are no statements on record for this ${company.nouns.body}`}>
        <p>
          {company.profile.company_name} has made no statement about its {company.nouns.many}.
        </p>
      </EmptyState>
    );
  }
  return (
    <StatementList
      companyNumber={companyNumber}
      overseasEntity={company.overseasEntity}
      registerViewAvailable={withRegisterView}
      initial={{ state, data: statements.result.data }}
    />
  );
}
