// /disqualified-officers/natural/{officer_id} – a person disqualified from acting as a director,
// and the officers on the register who may be the same person (by name and month of birth).
import type { Metadata } from 'next';
import { disqualifiedName } from '@/lib/disqualifications/disqualification-facts';
import { ukToday } from '@/lib/labels/dates';
import { NaturalDisqualifiedOfficer } from '@/components/disqualifications/disqualified-officer';
import { matchingOfficersOf } from '@/components/disqualifications/matching-officers';
import { MatchingOfficersSection } from '@/components/disqualifications/matching-officers-section';
import { PersonLine } from '@/components/people/person-line';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { disqualificationDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import { pageMetadata } from '@/lib/pages/metadata';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

interface Props {
  params: Promise<{ officerId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { officerId } = await params;
  const record = await load('naturalDisqualification', { officer_id: officerId });
  const path = `/disqualified-officers/natural/${encodeURIComponent(officerId)}`;
  // The preview image is the officer's card (opengraph-image.tsx here), which pageMetadata names for this path.
  if (!record.ok)
    return pageMetadata({
      title: 'Disqualified officer',
      description: 'A director disqualification on the company register.',
      path,
    });
  const name = disqualifiedName(record.result.data);
  return pageMetadata({
    title: `Disqualification of ${name}`,
    description: disqualificationDescription(name, record.result.data.disqualifications, ukToday()),
    path,
  });
}

export default async function NaturalDisqualificationPage({ params }: Props) {
  const { officerId } = await params;
  const record = await load('naturalDisqualification', { officer_id: officerId });
  if (!record.ok) return <ProblemState problem={record.problem} heading="h1" />;
  const officers = await matchingOfficersOf(officerId, record.result.data);
  return (
    <>
      <StaleNotice reads={[record.result]} />
      <PersonLine link={`/disqualified-officers/natural/${officerId}`} />
      <NaturalDisqualifiedOfficer record={record.result.data} today={ukToday()}>
        {officers ? <MatchingOfficersSection view={officers} /> : null}
      </NaturalDisqualifiedOfficer>
    </>
  );
}
