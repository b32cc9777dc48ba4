// People and corporate bodies who act as officers, PSCs and disqualified officers, and the
// name formats the registry uses for each place a name appears.
import { foreignAddress, ukAddress, type Address, type UkArea } from './addresses';
import { ageOn, dayOf, type Day } from './dates';
import {
  BRITISH,
  BRITISH_NATIONALITIES,
  FEMALE_TITLES,
  FOREIGN_ORIGINS,
  MALE_TITLES,
  OCCUPATIONS,
  type NameOrigin,
} from './data/people';
import { FOREIGN_PLACES } from './data/places';
import { registryId } from './ids';
import { Rng, Weighted } from './random';

export interface Person {
  readonly kind: 'person';
  readonly officerId: string;
  readonly title: string;
  readonly forename: string;
  readonly middle: string | undefined;
  /** Proper case, e.g. "McDonald"; upper-cased where the registry shows it so. */
  readonly surname: string;
  readonly female: boolean;
  readonly dob: Day;
  readonly nationality: string;
  readonly residence: string;
  readonly occupation: string;
  /** Service (correspondence) address. */
  readonly address: Address;
  readonly personNumber: string;
  /**
   * Who this is, when the officer id is not theirs alone (identity.ts: a person filed again under
   * another id): the officer id of the person as first made. The dataset's truth (person_truth).
   */
  readonly person?: string;
  /** The person as they are, where this record gives less of them (a name shortened on one filing). */
  readonly canonical?: Person;
  /** A surname the person was known by before (a change of name on marriage), as the record declares it. */
  readonly formerSurname?: string;
}

/** The person a record of `p` belongs to (the truth the person index is measured against). */
export const truePerson = (p: Person): string => p.person ?? p.officerId;

export interface CorporateBody {
  readonly kind: 'corporate';
  readonly officerId: string;
  readonly name: string;
  readonly address: Address;
  readonly identificationType:
    | 'uk-limited-company'
    | 'other-corporate-body-or-firm'
    | 'eea'
    | 'non-eea'
    | 'registered-overseas-entity-corporate-managing-officer'
    | 'limited-partnership-corporate-partner';
  readonly legalForm: string;
  readonly legalAuthority: string;
  readonly placeRegistered?: string;
  readonly registrationNumber?: string;
  readonly countryRegistered: string;
  /** Set when the body is a company in this dataset. */
  readonly companyNumber?: string;
}

export type Officer = Person | CorporateBody;

/** Whether the person is of an age (18 to 90) to be appointed, or notified as a PSC, on `on`. */
export function ofAgeOn(person: Person, on: Day): boolean {
  const age = ageOn(person.dob, on);
  return age >= 18 && age <= 90;
}

const ORIGINS = new Weighted<NameOrigin>([[BRITISH, 600], ...FOREIGN_ORIGINS]);
const FOREIGN = new Weighted<NameOrigin>(FOREIGN_ORIGINS);
const BRITISH_NATIONALITY = new Weighted(BRITISH_NATIONALITIES);
const OCCUPATION = new Weighted(OCCUPATIONS);
const MALE_TITLE = new Weighted(MALE_TITLES);
const FEMALE_TITLE = new Weighted(FEMALE_TITLES);

export interface PersonOptions {
  /** Born between these years (inclusive). */
  readonly bornFrom: number;
  readonly bornTo: number;
  /** Where in the UK the person lives, when they live in the UK. */
  readonly area?: UkArea;
  /** Share of women; 0.3 by default (registry-statistics §6: 76% of directors are men). */
  readonly female?: number;
  /** Force a name origin (used to keep families together). */
  readonly surname?: string;
  /** Likelihood the person is a foreign national; default from the origin mix. */
  readonly foreignResident?: number;
}

/** A person, fully determined by the key (and the options). */
export function makePerson(key: string, options: PersonOptions): Person {
  const rng = Rng.from(key);
  // People who live abroad mostly have names from abroad too.
  const origin = options.surname
    ? BRITISH
    : (options.foreignResident ?? 0) >= 0.5 && rng.chance(0.8)
      ? FOREIGN.pick(rng)
      : ORIGINS.pick(rng);
  const female = rng.chance(options.female ?? 0.3);
  const given = female ? origin.female : origin.male;
  const forename = rng.pick(given);
  let middle: string | undefined;
  if (rng.chance(origin === BRITISH ? 0.55 : 0.3)) {
    const candidate = rng.pick(given);
    if (candidate !== forename) middle = candidate;
  }
  const surname = options.surname ?? rng.pick(origin.surnames);
  const title = (female ? FEMALE_TITLE : MALE_TITLE).pick(rng);
  const year = rng.int(options.bornFrom, options.bornTo);
  const month = rng.int(1, 12);
  const dob = dayOf(year, month, rng.int(1, 28));
  let nationality: string;
  let abroad = false;
  if (origin === BRITISH) {
    nationality = BRITISH_NATIONALITY.pick(rng);
  } else {
    nationality = rng.chance(0.78) ? origin.nationality : 'British';
    abroad = nationality !== 'British' && rng.chance(options.foreignResident ?? 0.22);
  }
  let address: Address;
  let residence: string;
  if (abroad) {
    const place = FOREIGN_PLACES.find((p) => p.country === origin.homeCountry);
    address = place ? foreignAddress(rng, place) : { ...foreignAddress(rng), country: origin.homeCountry };
    residence = origin.homeCountry;
  } else {
    address = ukAddress(rng, options.area ?? 'uk');
    const nation = address.country === 'United Kingdom' ? undefined : address.country;
    residence = nation && !rng.chance(0.25) ? nation : rng.chance(0.6) ? 'United Kingdom' : 'England';
  }
  return {
    kind: 'person',
    officerId: registryId(`officer|${key}`),
    title,
    forename,
    middle,
    surname,
    female,
    dob,
    nationality,
    residence,
    occupation: genderedOccupation(OCCUPATION.pick(rng), female),
    address,
    personNumber: `${rng.int(10000000, 34999999)}000${rng.int(1, 3)}`,
  };
}

function genderedOccupation(occupation: string, female: boolean): string {
  if (occupation === 'Businessman' && female) return 'Businesswoman';
  if (occupation === 'Businesswoman' && !female) return 'Businessman';
  return occupation;
}

const forenames = (p: Person): string => (p.middle ? `${p.forename} ${p.middle}` : p.forename);

/** "SMITH, John Andrew": a person as the company's officer list shows them. */
export function listName(officer: Officer): string {
  return officer.kind === 'person' ? `${officer.surname.toUpperCase()}, ${forenames(officer)}` : officer.name;
}

/** "Mr John Andrew Smith": a person as filing descriptions and PSC records name them. */
export function formalName(officer: Officer): string {
  if (officer.kind === 'corporate') return officer.name;
  const name = `${forenames(officer)} ${officer.surname}`;
  return officer.title ? `${officer.title} ${name}` : name;
}

/** Surname (or corporate name) as the officer list sorts and filters it. */
export const sortSurname = (officer: Officer): string =>
  officer.kind === 'person' ? officer.surname.toUpperCase() : officer.name.toUpperCase();

/** name_elements as the officer appointment list gives them. */
export function officerNameElements(p: Person): Record<string, string> {
  const elements: Record<string, string> = {};
  if (p.title) elements.title = p.title;
  elements.forename = p.forename;
  if (p.middle) elements.other_forenames = p.middle;
  elements.surname = p.surname.toUpperCase();
  return elements;
}

/** name_elements as PSC records give them (with `middle_name`, surname in proper case). */
export function pscNameElements(p: Person): Record<string, string> {
  const elements: Record<string, string> = {};
  if (p.title) elements.title = p.title;
  elements.forename = p.forename;
  if (p.middle) elements.middle_name = p.middle;
  elements.surname = p.surname;
  return elements;
}

/** Public date of birth: month and year only. */
export function monthYear(dob: Day): { month: number; year: number } {
  const date = new Date(dob * 86400000);
  return { month: date.getUTCMonth() + 1, year: date.getUTCFullYear() };
}
