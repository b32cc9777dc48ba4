// Persons with significant control and PSC statements (registry-statistics §7): who controls
// the company from 6 April 2016 (or incorporation), how, and the changes since; beneficial
// owners for registered overseas entities. Writes PSC and statement rows and their filings.
import { CS_REGIME, PSC_REGIME, type CompanyPlan } from './company';
import { dayOf, iso, max, yearOf, type Day } from './dates';
import { LEGAL_PERSONS } from './data/business';
import type { FilingBook } from './filings';
import { registryId } from './ids';
import { foreignBody, ukCorporateBody, type AppointmentRecord } from './officers';
import {
  formalName,
  makePerson,
  monthYear,
  ofAgeOn,
  pscNameElements,
  truePerson,
  type CorporateBody,
  type Person,
} from './persons';
import { ownerFromPool, pscEntryOf } from './identity';
import { Rng, Weighted } from './random';
import type { IdentityVerifier } from './verification';

const SLP_REGIME = dayOf(2017, 6, 26);
/** The statement that a PSC has yet to confirm is a recent one (published with the 2024 enumerations). */
const AWAITING_FROM = dayOf(2024, 3, 4);

export type PscKind = 'individual' | 'corporate-entity' | 'legal-person' | 'super-secure';

/** The registry's `kind` and path segment for each PSC kind, for companies and for overseas entities. */
export const PSC_KINDS: Record<PscKind, { kind: string; bo: string }> = {
  individual: { kind: 'individual-person-with-significant-control', bo: 'individual-beneficial-owner' },
  'corporate-entity': {
    kind: 'corporate-entity-person-with-significant-control',
    bo: 'corporate-entity-beneficial-owner',
  },
  'legal-person': { kind: 'legal-person-person-with-significant-control', bo: 'legal-person-beneficial-owner' },
  'super-secure': { kind: 'super-secure-person-with-significant-control', bo: 'super-secure-beneficial-owner' },
};

type Holder =
  | { kind: 'individual'; person: Person }
  | { kind: 'corporate-entity'; body: CorporateBody }
  | { kind: 'legal-person'; index: number }
  | { kind: 'super-secure' };

export interface PscSpec {
  readonly holder: Holder;
  readonly natures: readonly string[];
  readonly notifiedOn: Day;
  ceasedOn?: Day;
  /** Filed as a change (PSC01/02/03 or PSC07) rather than at incorporation or in the first statement. */
  readonly fileNotification: boolean;
  statementId?: string;
}

export interface StatementSpec {
  readonly statement: string;
  readonly notifiedOn: Day;
  ceasedOn?: Day;
  readonly fileNotification: boolean;
  linkedPsc?: { id: string; self: string; name: string };
}

export interface PscOutcome {
  readonly pscs: number;
  readonly statements: number;
  readonly superSecure: boolean;
}

// --- natures of control ------------------------------------------------------------------

const N = {
  s75: 'ownership-of-shares-75-to-100-percent',
  s50: 'ownership-of-shares-50-to-75-percent',
  s25: 'ownership-of-shares-25-to-50-percent',
  v75: 'voting-rights-75-to-100-percent',
  v50: 'voting-rights-50-to-75-percent',
  v25: 'voting-rights-25-to-50-percent',
  appoint: 'right-to-appoint-and-remove-directors',
  influence: 'significant-influence-or-control',
} as const;

const SOLE = new Weighted<readonly string[]>([
  [[N.s75, N.v75, N.appoint], 60],
  [[N.s75, N.v75], 25],
  [[N.s75], 8],
  [[N.influence], 4],
  [[`${N.s75}-as-trust`, `${N.v75}-as-trust`, `${N.appoint}-as-trust`], 2],
  [[`${N.s75}-as-firm`, `${N.v75}-as-firm`], 1],
]);

const LLP = {
  sole: [
    'right-to-share-surplus-assets-75-to-100-percent-limited-liability-partnership',
    'voting-rights-75-to-100-percent-limited-liability-partnership',
    'right-to-appoint-and-remove-members-limited-liability-partnership',
  ],
  shared: [
    'right-to-share-surplus-assets-25-to-50-percent-limited-liability-partnership',
    'voting-rights-25-to-50-percent-limited-liability-partnership',
  ],
  influence: ['significant-influence-or-control-limited-liability-partnership'],
};

const SLP = {
  sole: ['part-right-to-share-surplus-assets-75-to-100-percent', 'right-to-appoint-and-remove-person'],
  shared: ['part-right-to-share-surplus-assets-25-to-50-percent'],
};

const OVERSEAS = [
  [
    'ownership-of-shares-more-than-25-percent-registered-overseas-entity',
    'voting-rights-more-than-25-percent-registered-overseas-entity',
    'right-to-appoint-and-remove-directors-registered-overseas-entity',
  ],
  [
    'ownership-of-shares-more-than-25-percent-registered-overseas-entity',
    'voting-rights-more-than-25-percent-registered-overseas-entity',
  ],
  ['significant-influence-or-control-registered-overseas-entity'],
  ['ownership-of-shares-more-than-25-percent-as-trust-registered-overseas-entity'],
  // Trustees, members of firms, those who control either, and nominees for land (by UK nation).
  [
    'voting-rights-more-than-25-percent-as-trust-registered-overseas-entity',
    'right-to-appoint-and-remove-directors-as-trust-registered-overseas-entity',
  ],
  ['significant-influence-or-control-as-trust-registered-overseas-entity'],
  [
    'ownership-of-shares-more-than-25-percent-as-firm-registered-overseas-entity',
    'voting-rights-more-than-25-percent-as-firm-registered-overseas-entity',
  ],
  ['significant-influence-or-control-as-control-over-trust-registered-overseas-entity'],
  ['significant-influence-or-control-as-control-over-firm-registered-overseas-entity'],
  ['registered-owner-as-nominee-person-england-wales-registered-overseas-entity'],
  ['registered-owner-as-nominee-another-entity-scotland-registered-overseas-entity'],
] as const;

function naturesFor(plan: CompanyPlan, rng: Rng, holders: number, position: number): readonly string[] {
  if (plan.kind === 'oe') return rng.pick(OVERSEAS);
  if (plan.kind === 'llp') return holders === 1 ? LLP.sole : position < 2 ? LLP.shared : LLP.influence;
  if (plan.kind === 'lp') return holders === 1 ? SLP.sole : SLP.shared;
  if (plan.kind === 'guarantee' || plan.kind === 'guarantee-exempt')
    return rng.chance(0.6) ? [N.appoint] : [N.influence];
  if (holders === 1) return SOLE.pick(rng);
  if (holders === 2) {
    if (rng.chance(0.7)) return [N.s25, N.v25];
    return position === 0 ? [N.s50, N.v50, N.appoint] : [N.s25, N.v25];
  }
  return position < 3 ? [N.s25, N.v25] : [N.influence];
}

// --- composition ---------------------------------------------------------------------------

const COMPANY_MIX = new Weighted<number>([
  [-1, 4],
  [0, 8],
  [1, 68],
  [2, 16],
  [3, 3],
  [4, 1],
]);
const GUARANTEE_MIX = new Weighted<number>([
  [-1, 10],
  [0, 45],
  [1, 25],
  [2, 15],
  [3, 5],
]);
const LLP_MIX = new Weighted<number>([
  [-1, 3],
  [0, 14],
  [1, 40],
  [2, 37],
  [3, 6],
]);

const STATEMENTS = new Weighted<string>([
  ['no-individual-or-entity-with-signficant-control', 90],
  ['steps-to-find-psc-not-yet-completed', 4],
  ['psc-details-not-confirmed', 2],
  ['psc-exists-but-not-identified', 2],
  ['psc-contacted-but-no-response', 1],
  ['restrictions-notice-issued-to-psc', 0.5],
]);

const OVERSEAS_STATEMENTS = new Weighted<string>([
  ['all-beneficial-owners-identified', 75],
  ['at-least-one-beneficial-owner-unidentified', 10],
  ['information-not-provided-for-at-least-one-beneficial-owner', 10],
  ['no-beneficial-owner-identified', 5],
]);

/** When PSC information starts for the company, or undefined when it never had any. */
export function pscStart(plan: CompanyPlan): Day | undefined {
  if (plan.kind === 'br' || plan.kind === 'fc' || plan.listed) return undefined;
  if (plan.kind === 'oe') return plan.creation;
  if (plan.kind === 'lp')
    return plan.number.startsWith('SL') && plan.end > SLP_REGIME + 60 ? max(plan.creation, SLP_REGIME) : undefined;
  if (plan.end < CS_REGIME + 30) return undefined;
  return max(plan.creation, PSC_REGIME);
}

/** Decides the company's PSCs and statements (the showcase passes its own). */
export function planPscs(
  plan: CompanyPlan,
  officers: readonly AppointmentRecord[],
): { pscs: PscSpec[]; statements: StatementSpec[] } {
  const start = pscStart(plan);
  const pscs: PscSpec[] = [];
  const statements: StatementSpec[] = [];
  if (start === undefined) return { pscs, statements };
  const { rng } = plan;
  const atStart = start === plan.creation || start === PSC_REGIME || start === SLP_REGIME;
  if (plan.kind === 'oe') {
    const statement = OVERSEAS_STATEMENTS.pick(rng);
    statements.push({ statement, notifiedOn: start, fileNotification: false });
    if (statement === 'no-beneficial-owner-identified') return { pscs, statements };
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++) {
      const roll = rng.float();
      const holder: Holder =
        roll < 0.7
          ? { kind: 'individual', person: owner(plan, i, start, true) }
          : roll < 0.93
            ? { kind: 'corporate-entity', body: foreignBody(`${plan.salt}|bo|${plan.number}|${i}`, plan, rng) }
            : roll < 0.995
              ? { kind: 'legal-person', index: rng.int(0, LEGAL_PERSONS.length - 1) }
              : { kind: 'super-secure' };
      pscs.push({ holder, natures: naturesFor(plan, rng, count, i), notifiedOn: start, fileNotification: false });
    }
    return { pscs, statements };
  }
  const guarantee = plan.kind === 'guarantee' || plan.kind === 'guarantee-exempt';
  const mix = guarantee ? GUARANTEE_MIX : plan.kind === 'llp' ? LLP_MIX : COMPANY_MIX;
  const count = mix.pick(rng);
  if (count === -1) return { pscs, statements };
  const currentAt = (day: Day) =>
    officers.filter(
      (r) =>
        r.officer.kind === 'person' &&
        !r.role.endsWith('secretary') &&
        (r.appointedOn ?? r.appointedBefore ?? 0) <= day + 30 &&
        (r.resignedOn === undefined || r.resignedOn > day),
    );
  if (count === 0) {
    const statement = STATEMENTS.pick(rng);
    const spec: StatementSpec = {
      statement: plan.kind === 'lp' ? 'no-individual-or-entity-with-signficant-control-partnership' : statement,
      notifiedOn: start,
      fileNotification: !atStart,
    };
    statements.push(spec);
    // Statements that a search is still under way are often withdrawn once a PSC is found.
    if (statement !== 'no-individual-or-entity-with-signficant-control' && plan.end - start > 200 && rng.chance(0.6)) {
      spec.ceasedOn = start + rng.int(60, Math.min(700, plan.end - start - 20));
      pscs.push({
        holder: individual(plan, currentAt(spec.ceasedOn), 0, spec.ceasedOn),
        natures: naturesFor(plan, rng, 1, 0),
        notifiedOn: spec.ceasedOn,
        fileNotification: true,
      });
    }
    return { pscs, statements };
  }
  const directors = currentAt(start);
  for (let i = 0; i < count; i++) {
    const roll = rng.float();
    const holder: Holder =
      roll < 0.918 || guarantee
        ? individual(plan, directors, i, start)
        : roll < 0.9985
          ? corporate(plan, start, i)
          : roll < 0.99995
            ? { kind: 'legal-person', index: rng.int(0, LEGAL_PERSONS.length - 1) }
            : { kind: 'super-secure' };
    pscs.push({ holder, natures: naturesFor(plan, rng, count, i), notifiedOn: start, fileNotification: !atStart });
  }
  // A change of control: the first PSC ceases and someone new is notified.
  if (plan.end - start > 400 && rng.chance(0.12)) {
    const first = pscs[0]!;
    const on = start + 200 + Math.floor(rng.float() * (plan.end - start - 230));
    first.ceasedOn = on;
    pscs.push({
      holder: individual(plan, currentAt(on), 10, on),
      natures: first.natures,
      notifiedOn: on,
      fileNotification: true,
    });
  }
  // Now and then a PSC fails to confirm their details: a statement linked to them.
  if (rng.chance(0.006) && pscs[0]?.holder.kind === 'individual') {
    statements.push({
      statement: 'psc-has-failed-to-confirm-changed-details',
      notifiedOn: max(start, plan.end - rng.int(30, 600)),
      fileNotification: true,
    });
  }
  // Lately, a company that believes it has another PSC who has not yet confirmed it (from a stream of its own).
  const awaiting = Rng.from(`${plan.salt}|awaiting|${plan.number}`);
  if (plan.kind !== 'lp' && plan.end > AWAITING_FROM + 30 && awaiting.chance(0.01)) {
    statements.push({
      statement: 'awaiting-confirmation-from-psc',
      notifiedOn: max(max(start, AWAITING_FROM), plan.end - awaiting.int(10, 400)),
      fileNotification: true,
    });
  }
  return { pscs, statements };
}

/** An owner who is not an officer: 21 to 70 when the registry is notified (not when the company was formed, which may be a century earlier). */
function owner(plan: CompanyPlan, index: number, notifiedOn: Day, abroad = false): Person {
  const year = yearOf(notifiedOn);
  return makePerson(`${plan.salt}|owner|${plan.number}|${index}`, {
    bornFrom: year - 70,
    bornTo: year - 22,
    area: plan.area,
    ...(abroad ? { foreignResident: 0.9 } : {}),
  });
}

function individual(
  plan: CompanyPlan,
  directors: readonly AppointmentRecord[],
  index: number,
  notifiedOn: Day,
): Holder {
  const { rng } = plan;
  const director = directors[index];
  // A director appointed decades ago may be too old by now; the chance is drawn first either
  // way, so that the company's random stream (and all generated after) stays the same.
  if (director && director.officer.kind === 'person' && rng.chance(0.8) && ofAgeOn(director.officer, notifiedOn))
    return {
      kind: 'individual',
      person: pscEntryOf(director.officer, `${plan.salt}|psc-entry|${plan.number}|${index}`),
    };
  // An owner who is no director here: now and then one who owns other companies too (identity.ts).
  const pooled = ownerFromPool(plan, index, notifiedOn);
  if (pooled) return { kind: 'individual', person: pooled };
  return { kind: 'individual', person: owner(plan, index, notifiedOn) };
}

function corporate(plan: CompanyPlan, start: Day, index: number): Holder {
  const { rng } = plan;
  const parent = rng.chance(0.8) ? plan.ctx.reservoir.pick(rng, start) : undefined;
  if (parent && parent.number !== plan.number) {
    return {
      kind: 'corporate-entity',
      body: ukCorporateBody(parent.number, parent.name, parent.type, parent.jurisdiction, parent.office),
    };
  }
  return { kind: 'corporate-entity', body: foreignBody(`${plan.salt}|parent|${plan.number}|${index}`, plan, rng) };
}

// --- writing -------------------------------------------------------------------------------

const pscPath = (plan: CompanyPlan, kind: PscKind): string => (plan.kind === 'oe' ? PSC_KINDS[kind].bo : kind);

function holderName(holder: Holder): string {
  switch (holder.kind) {
    case 'individual':
      return formalName(holder.person);
    case 'corporate-entity':
      return holder.body.name;
    case 'legal-person':
      return LEGAL_PERSONS[holder.index]!.name;
    case 'super-secure':
      return 'a protected person';
  }
}

/** Writes PSC and statement rows and their PSC01-PSC09 filings. */
export function writePscs(
  plan: CompanyPlan,
  book: FilingBook,
  pscs: readonly PscSpec[],
  statements: readonly StatementSpec[],
  identity?: IdentityVerifier,
): PscOutcome {
  const { rng, number, salt } = plan;
  const overseas = plan.kind === 'oe';
  const suffix =
    plan.kind === 'llp' ? '-limited-liability-partnership' : plan.kind === 'lp' ? '-scottish-limited-partnership' : '';
  const formPrefix = plan.kind === 'llp' ? 'LL' : plan.kind === 'lp' ? 'SLP' : '';
  const ids = pscs.map((_, i) => registryId(`${salt}|psc|${number}|${i}`));
  const statementIds = statements.map((_, i) => registryId(`${salt}|statement|${number}|${i}`));
  // Link statements about a PSC to the PSC (both ways).
  statements.forEach((statement, i) => {
    if (
      statement.statement !== 'psc-has-failed-to-confirm-changed-details' &&
      statement.statement !== 'restrictions-notice-issued-to-psc'
    )
      return;
    const target = pscs.findIndex((p) => p.holder.kind === 'individual' && p.ceasedOn === undefined);
    if (target < 0 || statement.linkedPsc) return;
    const psc = pscs[target]!;
    statement.linkedPsc = {
      id: ids[target]!,
      self: `/company/${number}/persons-with-significant-control/${pscPath(plan, 'individual')}/${ids[target]}`,
      name: holderName(psc.holder),
    };
    psc.statementId = statementIds[i];
  });
  let superSecure = false;
  pscs.forEach((psc, i) => {
    const id = ids[i]!;
    const kind = psc.holder.kind;
    const path = pscPath(plan, kind);
    const self = `/company/${number}/persons-with-significant-control/${path}/${id}`;
    const links: Record<string, string> = { self };
    if (psc.statementId)
      links.statement = `/company/${number}/persons-with-significant-control-statements/${psc.statementId}`;
    const registryKind = overseas ? PSC_KINDS[kind].bo : PSC_KINDS[kind].kind;
    let body: Record<string, unknown>;
    const holder = psc.holder;
    if (holder.kind === 'super-secure') {
      superSecure = true;
      body = {
        kind: registryKind,
        description: overseas ? 'super-secure-beneficial-owner' : 'super-secure-persons-with-significant-control',
        ceased: psc.ceasedOn !== undefined,
        links,
      };
      const verification = overseas
        ? undefined
        : identity?.psc(id, 'super-secure', undefined, psc.notifiedOn, psc.ceasedOn);
      if (verification) body.identity_verification_details = verification;
    } else {
      body = { notified_on: iso(psc.notifiedOn), kind: registryKind };
      if (holder.kind === 'individual') {
        const person = holder.person;
        body.country_of_residence = person.residence;
        body.date_of_birth = monthYear(person.dob);
        body.name = formalName(person);
        body.name_elements = pscNameElements(person);
        body.nationality = person.nationality;
        body.address = rng.chance(0.55) ? plan.office : person.address;
      } else if (holder.kind === 'corporate-entity') {
        const entity = holder.body;
        body.name = entity.name;
        body.address = entity.address;
        const identification: Record<string, string> = {
          legal_authority: entity.legalAuthority,
          legal_form: entity.legalForm,
        };
        if (entity.placeRegistered) identification.place_registered = entity.placeRegistered;
        if (entity.registrationNumber) identification.registration_number = entity.registrationNumber;
        identification.country_registered = entity.countryRegistered;
        body.identification = identification;
        if (overseas) body.principal_office_address = entity.address;
      } else {
        const legal = LEGAL_PERSONS[holder.index]!;
        body.name = legal.name;
        body.address = {
          premises: legal.office.premises,
          address_line_1: legal.office.street,
          locality: legal.office.town,
          postal_code: legal.office.postcode,
          country: 'United Kingdom',
        };
        body.identification = { legal_authority: legal.legalAuthority, legal_form: legal.legalForm };
        if (overseas) body.principal_office_address = body.address;
      }
      body.links = links;
      body.natures_of_control = psc.natures;
      if (psc.ceasedOn !== undefined) body.ceased_on = iso(psc.ceasedOn);
      if (overseas) body.is_sanctioned = false;
      if (holder.kind === 'individual' && !overseas) {
        const verification = identity?.psc(id, 'individual', holder.person, psc.notifiedOn, psc.ceasedOn);
        if (verification) body.identity_verification_details = verification;
      }
    }
    plan.ctx.writer.psc(number, id, path, psc.ceasedOn !== undefined, iso(psc.notifiedOn), JSON.stringify(body));
    if (holder.kind === 'individual') plan.ctx.writer.truth(self, truePerson(holder.person));
    if (overseas) return;
    const name = holderName(holder);
    const form =
      kind === 'individual'
        ? 'PSC01'
        : kind === 'corporate-entity'
          ? 'PSC02'
          : kind === 'legal-person'
            ? 'PSC03'
            : 'PSC01';
    if (psc.fileNotification) {
      book.add(
        holder.kind === 'super-secure'
          ? {
              date: psc.notifiedOn + rng.int(0, 14),
              type: `${formPrefix}${form}`,
              category: 'persons-with-significant-control',
              description: `notification-of-a-super-secure-person-with-significant-control${plan.kind === 'llp' ? suffix : ''}`,
              pages: [1, 2],
            }
          : {
              date: psc.notifiedOn + rng.int(0, 14),
              type: `${formPrefix}${form}`,
              category: 'persons-with-significant-control',
              description: `notification-of-a-person-with-significant-control${suffix}`,
              values: { psc_name: name, notification_date: iso(psc.notifiedOn) },
              action: psc.notifiedOn,
              pages: [1, 3],
            },
      );
    }
    if (psc.ceasedOn !== undefined && holder.kind !== 'super-secure') {
      book.add({
        date: psc.ceasedOn + rng.int(0, 14),
        type: `${formPrefix}PSC07`,
        category: 'persons-with-significant-control',
        subcategory: 'termination',
        description: `cessation-of-a-person-with-significant-control${suffix}`,
        values: { psc_name: name, cessation_date: iso(psc.ceasedOn) },
        action: psc.ceasedOn,
        pages: [1, 2],
      });
    }
  });
  statements.forEach((statement, i) => {
    const id = statementIds[i]!;
    const body: Record<string, unknown> = {
      kind: 'persons-with-significant-control-statement',
      notified_on: iso(statement.notifiedOn),
      statement: statement.statement,
    };
    if (statement.ceasedOn !== undefined) body.ceased_on = iso(statement.ceasedOn);
    if (statement.linkedPsc) body.linked_psc_name = statement.linkedPsc.name;
    const links: Record<string, string> = {
      self: `/company/${number}/persons-with-significant-control-statements/${id}`,
    };
    if (statement.linkedPsc) links.person_with_significant_control = statement.linkedPsc.self;
    body.links = links;
    plan.ctx.writer.statement(
      number,
      id,
      statement.ceasedOn !== undefined,
      iso(statement.notifiedOn),
      JSON.stringify(body),
    );
    if (overseas) return;
    if (statement.fileNotification) {
      book.add({
        date: statement.notifiedOn + rng.int(0, 14),
        type: `${formPrefix}PSC08`,
        category: 'persons-with-significant-control',
        description: `notification-of-a-person-with-significant-control-statement${suffix}`,
        pages: [1, 2],
      });
    }
    if (statement.ceasedOn !== undefined) {
      book.add({
        date: statement.ceasedOn + rng.int(0, 14),
        type: `${formPrefix}PSC09`,
        category: 'persons-with-significant-control',
        description: `withdrawal-of-a-person-with-significant-control-statement${suffix}`,
        values: { withdrawal_date: iso(statement.ceasedOn) },
        action: statement.ceasedOn,
        pages: [1, 2],
      });
    }
  });
  return { pscs: pscs.length, statements: statements.length, superSecure };
}
