// The connections showcase (lib/network): known records for each view, numbered 11490001–11490999.
//
//   chain       four companies in a row, each pair sharing one director and nothing else:
//               chain[0] and chain[2] are 4 appointment edges apart (company–officer–company–officer–company),
//               chain[0] and chain[3] 6 edges (3 company-to-company hops): "no connection within 4 hops", found within 6
//   group       six companies sharing two directors (the serial director and his partner) and one registered office
//   portfolio   fourteen more companies where the serial director sits, with a director of their own
//   serialDirector  Desmond Arthur QUILLER: 20 appointments (the six of the group and the portfolio)
//   hub         sixty companies registered at one virtual office, "Suite N, 8 Kingsway Yard, London WC2B 6XF"
//               (one address once normalised: a hub of more than 50), formed by the showcase's formation agent with
//               its corporate nominee director and secretary resigning on the day
import { activeLtd, showcaseMan, type Make } from './showcase-common';
import { addressKey } from '@/lib/registry/address-key';
import type { Address } from './addresses';
import { dayOf, type Day } from './dates';
import { SECTORS } from './data/business';
import { registryId } from './ids';
import type { FormationAgent, OfficerGenerator } from './officers';
import type { Person } from './persons';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => String(from + i));
const id = (key: string) => registryId(`showcase|network|${key}`);

const chain = range(11490001, 4);
const group = range(11490011, 6);
const portfolio = range(11490021, 14);
const hub = range(11490101, 60);

const GROUP_OFFICE: Address = {
  premises: 'Quiller House',
  address_line_1: '3 Harbour Parade',
  locality: 'Southampton',
  postal_code: 'SO14 2AQ',
  country: 'England',
};
const HUB_OFFICE = (suite: number): Address => ({
  premises: `Suite ${suite}`,
  address_line_1: '8 Kingsway Yard',
  locality: 'London',
  postal_code: 'WC2B 6XF',
  country: 'England',
});

export const NETWORK_SHOWCASE = {
  chain,
  /** Two companies 3 company-to-company hops (6 appointment edges) apart, and nothing shorter. */
  pathFrom: chain[0]!,
  pathTo: chain[3]!,
  group,
  portfolio,
  serialDirector: id('officer|serial'),
  groupPartner: id('officer|partner'),
  /** The chain's linking directors: links[i] sits on chain[i] and chain[i + 1]. */
  chainLinks: [0, 1, 2].map((i) => id(`officer|chain|${i}`)),
  serialAppointments: group.length + portfolio.length,
  hub,
  hubAddressKey: addressKey(HUB_OFFICE(1))!,
  groupAddressKey: addressKey(GROUP_OFFICE)!,
} as const;

export const NETWORK_SHOWCASE_NUMBERS: readonly string[] = [...chain, ...group, ...portfolio, ...hub];

const somebody = (
  key: string,
  forename: string,
  middle: string | undefined,
  surname: string,
  dob: Day,
  address: Address,
): Person =>
  showcaseMan({
    officerId: id(`officer|${key}`),
    personNumber: `3149${String(key.length).padStart(4, '0')}0001`,
    forename,
    middle,
    surname,
    dob,
    address,
  });

export function generateNetworkShowcase(make: Make, agents: readonly FormationAgent[]): void {
  const d = dayOf;
  const sector = SECTORS.find((s) => s.key === 'business-support')!;
  const company = (
    number: string,
    name: string,
    creation: Day,
    officers: (g: OfficerGenerator) => void,
    office?: Address,
  ) =>
    make(
      activeLtd(number, name, creation, sector, {
        sic: ['70229'],
        sizeClass: 'small',
        ...(office ? { office, officeChanges: 0 } : {}),
      }),
      agents,
      { chargeCount: 0, officers },
    );
  const home = (n: number): Address => ({
    premises: String(n),
    address_line_1: 'Larkspur Lane',
    locality: 'Reading',
    postal_code: 'RG1 7QP',
    country: 'England',
  });

  // The chain: only showcase people of its own, so no shorter path exists through the rest of the register.
  const links = [0, 1, 2].map((i) =>
    somebody(`chain|${i}`, ['Alan', 'Brian', 'Colin'][i]!, undefined, 'TRELAWNEY', d(1960 + i, 2, 2), home(i + 1)),
  );
  const owners = [0, 1, 2, 3].map((i) =>
    somebody(
      `chain-owner|${i}`,
      'Derek',
      ['One', 'Two', 'Three', 'Four'][i],
      'PENHALIGON',
      d(1955 + i, 5, 5),
      home(i + 10),
    ),
  );
  const chainNames = ['ARDEN LINK LIMITED', 'BEACON LINK LIMITED', 'CAMBER LINK LIMITED', 'DUNMORE LINK LIMITED'];
  chain.forEach((number, i) =>
    company(number, chainNames[i]!, d(2010 + i, 3, 1), (g) => {
      const at = d(2010 + i, 3, 1);
      g.add(owners[i]!, 'director', { appointedOn: at, atIncorporation: true }, undefined, true);
      if (i > 0) g.add(links[i - 1]!, 'director', { appointedOn: at + 30, atIncorporation: false }, undefined, true);
      if (i < links.length) g.add(links[i]!, 'director', { appointedOn: at, atIncorporation: true }, undefined, true);
    }),
  );

  // The group and the serial director's portfolio.
  const serial = somebody('serial', 'Desmond', 'Arthur', 'Quiller', d(1958, 11, 20), GROUP_OFFICE);
  const partner = somebody('partner', 'Howard', undefined, 'Lenning', d(1966, 4, 9), GROUP_OFFICE);
  const groupNames = [
    'QUILLER MARINE',
    'QUILLER YACHTS',
    'QUILLER MOORINGS',
    'QUILLER BOATYARD',
    'QUILLER CHANDLERY',
    'QUILLER CHARTER',
  ];
  group.forEach((number, i) =>
    company(
      number,
      `${groupNames[i]} LIMITED`,
      d(2004 + i, 6, 1),
      (g) => {
        g.add(serial, 'director', { appointedOn: d(2004 + i, 6, 1), atIncorporation: true }, undefined, true);
        g.add(partner, 'director', { appointedOn: d(2004 + i, 6, 1), atIncorporation: true }, undefined, true);
        if (i === 0)
          g.add(partner, 'secretary', { appointedOn: d(2004, 6, 1), atIncorporation: true }, undefined, true);
      },
      GROUP_OFFICE,
    ),
  );
  portfolio.forEach((number, i) =>
    company(number, `SOLENT VENTURE ${i + 1} LIMITED`, d(2008 + (i % 12), 1 + (i % 12), 10), (g) => {
      const at = d(2008 + (i % 12), 1 + (i % 12), 10);
      g.add(
        serial,
        'director',
        { appointedOn: at, resignedOn: i % 3 === 0 ? at + 900 : undefined, atIncorporation: true },
        undefined,
        true,
      );
      g.appointPerson('director', at, undefined, true);
    }),
  );

  // The virtual office: sixty companies formed by the agent, each with a director of its own.
  const agent = agents.find((a) => !a.scottish)!;
  hub.forEach((number, i) =>
    company(
      number,
      `KINGSWAY TRADING ${i + 1} LIMITED`,
      d(2014, 1, 6) + i * 9,
      (g) => {
        const at = d(2014, 1, 6) + i * 9;
        g.add(agent.secretary, 'corporate-nominee-secretary', {
          appointedOn: at,
          resignedOn: at,
          atIncorporation: true,
        });
        g.add(agent.director, 'corporate-nominee-director', { appointedOn: at, resignedOn: at, atIncorporation: true });
        g.appointPerson('director', at, undefined, true);
      },
      HUB_OFFICE(100 + i),
    ),
  );
}
