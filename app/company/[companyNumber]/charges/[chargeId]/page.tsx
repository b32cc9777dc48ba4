// /company/{n}/charges/{charge_id} – one charge in full: dates, particulars, persons entitled, filings.
// No loading.tsx here: a streamed page could not answer an unknown id with the status 404.
import type { Metadata } from 'next';
import { ChargeDetailsView } from '@/components/charges/charge-details';
import { ProblemState } from '@/components/registry/problem-state';
import { load } from '@/lib/pages/load';

interface Props {
  params: Promise<{ companyNumber: string; chargeId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber, chargeId } = await params;
  const [profile, charge] = await Promise.all([
    load('companyProfile', { company_number: companyNumber }),
    load('chargeDetails', { company_number: companyNumber, charge_id: chargeId }),
  ]);
  const company = profile.ok ? profile.result.data.company_name : companyNumber;
  if (!charge.ok) return { title: `Charge of ${company}` };
  const { charge_code, charge_number } = charge.result.data;
  return { title: `Charge ${charge_code ?? `number ${charge_number}`} of ${company}` };
}

export default async function ChargePage({ params }: Props) {
  const { companyNumber, chargeId } = await params;
  const charge = await load('chargeDetails', { company_number: companyNumber, charge_id: chargeId });
  if (!charge.ok) return <ProblemState problem={charge.problem} />;
  return <ChargeDetailsView companyNumber={companyNumber} charge={charge.result.data} />;
}
