// Persons with significant control: a PSC notified (PSC01) or ceasing (PSC07), and the PSC
// statements a company makes (PSC08), withdraws (PSC09) or has removed as filed in error.
import { iso } from '../../generator/dates';
import { registryId } from '../../generator/ids';
import { monthYear } from '../../generator/persons';
import { Rng, Weighted } from '../../generator/random';
import { pscWindowFrom } from '../../generator/verification';
import { addLink, canFile, isCompany, isCompanyOrLlp, isLlp, personFor, pscName, pscNameElementsOf } from './shared';
import type { ChangeScope, CompanyActivityKind, Profile, PscBody, StatementBody, StatementRow } from './types';

const NATURES = new Weighted([
  ['ownership-of-shares-25-to-50-percent', 30],
  ['ownership-of-shares-50-to-75-percent', 20],
  ['ownership-of-shares-75-to-100-percent', 35],
  ['significant-influence-or-control', 15],
] as const);

/** "SMITH, John Andrew" → forename, middle names and the surname in proper case, as a PSC entry names them. */
function elementsOfListName(listName: string): { forename: string; middle_name?: string; surname: string } | undefined {
  const [surname = '', forenames = ''] = listName.split(', ');
  const [forename, ...middles] = forenames.trim().split(/\s+/).filter(Boolean);
  if (!surname || !forename) return undefined;
  const proper = surname.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (c) => c.toUpperCase());
  return { forename, ...(middles.length > 0 ? { middle_name: middles.join(' ') } : {}), surname: proper };
}

/** Most people with significant control are directors of the company: one of its current directors, now and then. */
function directorAsPsc(scope: ChangeScope, companyNumber: string) {
  if (!Rng.from(`${scope.key}|psc-director`).chance(0.6)) return undefined;
  for (const row of scope.appointments(companyNumber)) {
    const body = row.body;
    if (row.resigned_on !== null || row.officer_role !== 'director' || !body.date_of_birth) continue;
    const elements = elementsOfListName(body.name);
    if (!elements || !body.nationality || !body.country_of_residence || !body.address) continue;
    return {
      name: [elements.forename, elements.middle_name, elements.surname].filter(Boolean).join(' '),
      elements,
      dob: { month: body.date_of_birth.month, year: body.date_of_birth.year },
      nationality: body.nationality,
      residence: body.country_of_residence,
      address: body.address,
    };
  }
  return undefined;
}

/** A new individual PSC (PSC01) and the profile's link to the PSC list. */
function notifyPsc(scope: ChangeScope, p: Profile): void {
  const number = p.company_number;
  const person = personFor(scope, 'psc');
  const id = registryId(`${scope.key}|psc`);
  const nature = NATURES.pick(scope.rng);
  // A director of the company (the person index joins the entry to them), or someone new.
  const director = directorAsPsc(scope, number);
  const name = director?.name ?? pscName(person);
  const body: PscBody = {
    notified_on: iso(scope.today),
    kind: 'individual-person-with-significant-control',
    country_of_residence: director?.residence ?? person.residence,
    date_of_birth: director?.dob ?? monthYear(person.dob),
    name,
    name_elements: director?.elements ?? pscNameElementsOf(person),
    nationality: director?.nationality ?? person.nationality,
    address: director?.address ?? person.address,
    links: { self: `/company/${number}/persons-with-significant-control/individual/${id}` },
    natures_of_control: nature.startsWith('ownership')
      ? [nature, nature.replace('ownership-of-shares', 'voting-rights')]
      : [nature],
  };
  // A new PSC has fourteen days to supply their identity verification statement.
  const window = pscWindowFrom(scope.today);
  if (window) body.identity_verification_details = window;
  scope.putPsc(number, { psc_id: id, path_kind: 'individual', ceased: 0, body });
  scope.file(number, {
    date: scope.today,
    type: 'PSC01',
    category: 'persons-with-significant-control',
    description: 'notification-of-a-person-with-significant-control',
    values: { psc_name: name, notification_date: iso(scope.today) },
    action: scope.today,
    pages: [1, 3],
    paper: false,
  });
  if (!p.links?.persons_with_significant_control) {
    addLink(p, 'persons_with_significant_control', 'persons-with-significant-control');
    scope.putCompany(p);
  }
}

/**
 * A person with significant control notified (PSC01). A statement that the company has none
 * (or is still looking for one) is no longer true: it is withdrawn (PSC09) with it.
 */
export const pscNotified: CompanyActivityKind = {
  name: 'psc-notified',
  weight: 5,
  applies: (p) => canFile(p) && isCompany(p),
  apply(scope, p) {
    notifyPsc(scope, p);
    for (const row of scope.statements(p.company_number))
      if (row.ceased === 0 && NO_PSC_YET.has(row.body.statement)) withdrawStatement(scope, p, row);
    return true;
  },
};

/** A person with significant control ceases to be one (PSC07). */
export const pscCeased: CompanyActivityKind = {
  name: 'psc-ceased',
  weight: 3,
  applies: (p) => canFile(p) && isCompany(p) && !!p.links?.persons_with_significant_control,
  apply(scope, p) {
    const number = p.company_number;
    const active = scope.pscs(number).filter((r) => r.ceased === 0 && r.path_kind !== 'super-secure');
    if (active.length === 0) return false;
    const row = scope.rng.pick(active);
    row.body.ceased_on = iso(scope.today);
    row.body.ceased = true;
    scope.putPsc(number, { ...row, ceased: 1 });
    scope.file(number, {
      date: scope.today,
      type: 'PSC07',
      category: 'persons-with-significant-control',
      subcategory: 'termination',
      description: 'cessation-of-a-person-with-significant-control',
      values: { psc_name: String(row.body.name ?? ''), cessation_date: iso(scope.today) },
      action: scope.today,
      pages: [1, 2],
      paper: false,
    });
    return true;
  },
};

// --- PSC statements (PSC08, PSC09) -----------------------------------------------------------

const NO_PSC = 'no-individual-or-entity-with-signficant-control';
/** Statements that say the company has no PSC, or has not found them yet: a PSC notified ends them. */
const NO_PSC_YET: ReadonlySet<string> = new Set([
  NO_PSC,
  'steps-to-find-psc-not-yet-completed',
  'psc-exists-but-not-identified',
  'psc-contacted-but-no-response',
]);
/** With no PSC on the register: mostly "none", sometimes a search still under way (the generator's mix). */
const STATEMENTS_WITHOUT_PSC = new Weighted([
  [NO_PSC, 80],
  ['steps-to-find-psc-not-yet-completed', 8],
  ['psc-exists-but-not-identified', 6],
  ['psc-contacted-but-no-response', 3],
  ['psc-details-not-confirmed', 3],
] as const);
/** Beside the PSCs it has: another who is not identified or has not confirmed. */
const STATEMENTS_BESIDE_PSC = new Weighted([
  ['psc-exists-but-not-identified', 50],
  ['psc-details-not-confirmed', 30],
  ['psc-contacted-but-no-response', 20],
] as const);

const llpSuffix = (p: Profile) => (isLlp(p) ? '-limited-liability-partnership' : '');
const formPrefix = (p: Profile) => (isLlp(p) ? 'LL' : '');
const statementsLink = (p: Profile) => `/company/${p.company_number}/persons-with-significant-control-statements`;

function withdrawStatement(scope: ChangeScope, p: Profile, row: StatementRow): void {
  row.body.ceased_on = iso(scope.today);
  scope.putStatement(p.company_number, { ...row, ceased: 1 });
  scope.file(p.company_number, {
    date: scope.today,
    type: `${formPrefix(p)}PSC09`,
    category: 'persons-with-significant-control',
    description: `withdrawal-of-a-person-with-significant-control-statement${llpSuffix(p)}`,
    values: { withdrawal_date: iso(scope.today) },
    action: scope.today,
    pages: [1, 2],
    paper: false,
  });
}

/** The company notifies a PSC statement (PSC08): the statement, its filing, the profile's link. */
export const pscStatementNotified: CompanyActivityKind = {
  name: 'psc-statement-notified',
  weight: 2,
  applies: (p) => canFile(p) && isCompanyOrLlp(p),
  apply(scope, p) {
    const number = p.company_number;
    const hasPsc = scope.pscs(number).some((row) => row.ceased === 0);
    const statement = (hasPsc ? STATEMENTS_BESIDE_PSC : STATEMENTS_WITHOUT_PSC).pick(scope.rng);
    const current = scope.statements(number).filter((row) => row.ceased === 0);
    if (current.some((row) => row.body.statement === statement)) return false;
    const id = registryId(`${scope.key}|statement`);
    const body: StatementBody = {
      kind: 'persons-with-significant-control-statement',
      notified_on: iso(scope.today),
      statement,
      links: { self: `${statementsLink(p)}/${id}` },
    };
    scope.putStatement(number, { statement_id: id, ceased: 0, body });
    scope.file(number, {
      date: scope.today,
      type: `${formPrefix(p)}PSC08`,
      category: 'persons-with-significant-control',
      description: `notification-of-a-person-with-significant-control-statement${llpSuffix(p)}`,
      pages: [1, 2],
      paper: false,
    });
    if (!p.links?.persons_with_significant_control_statements) {
      addLink(p, 'persons_with_significant_control_statements', 'persons-with-significant-control-statements');
      scope.putCompany(p);
    }
    return true;
  },
};

/**
 * A statement is withdrawn (PSC09). A company that said it had no PSC, or had not found them,
 * usually withdraws it because it has found one: a company (not an LLP) notifies them too.
 */
export const pscStatementWithdrawn: CompanyActivityKind = {
  name: 'psc-statement-withdrawn',
  weight: 1.5,
  applies: (p) => canFile(p) && isCompanyOrLlp(p) && !!p.links?.persons_with_significant_control_statements,
  apply(scope, p) {
    const number = p.company_number;
    const current = scope.statements(number).filter((row) => row.ceased === 0);
    if (current.length === 0) return false;
    const row = scope.rng.pick(current);
    withdrawStatement(scope, p, row);
    const found = NO_PSC_YET.has(row.body.statement) && isCompany(p);
    if (found && !scope.pscs(number).some((psc) => psc.ceased === 0)) notifyPsc(scope, p);
    return true;
  },
};

/**
 * A statement filed in error is removed from the register: the statement is gone (a `deleted`
 * event, then 404), the list's counts drop, and the profile loses its link with the last one.
 * The registrar removes it without a filing of the company's. The newest one is the likely error.
 */
export const pscStatementRemoved: CompanyActivityKind = {
  name: 'psc-statement-removed',
  weight: 0.5,
  applies: (p) => canFile(p) && isCompanyOrLlp(p) && !!p.links?.persons_with_significant_control_statements,
  apply(scope, p) {
    const number = p.company_number;
    const all = scope.statements(number);
    // A statement about a named PSC is linked from that PSC's record: those stay.
    const loose = all.filter((row) => !row.body.links?.person_with_significant_control);
    if (loose.length === 0) return false;
    const row = loose.reduce((newest, r) =>
      `${r.body.notified_on}|${r.statement_id}` > `${newest.body.notified_on}|${newest.statement_id}` ? r : newest,
    );
    scope.removeStatement(number, row);
    if (all.length === 1) {
      delete p.links?.persons_with_significant_control_statements;
      scope.putCompany(p);
    }
    return true;
  },
};
