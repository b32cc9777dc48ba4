// /company/{n}/persons-with-significant-control-statements/{id} – one PSC statement.
import type { Metadata } from 'next';
import { loadPscCompany } from '@/components/psc/psc-pages';
import { StatementDetail } from '@/components/psc/statement-detail';
import { ProblemState } from '@/components/registry/problem-state';
import { load } from '@/lib/pages/load';

interface Props {
  params: Promise<{ companyNumber: string; statementId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber } = await params;
  const company = await loadPscCompany(companyNumber);
  const what = company?.overseasEntity ? 'Beneficial owner statement' : 'PSC statement';
  return { title: `${what} of ${company?.profile.company_name ?? companyNumber}` };
}

export default async function PscStatementPage({ params }: Props) {
  const { companyNumber, statementId } = await params;
  const [company, statement] = await Promise.all([
    loadPscCompany(companyNumber),
    load('pscStatement', { company_number: companyNumber, statement_id: statementId }),
  ]);
  if (!statement.ok) return <ProblemState problem={statement.problem} />;
  return <StatementDetail statement={statement.result.data} companyNumber={companyNumber} overseasEntity={company?.overseasEntity ?? false} />;
}
