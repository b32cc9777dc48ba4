// The signals showcase (lib/signals): companies where a signal holds on purpose, and near-misses
// where it must not, numbered 11470001–11470199. Everything else occurs by chance in the
// regular data (bench/signals.ts counts them).
//
//   phoenixOld / phoenixNew    HARTLEY JOINERY LIMITED, struck off on 4 November 2025; its director
//                              starts HARTLEY JOINERY SERVICES LIMITED on 2 March 2026: phoenix-pattern
//   unrelatedOld / unrelatedNew  OAKLEY CATERING LIMITED, struck off on 10 June 2025; its director
//                              starts RIVERSIDE BAKERY LIMITED on 1 September 2025: no word shared, no signal
//   dormantCharged             a dormant company with an outstanding charge: dormant-with-charges
//   renamed                    a change of name on 1 May 2026: recent-name-change
//   churn                      two directors appointed and one resigned in 2026: director-churn
//   nineteen                   nineteen companies with one director in common: 19 current appointments,
//                              one short of officer-appointment-hub
import { activeLtd, showcaseMan, type Make } from './showcase-common';
import { SECTORS } from './data/business';
import type { Address } from './addresses';
import { dayOf, type Day } from './dates';
import type { generateCompany } from './generate-company';
import { registryId } from './ids';
import type { FormationAgent, OfficerGenerator } from './officers';
import type { Person } from './persons';
import type { CompanySpec } from './plan';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i));
const id = (key: string) => registryId(`showcase|signals|${key}`);

const nineteen = range(11470101, 19);

export const SIGNALS_SHOWCASE = {
  phoenixOld: '11470001',
  phoenixNew: '11470002',
  unrelatedOld: '11470003',
  unrelatedNew: '11470004',
  dormantCharged: '11470005',
  renamed: '11470006',
  churn: '11470007',
  nineteen,
  phoenixDirector: id('officer|phoenix'),
  unrelatedDirector: id('officer|unrelated'),
  nineteenDirector: id('officer|nineteen'),
} as const;

export const SIGNALS_SHOWCASE_NUMBERS: readonly string[] = [
  SIGNALS_SHOWCASE.phoenixOld,
  SIGNALS_SHOWCASE.phoenixNew,
  SIGNALS_SHOWCASE.unrelatedOld,
  SIGNALS_SHOWCASE.unrelatedNew,
  SIGNALS_SHOWCASE.dormantCharged,
  SIGNALS_SHOWCASE.renamed,
  SIGNALS_SHOWCASE.churn,
  ...nineteen,
];

const home = (n: number, street: string, town: string, postcode: string): Address => ({
  premises: String(n),
  address_line_1: street,
  locality: town,
  postal_code: postcode,
  country: 'England',
});

const somebody = (key: string, forename: string, surname: string, dob: Day, address: Address): Person =>
  showcaseMan({
    officerId: id(`officer|${key}`),
    personNumber: `3147${String(key.length).padStart(4, '0')}0001`,
    forename,
    surname,
    dob,
    address,
  });

export function generateSignalsShowcase(make: Make, agents: readonly FormationAgent[]): void {
  const d = dayOf;
  const sector = SECTORS.find((s) => s.key === 'business-support')!;
  const company = (
    number: string,
    name: string,
    creation: Day,
    officers: (g: OfficerGenerator) => void,
    more: Partial<CompanySpec> = {},
    extras: Parameters<typeof generateCompany>[2] = {},
  ) =>
    make(activeLtd(number, name, creation, sector, { sic: ['43320'], officeChanges: 0, ...more }), agents, {
      chargeCount: 0,
      disqualify: 'never',
      officers,
      ...extras,
    });
  const struckOff = (on: Day): CompanySpec['fate'] => ({
    fate: 'dissolved-compulsory',
    status: 'dissolved',
    cessation: on,
  });

  const phoenix = somebody('phoenix', 'Graham', 'HARTLEY', d(1971, 8, 14), home(12, 'Mill Lane', 'Leek', 'ST13 5HD'));
  company(
    SIGNALS_SHOWCASE.phoenixOld,
    'HARTLEY JOINERY LIMITED',
    d(2016, 3, 1),
    (g) => g.add(phoenix, 'director', { appointedOn: d(2016, 3, 1), atIncorporation: true }, undefined, true),
    { fate: struckOff(d(2025, 11, 4)) },
  );
  company(SIGNALS_SHOWCASE.phoenixNew, 'HARTLEY JOINERY SERVICES LIMITED', d(2026, 3, 2), (g) =>
    g.add(phoenix, 'director', { appointedOn: d(2026, 3, 2), atIncorporation: true }, undefined, true),
  );

  const unrelated = somebody('unrelated', 'Peter', 'OAKLEY', d(1965, 2, 3), home(4, 'Quay Street', 'Truro', 'TR1 2HE'));
  company(
    SIGNALS_SHOWCASE.unrelatedOld,
    'OAKLEY CATERING LIMITED',
    d(2014, 5, 6),
    (g) => g.add(unrelated, 'director', { appointedOn: d(2014, 5, 6), atIncorporation: true }, undefined, true),
    { fate: struckOff(d(2025, 6, 10)) },
  );
  company(SIGNALS_SHOWCASE.unrelatedNew, 'RIVERSIDE BAKERY LIMITED', d(2025, 9, 1), (g) =>
    g.add(unrelated, 'director', { appointedOn: d(2025, 9, 1), atIncorporation: true }, undefined, true),
  );

  company(
    SIGNALS_SHOWCASE.dormantCharged,
    'GRANGE ESTATES LIMITED',
    d(2012, 9, 12),
    (g) => g.appointPerson('director', d(2012, 9, 12), undefined, true),
    { sizeClass: 'dormant' },
    { chargeStatuses: ['outstanding'] },
  );

  company(
    SIGNALS_SHOWCASE.renamed,
    'FELDSPAR DIGITAL LIMITED',
    d(2019, 4, 2),
    (g) => g.appointPerson('director', d(2019, 4, 2), undefined, true),
    { previousNames: [{ name: 'FELDSPAR TRADING LIMITED', from: d(2019, 4, 2), to: d(2026, 5, 1) }] },
  );

  company(SIGNALS_SHOWCASE.churn, 'MARRAM LOGISTICS LIMITED', d(2017, 1, 16), (g) => {
    g.appointPerson('director', d(2017, 1, 16), undefined, true);
    g.appointPerson('director', d(2017, 1, 16), d(2026, 3, 1), true);
    g.appointPerson('director', d(2026, 1, 5), undefined, false);
    g.appointPerson('director', d(2026, 6, 1), undefined, false);
  });

  const near = somebody('nineteen', 'Martin', 'ASHDOWN', d(1969, 10, 30), home(7, 'Fore Street', 'Exeter', 'EX4 3AN'));
  nineteen.forEach((number, i) =>
    company(number, `ASHDOWN PROPERTY ${i + 1} LIMITED`, d(2011, 1, 10) + i * 40, (g) => {
      const at = d(2011, 1, 10) + i * 40;
      g.add(near, 'director', { appointedOn: at, atIncorporation: true }, undefined, true);
    }),
  );
}
