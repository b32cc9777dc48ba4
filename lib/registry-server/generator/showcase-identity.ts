// The identity showcase (lib/network's same-person and disqualification checks): one person under
// three officer ids, a namesake who is someone else, and a serving director who matches a
// disqualified officer. Ids derive from fixed keys, numbers are in 11500001–11500999.
//
//   identity.person           Margaret Anne HOLLOWAY (born May 1966, British, England, BS8): director
//                             of two companies
//   identity.personMoved      the same person after a move to Bath (BA1): a new id, director of a third
//                             company beside a co-director of the first
//   identity.personShortName  the same person as "Margaret HOLLOWAY" (middle name dropped), at the
//                             Bristol address: director of a fourth company
//   identity.namesake         Margaret Anne HOLLOWAY born 1958, Irish, living in Ireland: not her
//   identity.possiblyDisqualified  Dennis Roy WHITLOCK, a current director of
//                             companies.disqualifiedDirectorCompany, matching
//                             identity.disqualification (same name, born 1969-11-23), which no id links
import { activeLtd, type Make } from './showcase-common';
import type { GeneratorContext } from './context';
import { dayOf, type Day } from './dates';
import { SECTORS } from './data/business';
import { writeNaturalDisqualification } from './disqualifications';
import { registryId } from './ids';
import type { FormationAgent, OfficerGenerator } from './officers';
import type { Person } from './persons';
import { Rng } from './random';

const SALT = 'showcase-identity';
const id = (key: string) => registryId(`${SALT}|${key}`);

const companies = {
  /** Margaret Anne HOLLOWAY's two companies (the first shares a director with movedCompany). */
  first: '11500001',
  second: '11500002',
  /** Her company under the id she got after moving. */
  movedCompany: '11500003',
  /** Her company under the name without the middle name. */
  shortNameCompany: '11500004',
  /** The namesake's company. */
  namesakeCompany: '11500005',
  /** The company a possibly disqualified person directs. */
  disqualifiedDirectorCompany: '11500006',
} as const;

export const SHOWCASE_IDENTITY = {
  companies,
  person: id('officer|holloway'),
  personMoved: id('officer|holloway-moved'),
  personShortName: id('officer|holloway-short'),
  namesake: id('officer|holloway-namesake'),
  /** The co-director of `first` and `movedCompany`. */
  sharedCoDirector: id('officer|kemble'),
  possiblyDisqualified: id('officer|whitlock'),
  disqualification: id('disqualified|whitlock'),
} as const;

export const IDENTITY_NUMBERS: readonly string[] = Object.values(companies);

const bristol = {
  premises: '12',
  address_line_1: 'Royal York Crescent',
  locality: 'Bristol',
  postal_code: 'BS8 4JX',
  country: 'England',
};

const holloway = (key: keyof typeof SHOWCASE_IDENTITY, fields: Partial<Person> = {}): Person => ({
  kind: 'person',
  officerId: SHOWCASE_IDENTITY[key] as string,
  title: 'Mrs',
  forename: 'Margaret',
  middle: 'Anne',
  surname: 'Holloway',
  female: true,
  dob: dayOf(1966, 5, 19),
  nationality: 'British',
  residence: 'England',
  occupation: 'Chartered Surveyor',
  address: bristol,
  personNumber: '30417722' + '0001',
  ...fields,
});

export const IDENTITY_PEOPLE = {
  person: holloway('person'),
  personMoved: holloway('personMoved', {
    person: SHOWCASE_IDENTITY.person,
    address: {
      premises: '4',
      address_line_1: 'Gay Street',
      locality: 'Bath',
      postal_code: 'BA1 2PH',
      country: 'England',
    },
  }),
  personShortName: holloway('personShortName', { person: SHOWCASE_IDENTITY.person, middle: undefined }),
  namesake: holloway('namesake', {
    dob: dayOf(1958, 2, 7),
    nationality: 'Irish',
    residence: 'Ireland',
    occupation: 'Teacher',
    address: {
      premises: '31',
      address_line_1: 'Upper Leeson Street',
      locality: 'Dublin',
      postal_code: 'D04 X2Y7',
      country: 'Ireland',
    },
    personNumber: '30417723' + '0001',
  }),
  sharedCoDirector: {
    kind: 'person',
    officerId: SHOWCASE_IDENTITY.sharedCoDirector,
    title: 'Mr',
    forename: 'Peter',
    middle: 'James',
    surname: 'Kemble',
    female: false,
    dob: dayOf(1963, 10, 2),
    nationality: 'British',
    residence: 'England',
    occupation: 'Director',
    address: bristol,
    personNumber: '30417724' + '0001',
  },
  possiblyDisqualified: {
    kind: 'person',
    officerId: SHOWCASE_IDENTITY.possiblyDisqualified,
    title: 'Mr',
    forename: 'Dennis',
    middle: 'Roy',
    surname: 'Whitlock',
    female: false,
    dob: dayOf(1969, 11, 23),
    nationality: 'British',
    residence: 'England',
    occupation: 'Haulier',
    address: {
      premises: '8',
      address_line_1: 'Canal Road',
      locality: 'Leeds',
      postal_code: 'LS12 2PL',
      country: 'England',
    },
    personNumber: '30417725' + '0001',
  },
} satisfies Record<string, Person>;

/** Writes the identity showcase's companies, appointments and disqualification. */
export function generateIdentityShowcase(ctx: GeneratorContext, make: Make, agents: readonly FormationAgent[]): void {
  const d = dayOf;
  const people = IDENTITY_PEOPLE;
  const company = (number: string, name: string, creation: Day, directors: (g: OfficerGenerator) => void) =>
    make(
      activeLtd(number, name, creation, SECTORS.find((s) => s.key === 'property') ?? SECTORS[0]!, { sic: ['68209'] }),
      agents,
      { chargeCount: 0, officers: directors, disqualify: 'never' },
    );
  const director = (g: OfficerGenerator, person: Person, appointedOn: Day, atIncorporation = true) =>
    g.add(person, 'director', { appointedOn, atIncorporation }, undefined, true);

  company(companies.first, 'HOLLOWAY KEMBLE SURVEYORS LIMITED', d(2008, 4, 14), (g) => {
    director(g, people.person, d(2008, 4, 14));
    director(g, people.sharedCoDirector, d(2008, 4, 14));
  });
  company(companies.second, 'CLIFTON VALE PROPERTIES LIMITED', d(2011, 9, 5), (g) => {
    director(g, people.person, d(2011, 9, 5));
  });
  company(companies.movedCompany, 'AVON TERRACE LETTINGS LIMITED', d(2017, 2, 20), (g) => {
    director(g, people.personMoved, d(2017, 2, 20));
    director(g, people.sharedCoDirector, d(2017, 2, 20));
  });
  company(companies.shortNameCompany, 'REDLAND SQUARE MANAGEMENT LIMITED', d(2019, 6, 3), (g) => {
    director(g, people.personShortName, d(2019, 6, 3));
  });
  company(companies.namesakeCompany, 'LEESON STREET TUTORS LIMITED', d(2014, 1, 22), (g) => {
    director(g, people.namesake, d(2014, 1, 22));
  });
  company(companies.disqualifiedDirectorCompany, 'WHITLOCK FREIGHT SERVICES LIMITED', d(2021, 8, 9), (g) => {
    director(g, people.possiblyDisqualified, d(2021, 8, 9));
    g.appointPerson('director', d(2021, 8, 9), undefined, true);
  });
  writeNaturalDisqualification(ctx.writer, Rng.from(`${SALT}|disqualification`), ctx.ref, {
    id: SHOWCASE_IDENTITY.disqualification,
    person: people.possiblyDisqualified,
    companyNames: ['WHITLOCK HAULAGE LIMITED'],
    from: d(2022, 6, 1),
    northernIreland: false,
    address: people.possiblyDisqualified.address,
    type: 'undertaking',
  });
}
