// /officers/{officer_id}/appointments – every appointment of one officer, paged, with a current-only filter.
import type { Metadata } from 'next';
import { Suspense } from 'react';
import Link from 'next/link';
import { linkClass } from '@/components/ui/text-link';
import { appointmentsList } from '@/components/appointments/appointments-list-definition';
import { AppointmentsTable } from '@/components/appointments/appointments-table';
import { DisqualifiedFlag } from '@/components/network/disqualified-flag';
import { SamePersonSection } from '@/components/network/same-person-section';
import { PersonLine } from '@/components/people/person-line';
import { ProblemState } from '@/components/registry/problem-state';
import { OfficerSignals } from '@/components/signals/officer-signals';
import { StaleNotice } from '@/components/registry/stale-notice';
import { disqualifiedCheckOf } from '@/lib/identity/disqualified-service';
import { samePersonView } from '@/lib/identity/same-person-service';
import { officerAppointmentsDescription } from '@/lib/pages/descriptions';
import { loadListPage } from '@/lib/pages/list-page';
import { pageMetadata } from '@/lib/pages/metadata';
import type { SearchParamsRecord } from '@/lib/query/page-state';
import { ukToday } from '@/lib/labels/dates';
import { preferredNamesOf } from '@/lib/verification/rows';

interface Props {
  params: Promise<{ officerId: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

async function loadAppointments({ params, searchParams }: Props) {
  const { officerId } = await params;
  // A registry 404 (an officer with no appointments is not on the register) becomes this segment's not-found page.
  const appointments = await loadListPage(appointmentsList, { officer_id: officerId }, await searchParams);
  return { officerId, appointments };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { officerId, appointments } = await loadAppointments(props);
  const data = appointments.ok ? appointments.data : undefined;
  // The preview image is the officer's card (opengraph-image.tsx here), which pageMetadata names for this path.
  return pageMetadata({
    title: data ? `Appointments of ${data.name}` : 'Officer appointments',
    description: data
      ? officerAppointmentsDescription(data, appointments.state.filters.filter === 'active')
      : 'An officer’s appointments on the company register.',
    path: `/officers/${encodeURIComponent(officerId)}/appointments`,
  });
}

export default async function OfficerAppointmentsPage(props: Props) {
  const { officerId, appointments } = await loadAppointments(props);
  if (!appointments.ok) return <ProblemState problem={appointments.problem} heading="h1" />;
  const data = appointments.data;
  const path = `/officers/${encodeURIComponent(officerId)}/appointments`;
  const asked = (await props.searchParams).same_person === '1';
  // The name the person asked to be known by, as their appointments' verification details give it.
  const preferred = preferredNamesOf(data.items);
  const [disqualified, samePerson] = await Promise.all([
    disqualifiedCheckOf(officerId, data),
    data.is_corporate_officer
      ? undefined
      : samePersonView(officerId, asked, `${path}?same_person=1#same-person-heading`),
  ]);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {data.is_corporate_officer ? 'Corporate officer' : 'Officer'}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{data.name}</h1>
        {preferred.length > 0 && (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Preferred name{preferred.length > 1 ? 's' : ''}: {preferred.join('; ')}
          </p>
        )}
        <p className="text-sm">
          <Link className={linkClass} href={`/officers/${encodeURIComponent(officerId)}/network`}>
            Connections: who sits with {data.is_corporate_officer ? 'this officer' : 'them'}
          </Link>
        </p>
        {!data.is_corporate_officer && <PersonLine link={path} />}
        <DisqualifiedFlag check={disqualified} />
      </header>
      <StaleNotice reads={[appointments.read]} />
      <AppointmentsTable context={{ officerId, today: ukToday() }} initial={{ state: appointments.state, data }} />
      <Suspense
        fallback={
          <p className="text-sm text-slate-600 dark:text-slate-400">Reading the signals of their current companies…</p>
        }
      >
        <OfficerSignals officerId={officerId} />
      </Suspense>
      {samePerson && <SamePersonSection view={samePerson} />}
    </div>
  );
}
