// Identity verification (Economic Crime and Corporate Transparency Act 2023): who has to verify,
// and whether they have, read from the dates the register publishes in
// `identity_verification_details`. The dates decide, never a flag:
// - a statement ended on or before today is withdrawn (an end date of 9999-12-31, as in the
//   register's own examples, is an open statement, not a withdrawal);
// - a statement that started on or before today, or an identity verified by an authorised
//   corporate service provider, is verified;
// - otherwise the statement's due date decides between due and overdue.
// A required person with no details at all is judged from the law (new since 18 November
// 2025: at appointment; in post before: by the company's next confirmation statement) and
// the outcome says it is derived, so no one reads it as the register's word.
import type { IdentityVerificationDetails } from './schemas';

/** Required of every new director and PSC from this date; people in post by the next confirmation statement. */
export const VERIFICATION_REQUIRED_FROM = '2025-11-18';
/** Days after the statement (or the appointment) a person has to supply their verification. */
export const STATEMENT_GRACE_DAYS = 14;

export const VERIFICATION_STATUSES = ['verified', 'due', 'overdue', 'withdrawn', 'not-required'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Company types whose directors and PSCs verify (the registry's psc_verification enumeration), plus limited partnerships' general partners (the 2026 reform). */
const TYPES_REQUIRED = new Set([
  'llp',
  'private-unlimited',
  'ltd',
  'plc',
  'old-public-company',
  'private-limited-guarant-nsc-limited-exemption',
  'private-limited-guarant-nsc',
  'private-unlimited-nsc',
  'private-limited-shares-section-30-exemption',
]);
const CLOSED_STATUSES = new Set(['dissolved', 'converted-closed', 'removed', 'closed']);

/** Officer roles held by people who verify (directors, LLP members, general partners); secretaries do not. */
const ROLES_REQUIRED = new Set([
  'director',
  'nominee-director',
  'llp-member',
  'llp-designated-member',
  'general-partner-in-a-limited-partnership',
]);
const PSC_KINDS_REQUIRED = new Set([
  'individual-person-with-significant-control',
  'super-secure-person-with-significant-control',
]);

export interface VerificationCompany {
  readonly type?: string | null;
  readonly company_status?: string | null;
  readonly confirmation_statement?: { last_made_up_to?: string | null; next_due?: string | null } | null;
}

export interface VerificationSubject {
  readonly kind: 'officer' | 'psc';
  /** `officer_role` of an appointment, `kind` of a PSC. */
  readonly role: string;
  /** Resigned, or ceased to be a PSC. */
  readonly ended: boolean;
  /** `appointed_on` / `notified_on`. */
  readonly startedOn?: string | null;
  readonly details?: IdentityVerificationDetails | null;
}

export interface Verification {
  readonly status: VerificationStatus;
  /** When the identity was verified (by an ACSP) or the statement took effect. */
  readonly verified_on?: string;
  /** When the statement is (or was) due: for `overdue`, overdue since the day after. */
  readonly due_on?: string;
  /** The authorised corporate service provider that verified the person. */
  readonly via_acsp?: string;
  readonly withdrawn_on?: string;
  /** `register` when the register's details decided; `law` when the person has none and the dates of the law did. */
  readonly basis: 'register' | 'law' | 'none';
}

const day = (value: string | null | undefined): string | undefined =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whether the company is one whose directors and PSCs must verify (its type, and not closed). */
export function companyRequiresVerification(company: VerificationCompany): boolean {
  if (company.company_status && CLOSED_STATUSES.has(company.company_status)) return false;
  const type = company.type ?? '';
  return TYPES_REQUIRED.has(type) || type === 'limited-partnership';
}

/** Whether this person, in this role at this company, has to verify. */
export function requiresVerification(subject: VerificationSubject, company: VerificationCompany): boolean {
  if (subject.ended || !companyRequiresVerification(company)) return false;
  if (subject.kind === 'psc') return PSC_KINDS_REQUIRED.has(subject.role) && company.type !== 'limited-partnership';
  if (company.type === 'limited-partnership') return subject.role === 'general-partner-in-a-limited-partnership';
  return ROLES_REQUIRED.has(subject.role);
}

/** The due date the law sets for a required person the register has no details for. */
function dueByLaw(subject: VerificationSubject, company: VerificationCompany): string | undefined {
  const started = day(subject.startedOn);
  if (started && started >= VERIFICATION_REQUIRED_FROM) return addDays(started, STATEMENT_GRACE_DAYS);
  const lastStatement = day(company.confirmation_statement?.last_made_up_to);
  if (lastStatement && lastStatement >= VERIFICATION_REQUIRED_FROM) return addDays(lastStatement, STATEMENT_GRACE_DAYS);
  // By the next confirmation statement, which cannot have been due before the regime began (a
  // company already late with its statement owes it, and the verification, from then on).
  const nextDue = day(company.confirmation_statement?.next_due);
  const earliest = addDays(VERIFICATION_REQUIRED_FROM, STATEMENT_GRACE_DAYS);
  return nextDue && nextDue < earliest ? earliest : nextDue;
}

/** Someone who need not verify: a date they verified on stays on the register, shown and counted nowhere. */
function notRequired(details: IdentityVerificationDetails | undefined): Verification {
  const verifiedOn = day(details?.identity_verified_on) ?? day(details?.appointment_verification_start_on);
  return {
    status: 'not-required',
    ...(verifiedOn ? { verified_on: verifiedOn } : {}),
    basis: details ? 'register' : 'none',
  };
}

/** What the register's details say of a person who has to verify; `dueOtherwise` when they name no due date. */
function fromDetails(
  details: IdentityVerificationDetails,
  today: string,
  dueOtherwise: () => string | undefined,
): Verification {
  const endedOn = day(details.appointment_verification_end_on);
  if (endedOn && endedOn <= today) return { status: 'withdrawn', withdrawn_on: endedOn, basis: 'register' };
  const acsp = details.authorised_corporate_service_provider_name ?? undefined;
  const verifiedByAcsp = day(details.identity_verified_on);
  const startOn = day(details.appointment_verification_start_on);
  const verifiedOn = [verifiedByAcsp, startOn].filter((d): d is string => !!d && d <= today).sort()[0];
  if (verifiedOn)
    return { status: 'verified', verified_on: verifiedOn, ...(acsp ? { via_acsp: acsp } : {}), basis: 'register' };
  const dueOn = day(details.appointment_verification_statement_due_on) ?? dueOtherwise();
  if (dueOn) return { status: dueOn < today ? 'overdue' : 'due', due_on: dueOn, basis: 'register' };
  return { status: 'due', basis: 'register' };
}

/** The person's verification on `today` (`YYYY-MM-DD`, the UK date). */
export function verificationOf(
  subject: VerificationSubject,
  company: VerificationCompany,
  today: string,
): Verification {
  const details = subject.details ?? undefined;
  if (!requiresVerification(subject, company)) return notRequired(details);
  if (details) return fromDetails(details, today, () => dueByLaw(subject, company));
  const dueOn = dueByLaw(subject, company);
  if (dueOn) return { status: dueOn < today ? 'overdue' : 'due', due_on: dueOn, basis: 'law' };
  return { status: 'due', basis: 'law' };
}

/**
 * What the register's details alone say, where the company is not known (an officer's
 * appointments across companies carry no company type or confirmation statement): the reading
 * `verificationOf` makes of the details, with nothing judged from the law. Without details there
 * is no verdict (undefined); an appointment that has ended (`ended`: resigned, or its company
 * closed) is not required, keeping a date it verified on.
 */
export function verificationOfDetails(
  details: IdentityVerificationDetails | null | undefined,
  ended: boolean,
  today: string,
): Verification | undefined {
  if (!details) return undefined;
  if (ended) return notRequired(details);
  return fromDetails(details, today, () => undefined);
}

export interface VerificationCounts {
  required: number;
  verified: number;
  due: number;
  overdue: number;
}

/** Counts over outcomes: a withdrawn person is required and counts as none of verified, due or overdue. */
export function countVerifications(outcomes: readonly Verification[]): VerificationCounts {
  const counts: VerificationCounts = { required: 0, verified: 0, due: 0, overdue: 0 };
  for (const { status } of outcomes) {
    if (status === 'not-required') continue;
    counts.required++;
    if (status !== 'withdrawn') counts[status]++;
  }
  return counts;
}
