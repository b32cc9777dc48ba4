// One officer's appointment at a company, every field the registry gives, in labelled sections.
import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { Details, Section, type Detail } from '@/components/ui/details';
import { officerRoleLabel } from '@/lib/labels/people';
import { appHref } from '@/lib/registry/links';
import type { OfficerSummary } from '@/lib/registry/schemas';
import {
  addressFacts,
  appointedFact,
  appointmentStatus,
  contributionText,
  endedFact,
  formerNamesText,
  identificationFacts,
  personFacts,
  type Fact,
} from '@/lib/appointments/appointment-facts';
import { inlineLinkClass } from '@/components/ui/text-link';
import { BackLink } from '@/components/ui/back-link';
import { verificationDetails } from '@/components/verification/identity-verification';
import type { Verification } from '@/lib/registry/verification';

/** Facts as details; a fact that names a page the register has becomes a link to it. */
const detailsOf = (facts: readonly (Fact | undefined)[]): Detail[] =>
  facts
    .filter((fact): fact is Fact => fact !== undefined)
    .map((fact) => ({
      term: fact.term,
      value: fact.href ? (
        <Link className={inlineLinkClass} href={fact.href}>
          {fact.value}
        </Link>
      ) : (
        fact.value
      ),
    }));

/** A pre-1992 "appointed before" date says why there is no exact date. */
function appointedValue(appointed: Fact) {
  if (appointed.term !== 'Appointed before') return appointed.value;
  return (
    <>
      {appointed.value}
      <span className="block text-sm text-slate-600 dark:text-slate-400">
        The register holds no exact date for appointments made before 1992.
      </span>
    </>
  );
}

export function AppointmentDetails({
  appointment,
  companyNumber,
  companyStatus,
  verification: verdict,
}: {
  appointment: OfficerSummary;
  companyNumber: string;
  companyStatus?: string;
  /** The rule's verdict on the appointment's identity verification, when the page could read the company. */
  verification?: Verification;
}) {
  const status = appointmentStatus(appointment, companyStatus);
  const appointed = appointedFact(appointment);
  const identification = identificationFacts(appointment.identification);
  const verification = verificationDetails(verdict, appointment.identity_verification_details);
  const person = personFacts(appointment);
  const addresses = addressFacts(appointment);
  const officerHref = appHref(appointment.links.officer.appointments);
  return (
    <article aria-labelledby="appointment-heading" className="space-y-8">
      <header className="space-y-2">
        <BackLink href={`/company/${encodeURIComponent(companyNumber)}/officers`}>All officers</BackLink>
        <h2 id="appointment-heading" className="flex flex-wrap items-center gap-3 text-xl font-semibold break-words">
          {appointment.name}
          <Badge tone={status.tone}>{status.label}</Badge>
        </h2>
        {officerHref && (
          <p className="text-sm">
            <Link className={inlineLinkClass} href={officerHref}>
              All appointments of {appointment.name} →
            </Link>
          </p>
        )}
      </header>

      <Section title="Appointment" id="appointment-section">
        <Details
          items={[
            { term: 'Role', value: officerRoleLabel(appointment.officer_role) },
            { term: 'Status', value: status.label },
            ...(appointed ? [{ term: appointed.term, value: appointedValue(appointed) }] : []),
            ...detailsOf([endedFact(appointment)]),
            { term: 'Responsibilities', value: appointment.responsibilities },
            { term: 'Capital contribution', value: contributionText(appointment) },
          ]}
        />
      </Section>

      <Section title="Officer" id="officer-section">
        <Details
          items={[
            { term: 'Name', value: appointment.name },
            { term: 'Former names', value: formerNamesText(appointment.former_names) },
            ...person,
            { term: 'Person number', value: appointment.person_number },
          ]}
        />
      </Section>

      <Section title="Addresses" id="address-section">
        {addresses.length > 0 ? <Details items={detailsOf(addresses)} columns={1} /> : <p>No address is given.</p>}
      </Section>

      {identification.length > 0 && (
        <Section title="Corporate identification" id="identification-section">
          <Details items={detailsOf(identification)} />
        </Section>
      )}

      {verification.length > 0 && (
        <Section title="Identity verification" id="verification-section">
          <Details items={verification} />
        </Section>
      )}
    </article>
  );
}
