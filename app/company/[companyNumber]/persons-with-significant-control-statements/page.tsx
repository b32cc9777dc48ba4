// /company/{n}/persons-with-significant-control-statements – the company's PSC statements,
// paged, with the register view in the URL where the company offers it.
import type { Metadata } from 'next';
import { pscNouns } from '@/lib/psc/psc-model';
import { loadPscCompany, registerViewAvailable } from '@/lib/pages/psc-pages';
import { StatementList } from '@/components/psc/statement-list';
import { statementsList } from '@/components/psc/statements-list';
import { pagedList } from '@/components/lists/list-definition';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { EmptyState } from '@/components/ui/states';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { statementsDescription } from '@/lib/pages/descriptions';
import { loadOptionalListPage } from '@/lib/pages/list-page';
import type { SearchParamsRecord } from '@/lib/query/page-state';

interface Props {
  params: Promise<{ companyNumber: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * The company and this page of its statements, shared by the page and its metadata (read once
 * per request); undefined when the company could not be read (the layout shows why).
 */
async function loadStatements(companyNumber: string, searchParams: Props['searchParams']) {
  const company = await loadPscCompany(companyNumber);
  if (!company) return undefined;
  const context = {
    companyNumber,
    overseasEntity: company.overseasEntity,
    registerViewAvailable: await registerViewAvailable(company.profile),
  };
  // A company that never made a statement answers 404 here, which is not a missing page.
  const statements = await loadOptionalListPage(
    pagedList(statementsList, context),
    { company_number: companyNumber },
    await searchParams,
  );
  return { company, context, statements };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const loaded = await loadStatements(companyNumber, searchParams);
  const overseasEntity = loaded?.company.overseasEntity ?? false;
  return companyRecordMetadata(companyNumber, {
    path: ['persons-with-significant-control-statements'],
    title: (name) => `${overseasEntity ? 'Beneficial owner statements' : 'PSC statements'} of ${name}`,
    describe: (company) =>
      !loaded || (loaded.statements && !loaded.statements.ok)
        ? `The statements of ${company} about its ${pscNouns(overseasEntity).many}.`
        : statementsDescription(company, loaded.statements?.data, overseasEntity),
  });
}

export default async function PscStatementsPage({ params, searchParams }: Props) {
  const { companyNumber } = await params;
  const loaded = await loadStatements(companyNumber, searchParams);
  if (!loaded) return null;
  const { company, context, statements } = loaded;
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
    <>
      <StaleNotice reads={[statements.read]} />
      <StatementList context={context} initial={{ state: statements.state, data: statements.data }} />
    </>
  );
}
