// The showcase: a fixed, documented set of records generated first in every dataset,
// whatever its size and seed, so that end-to-end tests and benchmarks can rely on them.
// Their numbers and ids below are constants (ids derive from fixed keys, never the seed).
//
//   plc                   ALBION CONSOLIDATED HOLDINGS PLC: active since 1962, 80+ officer appointments
//                         (3+ pages of 35), 150+ filings, charges of every status, PSCs of every UK kind
//                         (one ceased) and statements (one linked to a PSC, one withdrawn), registers on
//                         the public register, ended exemptions, two previous names
//   holding               HARTWELL CAPITAL PARTNERS LIMITED: the PLC's corporate PSC (links back here)
//   dissolved             BRIGHTWATER DIGITAL LIMITED: struck off voluntarily (DS01, GAZ1(A), GAZ2(A))
//   liquidation           NORTHGATE BUILDING SERVICES LIMITED: administration then creditors' voluntary
//                         liquidation (two insolvency cases), charges caught by the cases
//   overseas              MERIDIAN HANDELSBANK AG: overseas company with two UK establishments
//   ukEstablishmentOpen / ukEstablishmentClosed: its branches (BR numbers, open and closed)
//   overseasEntity        ORIEL BAY PROPERTY HOLDINGS LTD: registered overseas entity with beneficial
//                         owners of every kind and managing officers
//   llp                   HARGREAVES WINTER LLP: designated members and members; its registers (members and
//                         PSCs) are kept on the public register, so their register views answer
//   scottish              GLENCAIRN PRECISION ENGINEERING LIMITED: SC company, charges with Scottish alterations
//   agent…                formation agents acting as nominee secretaries and directors of other companies
//   ownership.*           ownership chains (lib/ownership): a six-level chain up to a person (deep…), a UK
//                         subsidiary of a Delaware parent (foreignChild), a cycle of three (cycle…), a joint
//                         venture of two 50% owners, one of them Dutch (jointVenture…), a chain ending in a
//                         statement (statementChild/statementParent), corporate owners that do not verify
//                         (unverified: a number not on the register, and the PLC's number with another
//                         name), and a trust and a government department as legal persons (trustOwned)
//
//   financials.*          accounts for the Financials tab: see showcase-financials.ts
//
//   officers.prolific     Jonathan Edward ASHCOMBE: director of 65+ companies (2+ pages at the maximum 50)
//   officers.disqualified Gareth Lloyd PRYCE: former director of the liquidation and Scottish companies,
//                         also disqualifiedOfficers.natural
//   disqualifiedOfficers.corporate  a corporate body disqualified under sanctions legislation
import { type ChargeStatus } from './charges';
import type { CompanyPlan } from './company';
import type { GeneratorContext } from './context';
import { dayOf, type Day } from './dates';
import { SECTORS } from './data/business';
import { FOREIGN_PLACES } from './data/places';
import { writeCorporateDisqualification, writeNaturalDisqualification } from './disqualifications';
import { generateCompany, type CompanyResult } from './generate-company';
import { registryId } from './ids';
import { ukCorporateBody, type FormationAgent, type OfficerGenerator } from './officers';
import { generateNetworkShowcase, NETWORK_SHOWCASE, NETWORK_SHOWCASE_NUMBERS } from './showcase-network';
import { generateSignalsShowcase, SIGNALS_SHOWCASE, SIGNALS_SHOWCASE_NUMBERS } from './showcase-signals';
import type { Person } from './persons';
import { planCompany, type CompanySpec } from './plan';
import type { PscSpec, StatementSpec } from './psc';
import { Rng } from './random';
import type { ForcedOutcome } from './verification';
import { type Make } from './showcase-common';
import { generateIdentityShowcase, IDENTITY_NUMBERS, SHOWCASE_IDENTITY } from './showcase-identity';
import { FINANCIALS_SHOWCASE, generateFinancialsShowcase } from './showcase-financials';
import { generateRegisterShowcase, REGISTER_NUMBERS, SHOWCASE_REGISTER } from './showcase-register';

export const SHOWCASE_SALT = 'showcase';

const companies = {
  agentSecretaries: '02771840',
  agentDirectors: '02771841',
  scottishAgentSecretaries: 'SC150112',
  scottishAgentDirectors: 'SC150113',
  holding: '05041877',
  plc: '00719244',
  dissolved: '09621045',
  liquidation: '07081236',
  overseas: 'FC020731',
  ukEstablishmentOpen: 'BR003918',
  ukEstablishmentClosed: 'BR014402',
  overseasEntity: 'OE008233',
  llp: 'OC329041',
  scottish: 'SC202817',
} as const;

/** The ownership showcase (see the header): each chain from the company the analyst opens, upwards. */
const ownership = {
  deep: ['11480001', '11480002', '11480003', '11480004', '11480005', '11480006'],
  foreignChild: '11480011',
  cycle: ['11480021', '11480022', '11480023'],
  jointVenture: '11480031',
  jointVentureUkOwner: '11480032',
  statementChild: '11480041',
  statementParent: '11480042',
  unverified: '11480051',
  trustOwned: '11480061',
} as const;
/** The number LARCH COURT MANAGEMENT's corporate PSC declares, which no company of the dataset has. */
const MISSING_OWNER = '11480099';

const id = (key: string): string => registryId(`${SHOWCASE_SALT}|${key}`);
const charges = (number: string, count: number) =>
  Array.from({ length: count }, (_, i) => id(`charge|${number}|${i + 1}`));

/** Statuses of the PLC's charges in order of creation (charge_number 1…8). */
const PLC_CHARGE_STATUSES: readonly ChargeStatus[] = [
  'satisfied',
  'satisfied',
  'outstanding',
  'fully-satisfied',
  'part-satisfied',
  'fully-satisfied',
  'outstanding',
  'outstanding',
];
const plcCharges = charges(companies.plc, PLC_CHARGE_STATUSES.length);

export const SHOWCASE = {
  companies,
  ownership: { ...ownership, missingOwner: MISSING_OWNER },
  financials: FINANCIALS_SHOWCASE,
  officers: {
    prolific: id('officer|prolific'),
    disqualified: id('officer|disqualified'),
  },
  disqualifiedOfficers: {
    natural: id('disqualified|natural'),
    corporate: id('disqualified|corporate'),
  },
  /** The PLC's charges: ids by status, and all of them by charge_number. */
  plcCharges: {
    all: plcCharges,
    satisfied: plcCharges[0]!,
    outstanding: plcCharges[2]!,
    fullySatisfied: plcCharges[3]!,
    partSatisfied: plcCharges[4]!,
  },
  /** The PLC's PSCs (path kind in brackets). */
  plcPscs: {
    individual: id(`psc|${companies.plc}|0`), // individual
    individualCeased: id(`psc|${companies.plc}|1`), // individual, ceased
    corporateEntity: id(`psc|${companies.plc}|2`), // corporate-entity, registration_number = holding
    legalPerson: id(`psc|${companies.plc}|3`), // legal-person
    superSecure: id(`psc|${companies.plc}|4`), // super-secure
  },
  plcStatements: {
    linked: id(`statement|${companies.plc}|0`), // psc-has-failed-to-confirm-changed-details → individual
    withdrawn: id(`statement|${companies.plc}|1`), // steps-to-find-psc-not-yet-completed, ceased
    active: id(`statement|${companies.plc}|2`), // psc-details-not-confirmed
  },
  /** The overseas entity's beneficial owners (path kinds *-beneficial-owner). */
  overseasEntityOwners: {
    individual: id(`psc|${companies.overseasEntity}|0`),
    corporateEntity: id(`psc|${companies.overseasEntity}|1`),
    legalPerson: id(`psc|${companies.overseasEntity}|2`),
    superSecure: id(`psc|${companies.overseasEntity}|3`),
  },
  /**
   * The PLC's directors by identity verification (lib/registry/verification.ts), appointment ids:
   * verified with the company's statement, verified through an authorised corporate service
   * provider (with a preferred name), overdue (the statement was made without them), their
   * statement withdrawn, and one appointed days before the reference date whose statement is due.
   */
  plcIdentity: {
    verified: id(`appointment|${companies.plc}|67`),
    viaAcsp: id(`appointment|${companies.plc}|68`),
    overdue: id(`appointment|${companies.plc}|69`),
    withdrawn: id(`appointment|${companies.plc}|70`),
    due: id(`appointment|${companies.plc}|78`),
  },
  /** Appointments of the prolific officer at least (the PLC plus regular companies). */
  prolificAppointments: 66,
  /** Connections (lib/network): a chain for paths, a group sharing directors and an office, a serial director, a hub address. */
  network: NETWORK_SHOWCASE,
  identity: SHOWCASE_IDENTITY, // showcase-identity.ts
  /** The register in 2026: limited partnerships, newer annotations and values (showcase-register.ts). */
  register2026: SHOWCASE_REGISTER,
  /** Signals (lib/signals) on purpose, and near-misses (showcase-signals.ts). */
  signals: SIGNALS_SHOWCASE,
} as const;

// The missing owner's number is reserved too, so that no generated company takes it.
export const SHOWCASE_NUMBERS: ReadonlySet<string> = new Set([
  ...Object.values(companies),
  ...Object.values(ownership).flat(),
  ...NETWORK_SHOWCASE_NUMBERS,
  ...IDENTITY_NUMBERS,
  ...Object.values(FINANCIALS_SHOWCASE),
  ...REGISTER_NUMBERS,
  ...SIGNALS_SHOWCASE_NUMBERS,
  MISSING_OWNER,
]);
/** Companies the showcase writes (the missing owner is not one). */
export const SHOWCASE_COMPANY_COUNT = SHOWCASE_NUMBERS.size - 1;

const person = (key: 'prolific' | 'disqualified', fields: Omit<Person, 'kind' | 'officerId'>): Person => ({
  kind: 'person',
  officerId: id(`officer|${key}`),
  ...fields,
});

export const PROLIFIC_OFFICER: Person = person('prolific', {
  title: 'Mr',
  forename: 'Jonathan',
  middle: 'Edward',
  surname: 'Ashcombe',
  female: false,
  dob: dayOf(1961, 3, 14),
  nationality: 'British',
  residence: 'England',
  occupation: 'Company Director',
  address: {
    premises: 'Ashcombe House',
    address_line_1: '14 Cavendish Square',
    locality: 'London',
    postal_code: 'W1G 0PH',
    country: 'England',
  },
  personNumber: '29104577' + '0001',
});

export const DISQUALIFIED_DIRECTOR: Person = person('disqualified', {
  title: 'Mr',
  forename: 'Gareth',
  middle: 'Lloyd',
  surname: 'Pryce',
  female: false,
  dob: dayOf(1971, 8, 2),
  nationality: 'Welsh',
  residence: 'Wales',
  occupation: 'Builder',
  address: {
    premises: '27',
    address_line_1: 'Heol Y Deri',
    locality: 'Cardiff',
    region: 'South Glamorgan',
    postal_code: 'CF14 6HF',
    country: 'Wales',
  },
  personNumber: '21877316' + '0002',
});

const sector = (key: string) => SECTORS.find((s) => s.key === key)!;
const place = (country: string) => FOREIGN_PLACES.find((p) => p.country === country)!;

/** Generates the showcase records; returns the formation agents regular companies use. */
export function generateShowcase(ctx: GeneratorContext): FormationAgent[] {
  const make = (
    spec: CompanySpec,
    agents: readonly FormationAgent[],
    extras: Parameters<typeof generateCompany>[2] = {},
  ): CompanyResult => {
    const rng = Rng.from(`${SHOWCASE_SALT}|${spec.number}`);
    const plan = planCompany(ctx, SHOWCASE_SALT, rng, spec);
    return generateCompany(plan, agents, { disqualify: 'never', ...extras });
  };
  const active = { fate: 'active' as const, status: 'active' };
  const d = dayOf;

  // Formation agents.
  const agentPlans: CompanyPlan[] = [];
  const agent = (number: string, name: string, creation: Day, scottish: boolean) => {
    const result = make(
      {
        kind: 'ltd',
        number,
        name,
        creation,
        fate: active,
        sector: sector('business-support'),
        sic: ['82990', '69109'],
        sizeClass: 'small',
        previousNames: [],
        registration: scottish
          ? { jurisdiction: 'scotland', prefix: 'SC', area: 'scotland' }
          : { jurisdiction: 'england-wales', prefix: '', area: 'england-wales' },
      },
      [],
      { chargeCount: 0 },
    );
    agentPlans.push(result.plan);
    return result.plan;
  };
  const body = (plan: CompanyPlan) =>
    ukCorporateBody(plan.number, plan.name, plan.type, plan.jurisdiction, plan.office);
  const secretaries = agent(companies.agentSecretaries, 'CHANCERY LANE REGISTRARS LIMITED', d(1992, 3, 2), false);
  const directors = agent(companies.agentDirectors, 'CHANCERY LANE NOMINEES LIMITED', d(1992, 3, 2), false);
  const scotSecretaries = agent(
    companies.scottishAgentSecretaries,
    'CALEDONIAN COMPANY SECRETARIES LIMITED',
    d(1994, 5, 10),
    true,
  );
  const scotDirectors = agent(
    companies.scottishAgentDirectors,
    'CALEDONIAN NOMINEE DIRECTORS LIMITED',
    d(1994, 5, 10),
    true,
  );
  const agents: FormationAgent[] = [
    { secretary: body(secretaries), director: body(directors), scottish: false },
    { secretary: body(scotSecretaries), director: body(scotDirectors), scottish: true },
  ];

  // The PLC's corporate owner.
  const holding = make(
    {
      kind: 'ltd',
      number: companies.holding,
      name: 'HARTWELL CAPITAL PARTNERS LIMITED',
      creation: d(2004, 2, 11),
      fate: active,
      sector: sector('holding'),
      sic: ['64209'],
      sizeClass: 'group',
      previousNames: [],
    },
    agents,
    { chargeCount: 0 },
  ).plan;

  // The PLC.
  make(
    {
      kind: 'plc',
      number: companies.plc,
      name: 'ALBION CONSOLIDATED HOLDINGS PLC',
      creation: d(1962, 5, 14),
      fate: active,
      sic: ['64209', '70100'],
      sizeClass: 'group',
      listed: false,
      previousNames: [
        { name: 'ALBION CONSOLIDATED HOLDINGS LIMITED', from: d(1962, 5, 14), to: d(1981, 3, 2) },
        { name: 'ALBION HOLDINGS PUBLIC LIMITED COMPANY', from: d(1981, 3, 2), to: d(1998, 6, 30) },
      ],
    },
    agents,
    {
      officers: (g) => plcOfficers(g, ctx.ref),
      identity: () =>
        new Map<string, ForcedOutcome>([
          [SHOWCASE.plcIdentity.verified, 'verified'],
          [SHOWCASE.plcIdentity.viaAcsp, 'acsp'],
          [SHOWCASE.plcIdentity.overdue, 'overdue'],
          [SHOWCASE.plcIdentity.withdrawn, 'withdrawn'],
          [SHOWCASE.plcIdentity.due, 'due'],
        ]),
      chargeStatuses: PLC_CHARGE_STATUSES,
      pscs: (_plan, officers) =>
        plcPscs(
          officers
            .filter((r) => r.officer.kind === 'person' && r.resignedOn === undefined && r.role === 'director')
            .map((r) => r.officer as Person),
          holding,
        ),
      registers: true,
      exemptions: { endedOn: d(2019, 1, 31) },
    },
  );

  // A dissolved company.
  make(
    {
      kind: 'ltd',
      number: companies.dissolved,
      name: 'BRIGHTWATER DIGITAL LIMITED',
      creation: d(2015, 6, 3),
      fate: { fate: 'dissolved-voluntary', status: 'dissolved', cessation: d(2022, 9, 13) },
      sector: sector('it'),
      sic: ['62012', '62020'],
      sizeClass: 'micro',
      previousNames: [],
    },
    agents,
    {
      chargeStatuses: ['fully-satisfied'],
    },
  );

  // A company in liquidation after administration; its former director is disqualified.
  const liquidation = make(
    {
      kind: 'ltd',
      number: companies.liquidation,
      name: 'NORTHGATE BUILDING SERVICES LIMITED',
      creation: d(2009, 11, 20),
      fate: { fate: 'liquidation', status: 'liquidation', insolvencyStart: d(2025, 3, 10) },
      sector: sector('construction'),
      sic: ['41202', '43999'],
      sizeClass: 'small',
      previousNames: [],
    },
    agents,
    {
      officers: (g) => {
        g.add(
          DISQUALIFIED_DIRECTOR,
          'director',
          { appointedOn: d(2009, 11, 20), resignedOn: d(2024, 12, 20), atIncorporation: true },
          undefined,
          true,
        );
        g.appointPerson('director', d(2009, 11, 20), undefined, true);
        g.appointPerson('secretary', d(2011, 2, 1), d(2018, 5, 31), false);
        g.appointPerson('director', d(2019, 9, 1), undefined, false);
      },
      chargeStatuses: ['fully-satisfied', 'outstanding', 'outstanding'],
      insolvency: { administrationFirst: true },
    },
  );
  writeNaturalDisqualification(ctx.writer, Rng.from(`${SHOWCASE_SALT}|disqualification`), ctx.ref, {
    id: SHOWCASE.disqualifiedOfficers.natural,
    person: DISQUALIFIED_DIRECTOR,
    companyNames: [liquidation.plan.name, 'PRYCE GROUNDWORKS LIMITED'],
    from: d(2024, 3, 1),
    northernIreland: false,
    address: DISQUALIFIED_DIRECTOR.address,
    type: 'court-order',
    permission: { companyName: 'GLENCAIRN PRECISION ENGINEERING LIMITED' },
    variation: true,
  });
  writeCorporateDisqualification(
    ctx.writer,
    Rng.from(`${SHOWCASE_SALT}|corporate-disqualification`),
    ctx.ref,
    SHOWCASE.disqualifiedOfficers.corporate,
    {
      name: 'JOINT STOCK COMPANY OBSIDIAN SHIPPING HOLDING',
      act: 'sanctions-anti-money-laundering-act-2018',
    },
  );

  // An overseas company and its two UK establishments.
  const bank = place('Germany');
  const overseas = make(
    {
      kind: 'fc',
      number: companies.overseas,
      name: 'MERIDIAN HANDELSBANK AG',
      creation: d(1998, 4, 1),
      fate: active,
      foreign: bank,
      sector: SECTORS.find((s) => s.key === 'finance')!,
      previousNames: [],
    },
    agents,
    { ukEstablishments: true },
  ).plan;
  const parent = { number: overseas.number, name: overseas.name };
  make(
    {
      kind: 'br',
      number: companies.ukEstablishmentOpen,
      name: overseas.name,
      creation: d(1998, 4, 1),
      fate: { fate: 'open', status: 'open' },
      foreign: bank,
      parentNumber: overseas.number,
      previousNames: [],
    },
    agents,
    { parent },
  );
  make(
    {
      kind: 'br',
      number: companies.ukEstablishmentClosed,
      name: `${overseas.name} (MANCHESTER BRANCH)`,
      creation: d(2010, 5, 17),
      fate: { fate: 'closed', status: 'closed', cessation: d(2019, 11, 30) },
      foreign: bank,
      parentNumber: overseas.number,
      previousNames: [],
    },
    agents,
    { parent },
  );

  // A registered overseas entity with beneficial owners of every kind.
  make(
    {
      kind: 'oe',
      number: companies.overseasEntity,
      name: 'ORIEL BAY PROPERTY HOLDINGS LTD',
      creation: d(2022, 11, 8),
      fate: { fate: 'registered', status: 'registered' },
      foreign: place('British Virgin Islands'),
      previousNames: [],
    },
    agents,
    { pscs: (plan) => overseasOwners(plan) },
  );

  // An LLP and a Scottish company.
  make(
    {
      kind: 'llp',
      number: companies.llp,
      name: 'HARGREAVES WINTER LLP',
      creation: d(2006, 5, 2),
      fate: active,
      previousNames: [],
      registration: { jurisdiction: 'england-wales', prefix: 'OC', area: 'england-wales' },
    },
    agents,
    { chargeCount: 1, registers: 'kept' },
  );
  make(
    {
      kind: 'ltd',
      number: companies.scottish,
      name: 'GLENCAIRN PRECISION ENGINEERING LIMITED',
      creation: d(1999, 9, 21),
      fate: active,
      sector: sector('engineering'),
      sic: ['25620', '28990'],
      sizeClass: 'small',
      previousNames: [],
      registration: { jurisdiction: 'scotland', prefix: 'SC', area: 'scotland' },
    },
    agents,
    {
      officers: (g) => {
        g.appointPerson('director', d(1999, 9, 21), undefined, true);
        g.appointPerson('secretary', d(1999, 9, 21), d(2009, 3, 31), true);
        g.add(
          DISQUALIFIED_DIRECTOR,
          'director',
          { appointedOn: d(2001, 6, 4), resignedOn: d(2016, 2, 29), atIncorporation: false },
          undefined,
          true,
        );
        g.appointPerson('director', d(2016, 3, 1), undefined, false);
      },
      chargeStatuses: ['satisfied', 'fully-satisfied', 'outstanding', 'outstanding'],
    },
  );
  generateOwnershipShowcase(make, agents);
  generateNetworkShowcase(make, agents);
  generateIdentityShowcase(ctx, make, agents);
  generateFinancialsShowcase(make, agents);
  generateRegisterShowcase(ctx, make, agents);
  generateSignalsShowcase(make, agents);
  return agents;
}

const MAJORITY = [
  'ownership-of-shares-75-to-100-percent',
  'voting-rights-75-to-100-percent',
  'right-to-appoint-and-remove-directors',
];
const HALF = ['ownership-of-shares-25-to-50-percent', 'voting-rights-25-to-50-percent'];

/** The ownership chains of the showcase; each company's owners are written with it, before the owners themselves exist. */
function generateOwnershipShowcase(make: Make, agents: readonly FormationAgent[]) {
  const d = dayOf;
  const active = { fate: 'active' as const, status: 'active' };
  const office = {
    premises: '1',
    address_line_1: 'Wharf Street',
    locality: 'Bristol',
    postal_code: 'BS1 4RN',
    country: 'England',
  };
  const uk = (number: string, name: string) => ukCorporateBody(number, name, 'ltd', 'england-wales', office);
  const foreign = (
    key: string,
    name: string,
    country: string,
    fields: { legalForm: string; legalAuthority: string; placeRegistered: string; registrationNumber: string },
  ) => ({
    kind: 'corporate' as const,
    officerId: id(`owner|${key}`),
    name,
    address: { premises: '1', address_line_1: 'Main Street', locality: country, postal_code: '00001', country },
    identificationType: 'other-corporate-body-or-firm' as const,
    countryRegistered: country,
    ...fields,
  });
  const owned = (
    holder: PscSpec['holder'],
    natures: readonly string[] = MAJORITY,
    notifiedOn = d(2018, 4, 6),
  ): PscSpec => ({ holder, natures, notifiedOn, fileNotification: true });
  const company = (number: string, name: string, creation: Day, pscs: PscSpec[], statements: StatementSpec[] = []) =>
    make(
      {
        kind: 'ltd',
        number,
        name,
        creation,
        fate: active,
        sector: sector('holding'),
        sic: ['64209'],
        sizeClass: 'small',
        previousNames: [],
        registration: { jurisdiction: 'england-wales', prefix: '', area: 'england-wales' },
      },
      agents,
      { chargeCount: 0, pscs: () => ({ pscs, statements }) },
    );

  const founder: Person = {
    kind: 'person',
    officerId: id('owner|marsh'),
    title: 'Mrs',
    forename: 'Eleanor',
    middle: 'Rose',
    surname: 'Marsh',
    female: true,
    dob: dayOf(1958, 9, 3),
    nationality: 'British',
    residence: 'England',
    occupation: 'Company Director',
    address: {
      premises: 'Marsh House',
      address_line_1: 'Quay Road',
      locality: 'Falmouth',
      postal_code: 'TR11 3HH',
      country: 'England',
    },
    personNumber: '310002230001',
  };

  // Six levels: SOLWAY FREIGHT ← … ← MARSH FAMILY HOLDINGS ← Eleanor Marsh.
  const deepNames = [
    'SOLWAY FREIGHT LIMITED',
    'SOLWAY GROUP LIMITED',
    'TIDEWAY HOLDINGS LIMITED',
    'TIDEWAY INTERMEDIATE LIMITED',
    'TIDEWAY TOPCO LIMITED',
    'MARSH FAMILY HOLDINGS LIMITED',
  ];
  ownership.deep.forEach((number, level) => {
    const parent = ownership.deep[level + 1];
    const holder: PscSpec['holder'] = parent
      ? { kind: 'corporate-entity', body: uk(parent, deepNames[level + 1]!) }
      : { kind: 'individual', person: founder };
    company(number, deepNames[level]!, d(2001 + level, 3, 1), [owned(holder)]);
  });

  // A UK subsidiary of a Delaware corporation.
  company(ownership.foreignChild, 'KESTREL LOGISTICS UK LIMITED', d(2012, 7, 2), [
    owned({
      kind: 'corporate-entity',
      body: foreign('kestrel', 'KESTREL GLOBAL INC.', 'United States', {
        legalForm: 'Corporation',
        legalAuthority: 'Delaware General Corporation Law',
        placeRegistered: 'Delaware Division Of Corporations',
        registrationNumber: '4471902',
      }),
    }),
  ]);

  // A cycle the law forbids and the register holds: ORBIT ONE ← ORBIT TWO ← ORBIT THREE ← ORBIT ONE.
  const orbit = ['ORBIT ONE LIMITED', 'ORBIT TWO LIMITED', 'ORBIT THREE LIMITED'];
  ownership.cycle.forEach((number, index) => {
    const next = (index + 1) % ownership.cycle.length;
    company(number, orbit[index]!, d(2016, 1, 10 + index), [
      owned({ kind: 'corporate-entity', body: uk(ownership.cycle[next]!, orbit[next]!) }),
    ]);
  });

  // A joint venture of two 50% owners: a UK company (owned by a person) and a Dutch B.V.
  company(ownership.jointVenture, 'HARBOUR WIND JV LIMITED', d(2019, 5, 20), [
    owned({ kind: 'corporate-entity', body: uk(ownership.jointVentureUkOwner, 'NORTHSEA POWER LIMITED') }, HALF),
    owned(
      {
        kind: 'corporate-entity',
        body: foreign('atlantic', 'ATLANTIC ENERGY B.V.', 'Netherlands', {
          legalForm: 'Besloten Vennootschap',
          legalAuthority: 'Dutch Civil Code',
          placeRegistered: 'Kamer Van Koophandel',
          registrationNumber: '34277401',
        }),
      },
      HALF,
    ),
  ]);
  company(ownership.jointVentureUkOwner, 'NORTHSEA POWER LIMITED', d(2009, 2, 2), [
    owned({
      kind: 'individual',
      person: {
        ...founder,
        officerId: id('owner|northsea'),
        forename: 'Callum',
        middle: 'James',
        surname: 'Reid',
        female: false,
        title: 'Mr',
        dob: dayOf(1975, 1, 19),
        personNumber: '310002240001',
      },
    }),
  ]);

  // A chain that ends in a statement: the parent names no one.
  company(ownership.statementChild, 'FENWICK PROPERTY LIMITED', d(2014, 10, 1), [
    owned({ kind: 'corporate-entity', body: uk(ownership.statementParent, 'FENWICK ESTATES LIMITED') }),
  ]);
  company(
    ownership.statementParent,
    'FENWICK ESTATES LIMITED',
    d(2010, 10, 1),
    [],
    [{ statement: 'psc-exists-but-not-identified', notifiedOn: d(2017, 6, 1), fileNotification: true }],
  );

  // Corporate owners that do not verify: a number the register does not have, and the PLC's number under another name.
  company(ownership.unverified, 'LARCH COURT MANAGEMENT LIMITED', d(2011, 4, 4), [
    owned({ kind: 'corporate-entity', body: uk(MISSING_OWNER, 'LARCH COURT HOLDINGS LIMITED') }, HALF),
    owned({ kind: 'corporate-entity', body: uk(companies.plc, 'ALBION ESTATES GROUP LIMITED') }, HALF),
  ]);

  // Legal persons at the top: a family trust and a government department.
  company(ownership.trustOwned, 'HARROWFIELD ESTATES LIMITED', d(2003, 8, 12), [
    owned({ kind: 'legal-person', index: 6 }, [
      'ownership-of-shares-75-to-100-percent-as-trust',
      'voting-rights-75-to-100-percent-as-trust',
    ]),
    owned({ kind: 'legal-person', index: 0 }, ['significant-influence-or-control']),
  ]);
}

/** The PLC's officers: long-serving boards, pre-1992 appointments, the prolific director, and a director appointed days before `ref`. */
function plcOfficers(g: OfficerGenerator, ref: Day): void {
  const d = dayOf;
  const rng = Rng.from(`${SHOWCASE_SALT}|plc-officers`);
  // Held on 1 October 1991: recorded as "appointed before".
  for (let i = 0; i < 5; i++)
    g.appointPerson('director', d(1975 + i * 3, 1, 1), d(1993 + i * 2, rng.int(1, 12), rng.int(1, 28)), true);
  g.appointPerson('secretary', d(1980, 1, 1), d(1996, 4, 30), true);
  // Thirty-odd years of board changes: 60 directors who have since resigned.
  for (let i = 0; i < 60; i++) {
    const start = d(1992, 1, 1) + Math.floor((i / 60) * (d(2023, 1, 1) - d(1992, 1, 1))) + rng.int(0, 120);
    g.appointPerson('director', start, start + rng.int(400, 2600), false);
  }
  g.appointPerson('secretary', d(1996, 5, 1), d(2011, 8, 31), false);
  // The board today.
  for (let i = 0; i < 9; i++) g.appointPerson('director', d(2014, 1, 1) + rng.int(0, 3800), undefined, false);
  g.appointPerson('secretary', d(2011, 9, 1), undefined, false);
  g.add(PROLIFIC_OFFICER, 'director', { appointedOn: d(2012, 3, 1), atIncorporation: false }, undefined, true);
  // Appointed nine days before the reference date: their identity verification statement is due.
  g.appointPerson('director', ref - 9, undefined, false);
}

function plcPscs(directors: readonly Person[], holding: CompanyPlan): { pscs: PscSpec[]; statements: StatementSpec[] } {
  const d = dayOf;
  const chair = directors[0]!;
  const former = directors[1] ?? chair;
  const pscs: PscSpec[] = [
    {
      holder: { kind: 'individual', person: chair },
      natures: ['ownership-of-shares-25-to-50-percent', 'voting-rights-25-to-50-percent'],
      notifiedOn: d(2019, 6, 14),
      fileNotification: true,
    },
    {
      holder: { kind: 'individual', person: former },
      natures: [
        'ownership-of-shares-25-to-50-percent',
        'voting-rights-25-to-50-percent',
        'right-to-appoint-and-remove-directors',
      ],
      notifiedOn: d(2019, 6, 14),
      ceasedOn: d(2022, 3, 31),
      fileNotification: true,
    },
    {
      holder: {
        kind: 'corporate-entity',
        body: ukCorporateBody(holding.number, holding.name, holding.type, holding.jurisdiction, holding.office),
      },
      natures: ['ownership-of-shares-25-to-50-percent', 'voting-rights-25-to-50-percent'],
      notifiedOn: d(2022, 3, 31),
      fileNotification: true,
    },
    {
      holder: { kind: 'legal-person', index: 1 },
      natures: ['significant-influence-or-control'],
      notifiedOn: d(2020, 10, 1),
      fileNotification: true,
    },
    { holder: { kind: 'super-secure' }, natures: [], notifiedOn: d(2021, 2, 1), fileNotification: true },
  ];
  const statements: StatementSpec[] = [
    { statement: 'psc-has-failed-to-confirm-changed-details', notifiedOn: d(2024, 7, 1), fileNotification: true },
    {
      statement: 'steps-to-find-psc-not-yet-completed',
      notifiedOn: d(2019, 2, 1),
      ceasedOn: d(2019, 6, 14),
      fileNotification: true,
    },
    { statement: 'psc-details-not-confirmed', notifiedOn: d(2025, 1, 15), fileNotification: true },
  ];
  return { pscs, statements };
}

function overseasOwners(plan: CompanyPlan): { pscs: PscSpec[]; statements: StatementSpec[] } {
  const owner: Person = {
    kind: 'person',
    officerId: id('owner|oe'),
    title: 'Mrs',
    forename: 'Helena',
    middle: 'Margarethe',
    surname: 'Vandersloot',
    female: true,
    dob: dayOf(1968, 11, 23),
    nationality: 'Dutch',
    residence: 'Netherlands',
    occupation: 'Investor',
    address: {
      premises: '112',
      address_line_1: 'Herengracht',
      locality: 'Amsterdam',
      postal_code: '1015 BS',
      country: 'Netherlands',
    },
    personNumber: '310002220001',
  };
  const on = plan.creation;
  return {
    pscs: [
      {
        holder: { kind: 'individual', person: owner },
        natures: [
          'ownership-of-shares-more-than-25-percent-registered-overseas-entity',
          'voting-rights-more-than-25-percent-registered-overseas-entity',
        ],
        notifiedOn: on,
        fileNotification: false,
      },
      {
        holder: {
          kind: 'corporate-entity',
          body: {
            kind: 'corporate',
            officerId: id('owner|oe-corporate'),
            name: 'HELVETIA MARITIME INVESTMENTS AG',
            address: {
              premises: '9',
              address_line_1: 'Bahnhofstrasse',
              locality: 'Zurich',
              postal_code: '8001',
              country: 'Switzerland',
            },
            identificationType: 'other-corporate-body-or-firm',
            legalForm: 'Aktiengesellschaft',
            legalAuthority: 'Swiss Code Of Obligations',
            placeRegistered: 'Commercial Register Of The Canton Of Zurich',
            registrationNumber: 'CHE-431.207.885',
            countryRegistered: 'Switzerland',
          },
        },
        natures: [
          'ownership-of-shares-more-than-25-percent-registered-overseas-entity',
          'right-to-appoint-and-remove-directors-registered-overseas-entity',
        ],
        notifiedOn: on,
        fileNotification: false,
      },
      {
        holder: { kind: 'legal-person', index: 6 },
        natures: ['significant-influence-or-control-registered-overseas-entity'],
        notifiedOn: on,
        fileNotification: false,
      },
      { holder: { kind: 'super-secure' }, natures: [], notifiedOn: on, fileNotification: false },
    ],
    statements: [{ statement: 'all-beneficial-owners-identified', notifiedOn: on, fileNotification: false }],
  };
}
