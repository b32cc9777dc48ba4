// Identity verification: a director, member, general partner or PSC whose statement is due or
// overdue supplies it (their appointment or PSC record then shows it, on the officers or PSC
// stream), and a statement in place is withdrawn. The register files no form for either: only
// the record changes. Who must verify, and what the dates say, is the shared rule
// (lib/registry/verification.ts).
import type { IdentityVerificationDetails } from '@/lib/registry/schemas';
import { verificationOf, type VerificationStatus, type VerificationSubject } from '@/lib/registry/verification';
import { iso } from '../../generator/dates';
import { verifiedOn } from '../../generator/verification';
import { canFile, isCompanyOrLlp } from './shared';
import type { AppointmentRow, ChangeScope, CompanyActivityKind, Profile, PscRow } from './types';

/** PSCs who may have to verify: individuals and the protected. */
const VERIFYING_PSCS = new Set(['individual', 'super-secure']);

type Candidate = { kind: 'officer'; row: AppointmentRow } | { kind: 'psc'; row: PscRow };

const appliesTo = (p: Profile) => canFile(p) && (isCompanyOrLlp(p) || p.type === 'limited-partnership');

/** The company's current officers and PSCs whose verification, today, has one of `statuses`. */
function candidates(scope: ChangeScope, p: Profile, statuses: ReadonlySet<VerificationStatus>): Candidate[] {
  const today = iso(scope.today);
  const status = (subject: VerificationSubject) => verificationOf(subject, p, today).status;
  const officers: Candidate[] = scope
    .appointments(p.company_number)
    .filter(
      (row) =>
        row.resigned_on === null &&
        statuses.has(
          status({
            kind: 'officer',
            role: row.officer_role,
            ended: false,
            startedOn: row.body.appointed_on ?? row.body.appointed_before,
            details: row.body.identity_verification_details,
          }),
        ),
    )
    .map((row) => ({ kind: 'officer', row }));
  const pscs: Candidate[] = scope
    .pscs(p.company_number)
    .filter(
      (row) =>
        row.ceased === 0 &&
        VERIFYING_PSCS.has(row.path_kind) &&
        statuses.has(
          status({
            kind: 'psc',
            role: String(row.body.kind),
            ended: false,
            startedOn: row.body.notified_on,
            details: row.body.identity_verification_details,
          }),
        ),
    )
    .map((row) => ({ kind: 'psc', row }));
  // In a fixed order, so the pick is the same whatever order the rows were read in.
  const key = (c: Candidate) => (c.kind === 'officer' ? `o|${c.row.appointment_id}` : `p|${c.row.psc_id}`);
  return [...officers, ...pscs].sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

/** Writes the candidate's record with new details (a new body: the row read stays what it was, for fields_changed). */
function put(scope: ChangeScope, p: Profile, candidate: Candidate, details: IdentityVerificationDetails): void {
  if (candidate.kind === 'officer') {
    const { row } = candidate;
    scope.putAppointment(p.company_number, { ...row, body: { ...row.body, identity_verification_details: details } });
  } else {
    const { row } = candidate;
    scope.putPsc(p.company_number, { ...row, body: { ...row.body, identity_verification_details: details } });
  }
}

const NOT_YET: ReadonlySet<VerificationStatus> = new Set(['due', 'overdue']);
const VERIFIED: ReadonlySet<VerificationStatus> = new Set(['verified']);

/** Someone due or overdue verifies: their statement starts today (through a provider now and then). */
export const identityVerified: CompanyActivityKind = {
  name: 'identity-verified',
  weight: 6,
  applies: appliesTo,
  apply(scope, p) {
    const waiting = candidates(scope, p, NOT_YET);
    if (waiting.length === 0) return false;
    const candidate = scope.rng.pick(waiting);
    const names = candidate.kind === 'psc' ? candidate.row.body.name_elements : undefined;
    const details = verifiedOn(scope.rng, scope.today, {
      protectedPerson: candidate.kind === 'psc' && candidate.row.path_kind === 'super-secure',
      ...(names?.forename ? { name: `${names.forename} ${names.surname}` } : {}),
    });
    put(scope, p, candidate, details);
    return true;
  },
};

/** A statement in place is withdrawn: it ends today, and the person is no longer verified for the role. */
export const identityVerificationWithdrawn: CompanyActivityKind = {
  name: 'identity-verification-withdrawn',
  weight: 0.3,
  applies: appliesTo,
  apply(scope, p) {
    const today = iso(scope.today);
    // A statement supplied today is not withdrawn the same day.
    const verified = candidates(scope, p, VERIFIED).filter(
      (c) => (c.row.body.identity_verification_details?.appointment_verification_start_on ?? today) < today,
    );
    if (verified.length === 0) return false;
    const candidate = scope.rng.pick(verified);
    const details = candidate.row.body.identity_verification_details!;
    // The register's order of the fields (alphabetical), the end date among them.
    const ended = Object.fromEntries(
      Object.entries({ ...details, appointment_verification_end_on: today }).sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    put(scope, p, candidate, ended);
    return true;
  },
};
