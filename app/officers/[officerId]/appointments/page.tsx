// /officers/{officer_id}/appointments – every appointment of one officer, paged, with a current-only filter.
import type { Metadata } from 'next';
import { APPOINTMENTS_PAGE_SIZE } from '@/components/appointments/appointment-list';
import { OfficerAppointmentsTable } from '@/components/appointments/officer-appointments-table';
import { ProblemState } from '@/components/registry/problem-state';
import { officerAppointmentsDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import { pageMetadata } from '@/lib/pages/metadata';
import { pageQuery, readPageState, type SearchParamsRecord } from '@/lib/query/page-state';
import { catalogue } from '@/lib/registry/catalogue';

interface Props {
  params: Promise<{ officerId: string }>;
  searchParams: Promise<SearchParamsRecord>;
}

async function loadAppointments({ params, searchParams }: Props) {
  const { officerId } = await params;
  const state = readPageState(await searchParams, APPOINTMENTS_PAGE_SIZE, { filter: catalogue.officerAppointments.query.filter });
  // A registry 404 (an officer with no appointments is not on the register) becomes this segment's not-found page.
  const appointments = await load('officerAppointments', { officer_id: officerId }, pageQuery(state));
  return { officerId, state, appointments };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { officerId, state, appointments } = await loadAppointments(props);
  const data = appointments.ok ? appointments.result.data : undefined;
  // The preview image is the officer's card (opengraph-image.tsx here), which pageMetadata names for this path.
  return pageMetadata({
    title: data ? `Appointments of ${data.name}` : 'Officer appointments',
    description: data ? officerAppointmentsDescription(data, state.filters.filter === 'active') : 'An officer’s appointments on the company register.',
    path: `/officers/${encodeURIComponent(officerId)}/appointments`,
  });
}

export default async function OfficerAppointmentsPage(props: Props) {
  const { officerId, state, appointments } = await loadAppointments(props);
  if (!appointments.ok) return <ProblemState problem={appointments.problem} heading="h1" />;
  const data = appointments.result.data;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{data.is_corporate_officer ? 'Corporate officer' : 'Officer'}</p>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{data.name}</h1>
      </header>
      <OfficerAppointmentsTable officerId={officerId} initial={{ state, data }} />
    </div>
  );
}
