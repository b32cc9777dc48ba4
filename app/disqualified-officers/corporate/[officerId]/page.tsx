// /disqualified-officers/corporate/{officer_id} – a company disqualified from acting as a director.
import type { Metadata } from 'next';
import { todayIso } from '@/components/disqualifications/disqualification-facts';
import { CorporateDisqualifiedOfficer } from '@/components/disqualifications/disqualified-officer';
import { ProblemState } from '@/components/registry/problem-state';
import { load } from '@/lib/pages/load';

interface Props {
  params: Promise<{ officerId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { officerId } = await params;
  const record = await load('corporateDisqualification', { officer_id: officerId });
  return { title: record.ok ? `Disqualification of ${record.result.data.name}` : 'Disqualified officer' };
}

export default async function CorporateDisqualificationPage({ params }: Props) {
  const { officerId } = await params;
  const record = await load('corporateDisqualification', { officer_id: officerId });
  if (!record.ok) return <ProblemState problem={record.problem} />;
  return <CorporateDisqualifiedOfficer record={record.result.data} today={todayIso()} />;
}
