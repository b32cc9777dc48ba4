// /company/{n}/appointments/{appointment_id} – one officer's appointment at the company.
import type { Metadata } from 'next';
import { AppointmentDetails } from '@/components/appointments/appointment-details';
import { ProblemState } from '@/components/registry/problem-state';
import { StaleNotice } from '@/components/registry/stale-notice';
import { officerRoleLabel } from '@/lib/labels/people';
import { PersonLine } from '@/components/people/person-line';
import { companyRecordMetadata } from '@/lib/pages/company-metadata';
import { appointmentDescription } from '@/lib/pages/descriptions';
import { load } from '@/lib/pages/load';
import { renderOnFirstVisit } from '@/lib/pages/page-cache';
import { ukToday } from '@/lib/labels/dates';
import { officerVerification, verificationCompanyOf } from '@/lib/verification/rows';

// Kept in the page cache for up to an hour, less if its data says so (lib/pages/page-cache.ts).
export const revalidate = 3600;
export const generateStaticParams = renderOnFirstVisit;

interface Props {
  params: Promise<{ companyNumber: string; appointmentId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { companyNumber, appointmentId } = await params;
  const appointment = await load('officerAppointment', {
    company_number: companyNumber,
    appointment_id: appointmentId,
  });
  const data = appointment.ok ? appointment.result.data : undefined;
  return companyRecordMetadata(companyNumber, {
    path: ['appointments', appointmentId],
    title: (name) =>
      data ? `${data.name} – ${officerRoleLabel(data.officer_role)}, ${name}` : `Appointment at ${name}`,
    describe: (company) => (data ? appointmentDescription(company, data) : `An officer's appointment at ${company}.`),
  });
}

export default async function AppointmentPage({ params }: Props) {
  const { companyNumber, appointmentId } = await params;
  const [appointment, profile] = await Promise.all([
    load('officerAppointment', { company_number: companyNumber, appointment_id: appointmentId }),
    load('companyProfile', { company_number: companyNumber }),
  ]);
  if (!appointment.ok) return <ProblemState problem={appointment.problem} />;
  const company = profile.ok ? profile.result.data : undefined;
  return (
    <>
      <StaleNotice reads={[appointment.result]} />
      {!appointment.result.data.officer_role.includes('corporate') && (
        <PersonLine link={appointment.result.data.links.officer.appointments} />
      )}
      <AppointmentDetails
        appointment={appointment.result.data}
        companyNumber={companyNumber}
        companyStatus={company?.company_status}
        verification={officerVerification(
          appointment.result.data,
          company && { company: verificationCompanyOf(company), today: ukToday() },
        )}
      />
    </>
  );
}
