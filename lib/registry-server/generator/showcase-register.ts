// The register as it is in 2026, in the showcase: limited partnerships of every subtype with
// their partners, terms and capital contributions; the registrar's newer annotations; a PSC
// statement awaiting a PSC's confirmation; an overseas entity's owners through trusts, firms
// and nominees; a person disqualified under the counter-terrorism sanctions regulations.
// Ids derive from fixed keys; E&W numbers are in 11527001–11527999.
//
//   companies.limitedPartnership      ASHBURTON GREEN PROPERTY LP (England, no subtype, term by agreement):
//                                     a general partner who verified early; limited partners (two people,
//                                     a company) with contributions in money, land, shares, services, another
//                                     asset; one limited partner has left
//   companies.scottishLimitedPartnership  ARDLUI HILL FARMING LP (subtype slp, until dissolution): a corporate
//                                     and a natural general partner (whose statement is due), limited partners
//   companies.privateFund             KINGSLAND VENTURE FUND I LP (pflp, no set term): corporate partners, no contributions
//   companies.scottishPrivateFund     CALTON HILL CAPITAL PARTNERS LP (spflp, by agreement)
//   companies.misleadingIncorporation BRIGHTLEAF TRADING SOLUTIONS LIMITED: annotated for strike-off under
//                                     section 1002A (incorporation); a PSC and a statement awaiting another's confirmation
//   companies.misleadingRestoration   OLDGATE LOGISTICS LIMITED: annotated under section 1002A (restoration)
//   companies.overseasEntityCeased    SAPPHIRE COVE HOLDINGS LIMITED: annotated as believed dissolved at home;
//                                     owners as trustee, member of a firm, controller of a trust, nominee
//   sanctionedPerson                  a natural disqualification under the 2019 counter-terrorism regulations
import { activeLtd, type Make } from './showcase-common';
import type { GeneratorContext } from './context';
import { dayOf, type Day } from './dates';
import { SECTORS } from './data/business';
import { FOREIGN_PLACES } from './data/places';
import { writeSanctionedPerson } from './disqualifications';
import type { generateCompany } from './generate-company';
import { registryId } from './ids';
import type { Contribution, FormationAgent, OfficerGenerator } from './officers';
import { makePerson, type Person } from './persons';
import type { PscSpec } from './psc';
import { Rng } from './random';
import type { ForcedOutcome } from './verification';

const SALT = 'showcase-register';
/** The showcase's own companies are generated under this salt (showcase.ts), so their ids are too. */
const COMPANY_SALT = 'showcase';
const id = (key: string) => registryId(`${SALT}|${key}`);
const appointment = (number: string, index: number) => registryId(`${COMPANY_SALT}|appointment|${number}|${index}`);

const companies = {
  limitedPartnership: 'LP020611',
  scottishLimitedPartnership: 'SL034512',
  privateFund: 'LP022915',
  scottishPrivateFund: 'SL041209',
  misleadingIncorporation: '11527001',
  misleadingRestoration: '11527002',
  overseasEntityCeased: 'OE012877',
} as const;

export const SHOWCASE_REGISTER = {
  companies,
  /** Appointments of companies.limitedPartnership. */
  partners: {
    /** A natural general partner, verified before any statement asked. */
    general: appointment(companies.limitedPartnership, 0),
    /** A limited partner who contributed money (GBP). */
    limitedMoney: appointment(companies.limitedPartnership, 1),
    /** A corporate limited partner who contributed land and shares. */
    limitedCorporate: appointment(companies.limitedPartnership, 2),
  },
  /** The natural general partner of companies.scottishLimitedPartnership, whose statement is due. */
  dueGeneralPartner: appointment(companies.scottishLimitedPartnership, 1),
  sanctionedPerson: id('disqualified|sanctioned'),
} as const;

export const REGISTER_NUMBERS: readonly string[] = Object.values(companies);

const money = (value: number, currency = 'GBP', ...subTypes: string[]): Contribution => ({
  currency,
  value: value.toFixed(2),
  subTypes: subTypes.length > 0 ? subTypes : ['money'],
});

/** Writes the 2026 showcase's companies and disqualification. */
export function generateRegisterShowcase(ctx: GeneratorContext, make: Make, agents: readonly FormationAgent[]): void {
  const d = dayOf;
  const sector = (key: string) => SECTORS.find((s) => s.key === key) ?? SECTORS[0]!;
  const partnership = (
    number: string,
    name: string,
    creation: Day,
    subtype: string | undefined,
    term: string,
    officers: (g: OfficerGenerator) => void,
    forced: readonly (readonly [string, ForcedOutcome])[] = [],
  ) => {
    const scottish = number.startsWith('SL');
    make(
      {
        kind: 'lp',
        number,
        name,
        creation,
        fate: { fate: 'active', status: 'active' },
        ...(subtype ? { subtype } : {}),
        sector: sector(subtype ? 'finance' : 'property'),
        previousNames: [],
        registration: scottish
          ? { jurisdiction: 'scotland', prefix: 'SL', area: 'scotland' }
          : { jurisdiction: 'england-wales', prefix: 'LP', area: 'england-wales' },
      },
      agents,
      { chargeCount: 0, officers, term, identity: () => new Map(forced) },
    );
  };

  partnership(
    companies.limitedPartnership,
    'ASHBURTON GREEN PROPERTY LP',
    d(2012, 3, 15),
    undefined,
    'by-agreement',
    (g) => {
      const on = d(2012, 3, 15);
      g.appointPerson('general-partner-in-a-limited-partnership', on, undefined, true);
      const first = g.appointPerson('limited-partner-in-a-limited-partnership', on, undefined, true);
      if (first) first.contribution = money(50_000);
      const corporate = g.corporatePartner(
        'corporate-limited-partner-in-a-limited-partnership',
        on,
        undefined,
        2,
        true,
      );
      corporate.contribution = money(250_000, 'GBP', 'land-or-property', 'shares');
      const third = g.appointPerson('limited-partner-in-a-limited-partnership', d(2016, 9, 1), undefined, false);
      if (third) third.contribution = money(10_000, 'GBP', 'services-or-goods');
      const left = g.appointPerson('limited-partner-in-a-limited-partnership', on, d(2020, 6, 30), true);
      if (left) left.contribution = money(75_000, 'EUR', 'money', 'any-other-asset');
    },
    [[SHOWCASE_REGISTER.partners.general, 'verified']],
  );
  partnership(
    companies.scottishLimitedPartnership,
    'ARDLUI HILL FARMING LP',
    d(2018, 9, 3),
    'slp',
    'until-dissolution',
    (g) => {
      const on = d(2018, 9, 3);
      g.corporatePartner('corporate-general-partner-in-a-limited-partnership', on, undefined, 0, true);
      g.appointPerson('general-partner-in-a-limited-partnership', on, undefined, true);
      const a = g.appointPerson('limited-partner-in-a-limited-partnership', on, undefined, true);
      if (a) a.contribution = money(120_000);
      const b = g.appointPerson('limited-partner-in-a-limited-partnership', on, undefined, true);
      if (b) b.contribution = money(40_000, 'GBP', 'money', 'services-or-goods');
    },
    [[SHOWCASE_REGISTER.dueGeneralPartner, 'due']],
  );
  partnership(companies.privateFund, 'KINGSLAND VENTURE FUND I LP', d(2019, 5, 1), 'pflp', 'none', (g) => {
    const on = d(2019, 5, 1);
    g.corporatePartner('corporate-general-partner-in-a-limited-partnership', on, undefined, 0, true);
    for (let i = 1; i <= 3; i++)
      g.corporatePartner('corporate-limited-partner-in-a-limited-partnership', on, undefined, i, true);
  });
  partnership(
    companies.scottishPrivateFund,
    'CALTON HILL CAPITAL PARTNERS LP',
    d(2021, 2, 15),
    'spflp',
    'by-agreement',
    (g) => {
      const on = d(2021, 2, 15);
      g.corporatePartner('corporate-general-partner-in-a-limited-partnership', on, undefined, 0, true);
      g.corporatePartner('corporate-limited-partner-in-a-limited-partnership', on, undefined, 1, true);
      g.appointPerson('limited-partner-in-a-limited-partnership', d(2023, 4, 3), undefined, false);
    },
  );

  const limited = (number: string, name: string, creation: Day, extras: Parameters<typeof generateCompany>[2]) =>
    make(activeLtd(number, name, creation, sector('wholesale'), { sic: ['46900'] }), agents, {
      chargeCount: 0,
      disqualify: 'never',
      ...extras,
    });
  limited(companies.misleadingIncorporation, 'BRIGHTLEAF TRADING SOLUTIONS LIMITED', d(2025, 2, 10), {
    officers: (g) => {
      g.appointPerson('director', d(2025, 2, 10), undefined, true);
    },
    pscs: (_plan, officers) => ({
      pscs: [
        {
          holder: { kind: 'individual', person: officers[0]!.officer as Person },
          natures: ['ownership-of-shares-50-to-75-percent', 'voting-rights-50-to-75-percent'],
          notifiedOn: d(2025, 2, 10),
          fileNotification: false,
        },
      ],
      statements: [{ statement: 'awaiting-confirmation-from-psc', notifiedOn: d(2026, 3, 10), fileNotification: true }],
    }),
    annotations: [
      { type: 'strike-off-under-section-1002a-of-the-companies-act-2006-incorporation', createdOn: d(2025, 6, 2) },
    ],
  });
  limited(companies.misleadingRestoration, 'OLDGATE LOGISTICS LIMITED', d(2014, 7, 1), {
    annotations: [
      { type: 'strike-off-under-section-1002a-of-the-companies-act-2006-restoration', createdOn: d(2025, 9, 15) },
    ],
  });

  // An overseas entity believed to have ceased to exist at home, owned through trusts, firms and nominees.
  const bvi = FOREIGN_PLACES.find((p) => p.country === 'British Virgin Islands')!;
  const owner = (key: string, born: number): Person =>
    makePerson(`${SALT}|owner|${key}`, { bornFrom: born, bornTo: born, foreignResident: 0.9 });
  const on = d(2023, 1, 16);
  const bo = (holder: PscSpec['holder'], natures: string[]): PscSpec => ({
    holder,
    natures,
    notifiedOn: on,
    fileNotification: false,
  });
  make(
    {
      kind: 'oe',
      number: companies.overseasEntityCeased,
      name: 'SAPPHIRE COVE HOLDINGS LIMITED',
      creation: on,
      fate: { fate: 'registered', status: 'registered' },
      foreign: bvi,
      previousNames: [],
    },
    agents,
    {
      annotations: [{ type: 'overseas-entity-dissolved-wound-up-or-ceased-to-exist', createdOn: d(2026, 6, 22) }],
      pscs: () => ({
        pscs: [
          bo({ kind: 'individual', person: owner('trustee', 1961) }, [
            'ownership-of-shares-more-than-25-percent-as-trust-registered-overseas-entity',
            'voting-rights-more-than-25-percent-as-trust-registered-overseas-entity',
          ]),
          bo({ kind: 'individual', person: owner('partner', 1974) }, [
            'ownership-of-shares-more-than-25-percent-as-firm-registered-overseas-entity',
            'significant-influence-or-control-as-firm-registered-overseas-entity',
          ]),
          bo({ kind: 'individual', person: owner('settlor', 1958) }, [
            'significant-influence-or-control-as-control-over-trust-registered-overseas-entity',
            'right-to-appoint-and-remove-directors-as-control-over-trust-registered-overseas-entity',
          ]),
          bo({ kind: 'legal-person', index: 6 }, [
            'registered-owner-as-nominee-another-entity-england-wales-registered-overseas-entity',
          ]),
        ],
        statements: [{ statement: 'all-beneficial-owners-identified', notifiedOn: on, fileNotification: false }],
      }),
    },
  );

  const sanctioned = makePerson(`${SALT}|sanctioned`, { bornFrom: 1964, bornTo: 1964, foreignResident: 0.95 });
  writeSanctionedPerson(ctx.writer, Rng.from(`${SALT}|sanction`), ctx.ref, {
    id: SHOWCASE_REGISTER.sanctionedPerson,
    person: sanctioned,
    address: sanctioned.address,
    act: 'sanctions-counter-terrorism-regulations-2019',
  });
}
