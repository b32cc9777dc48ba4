// Generates one company and everything that belongs to it, in the order the facts depend on
// each other: officers, company-level filings, charges, insolvency (which links charges and
// moves the office), PSCs, registers, exemptions, disqualification of a director, then the
// appointment rows, the filing history and finally the profile with links to what exists.
import { FILINGS_FROM, type CompanyPlan } from './company';
import { chargeCount, planCharges, writeCharges, type ChargeStatus } from './charges';
import { maybeDisqualify } from './disqualifications';
import { FilingBook } from './filings';
import { generateInsolvency, type InsolvencyOptions } from './insolvency';
import {
  fileAccounts,
  fileDissolution,
  fileIncorporation,
  fileNameChanges,
  fileOfficeChanges,
  fileReferenceDateChange,
  fileStatements,
  ShareCapital,
} from './lifecycle';
import { OfficerGenerator, type AppointmentRecord, type FormationAgent } from './officers';
import { writeProfile, type CorporateAnnotation } from './profile';
import { planPscs, writePscs, type PscSpec, type StatementSpec } from './psc';
import { generateExemptions, generateRegisters } from './registers';
import { IdentityVerifier, type ForcedOutcome } from './verification';

export interface CompanyExtras {
  /** Appoint officers yourself instead of the simulation (the showcase). */
  readonly officers?: (generator: OfficerGenerator) => void;
  /** Replace the PSCs and statements. */
  readonly pscs?: (
    plan: CompanyPlan,
    officers: readonly AppointmentRecord[],
  ) => { pscs: PscSpec[]; statements: StatementSpec[] };
  readonly chargeStatuses?: readonly ChargeStatus[];
  readonly chargeCount?: number;
  /** Registers on the public register; 'kept' never withdraws them (so the register view can be asked for). */
  readonly registers?: boolean | 'kept';
  readonly exemptions?: { endedOn?: number };
  readonly insolvency?: InsolvencyOptions;
  /** The company has UK establishments (an overseas company). */
  readonly ukEstablishments?: boolean;
  readonly parent?: { number: string; name: string };
  /** Disqualify a director of a failed company: 'never', 'always', or by chance. */
  readonly disqualify?: 'never' | 'always';
  /** Fix some appointments' identity verification (by appointment id); the rest is drawn. */
  readonly identity?: (officers: readonly AppointmentRecord[]) => ReadonlyMap<string, ForcedOutcome>;
  /** The registrar's annotations on the profile, instead of drawn ones. */
  readonly annotations?: readonly CorporateAnnotation[];
  /** A limited partnership's term, instead of a drawn one. */
  readonly term?: string;
}

export interface CompanyResult {
  readonly plan: CompanyPlan;
  readonly officers: readonly AppointmentRecord[];
  readonly disqualifiedIds: readonly string[];
}

/** Chance that a director of a company that failed this way is disqualified (registry-statistics §11). */
const DISQUALIFICATION_RATE: Partial<Record<string, number>> = {
  liquidation: 0.04,
  'dissolved-liquidation': 0.04,
  administration: 0.03,
  'dissolved-administration': 0.03,
  'dissolved-compulsory': 0.003,
};

export function generateCompany(
  plan: CompanyPlan,
  agents: readonly FormationAgent[],
  extras: CompanyExtras = {},
): CompanyResult {
  const { ctx, rng } = plan;
  const book = new FilingBook(plan, FILINGS_FROM, plan.end);
  fileIncorporation(plan, book);

  const officers = new OfficerGenerator(plan, book, agents);
  if (extras.officers) extras.officers(officers);
  else officers.generate();

  fileNameChanges(plan, book);
  fileOfficeChanges(plan, book);
  fileReferenceDateChange(plan, book);
  const capital = new ShareCapital(plan);
  capital.fileAllotments(book);
  const accounts = fileAccounts(plan, book);
  const statementsBlocks = fileStatements(plan, book, capital);
  const identity = new IdentityVerifier(
    plan,
    statementsBlocks.verificationCycle,
    officers.records,
    extras.identity ? { forced: extras.identity(officers.records) } : {},
  );

  let count = extras.chargeCount ?? (extras.chargeStatuses ? extras.chargeStatuses.length : chargeCount(plan));
  if (plan.fate === 'receivership') count = Math.max(count, 1);
  const chargeStatuses =
    extras.chargeStatuses ?? (plan.fate === 'receivership' ? (['outstanding'] as const) : undefined);
  const charges =
    count > 0 || chargeStatuses
      ? planCharges(plan, book, count, chargeStatuses ? { statuses: chargeStatuses } : {})
      : [];
  const insolvency = generateInsolvency(plan, book, charges, extras.insolvency);
  writeCharges(plan, charges);

  const { pscs, statements } = extras.pscs ? extras.pscs(plan, officers.records) : planPscs(plan, officers.records);
  const pscOutcome = writePscs(plan, book, pscs, statements, identity);

  const hasSecretary = officers.records.some((r) => r.role.endsWith('secretary') && !r.role.includes('nominee'));
  const registers = generateRegisters(plan, book, {
    force: extras.registers === true || extras.registers === 'kept',
    keep: extras.registers === 'kept',
    hasSecretary,
    hasPscs: pscs.length > 0,
  });
  const exemptions = generateExemptions(plan, extras.exemptions ? { force: true, ...extras.exemptions } : {});

  fileDissolution(plan, book);

  // A director of a failed company is sometimes disqualified.
  const disqualifiedIds: string[] = [];
  const rate = DISQUALIFICATION_RATE[plan.fate] ?? 0;
  if (extras.disqualify !== 'never' && rate > 0 && (extras.disqualify === 'always' || rng.chance(rate))) {
    const when = plan.insolvencyStart ?? plan.cessation ?? plan.end;
    const director = officers.records.find(
      (r) =>
        r.officer.kind === 'person' &&
        r.role === 'director' &&
        (r.appointedOn ?? r.appointedBefore ?? 0) < when &&
        (r.resignedOn === undefined || r.resignedOn > when - 365),
    );
    if (director && director.officer.kind === 'person') {
      const id = maybeDisqualify(plan, director.officer, when, director.officer.address);
      if (id) disqualifiedIds.push(id);
    }
  }

  officers.flush(identity);
  book.write(ctx.writer);
  writeProfile(plan, {
    filings: book.size > 0,
    officers: officers.records.length > 0,
    charges: charges.length > 0,
    insolvency: insolvency !== undefined,
    liquidated: insolvency?.liquidated ?? false,
    pscs: pscOutcome.pscs > 0,
    statements: pscOutcome.statements > 0,
    superSecurePscs: pscOutcome.superSecure,
    registers,
    exemptions,
    ukEstablishments: extras.ukEstablishments === true,
    accounts,
    statementsBlocks,
    ...(extras.parent ? { parent: extras.parent } : {}),
    ...(extras.annotations ? { annotations: extras.annotations } : {}),
    ...(extras.term ? { term: extras.term } : {}),
  });
  if (plan.status === 'active' && (plan.kind === 'ltd' || plan.kind === 'plc') && plan.sizeClass !== 'dormant') {
    ctx.reservoir.add(
      {
        number: plan.number,
        name: plan.name,
        type: plan.type,
        jurisdiction: plan.jurisdiction,
        office: plan.office,
        creation: plan.creation,
      },
      rng,
    );
  }
  return { plan, officers: officers.records, disqualifiedIds };
}
