// Identity verification (Economic Crime and Corporate Transparency Act 2023) as the register
// publishes it in `identity_verification_details`: who has verified, whose statement is due,
// who is overdue, whose statement was withdrawn. The dates follow the law (lib/registry/
// verification.ts reads them back): appointments made since 18 November 2025 are verified at
// appointment (a PSC has 14 days); people in post verify by their company's first confirmation
// statement made up to a date on or after that day (a PSC who is not a director of the company
// in the fourteen days from the first of their birth month); some verified early, voluntarily,
// from 8 April 2025. The shapes are the three the live register shows: verified directly
// (statement start and end), verified through an authorised corporate service provider (ACSP:
// its name, its anti-money-laundering supervisors, the day it verified the person, the name the
// person gave it) and not yet verified (the due date; a PSC's also the date its window opens).
//
// Every draw comes from streams of its own (per person, per appointment), never the company's,
// so the rest of a company's data is the same with or without it.
import {
  requiresVerification,
  STATEMENT_GRACE_DAYS,
  VERIFICATION_REQUIRED_FROM,
  type VerificationCompany,
} from '@/lib/registry/verification';
import type { CompanyPlan } from './company';
import { addYears, civil, dayOf, iso, max, min, parseIso, type Day } from './dates';
import type { AppointmentRecord } from './officers';
import { truePerson, type Person } from './persons';
import { Rng, Weighted } from './random';

export const REQUIRED_FROM: Day = parseIso(VERIFICATION_REQUIRED_FROM);
/** Voluntary verification opened on 8 April 2025. */
export const VOLUNTARY_FROM: Day = dayOf(2025, 4, 8);
/** The register's end date of a statement still in place (its own examples send it). */
export const OPEN_END = '9999-12-31';

/** Share of people in post who supply their statement when it is due (the rest are overdue once it is). */
const COMPLIES = 0.82;
/** Share who verified before their company's statement asked them to. */
const EARLY = 0.15;
/** Share of verified people who went through an authorised corporate service provider. */
const VIA_ACSP = 0.18;
/** Share of statements later withdrawn. */
const WITHDRAWN = 0.02;
/** Share of open statements the register sends with the end date 9999-12-31. */
const OPEN_END_SHARE = 0.6;
/** Share of people appointed in the last 14 days who have not supplied their statement yet. */
const NOT_YET = 0.35;

/** The wire object (lib/registry/schemas `identityVerificationDetailsSchema`), keys in the register's order. */
export type VerificationDetails = Record<string, string | readonly string[]>;

/** The company's first confirmation statement made up to a day on or after 18 November 2025. */
export interface StatementCycle {
  readonly madeUpTo: Day;
  /** When it was filed; undefined while it has not been made. */
  readonly filedOn?: Day;
}

/** What the showcase may fix for an appointment; anything else is drawn. */
export type ForcedOutcome = 'verified' | 'acsp' | 'due' | 'overdue' | 'withdrawn';

/** Authorised corporate service providers (fictional firms) and the bodies that supervise them for anti-money laundering. */
const ACSPS = new Weighted<readonly [string, readonly string[]]>([
  [['QUAYSIDE COMPANY SECRETARIAL SERVICES LIMITED', ['HM Revenue and Customs (HMRC)']], 14],
  [['HARWOOD PEEL & CO LLP', ['Institute of Chartered Accountants in England and Wales (ICAEW)']], 12],
  [['MERCER LANE ACCOUNTANTS LIMITED', ['Association of Chartered Certified Accountants (ACCA)']], 12],
  [['BRANDLING FORMATIONS LIMITED', ['HM Revenue and Customs (HMRC)']], 10],
  [
    ['ASHDOWN WELLS SOLICITORS LLP', ['The Law Society (England and Wales)', 'Solicitors Regulation Authority (SRA)']],
    8,
  ],
  [['CALDER & ROSS LLP', ['Institute of Chartered Accountants of Scotland (ICAS)']], 6],
  [['NORTHBANK TRUST SERVICES LIMITED', ['Financial Conduct Authority (FCA)']], 6],
  [['GREYFRIARS NOTARIES LLP', ['Faculty Office of the Archbishop of Canterbury (FO)']], 3],
  [['LAGAN COMPLIANCE PARTNERS LIMITED', ['Law Society of Northern Ireland (LSNI)']], 2],
  [['STRAND TAX & ACCOUNTS LIMITED', ['Chartered Institute of Taxation (CIOT)']], 4],
  [['ORCHARD BOOKKEEPING LIMITED', ['Institute of Certified Bookkeepers (ICB)']], 3],
  [['KELVIN CHAMBERS LLP', ['Law Society of Scotland']], 3],
]);

interface Traits {
  readonly complies: boolean;
  readonly early: boolean;
  readonly acsp: readonly [string, readonly string[]] | undefined;
  /** When the ACSP verified the person. */
  readonly identityVerifiedOn: Day;
  readonly preferredName: string | undefined;
}

/** What a person does, whatever role: drawn from their own id (or a protected PSC's key), so each of their roles agrees. */
function traitsOf(key: string, person?: Person): Traits {
  const rng = Rng.from(`identity|${key}`);
  const complies = rng.chance(COMPLIES);
  const early = rng.chance(EARLY);
  const viaAcsp = rng.chance(VIA_ACSP);
  const acsp = ACSPS.pick(rng);
  const identityVerifiedOn = early
    ? VOLUNTARY_FROM + rng.int(0, REQUIRED_FROM - VOLUNTARY_FROM - 1)
    : REQUIRED_FROM + rng.int(0, 330);
  const preferred = rng.chance(0.4);
  const useMiddle = rng.chance(0.5);
  return {
    complies,
    early,
    acsp: viaAcsp ? acsp : undefined,
    identityVerifiedOn,
    preferredName: preferred && person ? preferredNameOf(person, useMiddle) : undefined,
  };
}

/** The name a person gives their ACSP: forename and surname, or the middle name they go by. */
function preferredNameOf(person: Person, useMiddle: boolean): string {
  const first = useMiddle && person.middle ? person.middle : person.forename;
  return `${first} ${person.surname}`;
}

/** One role's verification before it is written: verified from a day (maybe withdrawn), or not yet. */
type Decision =
  | {
      readonly verified: true;
      readonly start: Day;
      readonly end?: Day | 'open';
      readonly acsp: boolean;
      /** The showcase's ACSP case gives the name the person goes by. */
      readonly preferred?: boolean;
    }
  | { readonly verified: false; readonly statementDate: Day; readonly dueOn: Day; readonly made: boolean };

export interface IdentityOptions {
  /** Outcomes fixed by appointment id (the showcase). */
  readonly forced?: ReadonlyMap<string, ForcedOutcome>;
}

/**
 * Decides and writes the details of one company's people: its officers' appointments and its
 * PSCs. Nothing for a company or role that need not verify, or before 18 November 2025.
 */
export class IdentityVerifier {
  private readonly ref: Day;
  private readonly company: VerificationCompany;
  private readonly decided = new Map<string, Decision | undefined>();

  constructor(
    private readonly plan: CompanyPlan,
    /** The company's first statement since the law; undefined when it files none (then none are due by it). */
    private readonly cycle: StatementCycle | undefined,
    private readonly records: readonly AppointmentRecord[],
    private readonly options: IdentityOptions = {},
  ) {
    this.ref = plan.ctx.ref;
    this.company = { type: plan.type, company_status: plan.status };
  }

  /** The details of an appointment, or undefined. */
  officer(record: AppointmentRecord): VerificationDetails | undefined {
    const decision = this.officerDecision(record);
    return decision ? this.render(decision, record.officer as Person, 'officer') : undefined;
  }

  /** The details of an individual or super-secure PSC (a person, or undefined for the protected), or undefined. */
  psc(
    id: string,
    kind: 'individual' | 'super-secure',
    person: Person | undefined,
    notifiedOn: Day,
    ceasedOn: Day | undefined,
  ): VerificationDetails | undefined {
    if (this.ref < REQUIRED_FROM) return undefined;
    const role =
      kind === 'individual'
        ? 'individual-person-with-significant-control'
        : 'super-secure-person-with-significant-control';
    const subject = { kind: 'psc' as const, role, ended: ceasedOn !== undefined, startedOn: iso(notifiedOn) };
    if (!requiresVerification(subject, this.company)) return undefined;
    let decision: Decision | undefined;
    // A PSC who is also a director of the company verifies for both roles by its statement.
    const director = person ? this.currentRoleOf(person) : undefined;
    if (director && notifiedOn < REQUIRED_FROM) decision = this.officerDecision(director);
    if (!decision) {
      const traits = person ? traitsOf(truePerson(person), person) : traitsOf(`protected|${id}`);
      const rng = Rng.from(`identity|psc|${id}`);
      if (notifiedOn >= REQUIRED_FROM) {
        decision = this.fresh(traits, rng, notifiedOn, 'psc');
      } else {
        // Not a director: the fourteen days from the first of their birth month, in the transition year.
        const month = person ? civil(person.dob)[1] : 1 + Math.floor(rng.float() * 12);
        const opens = dayOf(month === 12 ? 2025 : 2026, month, 1);
        decision = this.inPost(traits, rng, { statementDate: opens, dueOn: opens + 13, made: opens <= this.ref });
      }
    }
    if (kind === 'super-secure') {
      // For the protected, the register shows the statement's start and end only.
      if (!decision.verified) return undefined;
      return this.render({ ...decision, acsp: false }, undefined, 'psc');
    }
    return this.render(decision, person, 'psc');
  }

  private officerDecision(record: AppointmentRecord): Decision | undefined {
    if (this.decided.has(record.id)) return this.decided.get(record.id);
    let decision: Decision | undefined;
    const started = record.appointedOn ?? record.appointedBefore ?? this.plan.creation;
    const subject = {
      kind: 'officer' as const,
      role: record.role,
      ended: record.resignedOn !== undefined,
      startedOn: iso(started),
    };
    if (this.ref >= REQUIRED_FROM && record.officer.kind === 'person' && requiresVerification(subject, this.company)) {
      const traits = traitsOf(truePerson(record.officer), record.officer);
      const rng = Rng.from(`identity|appointment|${record.id}`);
      const forced = this.options.forced?.get(record.id);
      if (started >= REQUIRED_FROM) {
        decision = this.fresh(traits, rng, started, 'officer', forced);
      } else {
        const cycle = this.cycle ?? this.partnershipCycle();
        decision = this.inPost(
          traits,
          rng,
          {
            statementDate: cycle.madeUpTo,
            dueOn: cycle.madeUpTo + STATEMENT_GRACE_DAYS,
            made: cycle.filedOn !== undefined && cycle.filedOn <= this.ref,
            ...(cycle.filedOn !== undefined ? { filedOn: cycle.filedOn } : {}),
          },
          forced,
        );
      }
    }
    this.decided.set(record.id, decision);
    return decision;
  }

  /** The person's current appointment at this company that must verify, if any. */
  private currentRoleOf(person: Person): AppointmentRecord | undefined {
    return this.records.find(
      (r) =>
        r.officer.kind === 'person' &&
        truePerson(r.officer) === truePerson(person) &&
        r.resignedOn === undefined &&
        this.officerDecision(r),
    );
  }

  /**
   * Limited partnerships file no confirmation statement yet: their general partners in post are
   * due by the partnership's next anniversary after today.
   */
  private partnershipCycle(): StatementCycle {
    let k = 1;
    while (addYears(this.plan.creation, k) <= this.ref) k++;
    return { madeUpTo: addYears(this.plan.creation, k) };
  }

  /** Appointed (or notified) since the law: verified with the appointment; a PSC within 14 days. */
  private fresh(traits: Traits, rng: Rng, started: Day, kind: 'officer' | 'psc', forced?: ForcedOutcome): Decision {
    const roll = rng.float();
    const within = rng.float();
    const withdrawnRoll = rng.float();
    const endRoll = rng.float();
    const open = rng.chance(OPEN_END_SHARE);
    const dueOn = started + STATEMENT_GRACE_DAYS;
    // A PSC's window opens with the notification; an officer's due date alone is shown.
    const pending: Decision = { verified: false, statementDate: started, dueOn, made: kind === 'psc' };
    if (forced === 'due' || forced === 'overdue') return pending;
    if (!forced) {
      if (dueOn >= this.ref && roll < NOT_YET) return pending;
      // A PSC who never supplies it is overdue 14 days on.
      if (kind === 'psc' && !traits.complies && dueOn < this.ref) return pending;
    }
    const start = kind === 'officer' ? started : started + Math.floor(within * (min(dueOn, this.ref) - started + 1));
    return this.verified(traits, start, forced, withdrawnRoll, endRoll, open);
  }

  /** In post on 18 November 2025: verified by the statement, early, or not (yet). */
  private inPost(
    traits: Traits,
    rng: Rng,
    window: { statementDate: Day; dueOn: Day; made: boolean; filedOn?: Day },
    forced?: ForcedOutcome,
  ): Decision {
    const within = rng.float();
    const withdrawnRoll = rng.float();
    const endRoll = rng.float();
    const open = rng.chance(OPEN_END_SHARE);
    const { statementDate, dueOn, made } = window;
    const pending: Decision = { verified: false, statementDate, dueOn, made };
    if (forced === 'due' || forced === 'overdue') return pending;
    // Forced to have verified though the statement is not made yet: then early too.
    const early = forced ? !made : traits.early;
    if (early) {
      // Before the statement asked: any day from 18 November 2025 until then.
      const last = max(REQUIRED_FROM, min(statementDate, this.ref) - 1);
      return this.verified(
        traits,
        REQUIRED_FROM + Math.floor(within * (last - REQUIRED_FROM + 1)),
        forced,
        withdrawnRoll,
        endRoll,
        open,
      );
    }
    if (!made || (!forced && !traits.complies)) return pending;
    // With the statement: from a couple of months before it until it was filed (or due).
    const first = max(REQUIRED_FROM, statementDate - 60);
    const last = max(first, min(window.filedOn ?? dueOn, this.ref));
    return this.verified(traits, first + Math.floor(within * (last - first + 1)), forced, withdrawnRoll, endRoll, open);
  }

  private verified(
    traits: Traits,
    start: Day,
    forced: ForcedOutcome | undefined,
    withdrawnRoll: number,
    endRoll: number,
    open: boolean,
  ): Decision {
    const acsp = forced === 'acsp' || (!forced && traits.acsp !== undefined);
    const withdraw = forced === 'withdrawn' || (!forced && withdrawnRoll < WITHDRAWN);
    const preferred = forced === 'acsp';
    if (withdraw && this.ref - start >= 2) {
      return { verified: true, start, end: start + 1 + Math.floor(endRoll * (this.ref - start - 1)), acsp, preferred };
    }
    return { verified: true, start, ...(open ? { end: 'open' as const } : {}), acsp, preferred };
  }

  /** The wire object, keys in the order the register sends them. */
  private render(decision: Decision, person: Person | undefined, kind: 'officer' | 'psc'): VerificationDetails {
    const details: VerificationDetails = {};
    if (!decision.verified) {
      // An officer's shows the statement's date once the company made it; a PSC's always (the window's start).
      if (kind === 'psc' || decision.made)
        details.appointment_verification_statement_date = iso(decision.statementDate);
      details.appointment_verification_statement_due_on = iso(decision.dueOn);
      return details;
    }
    const traits = person ? traitsOf(truePerson(person), person) : undefined;
    const acsp = decision.acsp && traits ? (traits.acsp ?? ACSPS.values[0]!) : undefined;
    if (acsp) details.anti_money_laundering_supervisory_bodies = acsp[1];
    if (decision.end !== undefined)
      details.appointment_verification_end_on = decision.end === 'open' ? OPEN_END : iso(decision.end);
    details.appointment_verification_start_on = iso(decision.start);
    if (acsp && traits) {
      details.authorised_corporate_service_provider_name = acsp[0];
      details.identity_verified_on = iso(min(traits.identityVerifiedOn, decision.start));
      const preferred =
        traits.preferredName ?? (decision.preferred && person ? preferredNameOf(person, true) : undefined);
      if (preferred) details.preferred_name = preferred;
    }
    return details;
  }
}

// --- for the activity engine (../activity/kinds) ---------------------------------------------

/** A director appointed (or a founder notified as PSC) on `on`: verified with the appointment. */
export function verifiedAtAppointment(on: Day): VerificationDetails | undefined {
  if (on < REQUIRED_FROM) return undefined;
  return { appointment_verification_end_on: OPEN_END, appointment_verification_start_on: iso(on) };
}

/** A PSC notified on `on` who is not (yet) verified: their fourteen days open that day. */
export function pscWindowFrom(on: Day): VerificationDetails | undefined {
  if (on < REQUIRED_FROM) return undefined;
  return {
    appointment_verification_statement_date: iso(on),
    appointment_verification_statement_due_on: iso(on + STATEMENT_GRACE_DAYS),
  };
}

/**
 * Someone supplying their statement on `on`: directly, or (about 18%) through an authorised
 * corporate service provider, who verified them up to a few months before. A protected PSC's
 * details show the statement's start and end only.
 */
export function verifiedOn(
  rng: Rng,
  on: Day,
  options: { protectedPerson?: boolean; name?: string } = {},
): VerificationDetails {
  const viaAcsp = rng.chance(VIA_ACSP) && !options.protectedPerson;
  const [provider, bodies] = ACSPS.pick(rng);
  const open = rng.chance(OPEN_END_SHARE);
  const verifiedBefore = rng.int(0, 120);
  const preferred = rng.chance(0.4) && options.name !== undefined;
  const details: VerificationDetails = {};
  if (viaAcsp) details.anti_money_laundering_supervisory_bodies = bodies;
  if (open) details.appointment_verification_end_on = OPEN_END;
  details.appointment_verification_start_on = iso(on);
  if (viaAcsp) {
    details.authorised_corporate_service_provider_name = provider;
    details.identity_verified_on = iso(max(VOLUNTARY_FROM, on - verifiedBefore));
    if (preferred) details.preferred_name = options.name!;
  }
  return details;
}
