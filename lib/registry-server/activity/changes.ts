// The kinds of change the living registry applies: what companies really file, with the
// generator's own vocabulary (description keys, forms, names, people, addresses, lenders)
// and every related resource brought along (profile blocks and flags, links, register rows).
// Each change reads and writes through a `ChangeScope` (engine.ts), which runs it in one
// transaction and publishes the resources it touched as stream events.
import { oneLine, ukAddress } from '../generator/addresses';
import { chooseSector, chooseSic, defaultArd, firstPeriodEnd, makeName, ardOnOrAfter } from '../generator/company';
import { INSOLVENCY_FIRMS, LENDERS } from '../generator/data/business';
import { addMonths, addYears, iso, parseIso, type Day } from '../generator/dates';
import type { FilingInput } from '../generator/filings';
import { registryId } from '../generator/ids';
import { chargeCode } from '../generator/numbers';
import { sortKey } from '../generator/officers';
import {
  formalName,
  listName,
  makePerson,
  monthYear,
  officerNameElements,
  pscNameElements,
  sortSurname,
  type Person,
} from '../generator/persons';
import { Weighted, type Rng } from '../generator/random';
import { writeNaturalDisqualification } from '../generator/disqualifications';
import type { DatasetWriter } from '../generator/writer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export interface AppointmentRow {
  appointment_id: string;
  officer_id: string;
  officer_role: string;
  resigned_on: string | null;
  sort_key: string;
  body: Json;
}
export interface PscRow {
  psc_id: string;
  path_kind: string;
  ceased: number;
  body: Json;
}
export interface ChargeRow {
  charge_id: string;
  status: string;
  body: Json;
}
export interface StatementRow {
  statement_id: string;
  ceased: number;
  body: Json;
}

/** What a change may read and write; the engine implements it over the dataset. */
export interface ChangeScope {
  readonly rng: Rng;
  readonly today: Day;
  /** Unique per change: seeds ids and people. */
  readonly key: string;
  /** Writes the profile (company_name and company_status columns follow the body). */
  putCompany(body: Json): void;
  /** Files an item in the company's filing history; returns its transaction id. */
  file(companyNumber: string, input: FilingInput): string;
  appointments(companyNumber: string): AppointmentRow[];
  /** A new officer's row (the officers table), then the appointment. */
  appoint(companyNumber: string, person: Person, role: string, on: Day, address: Json): string;
  resign(companyNumber: string, row: AppointmentRow, on: Day): void;
  /** Removes an appointment from the register (a correction): its resource is then gone (404). */
  removeAppointment(companyNumber: string, row: AppointmentRow): void;
  pscs(companyNumber: string): PscRow[];
  putPsc(companyNumber: string, row: PscRow): void;
  statements(companyNumber: string): StatementRow[];
  putStatement(companyNumber: string, row: StatementRow): void;
  /** Removes a PSC statement (filed in error): its resource is then gone (404). */
  removeStatement(companyNumber: string, row: StatementRow): void;
  exemptions(companyNumber: string): Json | undefined;
  putExemptions(companyNumber: string, body: Json): void;
  /** Removes the company's exemptions resource altogether (404 from then on). */
  removeExemptions(companyNumber: string): void;
  charges(companyNumber: string): ChargeRow[];
  putCharge(companyNumber: string, row: ChargeRow): void;
  insolvency(companyNumber: string): Json | undefined;
  putInsolvency(companyNumber: string, body: Json): void;
  /** Writes a natural disqualification the generator made (its DatasetWriter rows). */
  disqualify(write: (writer: DatasetWriter) => boolean): boolean;
  /** A company number for a new company. */
  newCompanyNumber(): string;
  /** Whether an officer also serves a showcase company (activity leaves them alone). */
  isShowcaseOfficer(officerId: string): boolean;
}

export interface ChangeKind {
  readonly name: string;
  /** Relative frequency, after the registry's monthly filing mix. */
  readonly weight: number;
  /** Whether the change applies to this company (undefined for changes that need none). */
  readonly applies?: (profile: Json) => boolean;
  readonly apply: (scope: ChangeScope, profile: Json | undefined) => boolean;
}

const LIVE = new Set(['active']);
const canFile = (p: Json) => LIVE.has(p.company_status) && p.can_file === true;
const isCompany = (p: Json) => ['ltd', 'plc', 'private-unlimited', 'private-limited-guarant-nsc'].includes(p.type);
const isLlp = (p: Json) => p.type === 'llp';
const n = (p: Json) => p.company_number as string;
const addLink = (p: Json, name: string, path: string) => {
  p.links = { ...p.links, [name]: `/company/${n(p)}/${path}` };
};

/** Accounts (AA) for the period that has ended: the accounts block moves on a year. */
const accounts: ChangeKind = {
  name: 'accounts',
  weight: 26,
  applies: (p) => canFile(p) && !!p.accounts?.next_made_up_to && isCompanyOrLlp(p),
  apply(scope, p) {
    const block = p!.accounts as Json;
    const end = parseIso(block.next_made_up_to);
    if (end >= scope.today) return false;
    const start = block.next_accounts?.period_start_on ? parseIso(block.next_accounts.period_start_on) : end - 364;
    const type =
      block.last_accounts?.type && block.last_accounts.type !== 'null' ? block.last_accounts.type : 'micro-entity';
    scope.file(n(p!), {
      date: scope.today,
      type: isLlp(p!) ? 'AA' : 'AA',
      category: 'accounts',
      description:
        type === 'audit-exemption-subsidiary'
          ? 'accounts-with-accounts-type-audit-exemption-subsiduary'
          : `accounts-with-accounts-type-${type}`,
      values: { made_up_date: iso(end) },
      action: end,
      pages: [3, 12],
      paper: false,
    });
    const ard = block.accounting_reference_date ?? { day: 31, month: 12 };
    const nextEnd = ardOnOrAfter(ard, end + 300);
    const due = addMonths(nextEnd, p!.type === 'plc' ? 6 : 9);
    p!.accounts = {
      accounting_reference_date: ard,
      last_accounts: { made_up_to: iso(end), period_end_on: iso(end), period_start_on: iso(start), type },
      next_accounts: { due_on: iso(due), overdue: false, period_end_on: iso(nextEnd), period_start_on: iso(end + 1) },
      next_due: iso(due),
      next_made_up_to: iso(nextEnd),
      overdue: due < scope.today,
    };
    scope.putCompany(p!);
    return true;
  },
};

function isCompanyOrLlp(p: Json) {
  return isCompany(p) || isLlp(p);
}

/** A confirmation statement (CS01) made up to its date: the block moves on a year. */
const confirmation: ChangeKind = {
  name: 'confirmation-statement',
  weight: 26,
  applies: (p) => canFile(p) && !!p.confirmation_statement?.next_made_up_to && isCompanyOrLlp(p),
  apply(scope, p) {
    const block = p!.confirmation_statement as Json;
    const madeUp = parseIso(block.next_made_up_to);
    if (madeUp > scope.today) return false;
    const updates = scope.rng.chance(0.22);
    scope.file(n(p!), {
      date: scope.today,
      type: isLlp(p!) ? 'LLCS01' : 'CS01',
      category: 'confirmation-statement',
      description: updates ? 'confirmation-statement-with-updates' : 'confirmation-statement-with-no-updates',
      values: { made_up_date: iso(madeUp) },
      action: madeUp,
      pages: [3, 6],
      paper: false,
    });
    const next = addYears(madeUp, 1);
    p!.confirmation_statement = {
      last_made_up_to: iso(madeUp),
      next_due: iso(next + 14),
      next_made_up_to: iso(next),
      overdue: next + 14 < scope.today,
    };
    scope.putCompany(p!);
    return true;
  },
};

const personFor = (scope: ChangeScope, key: string) =>
  makePerson(`${scope.key}|${key}`, { bornFrom: 1950, bornTo: 2000 });

/** A director appointed (AP01). */
const appointment: ChangeKind = {
  name: 'officer-appointment',
  weight: 10,
  applies: (p) => canFile(p) && isCompany(p),
  apply(scope, p) {
    const person = personFor(scope, 'director');
    scope.appoint(n(p!), person, 'director', scope.today, person.address as unknown as Json);
    scope.file(n(p!), {
      date: scope.today,
      type: 'AP01',
      category: 'officers',
      subcategory: 'appointments',
      description: 'appoint-person-director-company-with-name-date',
      values: { officer_name: formalName(person), appointment_date: iso(scope.today) },
      action: scope.today,
      pages: [2, 3],
      paper: false,
    });
    if (!p!.links?.officers) {
      addLink(p!, 'officers', 'officers');
      scope.putCompany(p!);
    }
    return true;
  },
};

/** A director resigns (TM01); a company keeps at least one director. */
const termination: ChangeKind = {
  name: 'officer-termination',
  weight: 8,
  applies: (p) => canFile(p) && isCompany(p) && !!p.links?.officers,
  apply(scope, p) {
    const active = scope.appointments(n(p!)).filter((a) => a.resigned_on === null && a.officer_role === 'director');
    const leaving = active.filter((a) => !scope.isShowcaseOfficer(a.officer_id));
    if (active.length < 2 || leaving.length === 0) return false;
    const row = scope.rng.pick(leaving);
    scope.resign(n(p!), row, scope.today);
    scope.file(n(p!), {
      date: scope.today,
      type: 'TM01',
      category: 'officers',
      subcategory: 'termination',
      description: 'termination-director-company-with-name-termination-date',
      values: { officer_name: formalFromList(row.body.name), termination_date: iso(scope.today) },
      action: scope.today,
      pages: [1, 1],
      paper: false,
    });
    return true;
  },
};

/** "SURNAME, Forenames" as the filing names the officer: "Forenames Surname". */
function formalFromList(name: string): string {
  const [surname, forenames] = name.split(', ');
  if (!forenames) return name;
  const proper = surname!.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (c) => c.toUpperCase());
  return `${forenames} ${proper}`;
}

/** The registered office moves (AD01). */
const office: ChangeKind = {
  name: 'registered-office',
  weight: 8,
  applies: (p) => canFile(p) && isCompanyOrLlp(p),
  apply(scope, p) {
    const from = p!.registered_office_address as Json;
    const to = { ...ukAddress(scope.rng, 'england-wales') } as Json;
    const llp = isLlp(p!);
    scope.file(n(p!), {
      date: scope.today,
      type: llp ? 'LLAD01' : 'AD01',
      category: 'address',
      description: llp
        ? 'change-registered-office-address-limited-liability-partnership-with-date-old-address-new-address'
        : 'change-registered-office-address-company-with-date-old-address-new-address',
      values: {
        change_date: iso(scope.today),
        old_address: oneLine(from as never),
        new_address: oneLine(to as never),
      },
      action: scope.today,
      pages: [1, 1],
      paper: false,
    });
    p!.registered_office_address = to;
    scope.putCompany(p!);
    return true;
  },
};

const lenders = new Weighted(
  LENDERS.filter(([, , , to]) => to >= 2026).map(([name, weight]) => [name, weight] as const),
);

/** A charge created (MR01): the charge, its filing, and the profile's has_charges and link. */
const chargeCreated: ChangeKind = {
  name: 'charge-created',
  weight: 5,
  applies: (p) => canFile(p) && isCompanyOrLlp(p),
  apply(scope, p) {
    const number = n(p!);
    const existing = scope.charges(number);
    const sequence = existing.reduce((most, c) => Math.max(most, Number(c.body.charge_number) || 0), 0) + 1;
    const code = chargeCode(number, sequence);
    const id = registryId(`${scope.key}|charge`);
    const tid = scope.file(number, {
      date: scope.today,
      type: isLlp(p!) ? 'LLMR01' : 'MR01',
      category: 'mortgage',
      subcategory: 'create',
      description: 'mortgage-create-with-deed-with-charge-number-charge-creation-date',
      values: { charge_number: code, charge_creation_date: iso(scope.today) },
      action: scope.today,
      pages: [10, 30],
      paper: false,
    });
    const floating = scope.rng.chance(0.55);
    const body: Json = {
      id,
      status: 'outstanding',
      created_on: iso(scope.today),
      charge_code: code,
      delivered_on: iso(scope.today),
      charge_number: sequence,
      classification: { type: 'charge-description', description: 'A registered charge' },
      particulars: {
        type: 'charged-property-or-undertaking-description',
        description: floating
          ? 'Contains fixed charge. Contains floating charge. Floating charge covers all the property or undertaking of the company.'
          : `The freehold property known as ${oneLine(ukAddress(scope.rng, 'england-wales'))}.`,
        contains_fixed_charge: true,
        ...(floating ? { contains_floating_charge: true, floating_charge_covers_all: true } : {}),
        contains_negative_pledge: scope.rng.chance(0.7),
      },
      more_than_four_persons_entitled: false,
      persons_entitled: [{ name: lenders.pick(scope.rng) }],
      transactions: [
        {
          delivered_on: iso(scope.today),
          filing_type: 'create-charge-with-deed',
          links: { filing: `/company/${number}/filing-history/${tid}` },
        },
      ],
      links: { self: `/company/${number}/charges/${id}` },
    };
    scope.putCharge(number, { charge_id: id, status: 'outstanding', body });
    if (!p!.has_charges || !p!.links?.charges) {
      p!.has_charges = true;
      addLink(p!, 'charges', 'charges');
      scope.putCompany(p!);
    }
    return true;
  },
};

/** An outstanding charge satisfied in full (MR04). */
const chargeSatisfied: ChangeKind = {
  name: 'charge-satisfied',
  weight: 4,
  applies: (p) => canFile(p) && p.has_charges === true,
  apply(scope, p) {
    const number = n(p!);
    const open = scope.charges(number).filter((c) => c.status === 'outstanding');
    if (open.length === 0) return false;
    const row = scope.rng.pick(open);
    const code = (row.body.charge_code as string | undefined) ?? String(row.body.charge_number);
    const tid = scope.file(number, {
      date: scope.today,
      type: isLlp(p!) ? 'LLMR04' : 'MR04',
      category: 'mortgage',
      subcategory: 'satisfy',
      description: 'mortgage-satisfy-charge-full',
      values: { charge_number: code },
      pages: [1, 2],
      paper: false,
    });
    row.body.status = 'fully-satisfied';
    row.body.satisfied_on = iso(scope.today);
    row.body.transactions = [
      ...(row.body.transactions ?? []),
      {
        delivered_on: iso(scope.today),
        filing_type: 'charge-satisfaction',
        links: { filing: `/company/${number}/filing-history/${tid}` },
      },
    ];
    scope.putCharge(number, { ...row, status: 'fully-satisfied' });
    return true;
  },
};

/** The company changes its name (CERTNM): previous names gain the old one. */
const nameChange: ChangeKind = {
  name: 'name-change',
  weight: 2,
  applies: (p) => canFile(p) && (p.type === 'ltd' || p.type === 'plc'),
  apply(scope, p) {
    const kind = p!.type === 'plc' ? 'plc' : 'ltd';
    const name = makeName(scope.rng, kind, chooseSector(scope.rng, kind), p!.jurisdiction ?? 'england-wales');
    if (name === p!.company_name) return false;
    const previous = (p!.previous_company_names as Json[] | undefined) ?? [];
    const from = previous[0]?.ceased_on ?? p!.date_of_creation;
    scope.file(n(p!), {
      date: scope.today,
      type: 'CERTNM',
      category: 'change-of-name',
      subcategory: 'certificate',
      description: 'certificate-change-of-name-company',
      values: {
        description: `Company name changed ${String(p!.company_name).toLowerCase()}\\certificate issued on ${iso(scope.today)}`,
      },
      associated: [
        {
          category: 'change-of-name',
          date: iso(scope.today),
          description: 'change-of-name-by-resolution',
          type: 'NM01',
        },
      ],
      pages: [2, 4],
      paper: false,
    });
    p!.previous_company_names = [
      { ceased_on: iso(scope.today), effective_from: from, name: p!.company_name },
      ...previous,
    ];
    p!.company_name = name;
    scope.putCompany(p!);
    return true;
  },
};

const NATURES = new Weighted([
  ['ownership-of-shares-25-to-50-percent', 30],
  ['ownership-of-shares-50-to-75-percent', 20],
  ['ownership-of-shares-75-to-100-percent', 35],
  ['significant-influence-or-control', 15],
] as const);

/** A new individual PSC (PSC01) and the profile's link to the PSC list. */
function notifyPsc(scope: ChangeScope, p: Json): void {
  const number = n(p);
  const person = personFor(scope, 'psc');
  const id = registryId(`${scope.key}|psc`);
  const nature = NATURES.pick(scope.rng);
  const name = `${person.title} ${person.forename}${person.middle ? ` ${person.middle}` : ''} ${person.surname}`;
  const body: Json = {
    notified_on: iso(scope.today),
    kind: 'individual-person-with-significant-control',
    country_of_residence: person.residence,
    date_of_birth: monthYear(person.dob),
    name,
    name_elements: pscNameElements(person),
    nationality: person.nationality,
    address: person.address,
    links: { self: `/company/${number}/persons-with-significant-control/individual/${id}` },
    natures_of_control: nature.startsWith('ownership')
      ? [nature, nature.replace('ownership-of-shares', 'voting-rights')]
      : [nature],
  };
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
const pscNotified: ChangeKind = {
  name: 'psc-notified',
  weight: 5,
  applies: (p) => canFile(p) && isCompany(p),
  apply(scope, p) {
    notifyPsc(scope, p!);
    for (const row of scope.statements(n(p!)))
      if (row.ceased === 0 && NO_PSC_YET.has(row.body.statement)) withdrawStatement(scope, p!, row);
    return true;
  },
};

/** A person with significant control ceases to be one (PSC07). */
const pscCeased: ChangeKind = {
  name: 'psc-ceased',
  weight: 3,
  applies: (p) => canFile(p) && isCompany(p) && !!p.links?.persons_with_significant_control,
  apply(scope, p) {
    const number = n(p!);
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
const NO_PSC_YET = new Set([
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

const llpSuffix = (p: Json) => (isLlp(p) ? '-limited-liability-partnership' : '');
const formPrefix = (p: Json) => (isLlp(p) ? 'LL' : '');
const statementsLink = (p: Json) => `/company/${n(p)}/persons-with-significant-control-statements`;

function withdrawStatement(scope: ChangeScope, p: Json, row: StatementRow): void {
  row.body.ceased_on = iso(scope.today);
  scope.putStatement(n(p), { ...row, ceased: 1 });
  scope.file(n(p), {
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
const pscStatementNotified: ChangeKind = {
  name: 'psc-statement-notified',
  weight: 2,
  applies: (p) => canFile(p) && isCompanyOrLlp(p),
  apply(scope, p) {
    const number = n(p!);
    const hasPsc = scope.pscs(number).some((row) => row.ceased === 0);
    const statement = (hasPsc ? STATEMENTS_BESIDE_PSC : STATEMENTS_WITHOUT_PSC).pick(scope.rng);
    const current = scope.statements(number).filter((row) => row.ceased === 0);
    if (current.some((row) => row.body.statement === statement)) return false;
    const id = registryId(`${scope.key}|statement`);
    const body: Json = {
      kind: 'persons-with-significant-control-statement',
      notified_on: iso(scope.today),
      statement,
      links: { self: `${statementsLink(p!)}/${id}` },
    };
    scope.putStatement(number, { statement_id: id, ceased: 0, body });
    scope.file(number, {
      date: scope.today,
      type: `${formPrefix(p!)}PSC08`,
      category: 'persons-with-significant-control',
      description: `notification-of-a-person-with-significant-control-statement${llpSuffix(p!)}`,
      pages: [1, 2],
      paper: false,
    });
    if (!p!.links?.persons_with_significant_control_statements) {
      addLink(p!, 'persons_with_significant_control_statements', 'persons-with-significant-control-statements');
      scope.putCompany(p!);
    }
    return true;
  },
};

/**
 * A statement is withdrawn (PSC09). A company that said it had no PSC, or had not found them,
 * usually withdraws it because it has found one: a company (not an LLP) notifies them too.
 */
const pscStatementWithdrawn: ChangeKind = {
  name: 'psc-statement-withdrawn',
  weight: 1.5,
  applies: (p) => canFile(p) && isCompanyOrLlp(p) && !!p.links?.persons_with_significant_control_statements,
  apply(scope, p) {
    const number = n(p!);
    const current = scope.statements(number).filter((row) => row.ceased === 0);
    if (current.length === 0) return false;
    const row = scope.rng.pick(current);
    withdrawStatement(scope, p!, row);
    const found = NO_PSC_YET.has(row.body.statement) && isCompany(p!);
    if (found && !scope.pscs(number).some((psc) => psc.ceased === 0)) notifyPsc(scope, p!);
    return true;
  },
};

/**
 * A statement filed in error is removed from the register: the statement is gone (a `deleted`
 * event, then 404), the list's counts drop, and the profile loses its link with the last one.
 * The registrar removes it without a filing of the company's. The newest one is the likely error.
 */
const pscStatementRemoved: ChangeKind = {
  name: 'psc-statement-removed',
  weight: 0.5,
  applies: (p) => canFile(p) && isCompanyOrLlp(p) && !!p.links?.persons_with_significant_control_statements,
  apply(scope, p) {
    const number = n(p!);
    const all = scope.statements(number);
    // A statement about a named PSC is linked from that PSC's record: those stay.
    const loose = all.filter((row) => !row.body.links?.person_with_significant_control);
    if (loose.length === 0) return false;
    const row = loose.reduce((newest, r) =>
      `${r.body.notified_on}|${r.statement_id}` > `${newest.body.notified_on}|${newest.statement_id}` ? r : newest,
    );
    scope.removeStatement(number, row);
    if (all.length === 1) {
      delete p!.links.persons_with_significant_control_statements;
      scope.putCompany(p!);
    }
    return true;
  },
};

// --- exemptions ---------------------------------------------------------------------------

const UK_MARKET = 'psc_exempt_as_trading_on_uk_regulated_market';
const DTR5 = 'disclosure_transparency_rules_chapter_five_applies';
const EXEMPTION_TYPES: Record<string, string> = {
  [UK_MARKET]: 'psc-exempt-as-trading-on-uk-regulated-market',
  [DTR5]: 'disclosure-transparency-rules-chapter-five-applies',
};

/** The exemption items still running (no `exempt_to`), as [exemption key, item]. */
const openExemptions = (body: Json | undefined): [string, Json][] =>
  Object.entries((body?.exemptions ?? {}) as Record<string, { items?: Json[] }>).flatMap(([key, exemption]) =>
    (exemption.items ?? []).filter((item) => !item.exempt_to).map((item) => [key, item] as [string, Json]),
  );

/**
 * A public company's shares are admitted to a UK regulated market: it is exempt from keeping
 * PSC information from today (often also a DTR5 issuer). No filing records it; the exemptions
 * resource and the profile's link appear.
 */
const exemptionGranted: ChangeKind = {
  name: 'exemption-granted',
  weight: 0.3,
  applies: (p) => canFile(p) && p.type === 'plc',
  apply(scope, p) {
    const number = n(p!);
    const existing = scope.exemptions(number);
    if (openExemptions(existing).length > 0) return false;
    const body: Json = existing ?? { kind: 'exemptions', links: { self: `/company/${number}/exemptions` } };
    const exemptions = { ...(body.exemptions as Json | undefined) };
    const keys = scope.rng.chance(0.4) ? [UK_MARKET, DTR5] : [UK_MARKET];
    for (const key of keys) {
      const items = (exemptions[key]?.items as Json[] | undefined) ?? [];
      exemptions[key] = { exemption_type: EXEMPTION_TYPES[key], items: [{ exempt_from: iso(scope.today) }, ...items] };
    }
    scope.putExemptions(number, { ...body, exemptions });
    if (!p!.links?.exemptions) {
      addLink(p!, 'exemptions', 'exemptions');
      scope.putCompany(p!);
    }
    return true;
  },
};

/** An exemption ends (the shares leave the market): its running item gains `exempt_to`. */
const exemptionEnded: ChangeKind = {
  name: 'exemption-ended',
  weight: 0.3,
  applies: (p) => !!p.links?.exemptions,
  apply(scope, p) {
    const body = scope.exemptions(n(p!));
    const open = openExemptions(body);
    if (!body || open.length === 0) return false;
    const [, item] = scope.rng.pick(open);
    if (String(item.exempt_from) > iso(scope.today)) return false;
    item.exempt_to = iso(scope.today);
    scope.putExemptions(n(p!), body);
    return true;
  },
};

/**
 * Exemptions recorded in error are removed altogether: the resource is gone (a `deleted`
 * event, then 404) and so is the profile's link.
 */
const exemptionsRemoved: ChangeKind = {
  name: 'exemptions-removed',
  weight: 0.2,
  applies: (p) => !!p.links?.exemptions,
  apply(scope, p) {
    if (!scope.exemptions(n(p!))) return false;
    scope.removeExemptions(n(p!));
    delete p!.links.exemptions;
    scope.putCompany(p!);
    return true;
  },
};

/**
 * An appointment filed in error is removed from the register as a correction: the appointment
 * is gone (a `deleted` event, then 404) and the officer list's counts drop. The newest
 * appointment is the likely error; a company keeps at least one director.
 */
const appointmentRemoved: ChangeKind = {
  name: 'officer-appointment-removed',
  weight: 0.5,
  applies: (p) => canFile(p) && isCompany(p) && !!p.links?.officers,
  apply(scope, p) {
    const all = scope.appointments(n(p!));
    const directors = all.filter((a) => a.resigned_on === null && a.officer_role === 'director');
    const removable = all.filter(
      (a) =>
        a.resigned_on === null &&
        !scope.isShowcaseOfficer(a.officer_id) &&
        (a.officer_role !== 'director' || directors.length > 1),
    );
    if (removable.length === 0) return false;
    const appointedOn = (a: AppointmentRow) => `${String(a.body.appointed_on ?? '')}|${a.appointment_id}`;
    const row = removable.reduce((newest, a) => (appointedOn(a) > appointedOn(newest) ? a : newest));
    scope.removeAppointment(n(p!), row);
    return true;
  },
};

/** First Gazette notice for compulsory strike-off (GAZ1): the company is proposed for striking off. */
const strikeOffNotice: ChangeKind = {
  name: 'strike-off-notice',
  weight: 3,
  applies: (p) => canFile(p) && isCompanyOrLlp(p) && !p.company_status_detail,
  apply(scope, p) {
    scope.file(n(p!), {
      date: scope.today,
      type: 'GAZ1',
      category: 'gazette',
      description: 'gazette-notice-compulsory',
      pages: [1, 1],
      paper: false,
    });
    p!.company_status_detail = 'active-proposal-to-strike-off';
    scope.putCompany(p!);
    return true;
  },
};

/** A company proposed for striking off is struck off and dissolved (GAZ2). */
const dissolution: ChangeKind = {
  name: 'dissolution',
  weight: 2,
  applies: (p) => p.company_status === 'active' && p.company_status_detail === 'active-proposal-to-strike-off',
  apply(scope, p) {
    scope.file(n(p!), {
      date: scope.today,
      type: 'GAZ2',
      category: 'gazette',
      description: 'gazette-dissolved-compulsory',
      pages: [1, 1],
      paper: false,
    });
    delete p!.company_status_detail;
    p!.company_status = 'dissolved';
    p!.date_of_cessation = iso(scope.today);
    p!.can_file = false;
    scope.putCompany(p!);
    return true;
  },
};

/** Creditors' voluntary liquidation: the insolvency case, the liquidator's appointment (600), the profile. */
const liquidation: ChangeKind = {
  name: 'liquidation',
  weight: 1,
  applies: (p) => canFile(p) && isCompany(p) && !p.company_status_detail,
  apply(scope, p) {
    const number = n(p!);
    const firm = scope.rng.pick(INSOLVENCY_FIRMS);
    const practitioner = makePerson(`${scope.key}|practitioner`, { bornFrom: 1960, bornTo: 1990 });
    const existing = scope.insolvency(number);
    const cases = (existing?.cases as Json[] | undefined) ?? [];
    const body: Json = {
      ...(existing ?? {}),
      cases: [
        ...cases,
        {
          type: 'creditors-voluntary-liquidation',
          number: String(cases.length + 1),
          dates: [{ type: 'wound-up-on', date: iso(scope.today) }],
          practitioners: [
            {
              name: `${practitioner.forename} ${practitioner.surname}`,
              address: {
                address_line_1: firm.name,
                address_line_2: firm.street,
                locality: firm.town,
                ...(firm.region ? { region: firm.region } : {}),
                postal_code: firm.postcode,
              },
              appointed_on: iso(scope.today),
              role: 'practitioner',
            },
          ],
        },
      ],
    };
    delete body.etag;
    scope.putInsolvency(number, body);
    scope.file(number, {
      date: scope.today,
      type: '600',
      category: 'insolvency',
      subcategory: 'voluntary',
      description: 'liquidation-voluntary-appointment-of-liquidator',
      pages: [1, 3],
      paper: false,
    });
    p!.company_status = 'liquidation';
    p!.has_insolvency_history = true;
    p!.has_been_liquidated = true;
    addLink(p!, 'insolvency', 'insolvency');
    scope.putCompany(p!);
    return true;
  },
};

/** A new private limited company: profile, NEWINC, its first director, who is also its PSC. */
const incorporation: ChangeKind = {
  name: 'incorporation',
  weight: 8,
  apply(scope) {
    const number = scope.newCompanyNumber();
    const { rng, today } = scope;
    const sector = chooseSector(rng, 'ltd');
    const ard = defaultArd(today);
    const periodEnd = firstPeriodEnd(ard, today);
    const due = addMonths(today, 21) > addMonths(periodEnd, 3) ? addMonths(today, 21) : addMonths(periodEnd, 3);
    const next = addYears(today, 1);
    const profile: Json = {
      accounts: {
        accounting_reference_date: ard,
        next_accounts: { due_on: iso(due), overdue: false, period_end_on: iso(periodEnd), period_start_on: iso(today) },
        next_due: iso(due),
        next_made_up_to: iso(periodEnd),
        overdue: false,
      },
      can_file: true,
      company_name: makeName(rng, 'ltd', sector, 'england-wales'),
      company_number: number,
      company_status: 'active',
      confirmation_statement: { next_due: iso(next + 14), next_made_up_to: iso(next), overdue: false },
      date_of_creation: iso(today),
      has_been_liquidated: false,
      has_charges: false,
      has_insolvency_history: false,
      has_super_secure_pscs: false,
      jurisdiction: 'england-wales',
      links: {
        self: `/company/${number}`,
        filing_history: `/company/${number}/filing-history`,
        officers: `/company/${number}/officers`,
        persons_with_significant_control: `/company/${number}/persons-with-significant-control`,
      },
      registered_office_address: ukAddress(rng, 'england-wales'),
      registered_office_is_in_dispute: false,
      sic_codes: chooseSic(rng, sector),
      type: 'ltd',
      undeliverable_registered_office_address: false,
    };
    scope.putCompany(profile);
    scope.file(number, {
      date: today,
      type: 'NEWINC',
      category: 'incorporation',
      description: 'incorporation-company',
      action: today,
      pages: [10, 40],
      paper: false,
    });
    const director = personFor(scope, 'founder');
    scope.appoint(number, director, 'director', today, director.address as unknown as Json);
    const name = `${director.title} ${director.forename}${director.middle ? ` ${director.middle}` : ''} ${director.surname}`;
    const pscId = registryId(`${scope.key}|founder-psc`);
    scope.putPsc(number, {
      psc_id: pscId,
      path_kind: 'individual',
      ceased: 0,
      body: {
        notified_on: iso(today),
        kind: 'individual-person-with-significant-control',
        country_of_residence: director.residence,
        date_of_birth: monthYear(director.dob),
        name,
        name_elements: pscNameElements(director),
        nationality: director.nationality,
        address: director.address,
        links: { self: `/company/${number}/persons-with-significant-control/individual/${pscId}` },
        natures_of_control: [
          'ownership-of-shares-75-to-100-percent',
          'voting-rights-75-to-100-percent',
          'right-to-appoint-and-remove-directors',
        ],
      },
    });
    return true;
  },
};

/**
 * A director of a company in liquidation or dissolved is disqualified (an undertaking or a
 * court order), written by the generator's own disqualification module.
 */
const disqualification: ChangeKind = {
  name: 'disqualification',
  weight: 1,
  applies: (p) => (p.company_status === 'liquidation' || p.company_status === 'dissolved') && isCompany(p),
  apply(scope, p) {
    const person = makePerson(`${scope.key}|disqualified`, { bornFrom: 1950, bornTo: 1995 });
    const from = parseIso(p!.date_of_creation as string);
    return scope.disqualify((writer) =>
      writeNaturalDisqualification(writer, scope.rng, scope.today, {
        id: registryId(`${scope.key}|disqualification`),
        person,
        companyNames: [p!.company_name as string],
        from: Math.max(from, scope.today - 1500),
        northernIreland: n(p!).startsWith('NI'),
        address: person.address,
      }),
    );
  },
};

export const CHANGE_KINDS: readonly ChangeKind[] = [
  disqualification,
  accounts,
  confirmation,
  appointment,
  termination,
  office,
  chargeCreated,
  chargeSatisfied,
  nameChange,
  pscNotified,
  pscCeased,
  pscStatementNotified,
  pscStatementWithdrawn,
  pscStatementRemoved,
  exemptionGranted,
  exemptionEnded,
  exemptionsRemoved,
  appointmentRemoved,
  strikeOffNotice,
  dissolution,
  liquidation,
  incorporation,
];

/**
 * Kinds that random picks seldom reach (they apply to few companies, or are rare by weight):
 * a generated backlog applies each once by name, so that every stream, and deletions, have a
 * history to replay. In this order: an exemption is granted before one ends or goes.
 */
export const BACKLOG_ONCE_KINDS: readonly string[] = [
  exemptionGranted.name,
  pscStatementNotified.name,
  pscStatementWithdrawn.name,
  appointmentRemoved.name,
  exemptionEnded.name,
  pscStatementRemoved.name,
  exemptionsRemoved.name,
];

/** The appointment row's body for a new officer, as the generator writes appointments. */
export function appointmentBody(
  companyNumber: string,
  appointmentId: string,
  person: Person,
  role: string,
  on: Day,
  address: Json,
): Json {
  return {
    address,
    appointed_on: iso(on),
    is_pre_1992_appointment: false,
    country_of_residence: person.residence,
    date_of_birth: monthYear(person.dob),
    links: {
      self: `/company/${companyNumber}/appointments/${appointmentId}`,
      officer: { appointments: `/officers/${person.officerId}/appointments` },
    },
    name: listName(person),
    nationality: person.nationality,
    occupation: person.occupation,
    officer_role: role,
    person_number: person.personNumber,
  };
}

/** The officers-table row values of a person. */
export function officerRow(person: Person) {
  return {
    officer_id: person.officerId,
    name: listName(person),
    name_elements: JSON.stringify(officerNameElements(person)),
    date_of_birth: JSON.stringify(monthYear(person.dob)),
    surname: sortSurname(person),
  };
}

export { sortKey };
