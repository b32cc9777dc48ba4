// Identity verification of the rows of the registry's lists (a company's officers, its PSCs,
// an officer's appointments): who each row is for the one rule (lib/registry/verification.ts),
// what the rule says of them, and every field of the register's details in words. The lists,
// the detail pages and the exports read them from here, so they say the same thing.
import type { Fact } from '@/lib/appointments/appointment-facts';
import { isClosedCompanyStatus } from '@/lib/appointments/appointment-facts';
import { formatDate } from '@/lib/labels/dates';
import type { Tone } from '@/lib/labels/tone';
import { isCeased } from '@/lib/psc/psc-model';
import {
  verificationOf,
  verificationOfDetails,
  type Verification,
  type VerificationCompany,
  type VerificationStatus,
  type VerificationSubject,
} from '@/lib/registry/verification';
import type { Appointment, IdentityVerificationDetails, OfficerSummary, Psc } from '@/lib/registry/schemas';

/**
 * What a company's lists need to judge verification: the company's type, status and
 * confirmation statement (from its profile, which the company pages load anyway) and the UK
 * date the page was made on (`ukToday()`), so server and browser judge alike.
 */
export interface VerificationView {
  company: VerificationCompany;
  today: string;
}

/** The three fields of a company profile the rule reads, and nothing more (they travel to the browser). */
export function verificationCompanyOf(profile: VerificationCompany): VerificationCompany {
  return {
    type: profile.type ?? null,
    company_status: profile.company_status ?? null,
    confirmation_statement: profile.confirmation_statement
      ? {
          last_made_up_to: profile.confirmation_statement.last_made_up_to ?? null,
          next_due: profile.confirmation_statement.next_due ?? null,
        }
      : null,
  };
}

type OfficerRow = Pick<
  OfficerSummary,
  'officer_role' | 'resigned_on' | 'appointed_on' | 'appointed_before' | 'identity_verification_details'
>;
type PscRow = Pick<Psc, 'kind' | 'ceased_on' | 'ceased' | 'notified_on' | 'identity_verification_details'>;

export const officerSubject = (officer: OfficerRow): VerificationSubject => ({
  kind: 'officer',
  role: officer.officer_role,
  ended: !!officer.resigned_on,
  startedOn: officer.appointed_on ?? officer.appointed_before,
  details: officer.identity_verification_details,
});

export const pscSubject = (psc: PscRow): VerificationSubject => ({
  kind: 'psc',
  role: psc.kind,
  ended: isCeased(psc),
  startedOn: psc.notified_on,
  details: psc.identity_verification_details,
});

/** An officer of the company the view is of; undefined when the page could not read the company. */
export const officerVerification = (
  officer: OfficerRow,
  view: VerificationView | undefined,
): Verification | undefined => (view ? verificationOf(officerSubject(officer), view.company, view.today) : undefined);

export const pscVerification = (psc: PscRow, view: VerificationView | undefined): Verification | undefined =>
  view ? verificationOf(pscSubject(psc), view.company, view.today) : undefined;

/**
 * One of an officer's appointments across companies. The appointment names its company and the
 * company's status but not its type or confirmation statement, which the rule needs to say
 * whether the person must verify and, with no details, by when the law wants it: so only what
 * the register's details say is read (`verificationOfDetails`), and nothing is judged from the
 * law. Undefined when the appointment carries no details.
 */
export function appointmentVerification(
  appointment: Pick<Appointment, 'resigned_on' | 'appointed_to' | 'identity_verification_details'>,
  today: string,
): Verification | undefined {
  const ended = !!appointment.resigned_on || isClosedCompanyStatus(appointment.appointed_to.company_status);
  return verificationOfDetails(appointment.identity_verification_details, ended, today);
}

/** How each status reads at a glance; the badge's words always say it too. */
export const verificationStatusTones: Record<VerificationStatus, Tone> = {
  verified: 'positive',
  due: 'info',
  overdue: 'negative',
  withdrawn: 'warning',
  'not-required': 'neutral',
};

/** The register writes an open statement's end as 9999-12-31: no end date, not a date to show. */
const isOpenEnd = (date: string | undefined) => !!date && date >= '9999-01-01';

/**
 * Every field of the register's `identity_verification_details`, in words, in reading order; a
 * field the register leaves out is left out. `withPreferredName: false` for a view that shows the
 * preferred name beside the person's name.
 */
export function verificationDetailFacts(
  details: IdentityVerificationDetails | null | undefined,
  { withPreferredName = true }: { withPreferredName?: boolean } = {},
): Fact[] {
  if (!details) return [];
  const acsp = details.authorised_corporate_service_provider_name;
  const bodies = details.anti_money_laundering_supervisory_bodies?.filter((body) => body.trim() !== '');
  const end = details.appointment_verification_end_on;
  const facts: { term: string; value: string | undefined }[] = [
    { term: 'Preferred name', value: withPreferredName ? details.preferred_name : undefined },
    { term: 'Identity verified on', value: details.identity_verified_on && formatDate(details.identity_verified_on) },
    { term: 'Verified through', value: acsp && `${acsp} (authorised corporate service provider)` },
    { term: 'Anti-money-laundering supervisors', value: bodies?.length ? bodies.join(', ') : undefined },
    {
      term: 'Verification statement dated',
      value:
        details.appointment_verification_statement_date && formatDate(details.appointment_verification_statement_date),
    },
    {
      term: 'Verification statement from',
      value: details.appointment_verification_start_on && formatDate(details.appointment_verification_start_on),
    },
    { term: 'Verification statement until', value: end && (isOpenEnd(end) ? 'No end date' : formatDate(end)) },
    {
      term: 'Verification statement due by',
      value:
        details.appointment_verification_statement_due_on &&
        formatDate(details.appointment_verification_statement_due_on),
    },
  ];
  return facts.filter((fact): fact is Fact => typeof fact.value === 'string' && fact.value.trim() !== '');
}

/** The query parameter of the lists' (and their exports') identity filter: `identity=overdue`. */
export const IDENTITY_FILTER = 'identity';

/** The preferred names the register gives across a person's appointments, each once, in order. */
export function preferredNamesOf(
  items: readonly { identity_verification_details?: IdentityVerificationDetails | null }[],
): string[] {
  const names = items
    .map((item) => item.identity_verification_details?.preferred_name?.trim())
    .filter((name): name is string => !!name);
  return [...new Set(names)];
}
