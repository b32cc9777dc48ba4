// A company's officers: who was appointed when, in which role, and who resigned, simulated
// over the company's life (registry-statistics §6: ~1.6 current directors per company, a
// secretary mostly on older companies, formation-agent nominees resigning on day one,
// officers shared across companies with a heavy tail). Writes appointment rows, officer rows
// and the AP/TM filings.
import { ALIAS_SHARE, aliasOf, asAppointed } from './identity';
import type { Address } from './addresses';
import type { CompanyPlan } from './company';
import { dayOf, iso, max, min, yearOf, type Day } from './dates';
import type { FilingBook } from './filings';
import { registryId } from './ids';
import {
  formalName,
  listName,
  makePerson,
  monthYear,
  sortSurname,
  type CorporateBody,
  type Officer,
  type Person,
} from './persons';
import { UK_LEGAL_FORMS, UK_REGISTERS } from './data/business';
import { legalFormOf } from './data/places';
import { weights, type Rng } from './random';
import type { IdentityVerifier } from './verification';

export interface AppointmentRecord {
  readonly id: string;
  readonly officer: Officer;
  readonly role: string;
  readonly appointedOn?: Day;
  /** Appointments held on 1 October 1991 are known only as "appointed before" a date. */
  readonly appointedBefore?: Day;
  resignedOn?: Day;
  readonly address: Address;
  /** A limited partner's capital contribution. */
  contribution?: Contribution;
}

/** A limited partner's capital contribution, as the register gives it. */
export interface Contribution {
  readonly currency: string;
  /** A decimal amount, as a string. */
  readonly value: string;
  readonly subTypes: readonly string[];
}

/** Formation agents: corporate bodies that act as nominee secretary and director at incorporation. */
export interface FormationAgent {
  readonly secretary: CorporateBody;
  readonly director: CorporateBody;
  readonly scottish: boolean;
}

const PRE_1992 = dayOf(1991, 10, 1);
const SECRETARY_OPTIONAL = dayOf(2008, 4, 6);
const NEW_FORMS = dayOf(2009, 10, 1);

/** Default officer list order (the registry's officer_role_sort_order): secretaries and designated members, then directors and members, then other roles; resigned after current. */
export function roleOrder(role: string, resigned: boolean): number {
  const base =
    role.endsWith('secretary') || role.endsWith('llp-designated-member')
      ? 10
      : role.endsWith('director') || role.endsWith('llp-member') || role.includes('partner-in-a-limited-partnership')
        ? 20
        : 30;
  return resigned ? base * 10 : base;
}

export function sortKey(officer: Officer, role: string, resigned: boolean, appointed: Day): string {
  const forenames = officer.kind === 'person' ? `${officer.forename} ${officer.middle ?? ''}`.trim().toLowerCase() : '';
  return `${String(roleOrder(role, resigned)).padStart(3, '0')}:${sortSurname(officer).toLowerCase()}:${forenames}:${String(200000 - appointed).padStart(6, '0')}`;
}

const DIRECTORS_AT_START = weights({ '1': 58, '2': 31, '3': 6, '4': 2.2, '5': 1.3, '6': 0.8, '7': 0.4, '8': 0.3 });

interface Slot {
  role: string;
  start: Day;
  atIncorporation: boolean;
  tenureMean: number;
  replace: number;
  /** Shares the first director's surname (a spouse or relative). */
  family?: boolean;
}

export class OfficerGenerator {
  readonly records: AppointmentRecord[] = [];
  private personCount = 0;
  private firstSurname: string | undefined;

  constructor(
    private readonly plan: CompanyPlan,
    private readonly book: FilingBook,
    private readonly agents: readonly FormationAgent[],
  ) {}

  private get rng(): Rng {
    return this.plan.rng;
  }

  /** Simulates the company's appointments for its kind. */
  generate(): AppointmentRecord[] {
    const { kind } = this.plan;
    if (kind === 'br') return this.records;
    if (kind === 'lp') this.partners();
    else if (kind === 'llp') this.llpMembers();
    else if (kind === 'fc') this.overseasOfficers();
    else if (kind === 'oe') this.managingOfficers();
    else this.companyOfficers();
    return this.records;
  }

  // --- company kinds -------------------------------------------------------------------

  private companyOfficers(): void {
    const { plan, rng } = this;
    const big = plan.kind === 'plc' || plan.kind === 'se';
    const residents = plan.sector.key === 'residents' || plan.sector.key === 'charity' || plan.sector.key === 'sport';
    const count = big ? rng.int(4, 9) : residents ? rng.int(2, 6) : Number(DIRECTORS_AT_START.pick(rng));
    const slots: Slot[] = [];
    const useAgent =
      plan.creation > dayOf(1995, 1, 1) &&
      plan.creation < dayOf(2016, 1, 1) &&
      rng.chance(0.08) &&
      this.agents.length > 0;
    if (useAgent) this.nominees();
    for (let i = 0; i < count; i++) {
      const family = i > 0 && !big && !residents && rng.chance(0.3);
      slots.push({
        role: 'director',
        start: plan.creation,
        atIncorporation: true,
        tenureMean: big ? 7 : 12,
        replace: big ? 0.95 : 0.75,
        family,
      });
    }
    // Small companies often take on a second director later (a partner, an investor).
    if (!big && count <= 2 && plan.end - plan.creation > 700 && rng.chance(0.22)) {
      slots.push({
        role: 'director',
        start: plan.creation + rng.int(300, plan.end - plan.creation - 1),
        atIncorporation: false,
        tenureMean: 10,
        replace: 0.4,
      });
    }
    const secretaryShare = big ? 1 : plan.creation < SECRETARY_OPTIONAL ? 0.85 : 0.1;
    if (rng.chance(secretaryShare))
      slots.push({
        role: 'secretary',
        start: plan.creation,
        atIncorporation: true,
        tenureMean: 12,
        replace: big ? 1 : 0.5,
      });
    this.runSlots(slots);
    this.ensureCurrentDirector();
  }

  private nominees(): void {
    const agent =
      this.rng.pick(this.agents.filter((a) => a.scottish === (this.plan.jurisdiction === 'scotland'))) ??
      this.agents[0]!;
    const day = this.plan.creation;
    this.add(agent.secretary, 'corporate-nominee-secretary', {
      appointedOn: day,
      resignedOn: day,
      atIncorporation: true,
    });
    this.add(agent.director, 'corporate-nominee-director', {
      appointedOn: day,
      resignedOn: day,
      atIncorporation: true,
    });
  }

  private runSlots(initial: Slot[]): void {
    const { plan, rng } = this;
    const queue = initial.slice();
    let guard = 0;
    while (queue.length > 0 && guard++ < 60) {
      const slot = queue.shift()!;
      if (slot.start > plan.end) continue;
      const tenure = Math.floor(rng.exp(slot.tenureMean * 365.25)) + 30;
      let resigned: Day | undefined = slot.start + tenure;
      if (resigned >= plan.end) resigned = undefined;
      // Private companies have not needed a secretary since April 2008; many let theirs go.
      if (
        slot.role === 'secretary' &&
        resigned === undefined &&
        plan.kind !== 'plc' &&
        plan.kind !== 'se' &&
        slot.start < SECRETARY_OPTIONAL &&
        plan.end > dayOf(2012, 1, 1) &&
        rng.chance(0.45)
      ) {
        resigned = max(slot.start + 30, SECRETARY_OPTIONAL + rng.int(0, 1800));
        if (resigned >= plan.end) resigned = undefined;
      }
      const record = this.appointPerson(
        slot.role,
        slot.start,
        resigned,
        slot.atIncorporation,
        slot.family ? this.firstSurname : undefined,
      );
      if (record && this.firstSurname === undefined && record.officer.kind === 'person' && slot.role === 'director')
        this.firstSurname = record.officer.surname;
      if (
        record &&
        resigned !== undefined &&
        rng.chance(slot.role === 'secretary' && resigned > SECRETARY_OPTIONAL ? slot.replace * 0.3 : slot.replace)
      ) {
        queue.push({
          ...slot,
          start: max(plan.creation, resigned + rng.int(-40, 60)),
          atIncorporation: false,
          family: false,
        });
      }
    }
  }

  private ensureCurrentDirector(): void {
    const { plan, rng } = this;
    const current = this.records.some(
      (r) => r.resignedOn === undefined && r.role === 'director' && r.officer.kind === 'person',
    );
    if (current) return;
    const lastResignation = this.records.reduce(
      (latest, r) => max(latest, r.resignedOn ?? plan.creation),
      plan.creation,
    );
    const start = min(plan.end, lastResignation + rng.int(-20, 30));
    this.appointPerson('director', max(start, plan.creation), undefined, start <= plan.creation);
  }

  // --- other kinds ---------------------------------------------------------------------

  private llpMembers(): void {
    const { plan, rng } = this;
    const designated = rng.int(2, 4);
    const members = rng.chance(0.4) ? rng.int(1, 6) : 0;
    const slots: Slot[] = [];
    for (let i = 0; i < designated; i++)
      slots.push({
        role: 'llp-designated-member',
        start: plan.creation,
        atIncorporation: true,
        tenureMean: 10,
        replace: 0.7,
      });
    for (let i = 0; i < members; i++)
      slots.push({
        role: 'llp-member',
        start: plan.creation + rng.int(0, 900),
        atIncorporation: false,
        tenureMean: 6,
        replace: 0.6,
      });
    this.runSlots(slots);
  }

  /**
   * A limited partnership's partners: one or two general partners (a company more often than not
   * in a private fund), and limited partners, who contribute capital (private funds record none).
   * Partners come and go without a filing of the generator's (the register's partner notices are
   * not modelled).
   */
  private partners(): void {
    const { plan, rng } = this;
    const fund =
      plan.subtype === 'pflp' || plan.subtype === 'spflp' || plan.subtype === 'private-fund-limited-partnership';
    const general = rng.chance(0.8) ? 1 : 2;
    for (let i = 0; i < general; i++) {
      if (rng.chance(fund ? 0.75 : 0.35))
        this.corporatePartner('corporate-general-partner-in-a-limited-partnership', plan.creation, undefined, i);
      else this.appointPerson('general-partner-in-a-limited-partnership', plan.creation, undefined, true);
    }
    const limited = fund ? rng.int(2, 8) : rng.int(1, 4);
    const life = plan.end - plan.creation;
    for (let i = 0; i < limited; i++) {
      const start = i === 0 || life < 400 || rng.chance(0.7) ? plan.creation : plan.creation + rng.int(60, life - 30);
      const left = start + rng.int(200, 4000);
      const resigned = rng.chance(0.15) && left < plan.end ? left : undefined;
      const record = rng.chance(fund ? 0.6 : 0.25)
        ? this.corporatePartner('corporate-limited-partner-in-a-limited-partnership', start, resigned, general + i)
        : this.appointPerson('limited-partner-in-a-limited-partnership', start, resigned, start === plan.creation);
      if (record && !fund) record.contribution = contributionOf(rng);
    }
  }

  /** A company (of this dataset, or abroad) as a partner; `abroad` only ever picks a body incorporated abroad. */
  corporatePartner(
    role: string,
    start: Day,
    resigned: Day | undefined,
    index: number,
    abroad = false,
  ): AppointmentRecord {
    const { plan, rng } = this;
    const ref = !abroad && rng.chance(0.6) ? plan.ctx.reservoir.pick(rng, start) : undefined;
    const body: CorporateBody =
      ref && ref.number !== plan.number
        ? {
            ...ukCorporateBody(ref.number, ref.name, ref.type, ref.jurisdiction, ref.office),
            identificationType: 'limited-partnership-corporate-partner',
          }
        : foreignBody(
            `${plan.salt}|partner|${plan.number}|${index}`,
            plan,
            rng,
            'limited-partnership-corporate-partner',
          );
    return this.add(body, role, this.dates(start, resigned, true));
  }

  private overseasOfficers(): void {
    const { plan, rng } = this;
    const directors = rng.int(1, 4);
    for (let i = 0; i < directors; i++) this.appointPerson('director', plan.creation, undefined, true, undefined, true);
    if (rng.chance(0.5)) this.appointPerson('secretary', plan.creation, undefined, true, undefined, true);
    const authorised = rng.pick([
      'person-authorised-to-represent',
      'person-authorised-to-represent-and-accept',
      'person-authorised-to-accept',
    ]);
    this.appointPerson(authorised, plan.creation + rng.int(0, 400), undefined, false);
  }

  private managingOfficers(): void {
    const { plan, rng } = this;
    const count = rng.int(1, 3);
    for (let i = 0; i < count; i++)
      this.appointPerson('managing-officer', plan.creation, undefined, true, undefined, true);
    if (rng.chance(0.3) && plan.foreign) {
      const body = foreignBody(
        `${plan.salt}|managing|${plan.number}`,
        plan,
        rng,
        'registered-overseas-entity-corporate-managing-officer',
      );
      this.add(body, 'corporate-managing-officer', { appointedOn: plan.creation, atIncorporation: true });
    }
  }

  // --- people --------------------------------------------------------------------------

  /** Appoints a natural person (from the shared pool or a new one) to a role. */
  appointPerson(
    role: string,
    start: Day,
    resigned: Day | undefined,
    atIncorporation: boolean,
    surname?: string,
    foreignResident = false,
  ): AppointmentRecord | undefined {
    const { plan, rng } = this;
    const pre1992 = start < PRE_1992;
    if (pre1992 && resigned !== undefined && resigned < PRE_1992) return undefined;
    const reference = pre1992 ? PRE_1992 : start;
    const refYear = yearOf(reference);
    // A corporate director now and then, from the companies generated before this one.
    // (Every company must also have a natural person as a director.)
    if (role === 'director' && !pre1992 && !atIncorporation && rng.chance(0.012) && this.hasNaturalDirector(start)) {
      const corporate = this.corporateFromReservoir(start);
      if (corporate)
        return this.add(corporate, 'corporate-director', { appointedOn: start, resignedOn: resigned, atIncorporation });
    }
    if (role === 'secretary' && rng.chance(0.05) && this.agents.length > 0) {
      const agent = rng.pick(this.agents);
      return this.add(agent.secretary, 'corporate-secretary', this.dates(start, resigned, atIncorporation));
    }
    let person: Person | undefined;
    let serialIndex: number | undefined;
    const directory = plan.ctx.officers;
    if (!surname && !foreignResident && plan.salt === plan.ctx.salt && rng.chance(0.6)) {
      for (let attempt = 0; attempt < 3 && !person; attempt++) {
        const index = directory.serialIndex(rng);
        const candidate = directory.serial(index);
        const age = refYear - yearOf(candidate.dob);
        if (age >= 19 && age <= 80 && this.records.every((r) => r.officer.officerId !== candidate.officerId)) {
          person = candidate;
          serialIndex = index;
        }
      }
    }
    // Now and then a serial director's appointment is filed under another id (identity.ts).
    if (person && serialIndex !== undefined && rng.chance(ALIAS_SHARE)) {
      const alias = aliasOf(person, rng.chance(0.7) ? 1 : 2).person;
      if (this.records.every((r) => r.officer.officerId !== alias.officerId))
        return this.add(alias, role, this.dates(start, resigned, atIncorporation), undefined, true);
    }
    if (!person) {
      const oldest = pre1992 ? refYear - 72 : refYear - 70;
      const youngest = pre1992 ? refYear - 28 : refYear - 21;
      const key = `${plan.salt}|person|${plan.number}|${this.personCount++}`;
      person = makePerson(key, {
        bornFrom: oldest,
        bornTo: youngest,
        area: rng.chance(0.85) ? plan.area : 'uk',
        ...(surname ? { surname } : {}),
        ...(foreignResident ? { foreignResident: 0.85 } : {}),
      });
      person = asAppointed(person, key);
    }
    return this.add(person, role, this.dates(start, resigned, atIncorporation), serialIndex);
  }

  private dates(
    start: Day,
    resigned: Day | undefined,
    atIncorporation: boolean,
  ): { appointedOn?: Day; appointedBefore?: Day; resignedOn?: Day; atIncorporation: boolean } {
    if (start < PRE_1992) {
      return {
        appointedBefore: dayOf(1991, 1, 1) + this.plan.rng.int(0, 250),
        resignedOn: resigned,
        atIncorporation: true,
      };
    }
    return { appointedOn: start, resignedOn: resigned, atIncorporation };
  }

  /** A natural person who is a director from `on` to the end (resignations are decided when appointing). */
  private hasNaturalDirector(on: Day): boolean {
    return this.records.some(
      (r) =>
        r.role === 'director' &&
        r.officer.kind === 'person' &&
        (r.appointedOn ?? r.appointedBefore ?? 0) <= on &&
        r.resignedOn === undefined,
    );
  }

  private corporateFromReservoir(start: Day): CorporateBody | undefined {
    const ref = this.plan.ctx.reservoir.pick(this.plan.rng, start);
    if (!ref || ref.number === this.plan.number) return undefined;
    return ukCorporateBody(ref.number, ref.name, ref.type, ref.jurisdiction, ref.office);
  }

  // --- writing ---------------------------------------------------------------------------

  /** Records an appointment: the row, the officer row, and its AP/TM filings. */
  add(
    officer: Officer,
    role: string,
    when: { appointedOn?: Day; appointedBefore?: Day; resignedOn?: Day; atIncorporation: boolean },
    serialIndex?: number,
    /** The officer may appear in other companies too (showcase people): write their row once. */
    shared = false,
  ): AppointmentRecord {
    const { plan, rng } = this;
    // A resignation that would fall after the company's end simply has not happened yet.
    if (when.resignedOn !== undefined && when.resignedOn >= plan.end) when = { ...when, resignedOn: undefined };
    const id = registryId(`${plan.salt}|appointment|${plan.number}|${this.records.length}`);
    const address =
      officer.kind === 'person' && rng.chance(0.45)
        ? officer.address
        : officer.kind === 'corporate'
          ? officer.address
          : plan.office;
    const record: AppointmentRecord = {
      id,
      officer,
      role,
      address,
      ...(when.appointedOn !== undefined ? { appointedOn: when.appointedOn } : {}),
      ...(when.appointedBefore !== undefined ? { appointedBefore: when.appointedBefore } : {}),
      ...(when.resignedOn !== undefined ? { resignedOn: when.resignedOn } : {}),
    };
    this.records.push(record);
    if (serialIndex !== undefined) plan.ctx.officers.use(officer, serialIndex);
    else if (officer.kind === 'corporate' || shared) plan.ctx.officers.use(officer);
    else plan.ctx.officers.useOnce(officer);
    this.fileAppointment(record, when.atIncorporation);
    return record;
  }

  /** Writes the appointment rows; called last, since a later step may still record a resignation. */
  flush(identity?: IdentityVerifier): void {
    const { plan } = this;
    for (const record of this.records) {
      const { officer } = record;
      const body: Record<string, unknown> = { address: record.address };
      if (record.appointedOn !== undefined) body.appointed_on = iso(record.appointedOn);
      if (record.appointedBefore !== undefined) body.appointed_before = iso(record.appointedBefore);
      body.is_pre_1992_appointment = record.appointedBefore !== undefined;
      if (officer.kind === 'person') {
        body.country_of_residence = officer.residence;
        body.date_of_birth = monthYear(officer.dob);
        if (officer.formerSurname)
          body.former_names = [{ forenames: forenamesOf(officer), surname: officer.formerSurname.toUpperCase() }];
      } else {
        body.identification = identificationOf(officer);
      }
      if (record.contribution) {
        body.contribution_currency_type = record.contribution.currency;
        body.contribution_currency_value = record.contribution.value;
        body.contribution_sub_types = record.contribution.subTypes;
      }
      body.links = {
        self: `/company/${plan.number}/appointments/${record.id}`,
        officer: { appointments: `/officers/${officer.officerId}/appointments` },
      };
      body.name = listName(officer);
      if (officer.kind === 'person') {
        body.nationality = officer.nationality;
        if (isDirectorLike(record.role)) body.occupation = officer.occupation;
      }
      body.officer_role = record.role;
      if (officer.kind === 'person') body.person_number = officer.personNumber;
      // A corporate partner's principal office, as the register gives it for limited partnerships.
      if (officer.kind === 'corporate' && record.role.includes('partner-in-a-limited-partnership'))
        body.principal_office_address = officer.address;
      if (record.resignedOn !== undefined) body.resigned_on = iso(record.resignedOn);
      const verification = identity?.officer(record);
      if (verification) body.identity_verification_details = verification;
      const appointed = record.appointedOn ?? record.appointedBefore ?? plan.creation;
      plan.ctx.writer.appointment(
        record.id,
        plan.number,
        officer.officerId,
        record.role,
        sortKey(officer, record.role, record.resignedOn !== undefined, appointed),
        sortSurname(officer),
        iso(appointed),
        record.resignedOn !== undefined ? iso(record.resignedOn) : null,
        JSON.stringify(body),
      );
    }
  }

  /** Records a resignation decided after the appointment was made, with its TM filing. */
  resign(record: AppointmentRecord, on: Day): void {
    if (record.resignedOn !== undefined && record.resignedOn <= on) return;
    record.resignedOn = on;
    this.fileTermination(record);
  }

  private fileAppointment(record: AppointmentRecord, atIncorporation: boolean): void {
    const { plan, book, rng } = this;
    const forms = filingForms(plan.kind, record.role, record.officer.kind === 'corporate');
    if (!forms) return;
    const name = formalName(record.officer);
    if (!atIncorporation && record.appointedOn !== undefined) {
      const on = record.appointedOn;
      const old = on < NEW_FORMS;
      book.add({
        date: on + rng.int(0, 21),
        type: old ? forms.oldAppoint : forms.appoint,
        category: 'officers',
        subcategory: 'appointments',
        description: forms.appointDescription,
        values: { officer_name: name, appointment_date: iso(on) },
        action: on,
        pages: [2, 3],
      });
    }
    if (record.resignedOn !== undefined) this.fileTermination(record);
    // An occasional change of a director's details (CH01).
    if (record.officer.kind === 'person' && record.role === 'director' && plan.kind !== 'llp' && rng.chance(0.08)) {
      const from = max(record.appointedOn ?? NEW_FORMS, NEW_FORMS) + 200;
      const to = (record.resignedOn ?? plan.end) - 30;
      if (to > from) {
        const on = from + Math.floor(rng.float() * (to - from));
        book.add({
          date: on + rng.int(0, 14),
          type: 'CH01',
          category: 'officers',
          subcategory: 'change',
          description: 'change-person-director-company-with-change-date',
          values: { officer_name: name, change_date: iso(on) },
          action: on,
          pages: [1, 2],
        });
      }
    }
  }

  private fileTermination(record: AppointmentRecord): void {
    const { plan, book, rng } = this;
    const forms = filingForms(plan.kind, record.role, record.officer.kind === 'corporate');
    if (!forms || record.resignedOn === undefined) return;
    {
      const name = formalName(record.officer);
      const on = record.resignedOn;
      const old = on < NEW_FORMS;
      book.add({
        date: on + rng.int(0, 25),
        type: old ? forms.oldTerminate : forms.terminate,
        category: 'officers',
        subcategory: 'termination',
        description: forms.terminateDescription,
        values: { officer_name: name, termination_date: iso(on) },
        action: on,
        pages: [1, 1],
      });
    }
  }
}

const forenamesOf = (person: Person) => (person.middle ? `${person.forename} ${person.middle}` : person.forename);

const isDirectorLike = (role: string): boolean =>
  role === 'director' || role.startsWith('llp-') || role === 'managing-officer';

interface Forms {
  appoint: string;
  oldAppoint: string;
  appointDescription: string;
  terminate: string;
  oldTerminate: string;
  terminateDescription: string;
}

function filingForms(kind: string, role: string, corporate: boolean): Forms | undefined {
  // Partners' changes are not filed by the generator (see partners()).
  if (kind === 'lp') return undefined;
  if (kind === 'llp') {
    return {
      appoint: corporate ? 'LLAP02' : 'LLAP01',
      oldAppoint: 'LLP288a',
      appointDescription: corporate
        ? 'appoint-corporate-member-limited-liability-partnership-with-appointment-date'
        : 'appoint-person-member-limited-liability-partnership-with-appointment-date',
      terminate: 'LLTM01',
      oldTerminate: 'LLP288b',
      terminateDescription: 'termination-member-limited-liability-partnership-with-name-termination-date',
    };
  }
  if (kind === 'fc') {
    if (role === 'director') {
      return {
        appoint: corporate ? 'OSAP02' : 'OSAP01',
        oldAppoint: 'BR4',
        appointDescription: corporate
          ? 'appoint-corporate-director-overseas-company-with-appointment-date'
          : 'appoint-person-director-overseas-company-with-name-appointment-date',
        terminate: 'OSTM01',
        oldTerminate: 'BR4',
        terminateDescription: 'termination-person-director-overseas-company-with-name-termination-date',
      };
    }
    if (role === 'secretary') {
      return {
        appoint: 'OSAP03',
        oldAppoint: 'BR4',
        appointDescription: 'appoint-person-secretary-overseas-company-with-appointment-date',
        terminate: 'OSTM01',
        oldTerminate: 'BR4',
        terminateDescription: 'termination-person-director-overseas-company-with-name-termination-date',
      };
    }
    return undefined;
  }
  if (kind === 'oe') return undefined;
  const secretary = role.endsWith('secretary');
  return {
    appoint: secretary ? (corporate ? 'AP04' : 'AP03') : corporate ? 'AP02' : 'AP01',
    oldAppoint: '288a',
    appointDescription: secretary
      ? corporate
        ? 'appoint-corporate-secretary-company-with-name-date'
        : 'appoint-person-secretary-company-with-name-date'
      : corporate
        ? 'appoint-corporate-director-company-with-name-date'
        : 'appoint-person-director-company-with-name-date',
    terminate: secretary ? 'TM02' : 'TM01',
    oldTerminate: '288b',
    terminateDescription: secretary
      ? 'termination-secretary-company-with-name-termination-date'
      : 'termination-director-company-with-name-termination-date',
  };
}

const CONTRIBUTION_KINDS = weights({
  money: 60,
  'land-or-property': 10,
  shares: 12,
  'services-or-goods': 10,
  'any-other-asset': 8,
});
const CURRENCIES = weights({ GBP: 88, EUR: 6, USD: 6 });

/** A limited partner's capital contribution: mostly money in pounds, sometimes property, shares or services too. */
function contributionOf(rng: Rng): Contribution {
  const currency = CURRENCIES.pick(rng);
  const magnitude = rng.pick([100, 1000, 1000, 10_000, 10_000, 100_000, 1_000_000]);
  const amount = magnitude * rng.int(1, 9) * (rng.chance(0.2) ? 2.5 : 1);
  const first = CONTRIBUTION_KINDS.pick(rng);
  const second = rng.chance(0.25) ? CONTRIBUTION_KINDS.pick(rng) : first;
  // In the order the register lists the kinds.
  const order = CONTRIBUTION_KINDS.values;
  const subTypes = [...new Set([first, second])].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  return { currency, value: amount.toFixed(2), subTypes };
}

export function identificationOf(body: CorporateBody): Record<string, string> {
  const identification: Record<string, string> = { identification_type: body.identificationType };
  identification.legal_authority = body.legalAuthority;
  identification.legal_form = body.legalForm;
  if (body.placeRegistered) identification.place_registered = body.placeRegistered;
  if (body.registrationNumber) identification.registration_number = body.registrationNumber;
  return identification;
}

/** A UK company of this dataset acting as an officer or PSC. */
export function ukCorporateBody(
  number: string,
  name: string,
  type: string,
  jurisdiction: string,
  office: Address,
): CorporateBody {
  return {
    kind: 'corporate',
    officerId: registryId(`corporate|${number}`),
    name,
    address: office,
    identificationType: 'uk-limited-company',
    legalForm: UK_LEGAL_FORMS[type] ?? 'Private Company Limited By Shares',
    legalAuthority: 'Companies Act 2006',
    placeRegistered: UK_REGISTERS[jurisdiction] ?? 'Companies House',
    registrationNumber: number,
    countryRegistered:
      jurisdiction === 'scotland' ? 'Scotland' : jurisdiction === 'northern-ireland' ? 'Northern Ireland' : 'England',
    companyNumber: number,
  };
}

/** A body incorporated abroad. */
export function foreignBody(
  key: string,
  plan: CompanyPlan,
  rng: Rng,
  type: CorporateBody['identificationType'] = 'other-corporate-body-or-firm',
): CorporateBody {
  const place = plan.foreign ?? {
    country: 'Luxembourg',
    city: 'Luxembourg',
    postal: 'L-1855',
    streets: ['Boulevard Royal'],
    governedBy: 'Luxembourg Law',
    registry: 'Registre De Commerce Et Des Societes',
    suffixes: ['S.A.'],
    forms: { 'S.A.': 'Societe Anonyme' },
    weight: 1,
  };
  const name = `${rng.pick(['ATLAS', 'MERIDIAN', 'NORDIC', 'ALPINE', 'HELVETIA', 'ORIENT', 'PACIFIC', 'ATLANTIC', 'CORONA', 'VESTA', 'AURORA'])} ${rng.pick(['HOLDINGS', 'INVESTMENTS', 'CAPITAL', 'GROUP', 'NOMINEES', 'TRUSTEES'])} ${rng.pick(place.suffixes)}`;
  const address = {
    premises: String(rng.int(1, 90)),
    address_line_1: rng.pick(place.streets),
    locality: place.city,
    postal_code: place.postal,
    country: place.country,
  };
  // The form follows the name's suffix. The draw that once picked it is still made, so the
  // draws after it (and everything generated from them) stay as they were.
  rng.float();
  const legalForm = legalFormOf(place, name);
  return {
    kind: 'corporate',
    officerId: registryId(`officer|${key}`),
    name,
    address,
    identificationType: type,
    legalForm,
    legalAuthority: place.governedBy,
    placeRegistered: place.registry,
    registrationNumber: String(rng.int(100000, 99999999)),
    countryRegistered: place.country,
  };
}
