// /disqualified-officers/corporate/{officer_id} – a company disqualified from acting as a director.
import type { Metadata } from 'next';
import { ukToday } from '@/lib/labels/dates';
import { CorporateDisqualifiedOfficer } from '@/components/disqualifications/disqualified-officer';
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
  const record = await load('corporateDisqualification', { officer_id: officerId });
  const path = `/disqualified-officers/corporate/${encodeURIComponent(officerId)}`;
  // The preview image is the officer's card (opengraph-image.tsx here), which pageMetadata names for this path.
  if (!record.ok)
    return pageMetadata({
      title: 'Disqualified officer',
      description: 'A director disqualification on the company register.',
      path,
    });
  const name = record.result.data.name;
  return pageMetadata({
    title: `Disqualification of ${name}`,
    description: disqualificationDescription(name, record.result.data.disqualifications, ukToday()),
    path,
  });
}

export default async function CorporateDisqualificationPage({ params }: Props) {
  const { officerId } = await params;
  const record = await load('corporateDisqualification', { officer_id: officerId });
  if (!record.ok) return <ProblemState problem={record.problem} heading="h1" />;
  return (
    <>
      <StaleNotice reads={[record.result]} />
      <CorporateDisqualifiedOfficer record={record.result.data} today={ukToday()} />
    </>
  );
}
