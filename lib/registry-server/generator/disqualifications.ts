// Disqualified officers (registry-statistics §11): directors of failed companies who gave an
// undertaking or were disqualified by a court, with the acts, sections and reasons the registry
// uses; and the odd corporate body disqualified under sanctions legislation.
import { foreignAddress, foreignPlace, type Address } from './addresses';
import type { CompanyPlan } from './company';
import { addYears, civil, iso, type Day } from './dates';
import { COURTS } from './data/business';
import { registryId } from './ids';
import { listName, truePerson, type Person } from './persons';
import type { Rng } from './random';
import type { DatasetWriter } from './writer';

export interface NaturalDisqualificationInput {
  readonly id: string;
  readonly person: Person;
  /** Companies in which the misconduct took place. */
  readonly companyNames: readonly string[];
  /** When the misconduct came to light (typically the start of the insolvency). */
  readonly from: Day;
  readonly northernIreland: boolean;
  readonly address: Address;
  readonly type?: 'undertaking' | 'court-order';
  readonly permission?: { companyName: string };
  readonly variation?: boolean;
}

/** Writes a natural disqualification; returns false when it would already have expired by `ref`. */
export function writeNaturalDisqualification(
  writer: DatasetWriter,
  rng: Rng,
  ref: Day,
  input: NaturalDisqualificationInput,
): boolean {
  const { person } = input;
  const type = input.type ?? (rng.chance(0.85) ? 'undertaking' : 'court-order');
  const decided = Math.min(ref - rng.int(20, 200), input.from + rng.int(300, 1100));
  if (decided <= input.from) return false;
  const disqualifiedFrom = decided + 21;
  const covid = civil(input.from)[0] >= 2021;
  let years = covid ? rng.int(7, 12) : rng.int(2, 15) <= 8 ? rng.int(4, 8) : rng.int(2, 15);
  let until = addYears(disqualifiedFrom, years) - 1;
  while (until <= ref && years < 15) until = addYears(disqualifiedFrom, ++years) - 1;
  if (until <= ref) return false;
  const [year] = civil(decided);
  const entry: Record<string, unknown> = {};
  entry.case_identifier =
    type === 'court-order'
      ? `CR-${year}-${String(rng.int(1000, 9999)).padStart(6, '0')}`
      : `INV${rng.int(5000000, 5999999)}`;
  entry.address = input.address;
  entry.company_names = input.companyNames;
  if (type === 'court-order') {
    entry.court_name = rng.pick(COURTS.filter((c) => input.northernIreland === c.includes('Northern Ireland')));
    entry.heard_on = iso(decided);
  }
  entry.disqualification_type = type;
  entry.disqualified_from = iso(disqualifiedFrom);
  entry.disqualified_until = iso(until);
  if (type === 'undertaking') entry.undertaken_on = iso(decided);
  entry.reason = input.northernIreland
    ? {
        act: 'company-directors-disqualification-northern-ireland-order-2002',
        article: type === 'court-order' ? '9' : '10',
        description_identifier:
          type === 'court-order'
            ? 'court-to-disqualify-unfit-directors-of-insolvent-companies'
            : 'order-or-undertaking-and-reporting-provisions',
      }
    : type === 'court-order'
      ? rng.chance(0.8)
        ? {
            act: 'company-directors-disqualification-act-1986',
            section: '6',
            description_identifier: 'court-to-disqualify-unfit-directors-of-insolvent-companies',
          }
        : {
            act: 'company-directors-disqualification-act-1986',
            section: '8',
            description_identifier: 'investigation-of-company',
          }
      : {
          act: 'company-directors-disqualification-act-1986',
          section: '7',
          description_identifier: 'order-or-undertaking-and-reporting-provisions',
        };
  if (input.variation) {
    entry.last_variation = {
      case_identifier: `CR-${year + 1}-${String(rng.int(1000, 9999)).padStart(6, '0')}`,
      court_name: rng.pick(COURTS),
      varied_on: iso(Math.min(ref - 5, decided + rng.int(100, 500))),
    };
  }
  const body: Record<string, unknown> = { kind: 'natural-disqualification' };
  if (person.title) body.title = person.title;
  body.forename = person.forename;
  if (person.middle) body.other_forenames = person.middle;
  body.surname = person.surname.toUpperCase();
  body.date_of_birth = iso(person.dob);
  body.nationality = person.nationality;
  body.person_number = person.personNumber;
  body.links = { self: `/disqualified-officers/natural/${input.id}` };
  body.disqualifications = [entry];
  if (input.permission) {
    const granted = Math.min(ref - 3, disqualifiedFrom + rng.int(30, 400));
    body.permissions_to_act = [
      {
        company_names: [input.permission.companyName],
        court_name: rng.pick(COURTS),
        granted_on: iso(granted),
        expires_on: iso(until),
      },
    ];
  }
  writer.disqualified(input.id, 'natural', listName(person), JSON.stringify(body));
  writer.truth(`/disqualified-officers/natural/${input.id}`, truePerson(person));
  return true;
}

const SANCTIONED = ['OBSIDIAN', 'KRASNY', 'VOLGA', 'ARCTIC', 'BALTIC', 'URAL', 'STEPPE', 'TAIGA', 'NEVA', 'SIBERIAN'];
const SANCTIONED_FORMS = ['JOINT STOCK COMPANY', 'LIMITED LIABILITY COMPANY', 'PUBLIC JOINT STOCK COMPANY'];

/** A corporate body disqualified under sanctions legislation (always in force). */
export function writeCorporateDisqualification(
  writer: DatasetWriter,
  rng: Rng,
  ref: Day,
  id: string,
  options: { name?: string; act?: SanctionsAct } = {},
): void {
  const place = foreignPlace(rng);
  const name =
    options.name ??
    `${rng.pick(SANCTIONED_FORMS)} ${rng.pick(SANCTIONED)} ${rng.pick(['INDUSTRIAL', 'TRADING', 'SHIPPING', 'ENERGY', 'METALS', 'CAPITAL'])} ${rng.pick(['HOLDING', 'GROUP', 'COMPANY'])}`;
  const from = ref - rng.int(30, 1500);
  const body: Record<string, unknown> & { disqualifications: Record<string, unknown>[] } = {
    kind: 'corporate-disqualification',
    name,
    company_number: String(rng.int(1000000000, 9999999999)),
    country_of_registration: place.country,
    person_number: `${rng.int(30000000, 34999999)}0001`,
    links: { self: `/disqualified-officers/corporate/${id}` },
    disqualifications: [
      {
        case_identifier: `SAN${rng.int(1000, 9999)}`,
        address: foreignAddress(rng, place),
        disqualification_type: 'sanction',
        disqualified_from: iso(from),
        disqualified_until: '9999-12-31',
        reason: {},
      },
    ],
  };
  // Drawn last, so that what was drawn before stays as it was.
  const act =
    options.act ??
    (rng.chance(0.3) ? 'sanctions-counter-terrorism-regulations-2019' : 'sanctions-anti-money-laundering-act-2018');
  body.disqualifications[0]!.reason = sanctionsReason(act);
  writer.disqualified(id, 'corporate', name, JSON.stringify(body));
}

export type SanctionsAct = 'sanctions-anti-money-laundering-act-2018' | 'sanctions-counter-terrorism-regulations-2019';

/** A disqualification's reason for someone designated under sanctions: the 2018 Act's section 3A, or the 2019 counter-terrorism regulations. */
function sanctionsReason(act: SanctionsAct): Record<string, string> {
  return act === 'sanctions-anti-money-laundering-act-2018'
    ? { act, section: '3A', description_identifier: 'disqualification-under-sanctions-regulation' }
    : { act, description_identifier: 'disqualification-under-sanctions-regulation' };
}

/** A person designated under sanctions legislation, disqualified for as long as the designation lasts. */
export function writeSanctionedPerson(
  writer: DatasetWriter,
  rng: Rng,
  ref: Day,
  input: { id: string; person: Person; address: Address; act: SanctionsAct },
): void {
  const { person } = input;
  const from = ref - rng.int(60, 1200);
  const body: Record<string, unknown> = { kind: 'natural-disqualification' };
  if (person.title) body.title = person.title;
  body.forename = person.forename;
  if (person.middle) body.other_forenames = person.middle;
  body.surname = person.surname.toUpperCase();
  body.date_of_birth = iso(person.dob);
  body.nationality = person.nationality;
  body.person_number = person.personNumber;
  body.links = { self: `/disqualified-officers/natural/${input.id}` };
  body.disqualifications = [
    {
      case_identifier: `SAN${rng.int(1000, 9999)}`,
      address: input.address,
      disqualification_type: 'sanction',
      disqualified_from: iso(from),
      disqualified_until: '9999-12-31',
      reason: sanctionsReason(input.act),
    },
  ];
  writer.disqualified(input.id, 'natural', listName(person), JSON.stringify(body));
  writer.truth(`/disqualified-officers/natural/${input.id}`, truePerson(person));
}

/** Considers disqualifying a director of a failed company; returns the id when it did. */
export function maybeDisqualify(plan: CompanyPlan, person: Person, from: Day, address: Address): string | undefined {
  const { rng } = plan;
  const id = registryId(`${plan.salt}|disqualified|${plan.number}|${person.officerId}`);
  const written = writeNaturalDisqualification(plan.ctx.writer, rng, plan.ctx.ref, {
    id,
    person,
    companyNames: [plan.name],
    from,
    northernIreland: plan.jurisdiction === 'northern-ireland',
    address,
    ...(rng.chance(0.03) ? { variation: true } : {}),
    ...(rng.chance(0.05)
      ? {
          permission: {
            companyName:
              plan.ctx.reservoir.pick(rng, plan.end)?.name ?? `${person.surname.toUpperCase()} HOLDINGS LIMITED`,
          },
        }
      : {}),
  });
  return written ? id : undefined;
}
