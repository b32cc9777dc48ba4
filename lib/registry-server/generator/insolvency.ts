// Insolvency cases (registry-statistics §10): creditors' and members' voluntary and compulsory
// liquidations, administrations (some moving on to a CVL), voluntary arrangements and
// receiverships, with their dates in a sensible order, the practitioners, the filings, the
// registered office moving to the practitioner's office, and charges linked to the cases.
import type { Address } from './addresses';
import type { CompanyPlan } from './company';
import { addMonths, addYears, iso, max, min, type Day } from './dates';
import { INSOLVENCY_FIRMS } from './data/business';
import { BRITISH } from './data/people';
import type { ChargeRecord } from './charges';
import type { FilingBook } from './filings';
import { Weighted, type Rng } from './random';

type CaseType =
  | 'creditors-voluntary-liquidation'
  | 'members-voluntary-liquidation'
  | 'compulsory-liquidation'
  | 'in-administration'
  | 'corporate-voluntary-arrangement'
  | 'receiver-manager'
  | 'administrative-receiver';

const LIQUIDATIONS = new Weighted<CaseType>([
  ['creditors-voluntary-liquidation', 62],
  ['members-voluntary-liquidation', 28],
  ['compulsory-liquidation', 10],
]);

export interface InsolvencyOutcome {
  readonly cases: number;
  readonly liquidated: boolean;
}

interface Case {
  type: CaseType;
  dates: { type: string; date: string }[];
  practitioners: Record<string, unknown>[];
  links?: { charge: string };
}

export interface InsolvencyOptions {
  /** Force an administration before the liquidation (the showcase). */
  readonly administrationFirst?: boolean;
  readonly liquidation?: CaseType;
}

export function generateInsolvency(
  plan: CompanyPlan,
  book: FilingBook,
  charges: ChargeRecord[],
  options: InsolvencyOptions = {},
): InsolvencyOutcome | undefined {
  const start = plan.insolvencyStart;
  if (start === undefined) return undefined;
  const { rng } = plan;
  const firm = rng.pick(INSOLVENCY_FIRMS);
  const practitioners = [practitionerName(rng), practitionerName(rng)];
  const firmAddress: Address = {
    address_line_1: firm.name,
    address_line_2: firm.street,
    locality: firm.town,
    ...(firm.region ? { region: firm.region } : {}),
    postal_code: firm.postcode,
  };
  const cases: Case[] = [];
  const status: string[] = [];
  const dissolved = plan.status === 'dissolved' ? plan.cessation : undefined;
  let liquidated = false;
  const practitionersFor = (appointed: Day, ended: Day | undefined, role: string): Record<string, unknown>[] => {
    const count = rng.chance(0.55) ? 2 : 1;
    return practitioners.slice(0, count).map((name, i) => {
      const entry: Record<string, unknown> = { name, address: firmAddress, appointed_on: iso(appointed), role };
      // A long case sometimes sees a practitioner replaced.
      if (i === 1 && ended === undefined && rng.chance(0.15))
        entry.ceased_to_act_on = iso(min(plan.end - 1, appointed + rng.int(200, 900)));
      if (ended !== undefined) entry.ceased_to_act_on = iso(ended);
      return entry;
    });
  };

  const fate = plan.fate;
  if (fate === 'liquidation' || fate === 'dissolved-liquidation') {
    let liquidationStart = start;
    if (options.administrationFirst || (rng.chance(0.12) && start - plan.creation > 800)) {
      const adminStart = start - rng.int(240, 400);
      administration(plan, book, cases, adminStart, start, practitionersFor(adminStart, start, 'practitioner'), 'cvl');
      liquidationStart = start;
    }
    const type =
      options.liquidation ?? (options.administrationFirst ? 'creditors-voluntary-liquidation' : LIQUIDATIONS.pick(rng));
    liquidation(
      plan,
      book,
      cases,
      type,
      liquidationStart,
      dissolved,
      practitionersFor(liquidationStart, undefined, 'practitioner'),
    );
    moveOffice(plan, book, firmAddress, liquidationStart + rng.int(1, 20));
    liquidated = true;
    if (!dissolved) status.push('liquidation');
  } else if (fate === 'administration' || fate === 'dissolved-administration') {
    const ended = dissolved !== undefined ? dissolved - rng.int(90, 110) : undefined;
    administration(
      plan,
      book,
      cases,
      start,
      ended,
      practitionersFor(start, ended, 'practitioner'),
      ended !== undefined ? 'dissolution' : undefined,
    );
    moveOffice(plan, book, firmAddress, start + rng.int(1, 20));
    if (!dissolved) status.push('in-administration');
  } else if (fate === 'voluntary-arrangement') {
    const dates = [{ type: 'voluntary-arrangement-started-on', date: iso(start) }];
    cases.push({
      type: 'corporate-voluntary-arrangement',
      dates,
      practitioners: practitionersFor(start, undefined, 'practitioner'),
    });
    book.add({
      date: start + rng.int(3, 20),
      type: 'CVA1',
      category: 'insolvency',
      subcategory: 'voluntary-arrangement',
      description: 'liquidation-voluntary-arrangement-meeting-approving-companies-voluntary-arrangement',
      pages: [10, 40],
    });
    status.push('voluntary-arrangement');
  } else if (fate === 'receivership') {
    const charge = charges.find((c) => c.status === 'outstanding' && c.created < start);
    const type: CaseType = rng.chance(0.6) ? 'receiver-manager' : 'administrative-receiver';
    const kase: Case = {
      type,
      dates: charge ? [{ type: 'instrumented-on', date: iso(charge.created) }] : [],
      practitioners: practitionersFor(
        start,
        undefined,
        type === 'receiver-manager' ? 'receiver-manager' : 'administrative-receiver',
      ),
    };
    const ref = book.add({
      date: start + rng.int(1, 14),
      type: 'RM01',
      category: 'insolvency',
      subcategory: 'receiver',
      description: 'liquidation-receiver-appointment-of-receiver',
      action: start,
      pages: [2, 4],
    });
    if (charge) {
      kase.links = { charge: charge.self };
      (charge.body.transactions as Record<string, unknown>[]).push({
        delivered_on: iso(start + 5),
        filing_type: 'liquidation-appointment-of-receiver',
        ...(ref ? { links: { filing: ref.self } } : {}),
      });
    }
    cases.push(kase);
    status.push(type);
  } else {
    return undefined;
  }
  // Charges still outstanding are caught by the cases.
  for (const charge of charges) {
    if (charge.status !== 'outstanding' && charge.status !== 'part-satisfied') continue;
    charge.insolvencyCases = cases.map((_, i) => ({
      case_number: i + 1,
      links: { case: `/company/${plan.number}/insolvency` },
    }));
  }
  const body: Record<string, unknown> = {};
  if (status.length > 0) body.status = status;
  body.cases = cases.map((c, i) => ({
    type: c.type,
    number: String(i + 1),
    dates: c.dates,
    practitioners: c.practitioners,
    ...(c.links ? { links: c.links } : {}),
  }));
  plan.ctx.writer.insolvency(plan.number, JSON.stringify(body));
  return { cases: cases.length, liquidated };
}

function practitionerName(rng: Rng): string {
  const middle = rng.chance(0.6) ? ` ${rng.pick(BRITISH.male)}` : '';
  return `${rng.pick(rng.chance(0.7) ? BRITISH.male : BRITISH.female)}${middle} ${rng.pick(BRITISH.surnames)}`;
}

function moveOffice(plan: CompanyPlan, book: FilingBook, to: Address, on: Day): void {
  if (on >= plan.end) return;
  const from = plan.office;
  const office: Address = { ...to, country: 'United Kingdom' };
  plan.office = office;
  plan.officeChanges.push({ on, from, to: office });
  const llp = plan.kind === 'llp';
  book.add({
    date: on,
    type: llp ? 'LLAD01' : 'AD01',
    category: 'address',
    description: llp
      ? 'change-registered-office-address-limited-liability-partnership-with-date-old-address-new-address'
      : 'change-registered-office-address-company-with-date-old-address-new-address',
    values: { change_date: iso(on), old_address: oneLineOf(from), new_address: oneLineOf(office) },
    action: on,
    pages: [1, 1],
  });
}

const oneLineOf = (a: Address): string =>
  [a.premises, a.address_line_1, a.address_line_2, a.locality, a.region, a.postal_code]
    .filter((p): p is string => Boolean(p))
    .join(' ');

function yearly(from: Day, to: Day, each: (day: Day) => void): void {
  for (let day = addYears(from, 1); day < to; day = addYears(day, 1)) each(day);
}

function liquidation(
  plan: CompanyPlan,
  book: FilingBook,
  cases: Case[],
  type: CaseType,
  start: Day,
  dissolved: Day | undefined,
  practitioners: Record<string, unknown>[],
): void {
  const { rng } = plan;
  const dates: { type: string; date: string }[] = [];
  const end = dissolved ?? plan.end;
  const resolution = (key: string, form: string) =>
    book.add({
      date: start + rng.int(1, 10),
      type: 'RESOLUTIONS',
      category: 'resolution',
      description: 'resolution',
      resolutions: [
        {
          category: 'liquidation',
          description: key,
          description_values: { case_start_date: iso(start) },
          subcategory: 'resolution',
          type: form,
          receive_date: iso(start + 3),
        },
      ],
      pages: [1, 2],
    });
  if (type === 'creditors-voluntary-liquidation') {
    dates.push({ type: 'wound-up-on', date: iso(start) });
    resolution('liquidation-voluntary-extraordinary-resolution-to-wind-up-with-case-start-date', 'LRESEX');
    book.add({
      date: start + rng.int(1, 10),
      type: '600',
      category: 'insolvency',
      subcategory: 'voluntary',
      description: 'liquidation-voluntary-appointment-of-liquidator',
      pages: [1, 3],
    });
    book.add({
      date: start + rng.int(5, 25),
      type: 'LIQ02',
      category: 'insolvency',
      subcategory: 'voluntary',
      description: 'liquidation-voluntary-statement-of-affairs',
      pages: [8, 30],
    });
  } else if (type === 'members-voluntary-liquidation') {
    const sworn = start - rng.int(3, 20);
    dates.push({ type: 'declaration-solvent-on', date: iso(sworn) }, { type: 'wound-up-on', date: iso(start) });
    book.add({
      date: start + rng.int(1, 10),
      type: 'LIQ01',
      category: 'insolvency',
      subcategory: 'voluntary',
      description: 'liquidation-voluntary-declaration-of-solvency',
      pages: [4, 10],
    });
    resolution('liquidation-voluntary-special-resolution-to-wind-up-case-start-date', 'LRESSP');
    book.add({
      date: start + rng.int(1, 10),
      type: '600',
      category: 'insolvency',
      subcategory: 'voluntary',
      description: 'liquidation-voluntary-appointment-of-liquidator',
      pages: [1, 3],
    });
  } else {
    const petition = start - rng.int(40, 120);
    dates.push({ type: 'petitioned-on', date: iso(petition) }, { type: 'wound-up-on', date: iso(start) });
    book.add({
      date: start + rng.int(3, 20),
      type: 'WU01',
      category: 'insolvency',
      subcategory: 'compulsory',
      description: 'liquidation-compulsory-winding-up-order-with-case-start-date',
      values: { case_start_date: iso(start) },
      action: start,
      pages: [1, 2],
    });
    book.add({
      date: start + rng.int(60, 200),
      type: 'WU04',
      category: 'insolvency',
      subcategory: 'compulsory',
      description: 'liquidation-compulsory-appointment-liquidator',
      pages: [1, 3],
    });
  }
  const progress = type === 'compulsory-liquidation';
  yearly(start, dissolved !== undefined ? dissolved - 100 : end, (day) => {
    book.add(
      progress
        ? {
            date: day + rng.int(20, 60),
            type: 'WU07',
            category: 'insolvency',
            subcategory: 'compulsory',
            description: 'liquidation-compulsory-winding-up-progress-report',
            pages: [4, 12],
          }
        : {
            date: day + rng.int(20, 60),
            type: 'LIQ03',
            category: 'insolvency',
            subcategory: 'voluntary',
            description: 'liquidation-voluntary-statement-of-receipts-and-payments-with-brought-down-date',
            values: { brought_down_date: iso(day) },
            action: day,
            pages: [8, 30],
          },
    );
  });
  if (dissolved !== undefined) {
    const final = dissolved - rng.int(85, 100);
    if (type === 'compulsory-liquidation') {
      dates.push({ type: 'concluded-winding-up-on', date: iso(final) });
      book.add({
        date: final,
        type: 'WU15',
        category: 'insolvency',
        subcategory: 'compulsory',
        description: 'liquidation-compulsory-return-final-meeting',
        pages: [3, 12],
      });
    } else {
      book.add({
        date: final,
        type: type === 'members-voluntary-liquidation' ? 'LIQ13' : 'LIQ14',
        category: 'insolvency',
        subcategory: 'voluntary',
        description:
          type === 'members-voluntary-liquidation'
            ? 'liquidation-voluntary-members-return-of-final-meeting'
            : 'liquidation-voluntary-creditors-return-of-final-meeting',
        pages: [6, 36],
      });
    }
    dates.push({ type: 'dissolved-on', date: iso(dissolved) });
    book.add({
      date: dissolved,
      type: 'GAZ2',
      category: 'gazette',
      description: 'gazette-dissolved-liquidation',
      pages: [1, 1],
    });
    for (const p of practitioners) p.ceased_to_act_on ??= iso(final);
  }
  cases.push({ type, dates, practitioners });
}

function administration(
  plan: CompanyPlan,
  book: FilingBook,
  cases: Case[],
  start: Day,
  ended: Day | undefined,
  practitioners: Record<string, unknown>[],
  exit: 'cvl' | 'dissolution' | undefined,
): void {
  const { rng } = plan;
  const dates = [{ type: 'administration-started-on', date: iso(start) }];
  book.add({
    date: start + rng.int(1, 7),
    type: 'AM01',
    category: 'insolvency',
    subcategory: 'administration',
    description: 'liquidation-in-administration-appointment-of-administrator',
    pages: [3, 6],
  });
  book.add({
    date: start + rng.int(20, 45),
    type: 'AM03',
    category: 'insolvency',
    subcategory: 'administration',
    description: 'liquidation-in-administration-proposals',
    pages: [20, 60],
  });
  book.add({
    date: start + rng.int(25, 60),
    type: 'AM02',
    category: 'insolvency',
    subcategory: 'administration',
    description: 'liquidation-in-administration-statement-of-affairs',
    pages: [6, 20],
  });
  const stop = ended ?? plan.end;
  for (let report = addMonths(start, 6); report < stop; report = addMonths(report, 6)) {
    book.add({
      date: report + rng.int(15, 30),
      type: 'AM10',
      category: 'insolvency',
      subcategory: 'administration',
      description: 'liquidation-in-administration-progress-report-with-brought-down-date',
      values: { brought_down_date: iso(report) },
      action: report,
      pages: [10, 40],
    });
  }
  if (ended !== undefined) {
    dates.push({ type: 'administration-ended-on', date: iso(ended) });
    if (exit === 'cvl') {
      book.add({
        date: ended,
        type: 'AM22',
        category: 'insolvency',
        subcategory: 'administration',
        description: 'liquidation-in-administration-move-to-creditors-voluntary-liquidation',
        pages: [8, 30],
      });
    } else {
      book.add({
        date: ended,
        type: 'AM23',
        category: 'insolvency',
        subcategory: 'administration',
        description: 'liquidation-in-administration-move-to-dissolution',
        pages: [8, 30],
      });
    }
  }
  cases.push({
    type: 'in-administration',
    dates,
    practitioners: practitioners.map((p) => ({
      ...p,
      ...(ended !== undefined ? { ceased_to_act_on: iso(max(ended, start + 1)) } : {}),
    })),
  });
}
