// /company/{n}/charges/{charge_id} – one charge in full: dates, particulars, persons entitled, filings.
// No loading.tsx here: a streamed page could not answer an unknown id with the status 404.
import type { Metadata } from 'next';
import { ChargeDetailsView } from '@/components/charges/charge-details';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { chargeDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

interface Props {
  params: Promise<{ companyNumber: string; chargeId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber, chargeId } = await params;
  const charge = await load('chargeDetails', { company_number: companyNumber, charge_id: chargeId });
  const data = charge.ok ? charge.result.data : undefined;
  return companyRecordMetadata(companyNumber, {
    path: ['charges', chargeId],
    title: (name) =>
      data ? `Charge ${data.charge_code ?? `number ${data.charge_number}`} of ${name}` : `Charge of ${name}`,
    describe: (company) => (data ? chargeDescription(company, data) : `A charge registered against ${company}.`),
  });
}

export default async function ChargePage({ params }: Props) {
  const { companyNumber, chargeId } = await params;
  const charge = await load('chargeDetails', { company_number: companyNumber, charge_id: chargeId });
  if (!charge.ok) return <ProblemState problem={charge.problem} />;
  return (
    <>
      <StaleNotice reads={[charge.result]} />
      <ChargeDetailsView companyNumber={companyNumber} charge={charge.result.data} />
    </>
  );
}
