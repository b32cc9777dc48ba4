// The company-level part of a filing history and the profile fields that follow from it:
// incorporation, accounts (AA) and the accounts block, annual returns (AR01) and confirmation
// statements (CS01) and their blocks, share capital (SH01), name changes (CERTNM), office
// moves (AD01), reference-date changes (AA01) and the gazette notices of striking off.
import { oneLine } from './addresses';
import { ardOnOrAfter, CS_REGIME, firstPeriodEnd, type CompanyPlan, type SizeClass } from './company';
import { addMonths, addYears, dayOf, iso, max, min, shortUk, type Day } from './dates';
import type { FilingBook } from './filings';
import { REQUIRED_FROM, type StatementCycle } from './verification';

const NEW_FORMS = dayOf(2009, 10, 1);
const OLD_DEADLINES_UNTIL = dayOf(2008, 4, 6);

const isLlp = (plan: CompanyPlan): boolean => plan.kind === 'llp';
const hasShares = (plan: CompanyPlan): boolean =>
  plan.kind === 'ltd' || plan.kind === 'plc' || plan.kind === 'se' || plan.kind === 'unlimited';

// ---------------------------------------------------------------------------------------
// Incorporation and the end of the company's life.

export function fileIncorporation(plan: CompanyPlan, book: FilingBook): void {
  const on = plan.creation;
  const base = { date: on, action: on, category: 'incorporation', pages: [10, 40] as const };
  switch (plan.kind) {
    case 'llp':
      book.add({ ...base, type: 'LLIN01', description: 'incorporation-limited-liability-partnership' });
      return;
    case 'lp':
      // (A private fund LP's registration is "registration-and-designation-as-a-private-fund-limited-partnership"
      // on the real register; lib/labels has no text for it yet, so it is registered as a plain LP here.)
      book.add({ ...base, type: 'LP5', description: 'registration-of-a-limited-partnership', pages: [3, 8] });
      return;
    case 'fc':
      book.add({
        ...base,
        type: 'OSIN01',
        description: 'register-overseas-company-with-date',
        values: { incorporation_date: iso(on) },
        pages: [8, 30],
      });
      return;
    case 'br':
      book.add({ ...base, type: 'OSIN01', description: 'registration-of-uk-establishment', pages: [4, 12] });
      return;
    case 'oe':
      book.add({ ...base, type: 'OE01', description: 'registration-overseas-entity', pages: [6, 20] });
      return;
    default:
      book.add({
        ...base,
        type: 'NEWINC',
        description:
          plan.subtype === 'community-interest-company'
            ? 'incorporation-community-interest-company'
            : 'incorporation-company',
      });
  }
}

/** Gazette notices and applications that end (or threaten to end) the company's life. */
export function fileDissolution(plan: CompanyPlan, book: FilingBook): void {
  const { rng } = plan;
  const cessation = plan.cessation;
  if (plan.fate === 'dissolved-voluntary' && cessation !== undefined && plan.kind !== 'lp') {
    const applied = cessation - rng.int(78, 100);
    const llp = isLlp(plan);
    book.add({
      date: applied,
      type: llp ? 'LLDS01' : 'DS01',
      category: 'dissolution',
      description: llp
        ? 'dissolution-application-strike-off-limited-liability-partnership'
        : 'dissolution-application-strike-off-company',
      pages: [1, 3],
    });
    book.add({
      date: applied + rng.int(7, 16),
      type: 'GAZ1(A)',
      category: 'gazette',
      description: 'gazette-notice-voluntary',
      pages: [1, 1],
    });
    book.add({
      date: cessation,
      type: 'GAZ2(A)',
      category: 'gazette',
      description: 'gazette-dissolved-voluntary',
      pages: [1, 1],
    });
  } else if (plan.fate === 'dissolved-compulsory' && cessation !== undefined) {
    book.add({
      date: cessation - rng.int(60, 84),
      type: 'GAZ1',
      category: 'gazette',
      description: 'gazette-notice-compulsory',
      pages: [1, 1],
    });
    book.add({
      date: cessation,
      type: 'GAZ2',
      category: 'gazette',
      description: 'gazette-dissolved-compulsory',
      pages: [1, 1],
    });
  } else if (plan.fate === 'proposal-to-strike-off') {
    book.add({
      date: plan.ctx.ref - rng.int(4, 60),
      type: 'GAZ1',
      category: 'gazette',
      description: 'gazette-notice-compulsory',
      pages: [1, 1],
    });
  } else if (plan.fate === 'closed' && cessation !== undefined) {
    book.add({
      date: cessation,
      type: 'OSDS01',
      category: 'dissolution',
      description: 'dissolution-closure-of-uk-establishment',
      values: { branch_number: plan.number, close_date: iso(cessation) },
      action: cessation,
      pages: [1, 3],
    });
  } else if (plan.fate === 'removed' && cessation !== undefined) {
    book.add({
      date: cessation,
      type: 'OE04',
      category: 'dissolution',
      description: 'removal-overseas-entity',
      pages: [2, 6],
    });
  }
  // Some active companies were once threatened with striking off and caught up (DISS40).
  if (plan.status === 'active' && plan.fate === 'active' && plan.end - plan.creation > 4 * 365 && rng.chance(0.04)) {
    const notice = plan.creation + 700 + Math.floor(rng.float() * (plan.end - plan.creation - 800));
    book.add({
      date: notice,
      type: 'GAZ1',
      category: 'gazette',
      description: 'gazette-notice-compulsory',
      pages: [1, 1],
    });
    book.add({
      date: notice + rng.int(10, 50),
      type: 'DISS40',
      category: 'gazette',
      description: 'gazette-filings-brought-up-to-date',
      pages: [1, 1],
    });
  }
}

// ---------------------------------------------------------------------------------------
// Names, offices, reference date, capital.

export function fileNameChanges(plan: CompanyPlan, book: FilingBook): void {
  const { rng } = plan;
  for (let i = 0; i < plan.previousNames.length; i++) {
    const previous = plan.previousNames[i]!;
    const on = previous.to;
    if (isLlp(plan)) {
      book.add({
        date: on,
        type: 'LLNM01',
        category: 'change-of-name',
        description: 'change-of-name-notice-limited-liability-partnership',
        pages: [2, 3],
      });
      continue;
    }
    const resolved = on - rng.int(1, 20);
    book.add({
      date: on,
      type: 'CERTNM',
      category: 'change-of-name',
      subcategory: 'certificate',
      description: 'certificate-change-of-name-company',
      // Registry items of this kind carry their text as a legacy free-text description.
      values: {
        description: `Company name changed ${previous.name.toLowerCase()}\\certificate issued on ${shortUk(on)}`,
      },
      associated: [
        { category: 'change-of-name', date: iso(on), description: 'change-of-name-by-resolution', type: 'NM01' },
      ],
      resolutions: [
        {
          category: 'change-of-name',
          description: 'resolution-change-of-name',
          description_values: { resolution_date: iso(resolved) },
          subcategory: 'resolution',
          type: 'RES15',
          receive_date: iso(on),
        },
      ],
      pages: [2, 4],
    });
  }
}

export function fileOfficeChanges(plan: CompanyPlan, book: FilingBook): void {
  const { rng } = plan;
  const llp = isLlp(plan);
  for (const change of plan.officeChanges) {
    book.add({
      date: change.on + rng.int(0, 10),
      type: change.on < NEW_FORMS ? (llp ? 'LLP287' : '287') : llp ? 'LLAD01' : 'AD01',
      category: 'address',
      description: llp
        ? 'change-registered-office-address-limited-liability-partnership-with-date-old-address-new-address'
        : 'change-registered-office-address-company-with-date-old-address-new-address',
      values: { change_date: iso(change.on), old_address: oneLine(change.from), new_address: oneLine(change.to) },
      action: change.on,
      pages: [1, 1],
    });
  }
}

export function fileReferenceDateChange(plan: CompanyPlan, book: FilingBook): void {
  const change = plan.ardChange;
  if (!change || plan.kind === 'fc' || plan.kind === 'br' || plan.kind === 'oe' || plan.kind === 'lp') return;
  const llp = isLlp(plan);
  const direction = change.to > change.from ? 'extended' : 'shortened';
  book.add({
    date: change.on,
    type: llp ? 'LLAA01' : 'AA01',
    category: 'accounts',
    description: `change-account-reference-date-${llp ? 'limited-liability-partnership' : 'company'}-current-${direction}`,
    values: { made_up_date: iso(change.from), new_date: iso(change.to) },
    pages: [1, 1],
  });
}

const CAPITAL_START = [1, 1, 2, 100, 100, 100, 1000, 1000, 10000];

/** Share allotments (SH01) and the company's issued capital over time. */
export class ShareCapital {
  private figure: number;
  readonly currency: string;

  constructor(private readonly plan: CompanyPlan) {
    const { rng } = plan;
    this.figure = plan.kind === 'plc' || plan.kind === 'se' ? rng.int(50, 5000) * 10000 : rng.pick(CAPITAL_START);
    this.currency = (plan.kind === 'plc' || plan.kind === 'se') && rng.chance(0.15) ? rng.pick(['USD', 'EUR']) : 'GBP';
  }

  capital(): { currency: string; figure: string }[] {
    return [{ currency: this.currency, figure: this.figure.toLocaleString('en-GB') }];
  }

  fileAllotments(book: FilingBook): void {
    const { plan } = this;
    const { rng } = plan;
    if (!hasShares(plan)) return;
    const count = plan.kind === 'plc' || plan.kind === 'se' ? rng.int(2, 12) : rng.chance(0.1) ? rng.int(1, 3) : 0;
    const from = max(plan.creation + 60, NEW_FORMS);
    const to = min(plan.filingStop, plan.end) - 10;
    if (to <= from) return;
    const days: Day[] = [];
    for (let i = 0; i < count; i++) days.push(from + Math.floor(rng.float() * (to - from)));
    days.sort((a, b) => a - b);
    for (const on of days) {
      const big = plan.kind === 'plc' || plan.kind === 'se';
      this.figure += Math.max(
        1,
        Math.round(this.figure * (big ? rng.skewed(0.01, 0.25, 2) : rng.skewed(0.05, 1.5, 2.5))),
      );
      const resolutions = rng.chance(0.3)
        ? [
            {
              category: 'capital',
              description: 'resolution-securities',
              subcategory: 'resolution',
              type: 'RES10',
              receive_date: iso(on),
            },
            {
              category: 'capital',
              description: 'resolution-removal-pre-emption',
              subcategory: 'resolution',
              type: 'RES11',
              receive_date: iso(on),
            },
          ]
        : undefined;
      book.add({
        date: on + rng.int(2, 30),
        type: 'SH01',
        category: 'capital',
        description: 'capital-allotment-shares',
        values: { capital: this.capital(), date: iso(on) },
        action: on,
        pages: [3, 6],
      });
      if (resolutions) {
        book.add({
          date: on + rng.int(2, 30),
          type: 'RESOLUTIONS',
          category: 'resolution',
          description: 'resolution',
          resolutions,
          pages: [1, 3],
        });
      }
    }
    if (rng.chance(0.05)) {
      const on = from + Math.floor(rng.float() * (to - from));
      book.add({
        date: on,
        type: 'RESOLUTIONS',
        category: 'resolution',
        description: 'resolution',
        resolutions: [
          {
            category: 'miscellaneous',
            description: 'resolution-adopt-articles',
            subcategory: 'resolution',
            type: 'RES01',
            receive_date: iso(on),
          },
        ],
        pages: [10, 30],
      });
    }
  }
}

// ---------------------------------------------------------------------------------------
// Accounts.

function accountsType(size: SizeClass, periodEnd: Day, first: boolean, variant: number): string {
  const year = 1970 + periodEnd / 365.25;
  switch (size) {
    case 'dormant':
      return 'dormant';
    case 'micro':
      if (first && variant < 0.15) return 'dormant';
      return year < 2014 || (year < 2016.5 && variant < 0.5) ? 'total-exemption-small' : 'micro-entity';
    case 'small':
      if (year < 2016.5) return 'total-exemption-small';
      return variant < 0.85 ? 'total-exemption-full' : 'small';
    case 'medium':
      return year < 2016.5 && variant < 0.5 ? 'medium' : 'full';
    case 'large':
      return 'full';
    case 'group':
      return 'group';
    case 'subsidiary':
      return year >= 2012 ? 'audit-exemption-subsidiary' : 'full';
  }
}

const ACCOUNTS_DESCRIPTION: Record<string, string> = {
  'audit-exemption-subsidiary': 'accounts-with-accounts-type-audit-exemption-subsiduary',
};

const ACCOUNTS_PAGES: Record<string, readonly [number, number]> = {
  dormant: [2, 4],
  'micro-entity': [3, 7],
  'total-exemption-small': [4, 9],
  'total-exemption-full': [5, 11],
  small: [8, 16],
  medium: [18, 32],
  full: [18, 48],
  group: [30, 140],
  'audit-exemption-subsidiary': [14, 32],
};

export interface AccountsBlock {
  readonly [key: string]: unknown;
}

/** Files the AA items the company delivered and returns the profile's `accounts` block. */
export function fileAccounts(plan: CompanyPlan, book: FilingBook): AccountsBlock | undefined {
  const { kind, rng } = plan;
  if (kind === 'lp' || kind === 'br' || kind === 'oe') return undefined;
  if (kind === 'fc') return foreignAccounts(plan, book);
  const publicCompany = kind === 'plc' || kind === 'se';
  const variant = rng.float();
  const lateFiler = rng.chance(0.06);
  const stop = min(plan.filingStop, plan.end);
  let start = plan.creation;
  let end = plan.ardChange ? plan.ardChange.to : firstPeriodEnd(plan.ard, plan.creation);
  let last: { start: Day; end: Day; type: string } | undefined;
  let due = 0;
  for (let period = 0; period < 200; period++) {
    const first = period === 0;
    const months = publicCompany ? (start < OLD_DEADLINES_UNTIL ? 7 : 6) : start < OLD_DEADLINES_UNTIL ? 10 : 9;
    due = first ? max(addMonths(plan.creation, publicCompany ? 18 : 21), addMonths(end, 3)) : addMonths(end, months);
    if (end >= plan.end) break;
    const window = due - end;
    const lag =
      lateFiler && rng.chance(0.5)
        ? window + rng.int(3, 160)
        : Math.floor(window * (0.25 + 0.72 * Math.pow(rng.float(), 0.55)));
    const filed = end + Math.max(20, lag);
    if (filed > stop) break;
    const type = accountsType(plan.sizeClass, end, first, variant);
    book.add({
      date: filed,
      type: 'AA',
      category: 'accounts',
      description: ACCOUNTS_DESCRIPTION[type] ?? `accounts-with-accounts-type-${type}`,
      values: { made_up_date: iso(end) },
      action: end,
      pages: ACCOUNTS_PAGES[type] ?? [3, 10],
    });
    last = { start, end, type };
    start = end + 1;
    end = ardOnOrAfter(plan.ard, end + 300);
  }
  const asOf = plan.end;
  const overdue = due < asOf;
  const block: Record<string, unknown> = {
    // Integers, as the interface spec types them (the real registry sends "31"/"03").
    accounting_reference_date: { day: plan.ard.day, month: plan.ard.month },
  };
  if (last) {
    block.last_accounts = {
      made_up_to: iso(last.end),
      period_end_on: iso(last.end),
      period_start_on: iso(last.start),
      type: last.type,
    };
  }
  block.next_accounts = { due_on: iso(due), overdue, period_end_on: iso(end), period_start_on: iso(start) };
  block.next_due = iso(due);
  block.next_made_up_to = iso(end);
  block.overdue = overdue;
  return block;
}

function foreignAccounts(plan: CompanyPlan, book: FilingBook): AccountsBlock {
  const { rng } = plan;
  const ard = { day: 31, month: 12 };
  let end = ardOnOrAfter(ard, plan.creation + 180);
  let last: Day | undefined;
  while (addMonths(end, 12) < plan.end) {
    const filed = end + rng.int(90, 360);
    if (filed > plan.end) break;
    book.add({
      date: filed,
      type: 'OSAA01',
      category: 'accounts',
      description: 'accounts-with-made-up-date',
      values: { made_up_date: iso(end) },
      action: end,
      pages: [20, 90],
    });
    last = end;
    end = addYears(end, 1);
  }
  // The spec requires the accounting reference date wherever accounts are sent.
  const block: Record<string, unknown> = { accounting_reference_date: ard };
  if (last !== undefined) block.last_accounts = { made_up_to: iso(last), period_end_on: iso(last), type: 'null' };
  block.next_accounts = { overdue: false, period_end_on: iso(end) };
  block.next_made_up_to = iso(end);
  block.overdue = false;
  return block;
}

// ---------------------------------------------------------------------------------------
// Annual returns and confirmation statements.

export interface StatementBlocks {
  confirmation_statement?: Record<string, unknown>;
  annual_return?: Record<string, unknown>;
  last_full_members_list_date?: string;
  /** Not on the profile: the first statement made up to a day since identity verification began (verification.ts). */
  verificationCycle?: StatementCycle;
}

export function fileStatements(plan: CompanyPlan, book: FilingBook, capital: ShareCapital): StatementBlocks {
  const { kind, rng } = plan;
  if (kind === 'lp' || kind === 'br' || kind === 'fc') return {};
  if (kind === 'oe') {
    // Overseas entities file yearly update statements; the profile shows when the next is due
    // (about one in five is a year behind).
    let next = addYears(plan.creation, 1);
    while (next + 14 < plan.end) next = addYears(next, 1);
    if (next > addYears(plan.creation, 1) && rng.chance(0.2)) next = addYears(next, -1);
    const nextDue = next + 14;
    return {
      confirmation_statement: { next_due: iso(nextDue), next_made_up_to: iso(next), overdue: nextDue < plan.end },
    };
  }
  const llp = isLlp(plan);
  const shares = hasShares(plan);
  const guarantee = kind === 'guarantee' || kind === 'guarantee-exempt';
  const lateFiler = rng.chance(0.05);
  const stop = min(plan.filingStop, plan.end);
  let lastAr: Day | undefined;
  let lastCs: Day | undefined;
  let lastFullList: Day | undefined;
  let verificationCycle: StatementCycle | undefined;
  let next = addYears(plan.creation, 1);
  for (let k = 1; k < 200; k++) {
    next = addYears(plan.creation, k);
    if (next >= plan.end) break;
    const cs = next >= CS_REGIME;
    const lag = lateFiler && rng.chance(0.4) ? rng.int(15, 90) : rng.int(0, 13);
    const filed = next + lag;
    if (filed > stop) break;
    if (cs) {
      lastCs = next;
      if (verificationCycle === undefined && next >= REQUIRED_FROM)
        verificationCycle = { madeUpTo: next, filedOn: filed };
      const updates = rng.chance(0.22);
      // Now and then a statement is corrected by a second filing, noted on the original.
      const secondFiled = !llp && rng.chance(0.012) ? filed + rng.int(30, 400) : undefined;
      if (secondFiled !== undefined && secondFiled < stop) {
        book.add({
          date: secondFiled,
          type: 'RP04CS01',
          category: 'confirmation-statement',
          description: 'second-filing-of-confirmation-statement-with-made-up-date',
          values: { made_up_date: iso(next) },
          action: next,
          pages: [3, 6],
        });
      }
      book.add({
        date: filed,
        type: llp ? 'LLCS01' : 'CS01',
        category: 'confirmation-statement',
        description: updates ? 'confirmation-statement-with-updates' : 'confirmation-statement-with-no-updates',
        values: { made_up_date: iso(next) },
        action: next,
        pages: [3, 6],
        ...(secondFiled !== undefined && secondFiled < stop
          ? {
              annotations: [
                annotation(`Clarification A second filed CS01 was registered on ${shortUk(secondFiled)}`, secondFiled),
              ],
            }
          : {}),
        ...(updates && shares && rng.chance(0.5)
          ? {
              associated: [
                {
                  category: 'capital',
                  date: iso(filed),
                  description: 'statement-of-capital',
                  description_values: { capital: capital.capital(), date: iso(next) },
                  type: 'SH01',
                },
              ],
            }
          : {}),
      });
    } else {
      lastAr = next;
      const fullList = shares && rng.chance(0.8);
      if (fullList) lastFullList = next;
      const description = llp
        ? 'annual-return-limited-liability-partnership-with-made-up-date'
        : guarantee
          ? 'annual-return-company-with-made-up-date-no-member-list'
          : fullList
            ? 'annual-return-company-with-made-up-date-full-list-shareholders'
            : 'annual-return-company-with-made-up-date';
      const newForm = next >= NEW_FORMS;
      book.add({
        date: filed,
        type: newForm ? (llp ? 'LLAR01' : 'AR01') : llp ? 'LLP363' : '363a',
        category: 'annual-return',
        description,
        values: { made_up_date: iso(next) },
        action: next,
        pages: [3, 8],
        ...(newForm && shares
          ? {
              associated: [
                {
                  category: 'capital',
                  date: iso(filed),
                  description: 'statement-of-capital',
                  description_values: { capital: capital.capital(), date: iso(filed) },
                  type: 'SH01',
                },
              ],
            }
          : {}),
      });
    }
  }
  const blocks: StatementBlocks = {};
  const asOf = plan.end;
  if (plan.end >= CS_REGIME) {
    const nextDue = next + 14;
    const block: Record<string, unknown> = {};
    if (lastCs !== undefined) block.last_made_up_to = iso(lastCs);
    block.next_due = iso(nextDue);
    block.next_made_up_to = iso(next);
    block.overdue = nextDue < asOf;
    blocks.confirmation_statement = block;
  }
  if (lastCs === undefined && lastAr !== undefined) {
    const block: Record<string, unknown> = { last_made_up_to: iso(lastAr) };
    const nextAr = addYears(lastAr, 1);
    if (nextAr < CS_REGIME) {
      block.next_due = iso(nextAr + 28);
      block.next_made_up_to = iso(nextAr);
    }
    block.overdue = nextAr + 28 < asOf;
    blocks.annual_return = block;
  }
  if (lastFullList !== undefined) blocks.last_full_members_list_date = iso(lastFullList);
  if (verificationCycle === undefined && plan.end >= REQUIRED_FROM) {
    // Not made yet: the first made-up date on or after 18 November 2025 (long past for a company that stopped filing).
    let k = 1;
    while (addYears(plan.creation, k) < REQUIRED_FROM) k++;
    verificationCycle = { madeUpTo: addYears(plan.creation, k) };
  }
  if (verificationCycle) blocks.verificationCycle = verificationCycle;
  return blocks;
}

/** An annotation on a filing-history item, as the registry records clarifications. */
export function annotation(text: string, on: Day): Record<string, unknown> {
  return {
    annotation: text,
    category: 'annotation',
    date: iso(on),
    description: 'annotation',
    description_values: { description: text },
    type: 'ANNOTATION',
  };
}
