// Registers kept on the public register instead of by the company (elected from 30 June 2016,
// EH01-EH05, sometimes withdrawn again, EW01-EW05), and PSC exemptions of listed companies.
import { CS_REGIME, type CompanyPlan } from './company';
import { dayOf, iso, max, type Day } from './dates';
import type { FilingBook } from './filings';

interface RegisterKind {
  readonly key: string;
  readonly type: string;
  readonly elect: string;
  readonly withdraw: string;
  readonly form: string;
  readonly category: string;
  readonly link?: readonly [name: string, target: (n: string) => string];
}

const officersView = (type: string) => (n: string) => `/company/${n}/officers?register_view=true&register_type=${type}`;
const pscView = (n: string) => `/company/${n}/persons-with-significant-control?register_view=true`;

const COMPANY_REGISTERS: readonly RegisterKind[] = [
  {
    key: 'directors',
    type: 'directors',
    elect: 'elect-to-keep-the-directors-register-information-on-the-public-register',
    withdraw: 'withdrawal-of-the-directors-register-information-from-the-public-register',
    form: '01',
    category: 'officers',
    link: ['directors_register', officersView('directors')],
  },
  {
    key: 'usual_residential_address',
    type: 'usual-residential-address',
    elect: 'elect-to-keep-the-directors-residential-address-register-information-on-the-public-register',
    withdraw: 'withdrawal-of-the-directors-residential-address-register-information-from-the-public-register',
    form: '02',
    category: 'officers',
  },
  {
    key: 'secretaries',
    type: 'secretaries',
    elect: 'elect-to-keep-the-secretaries-register-information-on-the-public-register',
    withdraw: 'withdrawal-of-the-secretaries-register-information-from-the-public-register',
    form: '03',
    category: 'officers',
    link: ['secretaries_register', officersView('secretaries')],
  },
  {
    key: 'persons_with_significant_control',
    type: 'persons-with-significant-control',
    elect: 'elect-to-keep-the-persons-with-significant-control-register-information-on-the-public-register',
    withdraw: 'withdrawal-of-the-persons-with-significant-control-register-information-from-the-public-register',
    form: '04',
    category: 'persons-with-significant-control',
    link: ['persons_with_significant_control_register', pscView],
  },
  {
    key: 'members',
    type: 'members',
    elect: 'elect-to-keep-the-members-register-information-on-the-public-register',
    withdraw: 'withdrawal-of-the-members-register-information-from-the-public-register',
    form: '05',
    category: 'capital',
  },
];

const LLP_REGISTERS: readonly RegisterKind[] = [
  {
    key: 'llp_members',
    type: 'llp-members',
    elect: 'elect-to-keep-the-limited-liability-partnership-members-register-information-on-the-public-register',
    withdraw: 'withdrawal-of-the-limited-liability-partnership-members-register-information-from-the-public-register',
    form: '01',
    category: 'officers',
    link: ['llp_members', officersView('llp_members')],
  },
  {
    key: 'llp_usual_residential_address',
    type: 'llp-usual-residential-address',
    elect:
      'elect-to-keep-the-limited-liability-partnership-members-residential-address-register-information-on-the-public-register',
    withdraw:
      'withdrawal-of-the-limited-liability-partnership-members-residential-address-register-information-from-the-public-register',
    form: '02',
    category: 'officers',
  },
  {
    key: 'persons_with_significant_control',
    type: 'persons-with-significant-control',
    elect:
      'elect-to-keep-the-limited-liability-partnership-persons-with-significant-control-register-information-on-the-public-register',
    withdraw:
      'withdrawal-of-the-limited-liability-partnership-persons-with-significant-control-register-information-from-the-public-register',
    form: '04',
    category: 'persons-with-significant-control',
    link: ['persons_with_significant_control_register', pscView],
  },
];

export interface RegisterOptions {
  readonly force?: boolean;
  /** Never withdraw the registers from the public register. */
  readonly keep?: boolean;
  readonly hasSecretary: boolean;
  readonly hasPscs: boolean;
}

/** Writes the company's registers resource when it elected to keep registers on the public register. */
export function generateRegisters(plan: CompanyPlan, book: FilingBook, options: RegisterOptions): boolean {
  const { rng } = plan;
  const eligible = plan.kind === 'ltd' || plan.kind === 'plc' || plan.kind === 'llp' || plan.kind === 'guarantee';
  if (!eligible || plan.end < CS_REGIME + 60) return false;
  if (!options.force && !rng.chance(0.01)) return false;
  const llp = plan.kind === 'llp';
  const kinds = (llp ? LLP_REGISTERS : COMPANY_REGISTERS).filter((kind) => {
    if (kind.key === 'directors' || kind.key === 'llp_members') return true;
    if (kind.key === 'secretaries') return options.hasSecretary && (options.force || rng.chance(0.6));
    if (kind.key === 'persons_with_significant_control') return options.hasPscs && (options.force || rng.chance(0.5));
    return options.force || rng.chance(0.5);
  });
  const first = max(plan.creation + 1, CS_REGIME);
  const elected = first + Math.floor(rng.float() * Math.max(1, Math.min(plan.end - 60, dayOf(2024, 1, 1)) - first));
  const withdrawn =
    !options.keep && plan.end - elected > 400 && (options.force || rng.chance(0.2))
      ? elected + rng.int(200, plan.end - elected - 30)
      : undefined;
  const registers: Record<string, unknown> = {};
  for (const kind of kinds) {
    const items: Record<string, unknown>[] = [];
    const electRef = book.add({
      date: elected,
      type: `${llp ? 'LL' : ''}EH${kind.form}`,
      category: kind.category,
      description: kind.elect,
      pages: [2, 6],
    });
    const withdrawThis =
      withdrawn !== undefined && kind.key !== 'directors' && kind.key !== 'llp_members' ? withdrawn : undefined;
    if (withdrawThis !== undefined) {
      const ref = book.add({
        date: withdrawThis,
        type: `${llp ? 'LL' : ''}EW${kind.form}`,
        category: kind.category,
        description: kind.withdraw,
        pages: [1, 3],
      });
      items.push({
        moved_on: iso(withdrawThis),
        register_moved_to: 'unspecified-location',
        ...(ref ? { links: { filing: ref.self } } : {}),
      });
    }
    items.push({
      moved_on: iso(elected),
      register_moved_to: 'public-register',
      ...(electRef ? { links: { filing: electRef.self } } : {}),
    });
    const register: Record<string, unknown> = { register_type: kind.type, items };
    if (kind.link && withdrawThis === undefined) register.links = { [kind.link[0]]: kind.link[1](plan.number) };
    registers[kind.key] = register;
  }
  const body = {
    kind: 'registers',
    company_number: plan.number,
    links: { self: `/company/${plan.number}/registers` },
    registers,
  };
  plan.ctx.writer.register(plan.number, JSON.stringify(body));
  return true;
}

/** Writes the exemptions resource of a listed company (or when forced). */
export function generateExemptions(plan: CompanyPlan, options: { force?: boolean; endedOn?: Day } = {}): boolean {
  if (!plan.listed && !options.force) return false;
  if (plan.end < CS_REGIME) return false;
  const { rng } = plan;
  const from = max(plan.creation, CS_REGIME);
  const exemptions: Record<string, unknown> = {};
  const brexit = dayOf(2020, 12, 31);
  if (options.endedOn !== undefined) {
    exemptions.disclosure_transparency_rules_chapter_five_applies = {
      exemption_type: 'disclosure-transparency-rules-chapter-five-applies',
      items: [{ exempt_from: iso(from), exempt_to: iso(options.endedOn) }],
    };
    exemptions.psc_exempt_as_trading_on_eu_regulated_market = {
      exemption_type: 'psc-exempt-as-trading-on-eu-regulated-market',
      items: [{ exempt_from: iso(from), exempt_to: iso(Math.min(options.endedOn, brexit)) }],
    };
  } else if (rng.chance(0.2) && from < brexit) {
    exemptions.psc_exempt_as_trading_on_eu_regulated_market = {
      exemption_type: 'psc-exempt-as-trading-on-eu-regulated-market',
      items: [{ exempt_from: iso(from), exempt_to: iso(brexit) }],
    };
    exemptions.psc_exempt_as_trading_on_uk_regulated_market = {
      exemption_type: 'psc-exempt-as-trading-on-uk-regulated-market',
      items: [{ exempt_from: iso(brexit + 1) }],
    };
  } else {
    exemptions.psc_exempt_as_trading_on_uk_regulated_market = {
      exemption_type: 'psc-exempt-as-trading-on-uk-regulated-market',
      items: [{ exempt_from: iso(from) }],
    };
    if (rng.chance(0.4)) {
      exemptions.disclosure_transparency_rules_chapter_five_applies = {
        exemption_type: 'disclosure-transparency-rules-chapter-five-applies',
        items: [
          {
            exempt_from: iso(from),
            ...(rng.chance(0.5) ? { exempt_to: iso(Math.min(plan.end - 1, from + rng.int(300, 2000))) } : {}),
          },
        ],
      };
    }
  }
  const body = { kind: 'exemptions', links: { self: `/company/${plan.number}/exemptions` }, exemptions };
  plan.ctx.writer.exemptions(plan.number, JSON.stringify(body));
  return true;
}
