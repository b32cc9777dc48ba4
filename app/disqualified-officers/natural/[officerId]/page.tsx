// /disqualified-officers/natural/{officer_id} – a person disqualified from acting as a director.
import type { Metadata } from 'next';
import { disqualifiedName, todayIso } from '@/components/disqualifications/disqualification-facts';
import { NaturalDisqualifiedOfficer } from '@/components/disqualifications/disqualified-officer';
import { ProblemState } from '@/components/registry/problem-state';
import { load } from '@/lib/pages/load';

interface Props {
  params: Promise<{ officerId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { officerId } = await params;
  const record = await load('naturalDisqualification', { officer_id: officerId });
  return { title: record.ok ? `Disqualification of ${disqualifiedName(record.result.data)}` : 'Disqualified officer' };
}

export default async function NaturalDisqualificationPage({ params }: Props) {
  const { officerId } = await params;
  const record = await load('naturalDisqualification', { officer_id: officerId });
  if (!record.ok) return <ProblemState problem={record.problem} />;
  return <NaturalDisqualifiedOfficer record={record.result.data} today={todayIso()} />;
}
