// Identity verification as a connections graph carries it: each current appointment edge holds
// the outcome of the register's rule (lib/registry/verification.ts `verificationOf`, judged on
// the server by lib/network/verification.ts) as flat attributes, so that the JSON, GEXF and CSV
// exports carry them too; a person's mark is the worst outcome among their appointments in the
// graph. Pure: the server, the tables and the browser's drawing read it alike.
import type { Verification, VerificationStatus } from '@/lib/registry/verification';
import { verificationWords } from '@/lib/verification/words';

/** What an appointment edge says of the person's verification there (absent on resigned appointments). */
export interface VerificationEdgeAttributes {
  verification?: VerificationStatus;
  /** `register`: the register's details decided; `law`: it publishes none for the person and the law's dates did. */
  verification_basis?: Verification['basis'];
  verification_verified_on?: string;
  verification_due_on?: string;
  verification_withdrawn_on?: string;
  verification_via_acsp?: string;
  /** Why the appointment was not judged: the company's profile (its type, status, confirmation statement) could not be read. */
  verification_not_checked?: 'budget' | 'unavailable';
}

/** The edge attributes for an outcome. */
export function verificationAttributes(v: Verification): VerificationEdgeAttributes {
  return {
    verification: v.status,
    verification_basis: v.basis,
    ...(v.verified_on ? { verification_verified_on: v.verified_on } : {}),
    ...(v.due_on ? { verification_due_on: v.due_on } : {}),
    ...(v.withdrawn_on ? { verification_withdrawn_on: v.withdrawn_on } : {}),
    ...(v.via_acsp ? { verification_via_acsp: v.via_acsp } : {}),
  };
}

const STATUSES: readonly string[] = ['verified', 'due', 'overdue', 'withdrawn', 'not-required'];
const BASES: readonly string[] = ['register', 'law', 'none'];
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** The outcome an edge carries; undefined when it carries none (resigned, not checked, or an older answer). */
export function verificationFromAttributes(attributes: Record<string, unknown>): Verification | undefined {
  const status = attributes.verification;
  if (typeof status !== 'string' || !STATUSES.includes(status)) return undefined;
  const basis = BASES.includes(String(attributes.verification_basis))
    ? (attributes.verification_basis as Verification['basis'])
    : 'register';
  const verifiedOn = text(attributes.verification_verified_on);
  const dueOn = text(attributes.verification_due_on);
  const withdrawnOn = text(attributes.verification_withdrawn_on);
  const via = text(attributes.verification_via_acsp);
  return {
    status: status as VerificationStatus,
    basis,
    ...(verifiedOn ? { verified_on: verifiedOn } : {}),
    ...(dueOn ? { due_on: dueOn } : {}),
    ...(withdrawnOn ? { withdrawn_on: withdrawnOn } : {}),
    ...(via ? { via_acsp: via } : {}),
  };
}

/** Required and not verified: what the graph marks ("unverified and overdue"). */
export const UNVERIFIED_STATUSES: ReadonlySet<VerificationStatus> = new Set(['overdue', 'withdrawn', 'due']);

/** Worst first: overdue, then withdrawn, due, verified, not required. */
const SEVERITY: Record<VerificationStatus, number> = {
  overdue: 4,
  withdrawn: 3,
  due: 2,
  verified: 1,
  'not-required': 0,
};

export interface AppointmentVerification {
  /** The company's node key, and its name where known. */
  company: string;
  companyName?: string;
  verification: Verification;
}

export interface PersonVerification {
  /** The worst outcome among the person's appointments in the graph… */
  verification: Verification;
  /** …at this company. */
  company: string;
  companyName?: string;
  /** Overdue, withdrawn or due: required and not verified. */
  unverified: boolean;
  /** Appointments in the graph at which the person is unverified. */
  unverifiedCount: number;
  /** Appointments in the graph that could not be judged (their company's profile was not read). */
  notChecked: number;
  /** "Overdue since 3 December 2025 (no verification on the register; date from the law), at ACME LIMITED". */
  words: string;
}

/**
 * A person's mark from their appointments' outcomes: the worst one (an earlier due date first
 * among equals), with its words. Undefined when none of the appointments was judged.
 */
export function personVerification(
  appointments: readonly AppointmentVerification[],
  notChecked = 0,
): PersonVerification | undefined {
  const worst = [...appointments].sort(
    (a, b) =>
      SEVERITY[b.verification.status] - SEVERITY[a.verification.status] ||
      (a.verification.due_on ?? '9999').localeCompare(b.verification.due_on ?? '9999') ||
      a.company.localeCompare(b.company),
  )[0];
  if (!worst) return undefined;
  const unverifiedCount = appointments.filter((a) => UNVERIFIED_STATUSES.has(a.verification.status)).length;
  const unverified = UNVERIFIED_STATUSES.has(worst.verification.status);
  const where = worst.companyName ? `, at ${worst.companyName}` : '';
  const more = unverifiedCount > 1 ? ` (unverified at ${unverifiedCount} companies in these connections)` : '';
  return {
    verification: worst.verification,
    company: worst.company,
    ...(worst.companyName ? { companyName: worst.companyName } : {}),
    unverified,
    unverifiedCount,
    notChecked,
    words: `${verificationWords(worst.verification)}${where}${more}`,
  };
}

/** The short text of a badge: "Identity overdue", "Identity not verified" (due or withdrawn). */
export function badgeText(mark: Pick<PersonVerification, 'verification'>): string {
  return mark.verification.status === 'overdue' ? 'Identity overdue' : 'Identity not verified';
}

interface EdgeLike {
  source: string;
  target: string;
  attributes: Record<string, unknown>;
}

/**
 * Every officer's mark from a graph's appointment edges (officer → company), the company names
 * from `labels`; officers none of whose appointments was judged are left out.
 */
export function peopleVerification(
  edges: Iterable<EdgeLike>,
  labels: (key: string) => string | undefined,
): Map<string, PersonVerification> {
  const byOfficer = new Map<string, { judged: AppointmentVerification[]; notChecked: number }>();
  for (const edge of edges) {
    if (edge.attributes.kind !== 'appointment') continue;
    const entry = byOfficer.get(edge.source) ?? { judged: [], notChecked: 0 };
    const verification = verificationFromAttributes(edge.attributes);
    if (verification) entry.judged.push({ company: edge.target, companyName: labels(edge.target), verification });
    else if (edge.attributes.verification_not_checked) entry.notChecked++;
    else continue;
    byOfficer.set(edge.source, entry);
  }
  const marks = new Map<string, PersonVerification>();
  for (const [officer, { judged, notChecked }] of byOfficer) {
    const mark = personVerification(judged, notChecked);
    if (mark) marks.set(officer, mark);
  }
  return marks;
}
