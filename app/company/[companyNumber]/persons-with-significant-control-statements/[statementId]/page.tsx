// /company/{n}/persons-with-significant-control-statements/{id} – one PSC statement.
import type { Metadata } from 'next';
import { pscNouns } from '@/lib/psc/psc-model';
import { loadPscCompany } from '@/lib/pages/psc-pages';
import { StatementDetail } from '@/components/psc/statement-detail';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { statementDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

interface Props {
  params: Promise<{ companyNumber: string; statementId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber, statementId } = await params;
  const [company, statement] = await Promise.all([
    loadPscCompany(companyNumber),
    load('pscStatement', { company_number: companyNumber, statement_id: statementId }),
  ]);
  const what = company?.overseasEntity ? 'Beneficial owner statement' : 'PSC statement';
  return companyRecordMetadata(companyNumber, {
    path: ['persons-with-significant-control-statements', statementId],
    title: (name) => `${what} of ${name}`,
    describe: (label) =>
      statement.ok
        ? statementDescription(label, statement.result.data)
        : `A statement of ${label} about its ${pscNouns(company?.overseasEntity ?? false).many}.`,
  });
}

export default async function PscStatementPage({ params }: Props) {
  const { companyNumber, statementId } = await params;
  const [company, statement] = await Promise.all([
    loadPscCompany(companyNumber),
    load('pscStatement', { company_number: companyNumber, statement_id: statementId }),
  ]);
  if (!statement.ok) return <ProblemState problem={statement.problem} />;
  return (
    <>
      <StaleNotice reads={[statement.result]} />
      <StatementDetail
        statement={statement.result.data}
        companyNumber={companyNumber}
        overseasEntity={company?.overseasEntity ?? false}
      />
    </>
  );
}
